package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Card files misusing the words for damage looked at as a whole ("would be knocked out") and for a
 * prevention the opponent may cancel ("unless the opponent pays"): each gives one error naming
 * file, card and field, and the good card of the same file still loads.
 */
class BadDamageVocabularyFilesTest {
    @TempDir
    Path dir;

    private static final String GOOD = """
            {"id": "TST001", "name": "Good Guy", "type": "character", "cost": 3, "energy": ["Fist"],
             "affiliations": [], "dieLimit": 4,
             "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 0, "attack": 1, "defense": 1}], "keywords": [], "abilities": []}""";

    private static final String WOULD_BE_KOD = """
            {"kind": "would be knocked out", "dice": {"select": "all", "side": "own", "cardName": "Bad Guy",
             "blocking": true}, "count": 1}""";

    private static String withAbilities(String abilities) {
        return """
                {"id": "TST002", "name": "Bad Guy", "type": "character", "cost": 3, "energy": ["Bolt"],
                 "affiliations": [], "dieLimit": 4, "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 0, "attack": 1, "defense": 1}],
                 "abilities": %s}""".formatted(abilities);
    }

    private void assertSingleError(String badCard, String expected) throws IOException {
        Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "title": "Test set", "cards": [%s, %s]}""".formatted(GOOD, badCard));
        CardLibrary library = CardLibrary.loadDirectory(dir);
        assertThat(library.errors()).extracting(CardLoadError::toString).containsExactly(expected);
        assertThat(library.byId("TST001")).as("the good card of the same file still loads").isPresent();
        assertThat(library.byId("TST002")).as("the bad card is left out").isEmpty();
    }

    @Test
    void would_be_knocked_out_is_known_only_to_a_standing_prevention() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "when blocks", "if": %s,
                  "effects": [{"do": "gain life", "player": "you", "amount": 1}]}]""".formatted(WOULD_BE_KOD)),
                "TST.json, card TST002, field abilities[0].if: \"would be knocked out\" is known only as damage is"
                        + " dealt: use it on a \"while active\" ability whose effects are \"prevent damage\" (not"
                        + " \"the first each turn\")");
    }

    @Test
    void would_be_knocked_out_does_not_count_the_first_damage_each_turn() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "while active", "if": %s,
                  "effects": [{"do": "prevent damage", "damage": {"to": "you"}, "amount": 2, "firstEachTurn": true}]}]"""
                        .formatted(WOULD_BE_KOD)),
                "TST.json, card TST002, field abilities[0].if: \"would be knocked out\" is known only as damage is"
                        + " dealt: use it on a \"while active\" ability whose effects are \"prevent damage\" (not"
                        + " \"the first each turn\")");
    }

    @Test
    void would_be_knocked_out_is_no_condition_between_effects() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "when blocks",
                  "effects": [{"do": "only if", "if": %s}, {"do": "gain life", "player": "you", "amount": 1}]}]"""
                        .formatted(WOULD_BE_KOD)),
                "TST.json, card TST002, field abilities[0].effects[0].if: is known only as damage is dealt: use it as"
                        + " the \"if\" of a \"while active\" prevention");
    }

    @Test
    void would_be_knocked_out_needs_the_dice_it_looks_at() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "while active", "if": {"kind": "would be knocked out"},
                  "effects": [{"do": "prevent damage", "damage": {"to": "you"}, "amount": 2}]}]"""),
                "TST.json, card TST002, field abilities[0].if.dice: is required");
    }

    @Test
    void unless_the_opponent_pays_says_how_much_life() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "when fielded",
                  "effects": [{"do": "unless the opponent pays"}, {"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].life: is required: the life the opponent pays to"
                        + " stop the rest of the ability");
    }

    @Test
    void unless_the_opponent_pays_at_least_1_life() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "when fielded",
                  "effects": [{"do": "unless the opponent pays", "life": 0},
                              {"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].life: must be between 1 and 20, not 0");
    }

    @Test
    void unless_the_opponent_pays_is_no_standing_rule() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "while active",
                  "effects": [{"do": "unless the opponent pays", "life": 2},
                              {"do": "prevent damage", "damage": {"to": "you"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: the opponent pays as the ability resolves: not"
                        + " in a \"while active\" or \"always\" rule, nor as part of the cost");
    }

    @Test
    void unless_the_opponent_pays_takes_no_energy() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "when fielded",
                  "effects": [{"do": "unless the opponent pays", "life": 2, "energy": "Fist"},
                              {"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].energy: unknown field \"energy\" (allowed: do, life)");
    }
}
