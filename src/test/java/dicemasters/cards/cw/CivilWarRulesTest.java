package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.Engine;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War cards that change a rule for dice: costs, blocking, targeting, KOs, keywords gained. */
public class CivilWarRulesTest {

    @Test
    @Covers("CW013")
    void rocket_raccoon_bandit_must_be_blocked_if_the_opponent_can() {
        TestGame game = TestGame.setup().ann("CW013").ben("CW006").at(ANN, MAIN_STEP);
        TestDie rocket = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(rocket, sidekick);

        assertThat(game).action(declaringBlocks()).isRejected();
        assertThat(game).action(declaringBlocks(block(falcon, sidekick))).isRejected();
        assertThat(game).action(declaringBlocks(block(falcon, rocket))).isAllowed();
    }

    @Test
    @Covers("CW019")
    void she_hulk_buy_my_comics_cannot_be_blocked_by_fewer_than_two_dice() {
        TestGame game = TestGame.setup().ann("CW019").ben("CW006").at(ANN, MAIN_STEP);
        TestDie sheHulk = game.place(ANN, "She-Hulk", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie other = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(sheHulk);

        assertThat(game).action(declaringBlocks(block(falcon, sheHulk))).isRejected();
        assertThat(game).action(declaringBlocks(block(falcon, sheHulk), block(other, sheHulk))).isAllowed();
    }

    @Test
    @Covers("CW051")
    void moon_knight_split_personality_damages_opposing_iron_man_and_strengthens_your_captain_america() {
        TestGame game = TestGame.setup().ann("CW051", "CW004").ben("CW009", "CW006").at(ANN, MAIN_STEP);
        TestDie cap = game.place(ANN, "Captain America", FIELD_ZONE, level(1));
        TestDie ironMan = game.place(BEN, "Iron Man", FIELD_ZONE, level(2));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);

        game.field(game.place(ANN, "Moon Knight", RESERVE_POOL, level(1)));

        assertThat(game).die(ironMan).hasDamage(2);
        assertThat(game).die(falcon).hasDamage(0);
        assertThat(game).die(cap).hasAttack(4);
    }

    @Test
    @Covers("CW062")
    void scarlet_spider_michael_van_patrick_spins_to_the_fielded_dies_level_and_deals_that_much_damage_to_it() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW062").at(ANN, MAIN_STEP);
        TestDie spider = game.place(BEN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie falcon = game.place(ANN, "Falcon", RESERVE_POOL, level(2));
        game.energy(ANN, FIST);

        game.field(falcon);
        game.react();
        game.choose(spider);

        assertThat(game).die(spider).showsLevel(2);
        assertThat(game).die(falcon).as("2 damage against 2D").wasKnockedOut();
    }

    @Test
    @Covers("CW062")
    void scarlet_spider_michael_van_patrick_declined_is_still_offered_for_the_next_opposing_die_fielded() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW062").at(ANN, MAIN_STEP);
        TestDie spider = game.place(BEN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie first = game.place(ANN, "Falcon", RESERVE_POOL, level(1));
        TestDie second = game.place(ANN, "Falcon", RESERVE_POOL, level(2));
        game.virtualEnergy(ANN, FIST, FIST, FIST, FIST);

        game.field(first);
        game.decline();
        game.field(second);
        game.react();
        game.choose(spider);

        assertThat(game).die(first).isIn(FIELD_ZONE);
        assertThat(game).die(spider).showsLevel(2);
        assertThat(game).die(second).as("2 damage against 2D").wasKnockedOut();
    }

