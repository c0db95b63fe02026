package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The allies and villains of the TMNT Heroes in a Half Shell box, each in a small scenario. */
class TmntAlliesAndVillainsTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Test
    @Covers("HHS012")
    void foot_ninja_glass_jawed_when_kod_brings_a_foot_ninja_from_the_used_pile_at_level_three() {
        TestGame game = TestGame.setup().ann("HHS012").ben("HHS046").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie ninja = game.place(ANN, "Foot Ninja", FIELD_ZONE, level(1));
        TestDie waiting = game.place(ANN, "Foot Ninja", USED_PILE);
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        assertThat(game).die(ninja).isIn(PREP_AREA);
        assertThat(game).die(waiting).isIn(FIELD_ZONE).showsLevel(3);
    }

    @Test
    @Covers("HHS015")
    void hamato_yoshi_shidoshi_makes_every_opposing_die_block() {
        TestGame game = TestGame.setup().ann("HHS015").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(ANN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(yoshi);
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Triceraton must block this turn.");
        game.block(triceraton, yoshi);
    }

    @Test
    @Covers("HHS004")
    void a_die_that_must_block_if_able_need_not_block_an_attacker_it_may_not_block() {
        TestGame game = TestGame.setup().ann("HHS006", "HHS004").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie casey = game.place(ANN, "HHS006", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);
        game.useGlobal("HHS004", 1);
        game.attackWith(casey);
        assertThat(game).action(declaringBlocks(block(sidekick, casey))).isRejected()
                .contains("can't be blocked by");
        assertThat(Engine.legalActions(game.state())).containsExactly(declaringBlocks());
    }

    @Test
    @Covers("HHS015")
    void when_every_die_must_block_the_engine_still_offers_a_legal_block() {
        TestGame game = TestGame.setup().ann("HHS015").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(ANN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.place(BEN, "Triceraton", FIELD_ZONE, level(2));
        game.sidekick(BEN, FIELD_ZONE);
        game.attackWith(yoshi);
        List<Action> legal = Engine.legalActions(game.state());
        assertThat(legal).hasSize(1);
        game.act(legal.get(0));
        assertThat(Engine.blockersOf(game.state(), game.die(yoshi))).hasSize(3);
    }

    @Test
    @Covers("HHS015")
    void hamato_yoshi_shidoshi_global_costs_two_and_damages_a_blocker() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS015").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.attackWith(triceraton);
        game.block(yoshi, triceraton);
        game.energy(ANN, FIST);
        game.energy(ANN, MASK);
        game.useGlobal("Hamato Yoshi", 1);
        assertThat(game).die(yoshi).hasDamage(1);
        assertThat(game).player(ANN).hasNoDiceIn(RESERVE_POOL);
    }

    @Test
    @Covers("HHS016")
    void karai_dark_lineage_stops_sidekicks_attacking() {
        TestGame game = TestGame.setup().ann("HHS016").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie karai = game.place(ANN, "Karai", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.passToAttack();
        assertThat(Engine.possibleAttackers(game.state())).extracting(Die::id).containsExactly(karai.id());
        assertThat(game).action(declaringAttackers(sidekick)).isRejected()
                .startsWith("Only your character dice in the Field Zone can attack");
    }

    @Test
    @Covers("HHS017")
    void karai_torn_may_ko_an_opposing_sidekick_when_fielded() {
        TestGame game = TestGame.setup().ann("HHS017").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.field(game.place(ANN, "Karai", RESERVE_POOL, level(1)));
        assertThat(game.decision().prompt()).contains("up to 1");
        game.choose(sidekick);
        assertThat(game).die(sidekick).isIn(PREP_AREA);
        assertThat(game).die(triceraton).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS018")
    void karai_uneasy_alliance_strengthens_your_sidekicks() {
        TestGame game = TestGame.setup().ann("HHS018").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);
        game.place(ANN, "Karai", FIELD_ZONE, level(1));
        assertThat(game).die(mine).hasAttack(2).hasDefense(2);
        assertThat(game).die(theirs).hasAttack(1);
    }

    @Test
    @Covers("HHS020")
    void leatherhead_transmat_stops_turtles_blocking() {
        TestGame game = TestGame.setup().ann("HHS020").ben("HHS023").at(ANN, MAIN_STEP);
        TestDie turtle = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        TestDie leatherhead = game.place(ANN, "Leatherhead", RESERVE_POOL, level(1));
        game.field(leatherhead);
        game.attackWith(leatherhead);
        assertThat(Engine.possibleBlockers(game.state())).isEmpty();
        game.finishAttack();
        assertThat(game).player(BEN).as("unblocked: no blocker could be declared").hasLife(7);
        assertThat(game).die(turtle).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS039")
    void shredder_false_bushido_brings_foot_ninja_and_two_sidekicks_from_the_used_pile() {
        TestGame game = TestGame.setup().ann("HHS039", "HHS012").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie ninja = game.place(ANN, "Foot Ninja", USED_PILE);
        TestDie ninja2 = game.place(ANN, "Foot Ninja", USED_PILE);
        TestDie s1 = game.place(ANN, SIDEKICK, USED_PILE);
        TestDie s2 = game.place(ANN, SIDEKICK, USED_PILE);
        TestDie s3 = game.place(ANN, SIDEKICK, USED_PILE);
        game.energy(ANN, MASK);
        game.field(game.place(ANN, "Shredder", RESERVE_POOL, level(1)));
        assertThat(game).die(ninja).isIn(FIELD_ZONE);
        assertThat(game).die(ninja2).isIn(FIELD_ZONE);
        assertThat(game).die(ninja).showsLevel(1);
        game.choose(s1, s3);
        assertThat(game).die(s1).isIn(FIELD_ZONE);
        assertThat(game).die(s3).isIn(FIELD_ZONE);
        assertThat(game).die(s2).isIn(USED_PILE);
    }

    @Test
    @Covers("HHS040")
    void slash_specimen_six_when_blocked_hits_a_die_not_blocking_him() {
        TestGame game = TestGame.setup().ann("HHS040").ben("HHS013", "HHS046").at(ANN, MAIN_STEP);
        TestDie slash = game.place(ANN, "Slash", FIELD_ZONE, level(1));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(slash);
        game.block(yoshi, slash);
        assertThat(game).die(triceraton).as("3 damage to a 3D die").isIn(PREP_AREA);
        assertThat(game).die(yoshi).hasDamage(0);
    }

    @Test
    @Covers("HHS041")
    void slash_portal_when_kod_deals_its_level_to_the_opponent() {
        TestGame game = TestGame.setup().ann("HHS041").ben("HHS046").basicActions("JUS067").at(ANN, MAIN_STEP);
        game.place(ANN, "Slash", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        assertThat(game).player(BEN).hasLife(7);
    }

    @Test
    @Covers("HHS043")
    void tiger_claw_lost_humanity_deals_three_to_every_opposing_die() {
        TestGame game = TestGame.setup().ann("HHS043").ben("HHS046", "HHS013").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, MASK);
        game.field(game.place(ANN, "Tiger Claw", RESERVE_POOL, level(1)));
        assertThat(game).die(triceraton).isIn(PREP_AREA);
        assertThat(game).die(yoshi).hasDamage(3);
        assertThat(game).die(mine).hasDamage(0);
    }

    @Test
    @Covers("HHS044")
    void tiger_claw_krang_kos_a_level_one_or_two_die() {
        TestGame game = TestGame.setup().ann("HHS044").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie low = game.place(BEN, "Triceraton", FIELD_ZONE, level(2));
        TestDie high = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        game.energy(ANN, MASK);
        TestDie tiger = game.place(ANN, "Tiger Claw", RESERVE_POOL, level(1));
        game.field(tiger);
        assertThat(game).waitsOn(ANN);
        game.choose(low);
        assertThat(game).die(low).isIn(PREP_AREA);
        assertThat(game).die(high).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS045")
    void tiger_claw_seeking_vengeance_deals_two_when_attacking() {
        TestGame game = TestGame.setup().ann("HHS045").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie tiger = game.place(ANN, "Tiger Claw", FIELD_ZONE, level(1));
        game.attackWith(tiger);
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("HHS047")
    void triceraton_orders_gets_three_attack_when_attacking() {
        TestGame game = TestGame.setup().ann("HHS047").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(triceraton);
        assertThat(game).die(triceraton).hasAttack(6);
        game.finishAttack();
        assertThat(game).player(BEN).hasLife(4);
    }

    @Test
    @Covers("HHS058")
    void unstable_canister_hits_a_die_or_with_no_die_the_opponent() {
        TestGame game = TestGame.setup().ann("HHS008").ben("HHS013").basicActions("HHS058").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Unstable Canister", RESERVE_POOL, action(0)));
        game.choose(yoshi);
        assertThat(game).die(yoshi).hasDamage(2);
        game.use(game.place(ANN, "Unstable Canister", RESERVE_POOL, action(1)));
        game.chooseNone();
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("HHS058")
    void unstable_canister_with_two_bursts_adds_the_level_of_your_highest_turtle_to_a_die() {
        TestGame game = TestGame.setup().ann("HHS008").ben("HHS013").basicActions("HHS058").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.place(ANN, "Donatello", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Unstable Canister", RESERVE_POOL, action(2)));
        game.choose(yoshi);
        assertThat(game).die(yoshi).as("2 + level 3").hasDamage(5);
    }

    @Test
    @Covers("HHS058")
    void unstable_canister_global_deals_one_damage() {
        TestGame game = TestGame.setup().ann("HHS008").ben("HHS013").basicActions("HHS058").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Unstable Canister", 2);
        assertThat(game).die(yoshi).hasDamage(1);
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_blocks_two_cheap_attackers_and_splits_its_damage_between_them() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS005").at(ANN, MAIN_STEP);
        TestDie first = game.sidekick(ANN, FIELD_ZONE);
        TestDie second = game.sidekick(ANN, FIELD_ZONE);
        TestDie casey = game.place(BEN, "Casey Jones", FIELD_ZONE, level(2));
        game.attackWith(first, second);
        game.blocks(block(casey, first), block(casey, second));
        assertThat(game.die(casey).blockingAll()).containsExactly(first.id(), second.id());
        game.finishAttack();

        Decision.SplitDamage split = (Decision.SplitDamage) game.decision();
        assertThat(split.player()).as("the blocking player splits its damage").isEqualTo(1);
        assertThat(split.amount()).isEqualTo(3);
        assertThat(split.blockers()).containsExactly(first.id(), second.id());
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(casey.id(), first.id(), 2),
                new DamageAssignment(casey.id(), second.id(), 1))));

        assertThat(game).die(first).wasKnockedOut();
        assertThat(game).die(second).wasKnockedOut();
        assertThat(game).die(casey).as("1 damage from each attacker, 3D").wasNotKnockedOut();
        assertThat(game).player(BEN).as("both attackers were blocked").hasLife(10);
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_blocks_at_most_three_attackers() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS005").at(ANN, MAIN_STEP);
        TestDie[] sidekicks = {game.sidekick(ANN, FIELD_ZONE), game.sidekick(ANN, FIELD_ZONE),
                game.sidekick(ANN, FIELD_ZONE), game.sidekick(ANN, FIELD_ZONE)};
        TestDie casey = game.place(BEN, "Casey Jones", FIELD_ZONE, level(1));
        game.attackWith(sidekicks);
        assertThat(game).action(declaringBlocks(block(casey, sidekicks[0]), block(casey, sidekicks[1]),
                block(casey, sidekicks[2]), block(casey, sidekicks[3])))
                .isRejectedBecause("Casey Jones can block at most 3 attackers.");
        game.blocks(block(casey, sidekicks[0]), block(casey, sidekicks[1]), block(casey, sidekicks[2]));
        assertThat(Engine.attackers(game.state()).stream().filter(Die::isBlocked)).hasSize(3);
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_blocks_a_costlier_attacker_only_on_its_own() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS005").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        TestDie casey = game.place(BEN, "Casey Jones", FIELD_ZONE, level(1));
        game.attackWith(sidekick, triceraton);
        assertThat(game).action(declaringBlocks(block(casey, sidekick), block(casey, triceraton))).isRejected()
                .contains("purchase cost 2 or less").contains("Triceraton costs 4");
        game.block(casey, triceraton);
        assertThat(game.die(casey).blockingAll()).containsExactly(triceraton.id());
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_text_says_how_many_it_blocks() {
        assertThat(CardText.of(LIBRARY.byId("HHS005").orElseThrow())).isEqualTo("While Casey Jones is active, each"
                + " Casey Jones die may block more than one attacker: as many as 3, as long as each is a character die with purchase cost 2 or"
                + " less; its damage is then split among them.");
    }
}
