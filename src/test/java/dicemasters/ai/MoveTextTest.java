package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** A move in a player's words: in a hint, in the computer's last move and in a puzzle's solution. */
class MoveTextTest {
    @Test
    void an_opponent_asked_to_pay_to_stop_luke_cage_is_told_to_pay_or_not_to_pay() {
        TestGame game = TestGame.setup().ann("CW084").ben("CW006").life(10).at(BEN, MAIN_STEP);
        game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
        game.attackWith(falcon);
        game.finishAttack();

        assertThat(MoveText.describe(game.state(), new Action.DeclineReaction())).isEqualTo("do not pay");
        assertThat(MoveText.describe(game.state(), new Action.React(0, Payment.NOTHING))).startsWith("pay: Pay 2 life");
    }

    @Test
    void a_hint_to_buy_says_an_before_a_name_that_starts_with_a_vowel() {
        TestGame game = TestGame.setup().ann("JUS001").ben("JUS009").life(10).at(ANN, MAIN_STEP);
        int aquaman = cardIndex(game, "JUS001");
        int blackManta = cardIndex(game, "JUS009");

        assertThat(MoveText.describe(game.state(), new Action.Purchase(aquaman, Payment.NOTHING)))
                .isEqualTo("buy an Aquaman die");
        assertThat(MoveText.describe(game.state(), new Action.Purchase(blackManta, Payment.NOTHING)))
                .isEqualTo("buy a Black Manta die");
    }

    /** Casey Jones (Penalty Box): Global: pay Fist, a target Sidekick die must block. */
    @Test
    void a_global_is_named_with_its_card_and_what_it_does() {
        TestGame game = TestGame.setup().ann("HHS004").ben("CW006").at(ANN, MAIN_STEP);
        game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);

        assertThat(MoveText.describe(game.state(), game.globalAction("Casey Jones", 1)))
                .as("as puzzles' solutions spell it").isEqualTo("use the Global Ability of Casey Jones");
        assertThat(MoveText.explain(game.state(), game.globalAction("Casey Jones", 1)))
                .isEqualTo("use the Global Ability of Casey Jones (pay Fist: target Sidekick die must block this turn"
                        + " if able)");
    }

    /** Static Field: an action die that caps the damage of combat at 1. */
    @Test
    void an_action_die_is_named_with_what_it_does() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW011").basicActions("JUS071").at(ANN, MAIN_STEP);
        TestDie staticField = game.place(ANN, "Static Field", RESERVE_POOL, action(0));

        assertThat(MoveText.explain(game.state(), new Action.UseActionDie(game.die(staticField).id())))
                .isEqualTo("use the Static Field action die (each character die deals at most 1 combat damage in all,"
                        + " and no hit of combat damage to players and character dice is more than 1 until end of turn)");
    }

    private static int cardIndex(TestGame game, String id) {
        return game.state().cards().stream().filter(c -> c.definition().id().equals(id)).findFirst().orElseThrow().index();
    }
}
