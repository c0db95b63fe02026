package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.card.Energy;
import dicemasters.engine.combat.DamageAssignment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** The characters of the TMNT Heroes in a Half Shell box, each in a small scenario. */
class TmntBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(List<String> mine, List<String> theirs, String... basics) {
        return CardScenario.of(LIBRARY, mine, theirs, List.of(basics));
    }

    @Test
    @Covers("HHS008")
    void donatello_technomagic_deals_one_damage_per_other_turtle_when_attacking() {
        CardScenario sc = table(List.of("HHS008", "HHS023", "HHS032"), List.of("HHS046"));
        Die donatello = sc.character(0, "HHS008", Zone.FIELD, 1);
        sc.character(0, "HHS008", Zone.FIELD, 1);
        sc.character(0, "HHS023", Zone.FIELD, 1);
        sc.character(0, "HHS032", Zone.FIELD, 1);
        sc.attack(donatello);
        assertThat(sc.life(1)).as("two other Turtle dice; another Donatello does not count").isEqualTo(8);
    }

    @Test
    @Covers("HHS012")
    void foot_ninja_glass_jawed_when_kod_brings_a_foot_ninja_from_the_used_pile_at_level_three() {
        CardScenario sc = table(List.of("HHS012"), List.of("HHS046"), "JUS067");
        Die ninja = sc.character(0, "HHS012", Zone.FIELD, 1);
        Die waiting = sc.unrolled(0, "HHS012", Zone.USED);
        sc.use(sc.action(0, "JUS067", 0));
        assertThat(sc.zone(ninja)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(waiting)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(waiting)).isEqualTo(3);
    }

    @Test
    @Covers("HHS015")
    void hamato_yoshi_shidoshi_makes_every_opposing_die_block() {
        CardScenario sc = table(List.of("HHS015"), List.of("HHS046"));
        Die yoshi = sc.character(0, "HHS015", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(yoshi);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of()))).isEqualTo("Triceraton must block this turn.");
        sc.blocks(block(triceraton, yoshi));
    }

    @Test
    @Covers("HHS004")
    void a_die_that_must_block_if_able_need_not_block_an_attacker_it_may_not_block() {
        CardScenario sc = table(List.of("HHS006", "HHS004"), List.of("HHS046"));
        Die casey = sc.character(0, "HHS006", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.energy(0, Energy.FIST);
        sc.global("HHS004", 1);
        sc.attack(casey);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(sidekick, casey)))))
                .contains("can't be blocked by");
        assertThat(Engine.legalActions(sc.state())).containsExactly(new Action.DeclareBlockers(List.of()));
    }

    @Test
    @Covers("HHS015")
    void when_every_die_must_block_the_engine_still_offers_a_legal_block() {
        CardScenario sc = table(List.of("HHS015"), List.of("HHS046"));
        Die yoshi = sc.character(0, "HHS015", Zone.FIELD, 1);
        sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.character(1, "HHS046", Zone.FIELD, 2);
        sc.sidekick(1, Zone.FIELD);
        sc.attack(yoshi);
        List<Action> legal = Engine.legalActions(sc.state());
        assertThat(legal).hasSize(1);
        sc.act(legal.get(0));
        assertThat(Engine.blockersOf(sc.state(), sc.now(yoshi))).hasSize(3);
    }

    @Test
    @Covers("HHS015")
    void hamato_yoshi_shidoshi_global_costs_two_and_damages_a_blocker() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS015"));
        Die triceraton = sc.character(0, "HHS046", Zone.FIELD, 1);
        Die yoshi = sc.character(1, "HHS015", Zone.FIELD, 1);
        sc.attack(triceraton);
        sc.blocks(block(yoshi, triceraton));
        sc.energy(0, Energy.FIST);
        sc.energy(0, Energy.MASK);
        sc.global("HHS015", 1);
        assertThat(sc.damage(yoshi)).isEqualTo(1);
        assertThat(sc.count(0, Zone.RESERVE)).isZero();
    }

    @Test
    @Covers("HHS016")
    void karai_dark_lineage_stops_sidekicks_attacking() {
        CardScenario sc = table(List.of("HHS016"), List.of("HHS046"));
        Die karai = sc.character(0, "HHS016", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        sc.toAttack();
        assertThat(Engine.possibleAttackers(sc.state())).extracting(Die::id).containsExactly(karai.id());
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of(sidekick.id()))))
                .startsWith("Only your character dice in the Field Zone can attack");
    }

    @Test
    @Covers("HHS017")
    void karai_torn_may_ko_an_opposing_sidekick_when_fielded() {
        CardScenario sc = table(List.of("HHS017"), List.of("HHS046"));
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.energy(0, Energy.FIST);
        sc.field(sc.character(0, "HHS017", Zone.RESERVE, 1));
        assertThat(sc.decision().prompt()).contains("up to 1");
        sc.choose(sidekick);
        assertThat(sc.zone(sidekick)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("HHS018")
    void karai_uneasy_alliance_strengthens_your_sidekicks() {
        CardScenario sc = table(List.of("HHS018"), List.of("HHS046"));
        Die mine = sc.sidekick(0, Zone.FIELD);
        Die theirs = sc.sidekick(1, Zone.FIELD);
        sc.character(0, "HHS018", Zone.FIELD, 1);
        assertThat(sc.attackOf(mine)).isEqualTo(2);
        assertThat(sc.defenseOf(mine)).isEqualTo(2);
        assertThat(sc.attackOf(theirs)).isEqualTo(1);
    }

    @Test
    @Covers("HHS020")
    void leatherhead_transmat_stops_turtles_blocking() {
        CardScenario sc = table(List.of("HHS020"), List.of("HHS023"));
        Die turtle = sc.character(1, "HHS023", Zone.FIELD, 1);
        Die leatherhead = sc.character(0, "HHS020", Zone.RESERVE, 1);
        sc.field(leatherhead);
        sc.attack(leatherhead);
        assertThat(Engine.possibleBlockers(sc.state())).isEmpty();
        sc.finishAttack();
        assertThat(sc.life(1)).as("unblocked: no blocker could be declared").isEqualTo(7);
        assertThat(sc.zone(turtle)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("HHS024")
    void leonardo_multifolded_steel_punishes_every_turtle_ko() {
        CardScenario sc = table(List.of("HHS024", "HHS008"), List.of("HHS046"), "JUS067");
        sc.character(0, "HHS024", Zone.FIELD, 1);
        Die donatello = sc.character(0, "HHS008", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS067", 0));
        sc.choose(donatello);
        assertThat(sc.zone(donatello)).isEqualTo(Zone.PREP);
        assertThat(sc.life(1)).isEqualTo(9);
    }

    @Test
    @Covers("HHS025")
    void metalhead_rogue_robot_grows_with_every_other_character_die() {
        CardScenario sc = table(List.of("HHS025"), List.of("HHS046"));
        Die metalhead = sc.character(0, "HHS025", Zone.FIELD, 1);
        sc.character(0, "HHS025", Zone.FIELD, 1);
        sc.sidekick(0, Zone.FIELD);
        sc.character(1, "HHS046", Zone.FIELD, 1);
        assertThat(sc.attackOf(metalhead)).as("3A + 2 non-Metalhead dice").isEqualTo(5);
        assertThat(sc.defenseOf(metalhead)).isEqualTo(6);
    }

    @Test
    @Covers("HHS026")
    void metalhead_dissociative_makes_your_other_attackers_unblockable() {
        CardScenario sc = table(List.of("HHS026"), List.of("HHS046"));
        Die metalhead = sc.character(0, "HHS026", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(metalhead, sidekick);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(triceraton, sidekick)))))
                .isEqualTo("Sidekick can't be blocked this turn.");
        sc.blocks(block(triceraton, metalhead));
    }

    @Test
    @Covers("HHS027")
    void metalhead_upgrading_deals_its_attack_when_fielded() {
        CardScenario sc = table(List.of("HHS027"), List.of("HHS013"));
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        sc.energy(0, Energy.SHIELD);
        Die metalhead = sc.character(0, "HHS027", Zone.RESERVE, 1);
        sc.field(metalhead);
        sc.choose(yoshi);
        assertThat(sc.damage(yoshi)).isEqualTo(3);
    }

    @Test
    @Covers("HHS039")
    void shredder_false_bushido_brings_foot_ninja_and_two_sidekicks_from_the_used_pile() {
        CardScenario sc = table(List.of("HHS039", "HHS012"), List.of("HHS046"));
        Die ninja = sc.unrolled(0, "HHS012", Zone.USED);
        Die ninja2 = sc.unrolled(0, "HHS012", Zone.USED);
        Die s1 = sc.unrolled(0, "SIDEKICK", Zone.USED);
        Die s2 = sc.unrolled(0, "SIDEKICK", Zone.USED);
        Die s3 = sc.unrolled(0, "SIDEKICK", Zone.USED);
        sc.energy(0, Energy.MASK);
        sc.field(sc.character(0, "HHS039", Zone.RESERVE, 1));
        assertThat(sc.zone(ninja)).isEqualTo(Zone.FIELD);
        assertThat(sc.zone(ninja2)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(ninja)).isEqualTo(1);
        sc.choose(s1, s3);
        assertThat(sc.zone(s1)).isEqualTo(Zone.FIELD);
        assertThat(sc.zone(s3)).isEqualTo(Zone.FIELD);
        assertThat(sc.zone(s2)).isEqualTo(Zone.USED);
    }

    @Test
    @Covers("HHS040")
    void slash_specimen_six_when_blocked_hits_a_die_not_blocking_him() {
        CardScenario sc = table(List.of("HHS040"), List.of("HHS013", "HHS046"));
        Die slash = sc.character(0, "HHS040", Zone.FIELD, 1);
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(slash);
        sc.blocks(block(yoshi, slash));
        assertThat(sc.zone(triceraton)).as("3 damage to a 3D die").isEqualTo(Zone.PREP);
        assertThat(sc.damage(yoshi)).isZero();
    }

    @Test
    @Covers("HHS041")
    void slash_portal_when_kod_deals_its_level_to_the_opponent() {
        CardScenario sc = table(List.of("HHS041"), List.of("HHS046"), "JUS067");
        sc.character(0, "HHS041", Zone.FIELD, 3);
        sc.use(sc.action(0, "JUS067", 0));
        assertThat(sc.life(1)).isEqualTo(7);
    }

    @Test
    @Covers("HHS043")
    void tiger_claw_lost_humanity_deals_three_to_every_opposing_die() {
        CardScenario sc = table(List.of("HHS043"), List.of("HHS046", "HHS013"));
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        Die mine = sc.sidekick(0, Zone.FIELD);
        sc.energy(0, Energy.MASK);
        sc.field(sc.character(0, "HHS043", Zone.RESERVE, 1));
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.PREP);
        assertThat(sc.damage(yoshi)).isEqualTo(3);
        assertThat(sc.damage(mine)).isZero();
    }

    @Test
    @Covers("HHS044")
    void tiger_claw_krang_kos_a_level_one_or_two_die() {
        CardScenario sc = table(List.of("HHS044"), List.of("HHS046"));
        Die low = sc.character(1, "HHS046", Zone.FIELD, 2);
        Die high = sc.character(1, "HHS046", Zone.FIELD, 3);
        sc.energy(0, Energy.MASK);
        Die tiger = sc.character(0, "HHS044", Zone.RESERVE, 1);
        sc.field(tiger);
        assertThat(sc.decision().player()).isZero();
        sc.choose(low);
        assertThat(sc.zone(low)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(high)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("HHS045")
    void tiger_claw_seeking_vengeance_deals_two_when_attacking() {
        CardScenario sc = table(List.of("HHS045"), List.of("HHS046"));
        Die tiger = sc.character(0, "HHS045", Zone.FIELD, 1);
        sc.attack(tiger);
        assertThat(sc.life(1)).isEqualTo(8);
    }

    @Test
    @Covers("HHS047")
    void triceraton_orders_gets_three_attack_when_attacking() {
        CardScenario sc = table(List.of("HHS047"), List.of("HHS046"));
        Die triceraton = sc.character(0, "HHS047", Zone.FIELD, 1);
        sc.attack(triceraton);
        assertThat(sc.attackOf(triceraton)).isEqualTo(6);
        sc.finishAttack();
        assertThat(sc.life(1)).isEqualTo(4);
    }

    @Test
    @Covers({"HHS007", "HHS022", "HHS028", "HHS031"})
    void a_turtle_attacking_may_pay_its_energy_to_deal_two_damage_to_a_die_or_the_opponent() {
        for (String[] turtle : new String[][]{{"HHS007", "BOLT"}, {"HHS022", "FIST"}, {"HHS028", "MASK"},
                {"HHS031", "SHIELD"}}) {
            CardScenario sc = table(List.of(turtle[0]), List.of("HHS013"));
            Die attacker = sc.character(0, turtle[0], Zone.FIELD, 1);
            Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
            Die energy = sc.energy(0, Energy.valueOf(turtle[1]));
            sc.attack(attacker);
            assertThat(sc.decision().prompt()).as(turtle[0]).contains("energy die to pay");
            sc.choose(energy);
            assertThat(sc.zone(energy)).isEqualTo(Zone.OUT_OF_PLAY);
            sc.choose(yoshi);
            assertThat(sc.damage(yoshi)).as(turtle[0]).isEqualTo(2);
        }
    }

    @Test
    @Covers("HHS007")
    void donatello_declining_to_pay_does_nothing_and_choosing_no_die_hits_the_opponent() {
        CardScenario sc = table(List.of("HHS007"), List.of("HHS013"));
        Die donatello = sc.character(0, "HHS007", Zone.FIELD, 1);
        Die bolt = sc.energy(0, Energy.BOLT);
        sc.attack(donatello);
        sc.choose();
        assertThat(sc.zone(bolt)).isEqualTo(Zone.RESERVE);
        assertThat(sc.life(1)).isEqualTo(10);

        CardScenario paid = table(List.of("HHS007"), List.of("HHS013"));
        Die again = paid.character(0, "HHS007", Zone.FIELD, 1);
        paid.character(1, "HHS013", Zone.FIELD, 1);
        paid.energy(0, Energy.WILD);
        paid.attack(again);
        paid.choose(paid.state().diceIn(0, Zone.RESERVE).get(0));
        paid.choose();
        assertThat(paid.life(1)).as("Wild pays for Bolt; no die chosen: the opponent").isEqualTo(8);
    }

    @Test
    @Covers("HHS007")
    void donatello_without_energy_to_pay_does_nothing() {
        CardScenario sc = table(List.of("HHS007"), List.of("HHS013"));
        Die donatello = sc.character(0, "HHS007", Zone.FIELD, 1);
        sc.energy(0, Energy.FIST);
        sc.attack(donatello);
        assertThat(sc.decision()).isNull();
        assertThat(sc.life(1)).isEqualTo(10);
    }

    @Test
    @Covers("HHS058")
    void unstable_canister_hits_a_die_or_with_no_die_the_opponent() {
        CardScenario sc = table(List.of("HHS008"), List.of("HHS013"), "HHS058");
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        sc.use(sc.action(0, "HHS058", 0));
        sc.choose(yoshi);
        assertThat(sc.damage(yoshi)).isEqualTo(2);
        sc.use(sc.action(0, "HHS058", 1));
        sc.choose();
        assertThat(sc.life(1)).isEqualTo(8);
    }

    @Test
    @Covers("HHS058")
    void unstable_canister_with_two_bursts_adds_the_level_of_your_highest_turtle_to_a_die() {
        CardScenario sc = table(List.of("HHS008"), List.of("HHS013"), "HHS058");
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        sc.character(0, "HHS008", Zone.FIELD, 1);
        sc.character(0, "HHS008", Zone.FIELD, 3);
        sc.use(sc.action(0, "HHS058", 2));
        sc.choose(yoshi);
        assertThat(sc.damage(yoshi)).as("2 + level 3").isEqualTo(5);
    }

    @Test
    @Covers("HHS058")
    void unstable_canister_global_deals_one_damage() {
        CardScenario sc = table(List.of("HHS008"), List.of("HHS013"), "HHS058");
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        sc.global("HHS058", 2);
        assertThat(sc.damage(yoshi)).isEqualTo(1);
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_blocks_two_cheap_attackers_and_splits_its_damage_between_them() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS005"));
        Die first = sc.sidekick(0, Zone.FIELD);
        Die second = sc.sidekick(0, Zone.FIELD);
        Die casey = sc.character(1, "HHS005", Zone.FIELD, 2);
        sc.attack(first, second);
        sc.blocks(block(casey, first), block(casey, second));
        assertThat(sc.now(casey).blockingAll()).containsExactly(first.id(), second.id());
        sc.finishAttack();

        Decision.SplitDamage split = (Decision.SplitDamage) sc.decision();
        assertThat(split.player()).as("the blocking player splits its damage").isEqualTo(1);
        assertThat(split.amount()).isEqualTo(3);
        assertThat(split.blockers()).containsExactly(first.id(), second.id());
        sc.act(new Action.SplitDamage(List.of(new DamageAssignment(casey.id(), first.id(), 2),
                new DamageAssignment(casey.id(), second.id(), 1))));

        assertThat(sc.wasKnockedOut(first)).isTrue();
        assertThat(sc.wasKnockedOut(second)).isTrue();
        assertThat(sc.wasKnockedOut(casey)).as("1 damage from each attacker, 3D").isFalse();
        assertThat(sc.life(1)).as("both attackers were blocked").isEqualTo(10);
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_blocks_at_most_three_attackers() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS005"));
        Die[] sidekicks = {sc.sidekick(0, Zone.FIELD), sc.sidekick(0, Zone.FIELD), sc.sidekick(0, Zone.FIELD),
                sc.sidekick(0, Zone.FIELD)};
        Die casey = sc.character(1, "HHS005", Zone.FIELD, 1);
        sc.attack(sidekicks);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(casey, sidekicks[0]), block(casey, sidekicks[1]),
                block(casey, sidekicks[2]), block(casey, sidekicks[3])))))
                .isEqualTo("Casey Jones can block at most 3 attackers.");
        sc.blocks(block(casey, sidekicks[0]), block(casey, sidekicks[1]), block(casey, sidekicks[2]));
        assertThat(Engine.attackers(sc.state()).stream().filter(Die::isBlocked)).hasSize(3);
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_blocks_a_costlier_attacker_only_on_its_own() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS005"));
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        Die triceraton = sc.character(0, "HHS046", Zone.FIELD, 1);
        Die casey = sc.character(1, "HHS005", Zone.FIELD, 1);
        sc.attack(sidekick, triceraton);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(casey, sidekick), block(casey, triceraton)))))
                .contains("purchase cost 2 or less").contains("Triceraton costs 4");
        sc.blocks(block(casey, triceraton));
        assertThat(sc.now(casey).blockingAll()).containsExactly(triceraton.id());
    }

    @Test
    @Covers("HHS005")
    void casey_jones_broken_home_text_says_how_many_it_blocks() {
        assertThat(CardText.of(LIBRARY.byId("HHS005").orElseThrow())).isEqualTo("While Casey Jones is active, each"
                + " Casey Jones die may block more than one attacker: as many as 3, as long as each is a character die with purchase cost 2 or"
                + " less; its damage is then split among them.");
    }
}
