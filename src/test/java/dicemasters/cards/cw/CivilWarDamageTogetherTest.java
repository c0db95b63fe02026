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
        TestDie wasp = game.place(ANN, "Wasp", FIELD_ZONE, level(1));
        TestDie jessica = game.place(ANN, "Jessica Jones", FIELD_ZONE, level(3));
        ronin = game.place(BEN, "Ronin", FIELD_ZONE, level(roninLevel));
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
        TestDie jessica = game.place(ANN, "Jessica Jones", FIELD_ZONE, level(3));
        game.place(BEN, "Ronin", FIELD_ZONE, level(1));

        game.attackWith(jessica);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(5);
    }

    /** Ann (10 life) has Luke Cage active; Ben (10 life) attacks with Falcon (4 A), unblocked. */
    private static TestGame falconAttacksLukeCagesOwner() {
        TestGame game = TestGame.setup().ann("CW084").ben("CW006").life(10).at(BEN, MAIN_STEP);
        game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
        game.attackWith(falcon);
        game.finishAttack();
        return game;
    }

    @Test
    @Covers("CW084")
    void luke_cage_knuckle_up_prevents_the_first_damage_to_you_each_turn_when_the_opponent_does_not_pay() {
        TestGame game = falconAttacksLukeCagesOwner();
        assertThat(game).as("the opponent, not Luke Cage's owner, decides").waitsOn(BEN);

        game.decline();

        assertThat(game).player(ANN).hasLife(10);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("CW084")
    void luke_cage_knuckle_up_the_first_time_is_all_the_damage_dealt_to_you_at_that_moment() {
        TestGame game = TestGame.setup().ann("CW084").ben("CW006", "CW045").life(10).at(BEN, MAIN_STEP);
        game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
        TestDie jessica = game.place(BEN, "Jessica Jones", FIELD_ZONE, level(1));
        game.attackWith(falcon, jessica);
        game.finishAttack();

        game.decline();

        assertThat(game).as("both unblocked attackers' damage, dealt at once").player(ANN).hasLife(10);
    }

    @Test
    @Covers("CW084")
    void luke_cage_knuckle_up_the_opponent_paying_2_life_lets_the_damage_through() {
        TestGame game = falconAttacksLukeCagesOwner();

        game.react();

        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).player(ANN).hasLife(6);
    }

    @Test
    @Covers("CW084")
    void luke_cage_knuckle_up_global_deals_1_damage_to_each_player_and_only_the_first_to_you_is_prevented() {
        TestGame game = TestGame.setup().ann("CW084").ben("CW006").life(10).at(ANN, MAIN_STEP);
        game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);

        game.useGlobal("Luke Cage", 1);
        assertThat(game).waitsOn(BEN);
        game.decline();
        assertThat(game).as("the first damage to Ann this turn, prevented").player(ANN).hasLife(10);
        assertThat(game).player(BEN).hasLife(9);

        game.useGlobal("Luke Cage", 1);

        assertThat(game).as("the second is not").player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("CW084")
    void luke_cage_knuckle_up_an_opponent_who_would_pay_their_last_life_is_not_asked() {
        TestGame game = TestGame.setup().ann("CW084").ben("CW006").life(10).at(BEN, MAIN_STEP);
        game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
        game.life(BEN, 2);

        game.attackWith(falcon);
        game.finishAttack();

        assertThat(game).player(ANN).hasLife(10);
        assertThat(game).log().mentions("cannot pay 2 life");
    }
}
