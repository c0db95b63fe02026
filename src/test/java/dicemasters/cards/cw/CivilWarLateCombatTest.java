package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** Civil War characters of the later numbers (CW093-CW142) whose text works in combat. */
public class CivilWarLateCombatTest {

    @Test
    @Covers("CW098")
    void speedball_paying_penance_takes_combat_damage_draws_and_rolls_a_die_an_energy_face_goes_to_prep() {
        TestGame game = TestGame.setup().ann("CW098").ben("CW006").at(BEN, MAIN_STEP);
        TestDie speedball = game.place(ANN, "Speedball", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.nextDrawsTake(SIDEKICK);
        game.nextRollShows(SIDEKICK, energy(FIST));

        game.attackBlockedBy(falcon, speedball);

        assertThat(game).log().saysInOrder("Falcon deals 3 damage to Speedball (3 in all).", "Ann draws Sidekick.",
                "Ann rolls Sidekick: Fist.", "Ann's Sidekick die moves from Reserve Pool to Prep Area.");
    }

    @Test
    @Covers("CW098")
    void speedball_paying_penance_a_drawn_die_showing_a_character_face_goes_back_to_the_bag() {
        TestGame game = TestGame.setup().ann("CW098").ben("CW006").at(BEN, MAIN_STEP);
        TestDie speedball = game.place(ANN, "Speedball", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.nextDrawsTake(SIDEKICK);
        game.nextRollShows(SIDEKICK, level(1));

        game.attackBlockedBy(falcon, speedball);

        assertThat(game).log().saysInOrder("Ann draws Sidekick.", "Ann rolls Sidekick: level 1 (field 0, 1A 1D).",
                "Ann's Sidekick die moves from Reserve Pool to Bag.");
    }

    @Test
    @Covers("CW098")
    void speedball_paying_penance_ability_damage_draws_nothing() {
        TestGame game = TestGame.setup().ann("CW098").ben("CW001").at(BEN, MAIN_STEP);
        TestDie speedball = game.place(ANN, "Speedball", FIELD_ZONE, level(3));
        game.nextDrawsTake(SIDEKICK);

        game.field(game.place(BEN, "Black Widow", RESERVE_POOL, level(1)));

        assertThat(game).die(speedball).hasDamage(1);
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 0).hasDiceIn(RESERVE_POOL, 0);
    }

    @Test
    @Covers("CW122")
    void namorita_new_warriors_founder_blocking_a_non_shield_die_captures_it_unless_it_is_spun_down() {
        TestGame game = TestGame.setup().ann("CW122").ben("CW006").at(BEN, MAIN_STEP);
        TestDie namorita = game.place(ANN, "Namorita", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));

        game.attackBlockedBy(falcon, namorita);
        game.chooseNone();

        assertThat(game).die(falcon).isIn(OUT_OF_PLAY);
        assertThat(game).die(namorita).hasDamage(0);
        game.endTurn();
        assertThat(game).as("captured until end of turn").die(falcon).isIn(FIELD_ZONE).showsLevel(2);
    }

    @Test
    @Covers("CW122")
    void namorita_new_warriors_founder_the_opponent_spins_the_attacker_down_to_keep_it() {
        TestGame game = TestGame.setup().ann("CW122").ben("CW006").at(BEN, MAIN_STEP);
        TestDie namorita = game.place(ANN, "Namorita", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));

        game.attackWith(falcon);
        game.block(namorita, falcon);
        game.choose(falcon);

        assertThat(game).die(falcon).showsLevel(1).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("CW122")
    void namorita_new_warriors_founder_a_shield_attacker_is_not_captured() {
        TestGame game = TestGame.setup().ann("CW122").ben("CW001").at(BEN, MAIN_STEP);
        TestDie namorita = game.place(ANN, "Namorita", FIELD_ZONE, level(3));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));

        game.attackWith(widow);
        game.block(namorita, widow);

        assertThat(game).die(widow).isIn(ATTACK_ZONE).showsLevel(2);
        assertThat(game).asksNothing();
    }
}
