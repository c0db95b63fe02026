package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** Civil War action cards of the later numbers (CW093-CW142): Vibranium Shield. */
public class CivilWarLateActionsTest {

    @Test
    @Covers("CW103")
    void vibranium_shield_deflecting_bullets_is_continuous_used_into_the_field_zone_where_it_stays() {
        TestGame game = TestGame.setup().ann("CW103").ben("CW006").at(ANN, MAIN_STEP);
        TestDie shield = game.place(ANN, "Vibranium Shield", RESERVE_POOL, action(0));

        game.use(shield);
        assertThat(game).die(shield).isIn(FIELD_ZONE);
        game.endTurn();

        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(shield).as("still there on the opponent's turn").isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW103")
    void vibranium_shield_deflecting_bullets_in_the_field_when_your_die_is_kod_your_dice_get_2_defense() {
        TestGame game = TestGame.setup().ann("CW103", "CW006", "CW053").ben("CW001").at(BEN, MAIN_STEP);
        game.place(ANN, "Vibranium Shield", FIELD_ZONE, action(0));
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(1));

        game.field(game.place(BEN, "Black Widow", RESERVE_POOL, level(1)));
        game.choose(falcon);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(msMarvel).hasDefense(7);
    }

    @Test
    @Covers("CW103")
    void vibranium_shield_deflecting_bullets_does_nothing_from_the_used_pile() {
        TestGame game = TestGame.setup().ann("CW103", "CW006", "CW053").ben("CW001").at(BEN, MAIN_STEP);
        game.place(ANN, "Vibranium Shield", USED_PILE);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(1));

        game.field(game.place(BEN, "Black Widow", RESERVE_POOL, level(1)));
        game.choose(falcon);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(msMarvel).hasDefense(5);
    }
}
