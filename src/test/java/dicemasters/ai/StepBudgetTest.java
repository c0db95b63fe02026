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
    void a_normal_seat_has_two_and_a_half_seconds_a_step_each_search_at_most_half_the_rest_less_a_fifth_kept() {
        StepBudget budget = new StepBudget(Strength.NORMAL);
        GameState main = annAt(MAIN_STEP);
        assertThat(budget.remainingMillis(main)).isEqualTo(1000);
        budget.spent(main, 1000);
        budget.spent(main, 700);
        assertThat(budget.remainingMillis(main)).isEqualTo(150);
    }

    @Test
    void the_fifth_kept_back_pays_for_the_decisions_played_without_searching() {
        StepBudget budget = new StepBudget(Strength.NORMAL);
        GameState main = annAt(MAIN_STEP);
        budget.spent(main, 1950);
        assertThat(budget.remainingMillis(main)).isEqualTo(StepBudget.FLOOR_MILLIS);
        budget.spent(main, 40);
        budget.spent(main, 40);
        assertThat(budget.remainingMillis(main)).isEqualTo(StepBudget.FLOOR_MILLIS);
    }

    @Test
    void less_than_is_worth_searching_counts_as_nothing_left() {
        StepBudget budget = new StepBudget(Strength.NORMAL);
        GameState main = annAt(MAIN_STEP);
        budget.spent(main, 2000 - 2 * StepBudget.MIN_SEARCH_MILLIS);
        assertThat(budget.remainingMillis(main)).isEqualTo(StepBudget.MIN_SEARCH_MILLIS);
        budget.spent(main, 2);
        assertThat(budget.remainingMillis(main)).isEqualTo(StepBudget.FLOOR_MILLIS);
    }

    @Test
    void the_next_step_starts_with_a_whole_budget() {
        StepBudget budget = new StepBudget(Strength.NORMAL);
        budget.spent(annAt(ROLL_AND_REROLL), 2900);
        assertThat(budget.remainingMillis(annAt(MAIN_STEP))).isEqualTo(1000);
    }

    @Test
    void once_the_budget_is_spent_a_decision_gets_too_little_time_to_search() {
        StepBudget budget = new StepBudget(Strength.EASY);
        GameState main = annAt(MAIN_STEP);
        budget.spent(main, 5000);
        assertThat(budget.remainingMillis(main)).isEqualTo(StepBudget.FLOOR_MILLIS);
    }

    @Test
    void hard_may_think_longer_and_the_simulator_without_a_budget() {
        GameState main = annAt(MAIN_STEP);
        assertThat(new StepBudget(Strength.HARD).remainingMillis(main)).isEqualTo(8_000);
        assertThat(StepBudget.unlimited().remainingMillis(main)).isZero();
    }
}
