package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/**
 * Civil War characters whose protection depends on the rest of the damage dealt at the same moment
 * ("damage occurs simultaneously"), or that the opponent may cancel.
 */
public class CivilWarDamageTogetherTest {

    private TestDie ronin;

    /** Ann attacks Ben (10 life) with Wasp (2 A), blocked by Ronin, and Jessica Jones (5 A), unblocked. */
    private TestGame roninBlocksWasp(int roninLevel) {
        TestGame game = TestGame.setup().ann("CW020", "CW045").ben("CW061").life(10).at(ANN, MAIN_STEP);
        TestDie wasp = game.place(ANN, "CW020", FIELD_ZONE, level(1));
        TestDie jessica = game.place(ANN, "CW045", FIELD_ZONE, level(3));
        ronin = game.place(BEN, "CW061", FIELD_ZONE, level(roninLevel));
        game.attackWith(wasp, jessica);
        game.block(ronin, wasp);
        game.finishAttack();
        return game;
    }

    @Test
    @Covers("CW061")
    void ronin_continuing_the_name_ko_d_while_blocking_prevents_2_of_the_unblocked_attackers_damage_dealt_with_it() {
        TestGame game = roninBlocksWasp(1);

        assertThat(game).as("Wasp's 2 damage KOs Ronin (2 D)").die(ronin).wasKnockedOut();
        assertThat(game).as("Jessica Jones's 5 damage, 2 of it prevented").player(BEN).hasLife(7);
        assertThat(game).log().mentions("prevent");
    }

    @Test
    @Covers("CW061")
    void ronin_continuing_the_name_surviving_the_block_prevents_nothing() {
        TestGame game = roninBlocksWasp(2);

        assertThat(game).as("Wasp's 2 damage against Ronin's 4 D").die(ronin)
                .isIn(FIELD_ZONE);
        assertThat(game).player(BEN).hasLife(5);
    }

    @Test
    @Covers("CW061")
    void ronin_continuing_the_name_not_blocking_prevents_nothing() {
        TestGame game = TestGame.setup().ann("CW020", "CW045").ben("CW061").life(10).at(ANN, MAIN_STEP);
        TestDie jessica = game.place(ANN, "CW045", FIELD_ZONE, level(3));
        game.place(BEN, "CW061", FIELD_ZONE, level(1));

        game.attackWith(jessica);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(5);
    }
}
