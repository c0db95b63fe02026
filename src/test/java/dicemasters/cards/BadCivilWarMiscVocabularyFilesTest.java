package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Card files misusing the words Rescue, Spider-Man: Photo Op and Mary Jane: Watson-Parker added to
 * the language: each gives one error naming file, card and field, and the good card of the same
 * file still loads.
 */
class BadCivilWarMiscVocabularyFilesTest {
    @TempDir
    Path dir;

    private static final String GOOD = """
            {"id": "TST001", "name": "Good Guy", "type": "character", "cost": 3, "energy": ["Fist"],
             "affiliations": [], "dieLimit": 4,
             "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 0, "attack": 1, "defense": 1}], "keywords": [], "abilities": []}""";

    /** A character card TST002 with these abilities. */
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
    void dice_are_rerolled_in_the_field_zone_or_the_reserve_pool_never_in_the_bag() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "when fielded", "effects": [{"do": "reroll",
                  "dice": {"select": "all", "side": "own", "place": "bag"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: dice are rerolled in the Field Zone or in"
                        + " the Reserve Pool");
    }

    @Test
    void a_die_rerolled_in_the_reserve_pool_keeps_no_level() throws IOException {
        assertSingleError(withAbilities("""
                [{"trigger": "when fielded", "effects": [{"do": "reroll",
                  "dice": {"select": "all", "side": "own", "place": "reserve"}, "keepLevel": true}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].keepLevel: only a character die in the Field"
                        + " Zone keeps its level");
    }
}
