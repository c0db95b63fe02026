package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.state.Zone;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** Civil War characters of the later numbers (CW093-CW142) whose text works when a die is fielded. */
public class CivilWarLateFieldingTest {

    @Test
    @Covers("CW119")
    void moon_knight_crescent_darts_when_fielded_may_pay_2_to_field_captain_america_from_the_used_pile() {
        TestGame game = TestGame.setup().ann("CW119", "CW004").ben("CW006").at(ANN, MAIN_STEP);
        TestDie captain = moonKnightFieldedWithCaptainAmericaIn(game, USED_PILE);
        game.react(0);

        assertThat(game).die(captain).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 0);
    }

    @Test
    @Covers("CW119")
    void moon_knight_crescent_darts_a_die_in_the_prep_area_stays_there_if_you_do_not_pay() {
        TestGame game = TestGame.setup().ann("CW119", "CW004").ben("CW006").at(ANN, MAIN_STEP);
        TestDie captain = moonKnightFieldedWithCaptainAmericaIn(game, PREP_AREA);
        game.decline();

        assertThat(game).die(captain).isIn(PREP_AREA);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 2);
    }

    @Test
    @Covers("CW119")
    void moon_knight_crescent_darts_fields_from_the_prep_area_too() {
        TestGame game = TestGame.setup().ann("CW119", "CW004").ben("CW006").at(ANN, MAIN_STEP);
        TestDie captain = moonKnightFieldedWithCaptainAmericaIn(game, PREP_AREA);
        game.react(0);

        assertThat(game).die(captain).isIn(FIELD_ZONE).showsLevel(1);
    }

    /** Ann has Mask, Fist and Bolt to pay with and fields Moon Knight; Captain America waits in the zone. */
    private static TestDie moonKnightFieldedWithCaptainAmericaIn(TestGame game, Zone zone) {
        TestDie captain = game.place(ANN, "Captain America", zone);
        game.energy(ANN, MASK);
        game.energy(ANN, FIST);
        game.energy(ANN, BOLT);
        game.field(game.place(ANN, "Moon Knight", RESERVE_POOL, level(1)));
        return captain;
    }
}
