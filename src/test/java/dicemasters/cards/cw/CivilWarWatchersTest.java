package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.Engine;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War characters that answer what other dice do: fielded, KO'd, or at the end of the turn. */
public class CivilWarWatchersTest {

    @Test
    @Covers("CW015")
    void scarlet_spider_redemption_spins_up_and_deals_1_damage_when_an_opposing_die_is_fielded() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW015").at(ANN, MAIN_STEP);
        TestDie spider = game.place(BEN, "Scarlet Spider", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Falcon", RESERVE_POOL, level(1)));

        assertThat(game).die(spider).showsLevel(2);
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("CW015")
    void scarlet_spider_redemption_at_its_highest_level_deals_no_damage() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW015").at(ANN, MAIN_STEP);
        game.place(BEN, "Scarlet Spider", FIELD_ZONE, level(3));
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Falcon", RESERVE_POOL, level(1)));

        assertThat(game).player(ANN).hasLife(10);
    }

    @Test
    @Covers("CW016")
    void scarlet_spider_kaine_spins_up_and_draws_a_die_into_the_prep_area_when_an_opposing_die_is_fielded() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW016").at(ANN, MAIN_STEP);
        TestDie spider = game.place(BEN, "Scarlet Spider", FIELD_ZONE, level(2));
        TestDie inBag = game.place(BEN, "Scarlet Spider", BAG);
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Falcon", RESERVE_POOL, level(1)));

        assertThat(game).die(spider).showsLevel(3);
        assertThat(game).player(BEN).hasDiceIn(PREP_AREA, 1);
        assertThat(game.diceIn(BEN, BAG)).hasSize(8);
    }

    @Test
    @Covers("CW040")
    void falcon_aviary_gains_1_life_when_the_opponent_fields_a_sidekick_unless_they_ko_a_die() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW040").at(ANN, MAIN_STEP);
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.life(BEN, 8);
        TestDie first = game.place(ANN, SIDEKICK, RESERVE_POOL, characterFace());

        game.field(first);
        game.chooseNone();

        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW050")
    void mary_jane_supermodel_gets_1_defense_when_you_field_a_die_with_resistance() {
        TestGame game = TestGame.setup().ann("CW050", "CW004").ben("CW006").at(ANN, MAIN_STEP);
        TestDie mj = game.place(ANN, "Mary Jane", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "Captain America", RESERVE_POOL, level(1)));

        assertThat(game).die(mj).hasDefense(2);
    }

    @Test
    @Covers("CW099")
    void spider_man_poster_child_deals_1_damage_when_the_opponent_fields_a_die_with_a_when_fielded_ability() {
        TestGame game = TestGame.setup().ann("CW001", "CW006").ben("CW099").at(ANN, MAIN_STEP);
        game.place(BEN, "Spider-Man", FIELD_ZONE, level(2));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Falcon", RESERVE_POOL, level(1)));
        assertThat(game).as("Falcon: Talks to Birds has no such ability").player(ANN).hasLife(10);

        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));
        game.choose(sidekick);
        assertThat(game).player(ANN).hasLife(9);
        assertThat(game).player(BEN).as("no burst showing: no life").hasLife(10);
    }

    @Test
    @Covers("CW099")
    void spider_man_poster_child_showing_a_burst_also_gains_1_life() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW099").at(ANN, MAIN_STEP);
        game.place(BEN, "Spider-Man", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.life(BEN, 7);

        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));
        game.choose(sidekick);

        assertThat(game).player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("CW124")
    void punisher_no_restraint_spins_up_and_spins_the_opposing_die_down_when_it_is_fielded() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW124").at(ANN, MAIN_STEP);
        TestDie punisher = game.place(BEN, "Punisher", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);
        TestDie falcon = game.place(ANN, "Falcon", RESERVE_POOL, level(3));

        game.field(falcon);

        assertThat(game).die(punisher).showsLevel(2);
        assertThat(game).die(falcon).showsLevel(2);
    }

    @Test
    @Covers("CW106")
    void baron_zemo_evil_leadership_cannot_be_blocked_this_turn_once_a_die_of_yours_is_kod() {
        TestGame game = TestGame.setup().ann("CW106", "CW001").ben("CW006").at(ANN, MAIN_STEP);
        TestDie zemo = game.place(ANN, "Baron Zemo", FIELD_ZONE, level(1));
        TestDie blocker = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.damage(widow, 1);

        game.passToAttack();
        assertThat(game).die(widow).as("KO'd by its damage").wasKnockedOut();
        game.act(declaringAttackers(zemo));

        assertThat(game).action(declaringBlocks(block(blocker, zemo))).isRejected();
    }

    @Test
    @Covers("CW118")
    void mary_jane_hostage_makes_your_resistance_and_enlistment_dice_cost_1_less_to_field() {
        TestGame game = TestGame.setup().ann("CW118", "CW004", "CW010", "CW006").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Mary Jane", FIELD_ZONE, level(1));
        TestDie cap = game.place(ANN, "Captain America", RESERVE_POOL, level(2));
        TestDie ironMan = game.place(ANN, "Iron Man", RESERVE_POOL, level(1));
        TestDie falcon = game.place(ANN, "Falcon", RESERVE_POOL, level(1));

        assertThat(Engine.fieldCost(game.state(), game.die(cap))).isEqualTo(1);
        assertThat(Engine.fieldCost(game.state(), game.die(ironMan))).isZero();
        assertThat(Engine.fieldCost(game.state(), game.die(falcon))).isEqualTo(1);
    }
}
