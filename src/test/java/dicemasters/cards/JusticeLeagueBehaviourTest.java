package dicemasters.cards;

import dicemasters.engine.CardScenario;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The Justice League characters and their Watchtower of DC Justice, each in a scenario where its text matters. */
class JusticeLeagueBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(List<String> mine, List<String> theirs, String... basics) {
        return CardScenario.of(LIBRARY, mine, theirs, List.of(basics));
    }

    @ParameterizedTest
    @ValueSource(strings = {"JUS001", "JUS041", "JUS044", "JUS049"})
    @Covers({"JUS001", "JUS041", "JUS044", "JUS049"})
    void strike_the_only_character_die_fielded_this_turn_gets_two_attack_two_defense_and_overcrush(String id) {
        CardScenario sc = table(List.of(id), List.of("JUS010"));
        Die die = sc.character(0, id, Zone.RESERVE, 1);
        sc.energy(0, Energy.FIST);
        int attack = LIBRARY.byId(id).orElseThrow().levelFace(1).attack();
        int defense = LIBRARY.byId(id).orElseThrow().levelFace(1).defense();
        sc.field(die);
        assertThat(sc.attackOf(die)).isEqualTo(attack + 2);
        assertThat(sc.defenseOf(die)).isEqualTo(defense + 2);
        assertThat(Stats.hasKeyword(sc.state(), sc.now(die), Keyword.OVERCRUSH)).isTrue();
    }

    @Test
    @Covers("JUS005")
    void batman_cant_trust_in_luck_koing_a_die_in_combat_preps_a_die_from_the_bag() {
        CardScenario sc = table(List.of("JUS005"), List.of("JUS010"));
        Die batman = sc.character(0, "JUS005", Zone.FIELD, 1);
        Die manta = sc.character(1, "JUS010", Zone.FIELD, 1);
        sc.attackBlockedBy(batman, manta);
        assertThat(sc.wasKnockedOut(manta)).isTrue();
        assertThat(sc.count(0, Zone.PREP)).as("a Sidekick drawn from the bag").isEqualTo(1);
    }

    @Test
    @Covers("JUS005")
    void batman_cant_trust_in_luck_preps_nothing_when_his_blocker_survives() {
        CardScenario sc = table(List.of("JUS005"), List.of("JUS013"));
        Die batman = sc.character(0, "JUS005", Zone.FIELD, 3);
        Die brainiac = sc.character(1, "JUS013", Zone.FIELD, 3);
        sc.attackBlockedBy(batman, brainiac);
        assertThat(sc.wasKnockedOut(brainiac)).isFalse();
        assertThat(sc.count(0, Zone.PREP)).isZero();
    }

    @Test
    @Covers("JUS020")
    void green_lantern_fearless_paying_mask_deals_one_damage_for_each_action_die_in_the_used_pile() {
        CardScenario sc = table(List.of("JUS020"), List.of("JUS010"), "JUS068", "JUS069");
        Die lantern = sc.character(0, "JUS020", Zone.FIELD, 1);
        sc.unrolled(0, "JUS068", Zone.USED);
        sc.unrolled(0, "JUS069", Zone.USED);
        sc.unrolled(0, "SIDEKICK", Zone.USED);
        sc.energy(0, Energy.MASK);
        sc.attack(lantern);
        sc.react(0);
        assertThat(sc.life(1)).as("two action dice, the Sidekick does not count").isEqualTo(8);
    }

    @Test
    @Covers("JUS028")
    void martian_manhunter_endless_abilities_gives_your_dice_overcrush_while_the_opponent_has_a_villain() {
        CardScenario sc = table(List.of("JUS028"), List.of("JUS010", "JUS061"));
        sc.character(0, "JUS028", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        Die wonderWoman = sc.character(1, "JUS061", Zone.FIELD, 1);
        assertThat(Stats.hasKeyword(sc.state(), sc.now(sidekick), Keyword.OVERCRUSH)).as("no Villain yet").isFalse();
        sc.character(1, "JUS010", Zone.FIELD, 1);
        assertThat(Stats.hasKeyword(sc.state(), sc.now(sidekick), Keyword.OVERCRUSH)).isTrue();
        assertThat(Stats.hasKeyword(sc.state(), sc.now(wonderWoman), Keyword.OVERCRUSH)).as("opposing dice").isFalse();
    }

    @Test
    @Covers("JUS050")
    void the_flash_no_shadow_cannot_be_targeted_by_an_opposing_action_die() {
        CardScenario sc = table(List.of("JUS010"), List.of("JUS050"), "JUS067");
        Die flash = sc.character(1, "JUS050", Zone.FIELD, 1);
        Die manta = sc.character(0, "JUS010", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS067", 0));
        assertThat(sc.zone(manta)).as("the only die Excessive Force may target is your own").isEqualTo(Zone.PREP);
        assertThat(sc.damage(flash)).isZero();
    }

    @Test
    @Covers("JUS058")
    void watchtower_jla_headquarters_gives_your_justice_league_dice_one_attack_and_defense() {
        CardScenario sc = table(List.of("JUS058", "JUS003"), List.of("JUS010"));
        Die aquaman = sc.character(0, "JUS003", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        sc.use(sc.action(0, "JUS058", 0));
        assertThat(sc.attackOf(aquaman)).isEqualTo(3);
        assertThat(sc.defenseOf(aquaman)).isEqualTo(4);
        assertThat(sc.attackOf(sidekick)).as("not Justice League").isEqualTo(1);
    }

    @Test
    @Covers("JUS058")
    void watchtower_jla_headquarters_with_a_burst_gives_two_instead() {
        CardScenario sc = table(List.of("JUS058", "JUS003"), List.of("JUS010"));
        Die aquaman = sc.character(0, "JUS003", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS058", 2));
        assertThat(sc.attackOf(aquaman)).isEqualTo(4);
        assertThat(sc.defenseOf(aquaman)).isEqualTo(5);
    }
}
