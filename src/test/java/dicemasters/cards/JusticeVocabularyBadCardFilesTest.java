package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Card files misusing the vocabulary DC Justice added: each gives one error naming file, card and
 * field, and the good card of the same file still loads (as {@link BadCardFilesTest} does for the rest).
 */
class JusticeVocabularyBadCardFilesTest {
    @TempDir
    Path dir;

    private static final String GOOD = """
            {"id": "TST001", "name": "Good Guy", "type": "character", "cost": 3, "energy": ["Fist"],
             "affiliations": [], "dieLimit": 4,
             "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                        {"fieldCost": 2, "attack": 3, "defense": 3}],
             "keywords": [], "abilities": []}""";

    /** A character card TST002 with one ability. */
    private static String cardWith(String ability) {
        return """
                {"id": "TST002", "name": "Bad Guy", "type": "character", "cost": 3, "energy": ["Bolt"],
                 "affiliations": [], "dieLimit": 4,
                 "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                            {"fieldCost": 2, "attack": 3, "defense": 3}], "abilities": [%s]}""".formatted(ability);
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
    void more_than_the_opponent_compares_two_counts_and_takes_no_count() throws IOException {
        assertSingleError(cardWith("{\"trigger\": \"when fielded\", \"if\": {\"kind\": \"more than the opponent\","
                        + " \"dice\": {\"select\": \"all\", \"side\": \"own\"}, \"count\": 2}, \"effects\": [{\"do\":"
                        + " \"gain life\", \"player\": \"you\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].if.count: \"more than the opponent\" compares two counts"
                        + " and takes no count");
    }

    @Test
    void characters_at_least_needs_the_dice_it_counts() throws IOException {
        assertSingleError(cardWith("{\"trigger\": \"when fielded\", \"if\": {\"kind\": \"characters at least\","
                        + " \"count\": 2}, \"effects\": [{\"do\": \"gain life\", \"player\": \"you\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].if.dice: is required");
    }

    @Test
    void a_die_free_to_field_has_no_amount() throws IOException {
        assertSingleError(cardWith("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"reduce field cost\","
                        + " \"cards\": {}, \"free\": true, \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].amount: a die that is free to field has no"
                        + " amount to reduce its cost by");
    }

    @Test
    void a_field_cost_change_of_nothing_is_an_error() throws IOException {
        assertSingleError(cardWith("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"reduce field cost\","
                        + " \"cards\": {}, \"amount\": 0, \"side\": \"any\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].amount: must change the cost: not 0");
    }

    @Test
    void a_rule_on_attackers_holds_while_active() throws IOException {
        assertSingleError(cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"attackers at least\","
                        + " \"player\": \"each\", \"count\": 1}]}"),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds \"while"
                        + " active\"; use that trigger");
    }

    @Test
    void one_attacker_per_affiliation_names_whose_turns() throws IOException {
        assertSingleError(cardWith("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"one attacker per"
                        + " affiliation\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].player: is required");
    }

    @Test
    void a_condition_on_those_waits_for_an_effect_that_chose_them() throws IOException {
        assertSingleError(cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"only if\", \"if\":"
                        + " {\"kind\": \"dice at least\", \"dice\": {\"select\": \"those\"}, \"count\": 1}}, {\"do\":"
                        + " \"gain life\", \"player\": \"you\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].if: \"those\" asks about the dice an earlier"
                        + " effect of this ability targeted, and no earlier effect targets");
    }
}