    @Test
    @Covers({"CW069", "CW102"})
    void venom_makes_opposing_sidekicks_cost_1_more_to_field() {
        for (String venom : new String[]{"CW069", "CW102"}) {
            TestGame game = TestGame.setup().ann(venom).ben("CW006").at(ANN, MAIN_STEP);
            game.place(ANN, venom, FIELD_ZONE, level(1));
            TestDie theirs = game.place(BEN, SIDEKICK, RESERVE_POOL, characterFace());
            TestDie mine = game.place(ANN, SIDEKICK, RESERVE_POOL, characterFace());
            TestDie falcon = game.place(BEN, "Falcon", RESERVE_POOL, level(1));

            assertThat(Engine.fieldCost(game.state(), game.die(theirs))).as(venom).isEqualTo(1);
            assertThat(Engine.fieldCost(game.state(), game.die(mine))).as(venom).isZero();
            assertThat(Engine.fieldCost(game.state(), game.die(falcon))).as(venom).isEqualTo(1);
        }
    }

    @Test
    @Covers("CW102")
    void venom_symbiotic_organism_deals_1_damage_when_you_field_a_sidekick() {
        TestGame game = TestGame.setup().ann("CW102").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Venom", FIELD_ZONE, level(1));

        game.field(game.place(ANN, SIDEKICK, RESERVE_POOL, characterFace()));

        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW070")
    void vibranium_shield_symbol_of_freedom_goes_to_the_used_pile_to_give_a_blocking_die_3_defense() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW070").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie shield = game.place(BEN, "Vibranium Shield", FIELD_ZONE, action(0));

        game.attackWith(falcon);
        game.block(sidekick, falcon);
        game.pass();
        game.useFieldAbility(shield);
        game.finishAttack();

        assertThat(game).die(shield).isIn(USED_PILE);
        assertThat(game).die(sidekick).as("3 damage against 4D").isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW087")
    void moon_knight_avatar_of_khonshu_cheapens_your_captain_america_and_taxes_opposing_avengers() {
        TestGame game = TestGame.setup().ann("CW087", "CW004").ben("CW006", "CW011").at(ANN, MAIN_STEP);
        game.place(ANN, "Moon Knight", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", RESERVE_POOL, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", RESERVE_POOL, level(3));

        assertThat(Engine.purchaseCost(game.state(), game.card("CW004"), ANN)).isEqualTo(3);
        assertThat(Engine.purchaseCost(game.state(), game.card("CW006"), BEN)).isEqualTo(3);
        assertThat(Engine.purchaseCost(game.state(), game.card("CW011"), BEN)).as("Guardians").isEqualTo(2);
        assertThat(Engine.fieldCost(game.state(), game.die(falcon))).isEqualTo(2);
        assertThat(Engine.fieldCost(game.state(), game.die(rocket))).isEqualTo(1);
    }

    @Test
    @Covers("CW092")
    void punisher_war_journal_gives_intimidate_to_your_other_non_sidekick_dice_fielded_this_turn() {
        TestGame game = TestGame.setup().ann("CW092", "CW006").ben("CW011").at(ANN, MAIN_STEP);
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Punisher", RESERVE_POOL, level(1)));
        game.field(game.place(ANN, SIDEKICK, RESERVE_POOL, characterFace()));
        assertThat(game).die(rocket).as("a Sidekick gains nothing").isIn(FIELD_ZONE);
        game.field(game.place(ANN, "Falcon", RESERVE_POOL, level(1)));

        assertThat(game).die(rocket).as("Falcon intimidates").isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("CW093")
    void pym_particles_shrink_gives_1_attack_and_fast_and_on_a_burst_shields_ant_man_and_wasp_from_targets() {
        TestGame game = TestGame.setup().ann("CW093", "CW033").ben("CW041").at(ANN, MAIN_STEP);
        TestDie antMan = game.place(ANN, "Ant-Man", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(BEN, FIST);

        game.use(game.place(ANN, "Pym Particles", RESERVE_POOL, action(1)));
        game.choose(antMan);
        assertThat(game).die(antMan).hasAttack(2);
        assertThat(dicemasters.engine.facts.Stats.hasKeyword(game.state(), game.die(antMan),
                dicemasters.engine.card.Keyword.FAST)).isTrue();

        game.pass();
        game.useGlobal("Goliath", 0);
        assertThat(game).as("Goliath's Global may not target Ant-Man: the Sidekick is its only target")
                .die(sidekick).hasAttack(2);
        assertThat(game).die(antMan).hasAttack(2);
    }

    @Test
    @Covers("CW100")
    void taskmaster_mimic_anyone_takes_the_attack_and_defense_of_a_die_when_blocked() {
        TestGame game = TestGame.setup().ann("CW100").ben("CW006", "CW004").at(ANN, MAIN_STEP);
        TestDie taskmaster = game.place(ANN, "Taskmaster", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie cap = game.place(BEN, "Captain America", FIELD_ZONE, level(2));

        game.attackWith(taskmaster);
        game.block(falcon, taskmaster);
        game.choose(cap);

        assertThat(game).die(taskmaster).hasAttack(4).hasDefense(5);
    }

    @Test
    @Covers("CW104")
    void winter_soldier_secret_keeper_cannot_be_targeted_by_opposing_action_dice_once_a_die_of_yours_is_kod() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW104").basicActions("CW024").at(ANN, MAIN_STEP);
        TestDie soldier = game.place(BEN, "Winter Soldier", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));

        game.use(game.place(ANN, "Civil War", RESERVE_POOL, action(0)));
        game.choose(sidekick);
        game.chooseNone();
        assertThat(game).die(sidekick).wasKnockedOut();
        TestDie civilWar = game.place(ANN, "Civil War", RESERVE_POOL, action(0));

        assertThat(game).as("Winter Soldier, the only opposing die, cannot be its target")
                .action(new dicemasters.engine.action.Action.UseActionDie(civilWar.id())).isRejected();
        assertThat(game).die(soldier).hasDamage(0);
        assertThat(game).die(falcon).hasDamage(0);
    }

    @Test
    @Covers("CW117")
    void maria_hill_tough_decisions_may_attack_with_1_more_attack_the_turn_she_is_fielded_unless_the_opponent_kos() {
        TestGame game = TestGame.setup().ann("CW117").ben("CW006").at(ANN, MAIN_STEP);
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie maria = game.place(ANN, "Maria Hill", RESERVE_POOL, level(1));

        game.field(maria);
        game.chooseNone();
        game.passToAttack();

        assertThat(game).die(maria).hasAttack(3);
        assertThat(game).action(declaringAttackers(maria)).isAllowed();
    }

    @Test
    @Covers("CW117")
    void maria_hill_tough_decisions_cannot_attack_when_the_opponent_answers_her_enlistment() {
        TestGame game = TestGame.setup().ann("CW117").ben("CW006").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie maria = game.place(ANN, "Maria Hill", RESERVE_POOL, level(1));

        game.field(maria);
        game.choose(falcon);
        game.passToAttack();

        assertThat(game).action(declaringAttackers(maria)).isRejected();
    }

    @Test
    @Covers("CW132")
    void thor_strengthened_by_mjolnir_makes_thor_dice_fielded_this_turn_impossible_to_ko() {
        TestGame game = TestGame.setup().ann("CW132").ben("CW006").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));
        TestDie thor = game.place(ANN, "Thor", RESERVE_POOL, level(1));
        game.energy(ANN, BOLT);

        game.field(thor);
        game.attackBlockedBy(thor, falcon);

        assertThat(game).die(thor).as("5 damage against 3D").wasNotKnockedOut();
        assertThat(game).die(falcon).wasKnockedOut();
    }

    @Test
    @Covers("CW138")
    void venom_abandoned_the_stinger_pays_mask_to_give_your_sidekicks_1_attack_or_1_defense() {
        TestGame game = TestGame.setup().ann("CW138").ben("CW006").at(ANN, MAIN_STEP);
        TestDie venom = game.place(ANN, "Venom", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);

        game.useFieldAbility(venom);
        game.act(Engine.useFieldAbility(game.state(), game.die(venom), 1));

        assertThat(game).die(sidekick).hasAttack(2).hasDefense(2);
    }
}
