package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.Engine;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Civil War cards whose text answers what a player does (declaring attackers, using a Global or an
 * action die, taking damage, beginning a turn, rolling), whether or not their dice are in the field.
 */
public class CivilWarFromTheCardTest {

    @Test
    @Covers("CW043")
    void iron_fist_living_weapon_kos_an_opposing_sidekick_when_the_opponent_declares_attackers() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW043").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.place(BEN, "Iron Fist", FIELD_ZONE, level(1));

        game.attackWith(falcon);

        assertThat(game).die(sidekick).wasKnockedOut();
    }

    @Test
    @Covers("CW043")
    void iron_fist_living_weapon_does_nothing_when_not_active() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW043").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.attackWith(falcon);

        assertThat(game).die(sidekick).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW080")
    void iron_fist_fist_of_kun_lun_may_pay_3_life_to_come_from_the_used_pile_at_level_2_to_block() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW080").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie ironFist = game.place(BEN, "Iron Fist", USED_PILE);

        game.attackWith(falcon);
        assertThat(game.decision()).isInstanceOf(Decision.React.class);
        game.react();

        assertThat(game).player(BEN).hasLife(7);
        assertThat(game).die(ironFist).isIn(FIELD_ZONE).showsLevel(2);
        game.block(ironFist, falcon);
        assertThat(game).die(ironFist).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("CW112")
    void iron_fist_pure_of_spirit_each_die_deals_its_attack_to_an_opposing_die_the_opponent_chooses() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW112").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.place(BEN, "Iron Fist", FIELD_ZONE, level(1));
        game.place(BEN, "Iron Fist", FIELD_ZONE, level(2));

        game.attackWith(falcon);
        Decision.ChooseTargets first = (Decision.ChooseTargets) game.decision();
        assertThat(first.player()).as("the attacking player chooses").isEqualTo(ANN);
        game.choose(sidekick);
        game.choose(falcon);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).die(falcon).as("4 or 5 damage against 3D").wasKnockedOut();
    }

    @Test
    @Covers("CW072")
    void winter_soldier_picking_up_the_mantle_gets_1_attack_and_1_defense_when_the_opponent_uses_an_action_die() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW072").basicActions("CW027").at(ANN, MAIN_STEP);
        game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie soldier = game.place(BEN, "Winter Soldier", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Field Promotion", RESERVE_POOL, action(0)));

        assertThat(game).die(soldier).hasAttack(6).hasDefense(4);
    }

    @Test
    @Covers("CW078")
    void goliath_giant_genius_gains_overcrush_when_either_player_uses_a_global() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW078").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie goliath = game.place(BEN, "Goliath", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        assertThat(Stats.hasKeyword(game.state(), game.die(goliath), Keyword.OVERCRUSH)).isFalse();

        game.useGlobal("Goliath", 1);
        game.choose(falcon);

        assertThat(Stats.hasKeyword(game.state(), game.die(goliath), Keyword.OVERCRUSH)).isTrue();
        assertThat(game).die(falcon).hasAttack(4);
    }

    @Test
    @Covers("CW048")
    void luke_cage_bulletproof_the_first_damage_each_turn_to_each_player_costs_them_a_sidekick() {
        TestGame game = TestGame.setup().ann("CW048").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Luke Cage", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);
        TestDie second = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);

        game.useGlobal("Luke Cage", 2);
        game.orderTriggers(0, 1);
        game.choose(theirs);

        assertThat(game).die(mine).wasKnockedOut();
        assertThat(game).die(theirs).wasKnockedOut();
        game.useGlobal("Luke Cage", 2);
        assertThat(game).as("only the first time each turn").die(second).isIn(FIELD_ZONE);
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("CW136")
    void iron_man_extremis_makes_opposing_sidekicks_cost_1_more_to_field_on_their_turn_unless_they_ko_a_die() {
        TestGame game = TestGame.setup().ann("CW136").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Iron Man", FIELD_ZONE, level(1));
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.endTurn();
        game.chooseNone();
        game.proceed();
        TestDie sidekick = game.place(BEN, SIDEKICK, RESERVE_POOL, characterFace());

        assertThat(Engine.fieldCost(game.state(), game.die(sidekick))).isEqualTo(1);
    }

    @Test
    @Covers("CW136")
    void iron_man_extremis_is_ignored_for_the_turn_when_the_opponent_kos_a_die() {
        TestGame game = TestGame.setup().ann("CW136").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Iron Man", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.endTurn();
        game.choose(falcon);
        game.proceed();
        TestDie sidekick = game.place(BEN, SIDEKICK, RESERVE_POOL, characterFace());

        assertThat(Engine.fieldCost(game.state(), game.die(sidekick))).isZero();
    }

    @Test
    @Covers("CW136")
    void iron_man_extremis_no_longer_makes_sidekicks_cost_more_once_he_leaves_the_field_zone() {
        TestGame game = TestGame.setup().ann("CW136").ben("CW006", "CW023").at(ANN, MAIN_STEP);
        TestDie ironMan = game.place(ANN, "Iron Man", FIELD_ZONE, level(1));
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.endTurn();
        game.chooseNone();
        game.proceed();
        TestDie sidekick = game.place(BEN, SIDEKICK, RESERVE_POOL, characterFace());
        game.passUntil(MAIN_STEP);
        game.use(game.place(BEN, "Brother Fights Brother", RESERVE_POOL, action(0)));

        assertThat(game).die(ironMan).wasKnockedOut();
        assertThat(Engine.fieldCost(game.state(), game.die(sidekick))).isZero();
    }

    @Test
    @Covers("CW059")
    void rescue_starks_equal_gains_1_life_for_each_rescue_die_rolled_to_energy_even_when_not_active() {
        TestGame game = TestGame.setup().ann("CW059").ben("CW006").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Rescue", RESERVE_POOL, energy(SHIELD, SHIELD));
        game.place(ANN, "Rescue", RESERVE_POOL, energy(SHIELD));
        game.place(ANN, "Rescue", RESERVE_POOL, level(1));
        game.life(ANN, 6);

        game.reroll();

        assertThat(game).isAt(MAIN_STEP);
        assertThat(game).player(ANN).hasLife(8);
    }
}
