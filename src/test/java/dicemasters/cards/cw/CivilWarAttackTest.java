package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War characters whose ability works when they attack or block, or while they fight. */
public class CivilWarAttackTest {

    @Test
    @Covers("CW036")
    void bullseye_i_never_miss_when_attacking_deals_1_damage_to_each_opposing_fist_die() {
        TestGame game = TestGame.setup().ann("CW036").ben("CW006", "CW011").at(ANN, MAIN_STEP);
        TestDie bullseye = game.place(ANN, "Bullseye", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.attackWith(bullseye);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(rocket).as("a Bolt die").hasDamage(0);
    }

    @Test
    @Covers("CW046")
    void justice_new_warrior_gets_2_attack_when_attacking_with_two_sidekicks_in_your_field() {
        TestGame game = TestGame.setup().ann("CW046").ben("CW006").at(ANN, MAIN_STEP);
        TestDie justice = game.place(ANN, "Justice", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        game.sidekick(ANN, FIELD_ZONE);

        game.attackWith(justice);

        assertThat(game).die(justice).hasAttack(4);
    }

    @Test
    @Covers("CW046")
    void justice_new_warrior_gets_nothing_with_a_single_sidekick() {
        TestGame game = TestGame.setup().ann("CW046").ben("CW006").at(ANN, MAIN_STEP);
        TestDie justice = game.place(ANN, "Justice", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);

        game.attackWith(justice);

        assertThat(game).die(justice).hasAttack(2);
    }

    @Test
    @Covers("CW047")
    void loki_black_sheep_may_pay_mask_when_attacking_to_switch_attack_and_defense() {
        TestGame game = TestGame.setup().ann("CW047").ben("CW006").at(ANN, MAIN_STEP);
        TestDie loki = game.place(ANN, "Loki", FIELD_ZONE, level(3));
        TestDie mask = game.energy(ANN, MASK);

        game.attackWith(loki);
        game.choose(mask);

        assertThat(game).die(loki).hasAttack(8).hasDefense(2);
        assertThat(game).die(mask).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("CW060")
    void rocket_raccoon_not_a_raccoon_when_attacking_deals_1_damage_to_each_player() {
        TestGame game = TestGame.setup().ann("CW060").ben("CW006").at(ANN, MAIN_STEP);
        TestDie rocket = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.attackWith(rocket);

        assertThat(game).player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW120")
    void moonstone_hypnotic_suggestion_when_attacking_deals_1_damage_to_the_opponent() {
        TestGame game = TestGame.setup().ann("CW120").ben("CW006").at(ANN, MAIN_STEP);
        TestDie moonstone = game.place(ANN, "Moonstone", FIELD_ZONE, level(1));

        game.attackWith(moonstone);

        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).hasLife(10);
    }

    @Test
    @Covers("CW139")
    void natalia_romanova_when_attacking_deals_4_damage_to_the_defending_player() {
        TestGame game = TestGame.setup().ann("CW139").ben("CW006").at(ANN, MAIN_STEP);
        TestDie natalia = game.place(ANN, "Natalia Romanova", FIELD_ZONE, level(1));

        game.attackWith(natalia);

        assertThat(game).player(BEN).hasLife(6);
    }

    @Test
    @Covers("CW121")
    void ms_marvel_biggest_fan_when_attacking_spins_every_opposing_character_die_down_a_level() {
        TestGame game = TestGame.setup().ann("CW121").ben("CW006", "CW011").at(ANN, MAIN_STEP);
        TestDie marvel = game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(marvel);

        assertThat(game).die(falcon).showsLevel(2);
        assertThat(game).die(rocket).showsLevel(1);
        assertThat(game).die(sidekick).as("level 1 stays").isIn(FIELD_ZONE).showsLevel(1);
    }

    @Test
    @Covers("CW134")
    void winter_soldier_brainwashed_with_resistance_deals_3_to_each_player_unless_the_opponent_kos_a_die() {
        TestGame game = TestGame.setup().ann("CW134").ben("CW006").at(ANN, MAIN_STEP);
        TestDie soldier = game.place(ANN, "Winter Soldier", FIELD_ZONE, level(1));
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.knockedOutThisTurn(ANN, 1);

        game.attackWith(soldier);
        game.chooseNone();

        assertThat(game).player(ANN).hasLife(7);
        assertThat(game).player(BEN).hasLife(7);
    }

    @Test
    @Covers("CW134")
    void winter_soldier_brainwashed_is_stopped_when_the_opponent_kos_one_of_their_dice() {
        TestGame game = TestGame.setup().ann("CW134").ben("CW006").at(ANN, MAIN_STEP);
        TestDie soldier = game.place(ANN, "Winter Soldier", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.knockedOutThisTurn(ANN, 1);

        game.attackWith(soldier);
        game.choose(falcon);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("CW134")
    void winter_soldier_brainwashed_does_nothing_without_resistance() {
        TestGame game = TestGame.setup().ann("CW134").ben("CW006").at(ANN, MAIN_STEP);
        TestDie soldier = game.place(ANN, "Winter Soldier", FIELD_ZONE, level(1));
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(soldier);

        assertThat(game).isAt(DECLARE_BLOCKERS).asksNothing();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("CW076")
    void captain_marvel_ace_pilot_gives_every_attacker_1_attack_unless_the_opponent_kos_a_die() {
        TestGame game = TestGame.setup().ann("CW076").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(sidekick);
        game.chooseNone();

        assertThat(game).die(sidekick).hasAttack(2);
    }

    @Test
    @Covers("CW079")
    void hercules_son_of_zeus_cannot_be_blocked_by_sidekicks() {
        TestGame game = TestGame.setup().ann("CW079").ben("CW006").at(ANN, MAIN_STEP);
        TestDie hercules = game.place(ANN, "Hercules", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(hercules);

        assertThat(game).action(declaringBlocks(block(sidekick, hercules))).isRejected();
        assertThat(game).action(declaringBlocks(block(falcon, hercules))).isAllowed();
    }

    @Test
    @Covers("CW064")
    void songbird_sonic_constructs_may_pay_shield_to_leave_the_attack_zone_after_blocking() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW064").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie songbird = game.place(BEN, "Songbird", FIELD_ZONE, level(1));
        TestDie shield = game.energy(BEN, SHIELD);

        game.attackWith(falcon);
        game.block(songbird, falcon);
        game.choose(shield);
        game.finishAttack();

        assertThat(game).die(songbird).isIn(FIELD_ZONE).hasDamage(0);
        assertThat(game).player(BEN).as("Falcon was blocked").hasLife(10);
    }

    @Test
    @Covers("CW081")
    void jessica_jones_aka_jewel_may_leave_the_attack_zone_when_blocked() {
        TestGame game = TestGame.setup().ann("CW081").ben("CW006").at(ANN, MAIN_STEP);
        TestDie jessica = game.place(ANN, "Jessica Jones", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));

        game.attackWith(jessica);
        game.block(falcon, jessica);
        game.choose(jessica);
        game.finishAttack();

        assertThat(game).die(jessica).isIn(FIELD_ZONE).hasDamage(0);
        assertThat(game).die(falcon).hasDamage(0);
    }

    @Test
    @Covers("CW113")
    void jessica_jones_mother_and_more_is_fast_and_may_leave_the_attack_zone_when_blocked() {
        TestGame game = TestGame.setup().ann("CW113").ben("CW006").at(ANN, MAIN_STEP);
        TestDie jessica = game.place(ANN, "Jessica Jones", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));

        game.attackWith(jessica);
        game.block(falcon, jessica);
        game.chooseNone();
        game.finishAttack();

        assertThat(game).die(falcon).as("5A dealt first").wasKnockedOut();
        assertThat(game).die(jessica).as("Falcon never struck back").isIn(FIELD_ZONE).hasDamage(0);
    }

    @Test
    @Covers("CW017")
    void she_hulk_courtroom_warrior_blocks_two_attackers_but_not_three() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW017").at(ANN, MAIN_STEP);
        TestDie first = game.sidekick(ANN, FIELD_ZONE);
        TestDie second = game.sidekick(ANN, FIELD_ZONE);
        TestDie third = game.sidekick(ANN, FIELD_ZONE);
        TestDie sheHulk = game.place(BEN, "She-Hulk", FIELD_ZONE, level(1));

        game.attackWith(first, second, third);
        assertThat(game).action(declaringBlocks(block(sheHulk, first), block(sheHulk, second),
                block(sheHulk, third))).isRejected();
        game.blocks(block(sheHulk, first), block(sheHulk, second));
        game.finishAttack();
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(sheHulk.id(), first.id(), 2),
                new DamageAssignment(sheHulk.id(), second.id(), 2))));

        assertThat(game).die(first).wasKnockedOut();
        assertThat(game).die(second).wasKnockedOut();
        assertThat(game).player(BEN).as("only the third got through").hasLife(9);
    }

