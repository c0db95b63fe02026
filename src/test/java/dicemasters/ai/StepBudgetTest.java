package dicemasters.ai;

import dicemasters.engine.state.GameState;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.ROLL_AND_REROLL;
import static org.assertj.core.api.Assertions.assertThat;

class StepBudgetTest {
    private static GameState annAt(dicemasters.engine.state.Step step) {
        return TestGame.setup().ann("CW006").ben("CW011").at(ANN, step).state();
    }

    @Test
    void a_normal_seat_has_three_seconds_for_all_its_decisions_in_one_step_each_taking_at_most_half_the_rest() {
        StepBudget budget = new StepBudget(Strength.NORMAL);
        GameState main = annAt(MAIN_STEP);
        assertThat(budget.remainingMillis(main)).isEqualTo(1500);
        budget.spent(main, 1200);
        budget.spent(main, 700);
        assertThat(budget.remainingMillis(main)).isEqualTo(550);
    }

    @Test
    void the_next_step_starts_with_a_whole_budget() {
        StepBudget budget = new StepBudget(Strength.NORMAL);
        budget.spent(annAt(ROLL_AND_REROLL), 2900);
        assertThat(budget.remainingMillis(annAt(MAIN_STEP))).isEqualTo(1500);
    }

    @Test
    void a_spent_budget_still_leaves_each_decision_a_short_think() {
        StepBudget budget = new StepBudget(Strength.EASY);
        GameState main = annAt(MAIN_STEP);
        budget.spent(main, 5000);
        assertThat(budget.remainingMillis(main)).isEqualTo(StepBudget.FLOOR_MILLIS);
    }

    @Test
    void hard_may_think_longer_and_the_simulator_without_a_budget() {
        GameState main = annAt(MAIN_STEP);
        assertThat(new StepBudget(Strength.HARD).remainingMillis(main)).isEqualTo(10_000);
        assertThat(StepBudget.unlimited().remainingMillis(main)).isZero();
    }
}
