package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** WWE Superstars whose abilities needed new words in the card vocabulary, each in a small scenario. */
class WweCharacterBehaviourTest {
    @Test
    @Covers("WWE007")
    void becky_lynch_maiden_ireland_sends_a_die_rerolled_off_its_character_face_away_for_one_damage() {
        TestGame game = TestGame.setup().ann("WWE007").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie becky = game.place(ANN, "Becky Lynch", RESERVE_POOL, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);
        game.nextRollShows(triceraton, anEnergyFace());
        game.field(becky);
        game.choose(triceraton);
        assertThat(game).die(triceraton).isIn(USED_PILE);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("WWE007")
    void a_die_becky_lynch_rerolls_to_a_character_face_stays_and_deals_nothing() {
        TestGame game = TestGame.setup().ann("WWE007").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie becky = game.place(ANN, "Becky Lynch", RESERVE_POOL, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);
        game.nextRollShows(triceraton, level(1));
        game.field(becky);
        game.choose(triceraton);
        assertThat(game).die(triceraton).isIn(FIELD_ZONE).as("rerolled, not kept at its level").showsLevel(1);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("WWE007")
    void becky_lynch_maiden_ireland_global_preps_the_first_die_purchased() {
        TestGame game = TestGame.setup().ann("WWE007", "HHS046").ben("HHS046").at(ANN, MAIN_STEP);
        game.energy(ANN, SHIELD);
        game.useGlobal("Becky Lynch", 1);
        for (int i = 0; i < 4; i++) {
            game.energy(ANN, FIST);
        }
        game.buy("Triceraton");
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1);
    }

    @Test
    @Covers("WWE022")
    void john_cena_you_cant_see_me_cannot_be_blocked_once_his_attack_damage_kos_a_die() {
        TestGame game = TestGame.setup().ann("WWE022").ben("HHS046", "CW001").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(cena);
        game.choose(widow);
        assertThat(game).die(widow).wasKnockedOut();
        assertThat(game).action(declaringBlocks(block(triceraton, cena)))
                .isRejectedBecause("John Cena can't be blocked this turn.");
    }

    @Test
    @Covers("WWE022")
    void john_cena_you_cant_see_me_targets_only_a_non_sidekick_die() {
        TestGame game = TestGame.setup().ann("WWE022").ben("HHS046", "CW001").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.place(BEN, "Black Widow", FIELD_ZONE, level(1));
        game.attackWith(cena);
        assertThat(game).action(choosing(sidekick)).isRejectedBecause("That die is not a valid target.");
    }

    @Test
    @Covers("WWE022")
    void john_cena_you_cant_see_me_may_be_blocked_when_his_damage_kos_nothing() {
        TestGame game = TestGame.setup().ann("WWE022").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(cena);
        game.choose(triceraton);
        assertThat(game).die(triceraton).hasDamage(1);
        game.block(triceraton, cena);
        assertThat(Engine.blockersOf(game.state(), game.die(cena))).hasSize(1);
    }

    @Test
    @Covers("WWE008")
    void becky_lynch_straight_fire_sends_the_first_die_purchased_this_turn_to_the_prep_area() {
        TestGame game = TestGame.setup().ann("WWE008", "HHS001").ben("HHS046").at(ANN, MAIN_STEP);
        game.energy(ANN, SHIELD);
        game.useGlobal("Becky Lynch", 0);
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        assertThat(game.state().diceIn(0, PREP_AREA)).extracting(d -> game.state().definition(d).id())
                .containsExactly("HHS001");
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        assertThat(game).player(ANN).as("only the first purchase").hasDiceIn(PREP_AREA, 1);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 1);
    }

    @Test
    @Covers("WWE008")
    void becky_lynch_straight_fire_does_nothing_after_a_purchase_this_turn() {
        TestGame game = TestGame.setup().ann("WWE008", "HHS001").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        game.energy(ANN, SHIELD);
        game.useGlobal("Becky Lynch", 0);
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        assertThat(game).player(ANN).hasNoDiceIn(PREP_AREA);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 2);
    }
}
