package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Step;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BEN;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.level;
import static org.assertj.core.api.Assertions.assertThat;

/** How the computer judges a position, seen in the moves it makes. */
class EvaluationTest {
    /**
     * Ann has two Casey Jones (Penalty Box) at level 2 (3/3) and two Sidekicks in the field; both are at
     * 12 life, Ben with no die in his field. Eight damage brings him to 4: the computer at Normal's full
     * budget sends all four, though they go to the Used Pile and leave her field empty on his turn.
     */
    @Test
    void normal_attacks_with_everyone_into_an_empty_field() {
        TestGame game = TestGame.setup().life(20).ann("HHS004", "CW011").ben("CW006", "JUS007").at(ANN, MAIN_STEP);
        TestDie caseyOne = game.place(ANN, "Casey Jones", FIELD_ZONE, level(2));
        TestDie caseyTwo = game.place(ANN, "Casey Jones", FIELD_ZONE, level(2));
        TestDie sidekickOne = game.sidekick(ANN, FIELD_ZONE);
        TestDie sidekickTwo = game.sidekick(ANN, FIELD_ZONE);
        game.life(ANN, 12);
        game.life(BEN, 12);
        game.passUntil(Step.DECLARE_ATTACKERS);

        Action choice = new SearchPlayer(Strength.NORMAL.settings().withThreads(1), 7L).choose(game.state());

        assertThat(choice).isInstanceOf(Action.DeclareAttackers.class);
        assertThat(((Action.DeclareAttackers) choice).dice()).containsExactlyInAnyOrderElementsOf(
                List.of(caseyOne.id(), caseyTwo.id(), sidekickOne.id(), sidekickTwo.id()));
    }

    @Test
    void the_last_points_of_life_count_more_than_the_first() {
        TestGame game = TestGame.setup().life(20).ann("CW011").ben("CW006").at(ANN, MAIN_STEP);
        Evaluation evaluation = new Evaluation();
        game.life(BEN, 12);
        double at12 = evaluation.score(game.state(), BEN);
        game.life(BEN, 8);
        double at8 = evaluation.score(game.state(), BEN);
        game.life(BEN, 4);
        double at4 = evaluation.score(game.state(), BEN);

        assertThat(at8 - at4).isGreaterThan(at12 - at8);
    }
}
