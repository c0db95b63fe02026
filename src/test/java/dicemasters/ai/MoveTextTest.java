package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The words of a hint for the answers to a question that asks for a payment. */
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

    private static int cardIndex(TestGame game, String id) {
        return game.state().cards().stream().filter(c -> c.definition().id().equals(id)).findFirst().orElseThrow().index();
    }
}
