package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** One test per keyword the shipped cards print, each quoting the rulebook glossary it follows. */
class KeywordTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(List<String> mine, List<String> theirs, String... basics) {
        return CardScenario.of(LIBRARY, mine, theirs, List.of(basics));
    }

    /** "Character dice with the Ally ability count as Sidekicks also while in the Field Zone." */
    @Test
    @Covers("HHS001")
    void ally_counts_as_a_sidekick_in_the_field_zone_only() {
        CardScenario sc = table(List.of("HHS001"), List.of("HHS017"));
        Die april = sc.character(0, "HHS001", Zone.FIELD, 1);
        sc.energy(1, Energy.FIST);
        sc.turnOf(1);
        sc.field(sc.character(1, "HHS017", Zone.RESERVE, 1));
        sc.choose(april);
        assertThat(sc.zone(april)).as("Karai may KO an opposing Sidekick: April is one").isEqualTo(Zone.PREP);
    }

    /** "Enlistment character abilities can be prevented by your opponent KOing a character die they control." */
    @Test
    @Covers("CW031")
    void enlistment_is_prevented_by_the_opponent_koing_their_own_die() {
        CardScenario sc = table(List.of("CW001"), List.of("CW011"), "CW031");
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "CW031", 0));
        assertThat(sc.decision().player()).isEqualTo(1);
        sc.choose(theirs);
        assertThat(sc.count(0, Zone.RESERVE)).isEqualTo(2);
    }

    /** "Characters with Fast deal combat damage before other characters, all at the same time." */
    @Test
    @Covers("CW012")
    void fast_deals_combat_damage_first() {
        CardScenario sc = table(List.of("CW012"), List.of("CW001"));
        Die raccoon = sc.character(0, "CW012", Zone.FIELD, 3);
        Die widow = sc.character(1, "CW001", Zone.FIELD, 1);
        sc.attackBlockedBy(raccoon, widow);
        assertThat(sc.wasKnockedOut(widow)).isTrue();
        assertThat(sc.wasKnockedOut(raccoon)).as("Widow is KO'd before she deals damage").isFalse();
    }

    /**
     * "When a Superstar die with Infiltrate attacks and is not blocked, you may choose to remove that
     * Superstar die from combat and not deal combat damage to your opponent. If you do, that Superstar die
     * deals 1 damage to your opponent and the die remains in your Field Zone."
     */
    @Test
    @Covers("WWE042")
    void infiltrate_may_keep_an_unblocked_attacker_in_the_field_for_one_damage() {
        CardScenario sc = table(List.of("WWE042"), List.of("CW011"));
        Die sasha = sc.character(0, "WWE042", Zone.FIELD, 3);
        sc.attack(sasha);
        assertThat(sc.decision().prompt()).contains("up to 1");
        sc.choose(sasha);
        assertThat(sc.zone(sasha)).isEqualTo(Zone.FIELD);
        assertThat(sc.life(1)).isEqualTo(9);
        sc.finishAttack();
        assertThat(sc.life(1)).as("no combat damage besides").isEqualTo(9);
        assertThat(sc.zone(sasha)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("WWE042")
    void infiltrate_declined_deals_combat_damage_as_usual() {
        CardScenario sc = table(List.of("WWE042"), List.of("CW011"));
        Die sasha = sc.character(0, "WWE042", Zone.FIELD, 3);
        sc.attack(sasha);
        sc.choose();
        sc.finishAttack();
        assertThat(sc.life(1)).isEqualTo(7);
    }

    /** "When attacking, if this character die KO's or removes all of its blockers, it deals any leftover damage to your opponent." */
    @Test
    @Covers("HHS048")
    void overcrush_tramples_over_its_blockers() {
        CardScenario sc = table(List.of("HHS048"), List.of("CW011"));
        Die triceraton = sc.character(0, "HHS048", Zone.FIELD, 3);
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.attackBlockedBy(triceraton, raccoon);
        assertThat(sc.life(1)).as("5A against 1D").isEqualTo(6);
    }

    /** "Resistance character abilities function when a character die you control was KO'd in the same turn." */
    @Test
    @Covers("CW026")
    void resistance_works_only_after_a_ko_this_turn() {
        CardScenario sc = table(List.of("CW001"), List.of("CW011"), "CW026", "JUS067");
        Die widow = sc.character(0, "CW001", Zone.FIELD, 1);
        Die first = sc.unrolled(0, "CW001", Zone.USED);
        sc.unrolled(0, "CW001", Zone.USED);
        sc.use(sc.action(0, "JUS067", 0));
        assertThat(sc.zone(widow)).isEqualTo(Zone.PREP);
        sc.use(sc.action(0, "CW026", 0));
        sc.choose(first);
        assertThat(sc.count(0, Zone.USED)).as("both used dice moved").isZero();
    }

    /** Strike: "+2A, +2D and Overcrush so long as it is the only character die you fielded this turn." */
    @Test
    @Covers("JUS061")
    void strike_while_it_is_the_only_die_fielded_this_turn() {
        CardScenario sc = table(List.of("JUS061", "CW001"), List.of("CW011"));
        Die wonderWoman = sc.character(0, "JUS061", Zone.RESERVE, 1);
        Die widow = sc.character(0, "CW001", Zone.RESERVE, 1);
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.field(wonderWoman);
        assertThat(sc.attackOf(wonderWoman)).isEqualTo(4);
        assertThat(sc.defenseOf(wonderWoman)).isEqualTo(5);
        sc.field(widow);
        sc.state();
        assertThat(sc.zone(raccoon)).isEqualTo(Zone.PREP);
        assertThat(sc.attackOf(wonderWoman)).as("a second die was fielded").isEqualTo(2);
    }

    @Test
    @Covers("JUS061")
    void strike_gives_overcrush() {
        CardScenario sc = table(List.of("JUS061"), List.of("CW011"));
        Die wonderWoman = sc.character(0, "JUS061", Zone.RESERVE, 1);
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.field(wonderWoman);
        sc.attackBlockedBy(wonderWoman, raccoon);
        assertThat(sc.life(1)).as("4A against 1D").isEqualTo(7);
    }

    /** "While a character with Turtle Power is active, all other [Turtle] character dice cost 1 less to purchase." */
    @Test
    @Covers({"HHS001", "HHS009", "HHS023", "HHS029", "HHS032"})
    void turtle_power_makes_other_turtles_cheaper() {
        for (String id : List.of("HHS001", "HHS009", "HHS023", "HHS029", "HHS032")) {
            CardScenario sc = table(List.of(id, "HHS025"), List.of("HHS046"));
            assertThat(Engine.purchaseCost(sc.state(), sc.card("HHS025"), 0)).isEqualTo(5);
            sc.character(0, id, Zone.FIELD, 1);
            assertThat(Engine.purchaseCost(sc.state(), sc.card("HHS025"), 0)).as(id).isEqualTo(4);
            if (!id.equals("HHS001")) {
                assertThat(Engine.purchaseCost(sc.state(), sc.card(id), 0)).as("not its own card").isEqualTo(5);
            }
            assertThat(Engine.purchaseCost(sc.state(), sc.card("HHS025"), 1)).as("only for its owner").isEqualTo(5);
        }
    }

    @Test
    void two_turtle_powers_add_up_but_never_below_one() {
        CardScenario sc = table(List.of("HHS009", "HHS023", "HHS001"), List.of("HHS046"));
        sc.character(0, "HHS009", Zone.FIELD, 1);
        sc.character(0, "HHS023", Zone.FIELD, 1);
        assertThat(Engine.purchaseCost(sc.state(), sc.card("HHS009"), 0)).as("Leonardo's power").isEqualTo(4);
        assertThat(Engine.purchaseCost(sc.state(), sc.card("HHS001"), 0)).as("April is no Turtle").isEqualTo(2);
    }

    /**
     * "When you field a character die with intimidate, remove target opposing character die from the Field
     * Zone until end of turn. [...] At end of turn, return it to the Field Zone at its previous level.
     * Returning to the Field Zone doesn't count as fielding that die."
     */
    @Test
    @Covers("CW014")
    void intimidate_sets_an_opposing_die_aside_until_end_of_turn() {
        CardScenario sc = table(List.of("CW014"), List.of("CW001"));
        Die widow = sc.character(1, "CW001", Zone.FIELD, 2);
        Die spider = sc.character(0, "CW014", Zone.RESERVE, 1);
        sc.energy(0, Energy.MASK);
        sc.field(spider);
        assertThat(sc.zone(widow)).isEqualTo(Zone.OUT_OF_PLAY);
        sc.attack(spider);
        sc.finishAttack();
        assertThat(sc.state().activePlayer()).isEqualTo(1);
        assertThat(sc.zone(widow)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(widow)).isEqualTo(2);
        assertThat(sc.events()).noneMatch(e -> e instanceof dicemasters.engine.GameEvent.DieFielded f
                && f.dieId() == widow.id());
    }

    /**
     * "When a Superstar die with Call Out attacks, you target an opposing Superstar die. The targeted die can
     * only legally block the attacking die that used Call Out on it, and no other die can legally block the
     * die that used Call Out."
     */
    @Test
    @Covers("WWE023")
    void call_out_pairs_the_attacker_with_its_target() {
        CardScenario sc = table(List.of("WWE023"), List.of("CW001"));
        Die cena = sc.character(0, "WWE023", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        Die called = sc.character(1, "CW001", Zone.FIELD, 3);
        Die other = sc.character(1, "CW001", Zone.FIELD, 3);
        sc.attack(cena, sidekick);
        sc.choose(called);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(other, cena)))))
                .isEqualTo("John Cena called out Black Widow: only that die may block it.");
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(called, sidekick)))))
                .isEqualTo("Black Widow was called out: it may block only John Cena.");
        sc.blocks(block(called, cena), block(other, sidekick));
    }

    /**
     * "While a die with Swarm is active, and you draw another copy of that die from your bag during your
     * Clear and Draw Step, draw and roll an extra die from your bag."
     */
    @Test
    @Covers("HHS010")
    void swarm_draws_an_extra_die_when_a_copy_is_drawn() {
        CardScenario sc = table(List.of("HHS010"), List.of("HHS046"));
        sc.character(0, "HHS010", Zone.FIELD, 1);
        sc.unrolled(0, "HHS010", Zone.BAG);
        for (int i = 0; i < 8; i++) {
            sc.unrolled(0, "SIDEKICK", Zone.USED);
        }
        sc.turnOf(1);
        sc.endTurn();
        assertThat(sc.state().activePlayer()).isZero();
        assertThat(sc.count(0, Zone.RESERVE)).as("4 drawn and the extra die").isEqualTo(5);
    }

    @Test
    @Covers("HHS010")
    void foot_ninja_shinobijutsu_preps_a_die_when_fielded_while_shredder_is_active() {
        CardScenario sc = table(List.of("HHS010", "HHS039"), List.of("HHS046"));
        sc.character(0, "HHS039", Zone.FIELD, 1);
        sc.field(sc.character(0, "HHS010", Zone.RESERVE, 1));
        assertThat(sc.count(0, Zone.PREP)).isEqualTo(1);
    }

    /** "Superstar dice that are engaged with a Superstar die that has Deadly are KO'd at the end of the turn." */
    @Test
    void deadly_kos_the_dice_it_engaged_at_the_end_of_the_turn(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "cards": [{"id": "TST001", "name": "Viper", "type": "character", "cost": 2,
                  "energy": ["Mask"], "dieLimit": 4, "keywords": ["Deadly"],
                  "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                             {"fieldCost": 2, "attack": 3, "defense": 3}]},
                 {"id": "TST002", "name": "Wall", "type": "character", "cost": 2, "energy": ["Fist"], "dieLimit": 4,
                  "levels": [{"fieldCost": 0, "attack": 0, "defense": 9}, {"fieldCost": 1, "attack": 0, "defense": 10},
                             {"fieldCost": 2, "attack": 0, "defense": 11}]}]}""");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        CardScenario sc = CardScenario.of(library, List.of("TST001"), List.of("TST002"), List.of());
        Die viper = sc.character(0, "TST001", Zone.FIELD, 1);
        Die wall = sc.character(1, "TST002", Zone.FIELD, 1);
        sc.attackBlockedBy(viper, wall);
        assertThat(sc.wasKnockedOut(wall)).as("1 damage against 9D, KO'd by Deadly").isTrue();
    }

    /**
     * "Tag Out: You may Prep this die after blockers are declared to give a Superstar +2A and +2D until end
     * of turn."
     */
    @Test
    @Covers("WWE020")
    void tag_out_preps_the_die_after_blocks_to_give_a_die_two_attack_and_two_defense() {
        CardScenario sc = table(List.of("WWE020"), List.of("HHS046"));
        Die eddie = sc.character(0, "WWE020", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(sidekick);
        sc.blocks(block(triceraton, sidekick));
        assertThat(sc.decision().prompt()).contains("up to 1");
        sc.choose(eddie);
        assertThat(sc.zone(eddie)).isEqualTo(Zone.PREP);
        sc.choose(sidekick);
        assertThat(sc.attackOf(sidekick)).isEqualTo(3);
        assertThat(sc.defenseOf(sidekick)).isEqualTo(3);
        sc.finishAttack();
        assertThat(sc.wasKnockedOut(triceraton)).as("3 damage against 3D").isTrue();
    }

    @Test
    @Covers("WWE020")
    void tag_out_declined_leaves_the_die_in_the_field_and_gives_nothing() {
        CardScenario sc = table(List.of("WWE020"), List.of("HHS046"));
        Die eddie = sc.character(0, "WWE020", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(sidekick);
        sc.blocks();
        sc.choose();
        assertThat(sc.decision()).as("no target to choose once declined").isNull();
        assertThat(sc.zone(eddie)).isEqualTo(Zone.FIELD);
        assertThat(sc.attackOf(sidekick)).isEqualTo(1);
    }

    @Test
    void every_keyword_is_either_played_or_makes_its_cards_unplayable() {
        for (Keyword k : Keyword.values()) {
            boolean used = LIBRARY.cards().stream().anyMatch(c -> c.has(k));
            if (used && !k.supported()) {
                assertThat(LIBRARY.cards()).filteredOn(c -> c.has(k))
                        .allSatisfy(c -> assertThat(LIBRARY.isImplemented(c.id())).as(c.id()).isFalse());
            }
        }
        assertThat(Arrays.stream(Keyword.values()).filter(Keyword::supported).map(Keyword::label))
                .contains("Ally", "Call Out", "Deadly", "Enlistment", "Fast", "Infiltrate", "Intimidate", "Overcrush",
                        "Resistance", "Strike", "Swarm", "Tag Out", "Turtle Power");
    }

    /**
     * Boomerang is not in the glossaries of our rulebooks; we follow the rules reference of this
     * program: after the action die is used, its owner may put it in their Prep Area instead of
     * letting it go to the Used Pile at the end of the turn.
     */
    @Test
    void boomerang_lets_a_used_action_die_return_to_the_prep_area(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "cards": [{"id": "TST001", "name": "Batarang", "type": "action", "cost": 2,
                  "energy": ["Bolt"], "dieLimit": 4, "keywords": ["Boomerang"],
                  "abilities": [{"trigger": "use", "effects": [{"do": "damage player", "player": "opponent",
                    "amount": 1}]}]}]}""");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        CardScenario sc = CardScenario.of(library, List.of("TST001"), List.of("TST001"), List.of());
        Die returning = sc.action(0, "TST001", 0);
        Die staying = sc.action(0, "TST001", 0);
        sc.use(returning);
        assertThat(sc.life(1)).as("its text first").isEqualTo(9);
        sc.choose(returning);
        assertThat(sc.zone(returning)).isEqualTo(Zone.PREP);
        sc.use(staying);
        sc.choose();
        assertThat(sc.zone(staying)).isEqualTo(Zone.OUT_OF_PLAY);
        sc.endTurn();
        assertThat(sc.zone(staying)).as("declined: it goes to the Used Pile as usual").isEqualTo(Zone.USED);
        assertThat(sc.zone(returning)).isEqualTo(Zone.PREP);
    }
}
