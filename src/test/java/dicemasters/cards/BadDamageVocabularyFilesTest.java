package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files misusing the words for damage looked at as a whole ("would be knocked out") and for a
 * prevention the opponent may cancel ("unless the opponent pays"): each gives one error naming
 * file, card and field, and the good card of the same file still loads.
 */
class BadDamageVocabularyFilesTest {
    @TempDir
    Path dir;

    private static final String WOULD_BE_KOD = """
            {"kind": "would be knocked out", "dice": {"select": "all", "side": "own", "cardName": "Bad Guy",
             "blocking": true}, "count": 1}""";

    private void assertSingleError(String badCard, String expected) throws IOException {
        BadCardFile.assertSingleError(dir, badCard, expected);
    }

    @Test
    void would_be_knocked_out_is_known_only_to_a_standing_prevention() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when blocks", "if": %s,
                  "effects": [{"do": "gain life", "player": "you", "amount": 1}]}]""".formatted(WOULD_BE_KOD)),
                "TST.json, card TST002, field abilities[0].if: \"would be knocked out\" is known only as damage is"
                        + " dealt: use it on a \"while active\" ability whose effects are \"prevent damage\" (not"
                        + " \"the first each turn\")");
    }

    @Test
    void would_be_knocked_out_does_not_count_the_first_damage_each_turn() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "while active", "if": %s,
                  "effects": [{"do": "prevent damage", "damage": {"to": "you"}, "amount": 2, "firstEachTurn": true}]}]"""
                        .formatted(WOULD_BE_KOD)),
                "TST.json, card TST002, field abilities[0].if: \"would be knocked out\" is known only as damage is"
                        + " dealt: use it on a \"while active\" ability whose effects are \"prevent damage\" (not"
                        + " \"the first each turn\")");
    }

    @Test
    void would_be_knocked_out_is_no_condition_between_effects() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when blocks",
                  "effects": [{"do": "only if", "if": %s}, {"do": "gain life", "player": "you", "amount": 1}]}]"""
                        .formatted(WOULD_BE_KOD)),
                "TST.json, card TST002, field abilities[0].effects[0].if: is known only as damage is dealt: use it as"
                        + " the \"if\" of a \"while active\" prevention");
    }

    @Test
    void would_be_knocked_out_needs_the_dice_it_looks_at() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "while active", "if": {"kind": "would be knocked out"},
                  "effects": [{"do": "prevent damage", "damage": {"to": "you"}, "amount": 2}]}]"""),
                "TST.json, card TST002, field abilities[0].if.dice: is required");
    }

    @Test
    void unless_the_opponent_pays_says_how_much_life() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when fielded",
                  "effects": [{"do": "unless the opponent pays"}, {"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].life: is required: the life the opponent pays to"
                        + " stop the rest of the ability");
    }

    @Test
    void unless_the_opponent_pays_at_least_1_life() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when fielded",
                  "effects": [{"do": "unless the opponent pays", "life": 0},
                              {"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].life: must be between 1 and 20, not 0");
    }

    @Test
    void unless_the_opponent_pays_is_no_standing_rule() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "while active",
                  "effects": [{"do": "unless the opponent pays", "life": 2},
                              {"do": "prevent damage", "damage": {"to": "you"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: the opponent pays as the ability resolves: not"
                        + " in a \"while active\" or \"always\" rule, nor as part of the cost");
    }

    @Test
    void unless_the_opponent_pays_takes_no_energy() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when fielded",
                  "effects": [{"do": "unless the opponent pays", "life": 2, "energy": "Fist"},
                              {"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].energy: unknown field \"energy\" (allowed: do, life)");
    }

    @Test
    void the_damage_dealt_this_turn_is_counted_for_the_abilitys_own_die_with_no_dice() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when attacks", "if": {"kind": "damage dealt this turn at least", "count": 2,
                  "dice": {"select": "this"}}, "effects": [{"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].if.dice: \"damage dealt this turn at least\" counts the"
                        + " damage of the ability's own die and takes no dice");
    }

    @Test
    void the_damage_dealt_this_turn_is_at_least_1() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when attacks", "if": {"kind": "damage dealt this turn at least", "count": 0},
                  "effects": [{"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].if.count: must be between 1 and 99, not 0");
    }
    @Test
    void a_change_of_damage_is_a_word_of_the_vocabulary() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "change damage", "damage": {"to": "anyone"},
                  "change": "triple", "dice": {"select": "target"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].change: unknown value \"triple\" (expected one"
                        + " of: double, at most)");
    }

    @Test
    void a_limit_on_damage_holds_whoever_deals_it() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "change damage", "damage": {"to": "anyone"},
                  "change": "at most", "max": 1, "dice": {"select": "target"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: a limit on damage holds whoever deals it:"
                        + " no \"dice\"");
    }

    @Test
    void doubled_damage_has_no_most() throws IOException {
        assertSingleError(BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "change damage", "damage": {"to": "anyone"},
                  "change": "double", "max": 1, "dice": {"select": "target"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].max: doubled damage has no most: use"
                        + " \"change\": \"at most\"");
    }
}