    @Test
    @Covers("CW114")
    void loki_ice_in_his_veins_each_loki_die_blocks_up_to_two_attackers() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW114").at(ANN, MAIN_STEP);
        TestDie first = game.sidekick(ANN, FIELD_ZONE);
        TestDie second = game.sidekick(ANN, FIELD_ZONE);
        TestDie third = game.sidekick(ANN, FIELD_ZONE);
        TestDie loki = game.place(BEN, "Loki", FIELD_ZONE, level(1));
        TestDie otherLoki = game.place(BEN, "Loki", FIELD_ZONE, level(1));

        game.attackWith(first, second, third);
        game.blocks(block(loki, first), block(loki, second), block(otherLoki, third));

        assertThat(game).player(BEN).hasLife(10);
        assertThat(game.die(loki).blockingAll()).containsExactly(first.id(), second.id());
    }

    @Test
    @Covers("CW049")
    void maria_hill_deputy_director_blocks_any_number_of_sidekicks_but_only_sidekicks() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW049").at(ANN, MAIN_STEP);
        TestDie first = game.sidekick(ANN, FIELD_ZONE);
        TestDie second = game.sidekick(ANN, FIELD_ZONE);
        TestDie third = game.sidekick(ANN, FIELD_ZONE);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie maria = game.place(BEN, "Maria Hill", FIELD_ZONE, level(1));

        game.attackWith(first, second, third, falcon);
        assertThat(game).action(declaringBlocks(block(maria, first), block(maria, falcon))).isRejected();
        game.blocks(block(maria, first), block(maria, second), block(maria, third));

        assertThat(game.die(maria).blockingAll()).hasSize(3);
        assertThat(game.decision()).isNull();
    }
}
