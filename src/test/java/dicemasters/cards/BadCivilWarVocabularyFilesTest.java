package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files misusing the words the Civil War cards added to the language: each gives one error
 * naming file, card and field, and the good card of the same file still loads.
 */
class BadCivilWarVocabularyFilesTest {
    @TempDir
    Path dir;

    @Test
    void dice_with_a_keyword_name_known_keywords() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "restrict", "restriction": "can't block",
                  "dice": {"select": "all", "withKeyword": ["Resistance", "Stubborn"]}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice.withKeyword[1]: unknown keyword"
                        + " \"Stubborn\" (expected one of: " + String.join(", ", Vocabulary.KEYWORDS.names()) + ")");
    }

    @Test
    void dice_with_a_keyword_name_at_least_one() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "restrict", "restriction": "can't block",
                  "dice": {"select": "all", "withKeyword": []}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice.withKeyword: names at least one keyword");
    }

    @Test
    void a_non_energy_filter_names_an_energy_type() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when blocks", "effects": [{"do": "stats", "attack": -2,
                  "dice": {"select": "target", "notEnergy": "Wild"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice.notEnergy: unknown value \"Wild\""
                        + " (expected one of: Fist, Bolt, Mask, Shield)");
    }

    @Test
    void a_printed_fielding_cost_is_a_small_number() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "knock out",
                  "dice": {"select": "target", "maxFieldCost": -1}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice.maxFieldCost: must be between 0 and 20,"
                        + " not -1");
    }

    @Test
    void dice_with_an_ability_name_a_trigger() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "whenever": {"select": "all", "withAbility": "when sneezing"},
                  "effects": [{"do": "damage player", "player": "opponent", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].whenever.withAbility: unknown value \"when sneezing\""
                        + " (expected one of: " + String.join(", ", Vocabulary.TRIGGERS.names()) + ")");
    }

    @Test
    void a_die_kod_by_combat_damage_has_no_other_die_for_that_dies_controller() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when knocked out by combat damage",
                  "effects": [{"do": "damage player", "player": "that die's controller", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].player: \"that die's controller\" needs a die"
                        + " that set the ability off: use \"whenever\" or a trigger about another die (when blocks,"
                        + " when it KOs a die...)");
    }

    @Test
    void the_damage_dealt_is_known_only_to_an_ability_damage_set_off() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when attacks", "effects": [{"do": "damage", "dice": {"select": "all", "notThis": true},
                  "amount": {"damageDealt": true}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects: an amount of the damage dealt (\"damageDealt\")"
                        + " needs a \"when damaged\" or \"when dealt combat damage\" trigger");
    }

    @Test
    void the_damage_dealt_takes_no_base() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when dealt combat damage", "effects": [{"do": "damage player", "player": "opponent",
                  "amount": {"damageDealt": true, "base": 1}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].amount.base: does not go with damageDealt");
    }

    @Test
    void full_damage_to_each_blocker_is_a_rule_that_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when attacks", "effects": [{"do": "full damage to each blocker",
                  "dice": {"select": "this"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds"
                        + " \"while active\"; use that trigger");
    }

    @Test
    void losing_a_keyword_names_a_known_keyword() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "lose keyword",
                  "dice": {"select": "all", "side": "opposing"}, "keyword": "Shy"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].keyword: unknown value \"Shy\" (expected one"
                        + " of: " + String.join(", ", Vocabulary.KEYWORDS.names()) + ")");
    }

    @Test
    void losing_a_keyword_is_a_rule_that_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "lose keyword",
                  "dice": {"select": "all", "side": "opposing"}, "keyword": "Intimidate"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds"
                        + " \"while active\"; use that trigger");
    }

    @Test
    void gaining_the_keywords_of_other_dice_says_which_dice() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "gain keywords of", "dice": {"select": "this"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].from: is required");
    }

    @Test
    void blockable_only_by_is_a_rule_that_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when attacks", "effects": [{"do": "can be blocked only by",
                  "dice": {"select": "this"}, "blockers": {"maxLevel": 1}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds \"while"
                        + " active\"; use that trigger");
    }

    @Test
    void blockable_only_by_needs_its_blockers() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "can be blocked only by",
                  "dice": {"select": "this"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].blockers: is required");
    }

    @Test
    void none_knocked_out_this_turn_takes_no_dice() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "if": {"kind": "none knocked out this turn", "count": 1},
                  "effects": [{"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].if: \"none knocked out this turn\" takes no dice or count");
    }

    @Test
    void a_level_to_spin_to_is_a_number_or_a_measure() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "spin to level", "dice": {"select": "this"},
                  "level": {"base": 2}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].level: an amount object needs exactly one of"
                        + " forEach, forEachCard, attackOf, defenseOf, levelOf, highestLevelOf, energyOf, forEachToken,"
                        + " energyOfThatTypeOf, damageDealt, topLevelOf");
    }

    @Test
    void a_cost_rule_names_a_side() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "reduce purchase cost", "cards": {},
                  "amount": -1, "side": "everyone"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].side: unknown value \"everyone\""
                        + " (expected one of: own, opposing, any)");
    }

    @Test
    void granting_a_keyword_to_dice_fielded_this_turn_names_the_keyword() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "grant keyword", "asFielded": true,
                  "dice": {"select": "all", "side": "own"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].keyword: is required");
    }

    @Test
    void dice_fielded_later_are_found_by_a_rule_not_chosen() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "grant keyword", "asFielded": true,
                  "dice": {"select": "target", "side": "own"}, "keyword": "Intimidate"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: dice fielded later are found by a rule,"
                        + " not chosen: use \"select\": \"all\"");
    }

    @Test
    void matching_stats_takes_only_its_dice() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when engaged", "effects": [{"do": "copy", "dice": {"select": "target"},
                  "what": "stats", "amount": 2}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].amount: unknown field \"amount\" (allowed:"
                        + " dice, do, targetLosesThem, what)");
    }

    @Test
    void clearing_damage_needs_its_dice() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "clear damage"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: is required");
    }

    @Test
    void an_unknown_restriction_lists_them_all() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "restrict", "dice": {"select": "this"},
                  "restriction": "can't be bored"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].restriction: unknown value \"can't be bored\""
                        + " (expected one of: " + String.join(", ", Vocabulary.RESTRICTIONS.names()) + ")");
    }
}
