package dicemasters.cards;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A test set file with a good card (TST001) beside a bad one (TST002): loading it must give exactly
 * the one error expected (naming file, card and field), keep the good card and leave the bad out.
 * The bad-card-file tests of each part of the card language build their TST002 with these.
 */
final class BadCardFile {
    static final String GOOD = """
            {"id": "TST001", "name": "Good Guy", "type": "character", "cost": 3, "energy": ["Fist"],
             "affiliations": [], "dieLimit": 4,
             "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                        {"fieldCost": 2, "attack": 3, "defense": 3}], "keywords": [], "abilities": []}""";

    private BadCardFile() {
    }

    /** A character card TST002 "Bad Guy" with these keywords (a JSON array) and abilities (a JSON array). */
    static String character(String keywords, String abilities) {
        return """
                {"id": "TST002", "name": "Bad Guy", "type": "character", "cost": 3, "energy": ["Bolt"],
                 "affiliations": [], "dieLimit": 4, "keywords": %s,
                 "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                            {"fieldCost": 2, "attack": 3, "defense": 3}], "abilities": %s}""".formatted(keywords,
                abilities);
    }

    /** A character card TST002 "Bad Guy" without keywords, with these abilities (a JSON array). */
    static String character(String abilities) {
        return character("[]", abilities);
    }

    /** An action card TST002 with these keywords and abilities (JSON arrays). */
    static String action(String keywords, String abilities) {
        return """
                {"id": "TST002", "name": "Bad Action", "type": "action", "cost": 3, "energy": ["Bolt"],
                 "dieLimit": 3, "keywords": %s, "abilities": %s}""".formatted(keywords, abilities);
    }

    /** Writes the file (GOOD and {@code badCard}) in {@code dir} and checks it gives exactly {@code expected}. */
    static void assertSingleError(Path dir, String badCard, String expected) throws IOException {
        Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "title": "Test set", "cards": [%s, %s]}""".formatted(GOOD, badCard));
        CardLibrary library = CardLibrary.loadDirectory(dir);
        assertThat(library.errors()).extracting(CardLoadError::toString).containsExactly(expected);
        assertThat(library.byId("TST001")).as("the good card of the same file still loads").isPresent();
        assertThat(library.byId("TST002")).as("the bad card is left out").isEmpty();
    }
}
