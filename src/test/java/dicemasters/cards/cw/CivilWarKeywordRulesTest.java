package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** Civil War characters whose text changes which keywords dice have. */
public class CivilWarKeywordRulesTest {

    @Test
    @Covers("CW067")
    void taskmaster_photographic_reflexes_fielded_beside_an_intimidate_die_intimidates_too() {
        TestGame game = TestGame.setup().ann("CW067", "CW014").ben("CW001").at(ANN, MAIN_STEP);
        game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));
        game.energy(ANN, MASK);

        game.field(game.place(ANN, "Taskmaster", RESERVE_POOL, level(1)));

        assertThat(game).die(widow).as("Scarlet Spider has Intimidate, so Taskmaster has it").isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("CW067")
    void taskmaster_photographic_reflexes_has_fast_while_an_opposing_fast_die_is_in_the_field() {
        TestGame game = TestGame.setup().ann("CW067").ben("CW012", "CW006").at(ANN, MAIN_STEP);
        TestDie taskmaster = game.place(ANN, "Taskmaster", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));

        game.attackBlockedBy(taskmaster, falcon);

        assertThat(game).die(falcon).as("Taskmaster's 5A strikes first").wasKnockedOut();
        assertThat(game).die(taskmaster).as("Falcon's 5A never comes").isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW067")
    void taskmaster_photographic_reflexes_alone_has_no_keyword() {
        TestGame game = TestGame.setup().ann("CW067").ben("CW006").at(ANN, MAIN_STEP);
        TestDie taskmaster = game.place(ANN, "Taskmaster", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));

        game.attackBlockedBy(taskmaster, falcon);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(taskmaster).as("without Fast, both deal damage at once").wasKnockedOut();
    }

    @Test
    @Covers("CW063")
    void she_hulk_aint_easy_being_green_opposing_dice_fielded_lose_intimidate() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW063", "CW001").at(ANN, MAIN_STEP);
        TestDie sheHulk = game.place(BEN, "She-Hulk", FIELD_ZONE, level(1));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));
        game.energy(ANN, MASK);

        game.field(game.place(ANN, "Scarlet Spider", RESERVE_POOL, level(1)));

        assertThat(game).as("Scarlet Spider's Intimidate does nothing").asksNothing();
        assertThat(game).die(sheHulk).isIn(FIELD_ZONE);
        assertThat(game).die(widow).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW063")
    void she_hulk_aint_easy_being_green_keeps_her_own_intimidate() {
        TestGame game = TestGame.setup().ann("CW063").ben("CW001").at(ANN, MAIN_STEP);
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "She-Hulk", RESERVE_POOL, level(1)));

        assertThat(game).die(widow).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("CW063")
    void she_hulk_aint_easy_being_green_opposing_dice_cannot_gain_intimidate() {
        TestGame game = TestGame.setup().ann("CW067", "CW014").ben("CW063").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie sheHulk = game.place(BEN, "She-Hulk", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);

        game.field(game.place(ANN, "Taskmaster", RESERVE_POOL, level(1)));

        assertThat(game).as("Taskmaster would gain Intimidate from Scarlet Spider, but cannot").asksNothing();
        assertThat(game).die(sheHulk).isIn(FIELD_ZONE);
        assertThat(game).die(spider).isIn(FIELD_ZONE);
    }
}
