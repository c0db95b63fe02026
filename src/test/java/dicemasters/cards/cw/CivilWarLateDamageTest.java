package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** Civil War characters of the later numbers (CW093-CW142) that change where damage goes. */
public class CivilWarLateDamageTest {

    @Test
    @Covers("CW116")
    void luke_cage_bodyguard_the_first_damage_to_you_each_turn_goes_to_luke_cage_spun_up_a_level() {
        TestGame game = TestGame.setup().ann("CW116").ben("CW006").life(10).at(BEN, MAIN_STEP);
        TestDie luke = game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));

        game.attackWith(falcon);
        game.finishAttack();

        assertThat(game).as("no choice is asked: it is not a 'you may'").player(ANN).hasLife(10);
        assertThat(game).die(luke).as("4 damage, not enough for his 5D at level 2").showsLevel(2).isIn(FIELD_ZONE);
        assertThat(game).log().mentions("redirect");
    }

    @Test
    @Covers("CW116")
    void luke_cage_bodyguard_only_the_first_time_each_turn() {
        TestGame game = TestGame.setup().ann("CW116").ben("CW006").life(10).at(ANN, MAIN_STEP);
        TestDie luke = game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);

        game.useGlobal("Luke Cage", 1);
        game.useGlobal("Luke Cage", 1);

        assertThat(game).die(luke).showsLevel(2).hasDamage(1);
        assertThat(game).player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("CW116")
    void luke_cage_bodyguard_global_pay_fist_to_deal_1_damage_to_each_player() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW116").life(10).at(ANN, MAIN_STEP);
        game.energy(ANN, FIST);

        game.useGlobal("Luke Cage", 1);

        assertThat(game).as("Luke Cage is not active: nothing redirects").player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(9);
    }
}
