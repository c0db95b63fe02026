package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War characters whose text works when a die is KO'd, or instead of it. */
public class CivilWarKnockOutTest {

    @Test
    @Covers("CW055")
    void nitro_explosive_personality_when_kod_kos_an_opposing_die_with_no_more_defense_than_he_had() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW055", "CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie weak = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie nitro = game.place(BEN, "Nitro", FIELD_ZONE, level(1));

        game.attackBlockedBy(falcon, nitro);

        assertThat(game).die(nitro).wasKnockedOut();
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).as("Nitro showed 3D: Falcon at level 3 has 3D, at level 1 1D")
                .containsExactlyInAnyOrder(falcon.id(), weak.id());
        game.choose(falcon);
        assertThat(game).die(falcon).wasKnockedOut();
    }

    @Test
    @Covers("CW090")
    void namorita_aquatic_beauty_sends_a_non_shield_die_she_kos_to_the_used_pile() {
        TestGame game = TestGame.setup().ann("CW090").ben("CW006").at(BEN, MAIN_STEP);
        TestDie namorita = game.place(ANN, "Namorita", FIELD_ZONE, level(2));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));

        game.attackBlockedBy(falcon, namorita);

        assertThat(game).die(falcon).isIn(USED_PILE);
    }

    @Test
    @Covers("CW090")
    void namorita_aquatic_beauty_leaves_a_shield_die_in_the_prep_area() {
        TestGame game = TestGame.setup().ann("CW090").ben("CW001").at(BEN, MAIN_STEP);
        TestDie namorita = game.place(ANN, "Namorita", FIELD_ZONE, level(2));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));

        game.attackBlockedBy(widow, namorita);

        assertThat(game).die(widow).isIn(PREP_AREA);
    }

    @Test
    @Covers("CW090")
    void namorita_aquatic_beauty_kos_a_die_with_damage_that_is_not_combat_damage_and_it_stays_in_the_prep_area() {
        TestGame game = TestGame.setup().ann("CW090").ben("CW006").basicActions("WWE056").at(ANN, MAIN_STEP);
        TestDie namorita = game.place(ANN, "Namorita", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Paul Heyman, Manager", RESERVE_POOL, action(0)));

        assertThat(game).die(falcon).as("each side's only die fights; Namorita's 3 damage, her cost, is not combat damage").wasKnockedOut();
        assertThat(game).die(falcon).isIn(PREP_AREA);
    }

    @Test
    @Covers("CW058")
    void radioactive_man_gamma_rays_kod_by_combat_damage_deals_1_damage_to_every_other_character_die() {
        TestGame game = TestGame.setup().ann("CW006", "CW011").ben("CW058", "CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie rocket = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie radioactive = game.place(BEN, "Radioactive Man", FIELD_ZONE, level(1));
        TestDie bensRocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.attackBlockedBy(falcon, radioactive);

        assertThat(game).die(radioactive).wasKnockedOut();
        assertThat(game).die(falcon).as("2 combat damage from Radioactive Man, then 1 more: 3D").wasKnockedOut();
        assertThat(game).die(rocket).as("a die that stayed back too").wasKnockedOut();
        assertThat(game).die(bensRocket).as("his own side's dice too").wasKnockedOut();
    }

    @Test
    @Covers("CW058")
    void radioactive_man_gamma_rays_kod_by_an_ability_deals_no_damage() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW058", "CW011").at(ANN, MAIN_STEP);
        TestDie radioactive = game.place(BEN, "Radioactive Man", FIELD_ZONE, level(1));
        TestDie bensRocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(2)));
        game.choose(radioactive);

        assertThat(game).die(radioactive).wasKnockedOut();
        assertThat(game).die(bensRocket).isIn(FIELD_ZONE).hasDamage(0);
    }
}
