package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Rescue cards whose ability works at the end of their owner's Roll and Reroll Step, whether or
 * not Rescue is active, counting the Rescue dice rolled to an energy face (those in the Reserve Pool
 * showing one when the step ends).
 */
public class CivilWarRescueTest {

    @Test
    @Covers("CW095")
    void rescue_to_the_rescue_gives_the_one_target_plus_1a_and_1d_for_each_rescue_die_rolled_to_energy_then_rerolls_them_once() {
        TestGame game = TestGame.setup().ann("CW095", "CW006", "CW053").ben("CW006").at(ANN, ROLL_AND_REROLL);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie first = game.place(ANN, "Rescue", RESERVE_POOL, energy(SHIELD));
        TestDie second = game.place(ANN, "Rescue", RESERVE_POOL, energy(SHIELD));
        TestDie third = game.place(ANN, "Rescue", RESERVE_POOL, level(2));
        game.nextRollShows(first, level(1));
        game.nextRollShows(second, level(1));

        game.reroll();
        assertThat(game.decision()).isInstanceOf(Decision.ChooseTargets.class);
        game.choose(falcon);

        assertThat(game).isAt(MAIN_STEP).asksNothing();
        assertThat(game).die(falcon).hasAttack(5).hasDefense(3);
        assertThat(game).die(msMarvel).hasAttack(3).hasDefense(5);
        assertThat(game).die(first).isIn(RESERVE_POOL).showsLevel(1);
        assertThat(game).die(second).isIn(RESERVE_POOL).showsLevel(1);
        assertThat(game).die(third).isIn(RESERVE_POOL).showsLevel(2);
        assertThat(game.events(GameEvent.DieRolled.class)).as("the two Rescue dice rerolled once, all at once")
                .hasSize(2);
    }

    @Test
    @Covers("CW095")
    void rescue_to_the_rescue_asks_nothing_when_no_rescue_die_rolled_to_energy() {
        TestGame game = TestGame.setup().ann("CW095", "CW006").ben("CW006").at(ANN, ROLL_AND_REROLL);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie rescue = game.place(ANN, "Rescue", RESERVE_POOL, level(1));

        game.reroll();

        assertThat(game).isAt(MAIN_STEP).asksNothing();
        assertThat(game).die(falcon).hasAttack(3).hasDefense(1);
        assertThat(game).die(rescue).isIn(RESERVE_POOL).showsLevel(1);
        assertThat(game.events(GameEvent.DieRolled.class)).isEmpty();
    }

    @Test
    @Covers("CW127")
    void rescue_pepper_draws_a_die_for_each_rescue_die_rolled_to_energy_fields_the_shield_characters_at_level_1() {
        TestGame game = TestGame.setup().ann("CW127", "CW053", "CW006").ben("CW006").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Rescue", RESERVE_POOL, energy(SHIELD));
        game.place(ANN, "Rescue", RESERVE_POOL, energy(SHIELD));
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", BAG);
        TestDie falcon = game.place(ANN, "Falcon", BAG);
        game.nextDrawsTake("Ms. Marvel", "Falcon");

        game.reroll();

        assertThat(game).isAt(MAIN_STEP).asksNothing();
        assertThat(game).die(msMarvel).as("a Shield character die drawn is fielded").isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game).die(falcon).as("a Fist character die drawn goes back").isIn(BAG);
        assertThat(game.events(GameEvent.DieFielded.class)).hasSize(1);
    }

    @Test
    @Covers("CW127")
    void rescue_pepper_draws_nothing_when_its_dice_rolled_character_faces() {
        TestGame game = TestGame.setup().ann("CW127", "CW053").ben("CW006").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Rescue", RESERVE_POOL, level(1));
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", BAG);

        game.reroll();

        assertThat(game).isAt(MAIN_STEP).asksNothing();
        assertThat(game).die(msMarvel).isIn(BAG);
        assertThat(game.events(GameEvent.DieDrawn.class)).isEmpty();
    }
}
