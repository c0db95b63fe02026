package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every number and shape of a card is checked with its reason: a die has six faces, so a character
 * without a list of faces has exactly three levels; names are printable text of one line.
 */
class CardShapesTest {
    @TempDir
    Path dir;

    private static final String LEVEL = "{\"fieldCost\": 1, \"attack\": 2, \"defense\": 2}";

    /** Character TST001 with the given levels and extra fields. */
    private static String character(int levels, String extra) {
        String list = String.join(", ", java.util.Collections.nCopies(levels, LEVEL));
        return """
                {"id": "TST001", "name": "Tester", "type": "character", "cost": 3, "energy": ["Fist"],
                 "affiliations": [], "dieLimit": 4, "levels": [%s]%s}""".formatted(list, extra);
    }

    private CardLoadError onlyError(String card) throws IOException {
        Files.writeString(dir.resolve("TST.json"), "{\"set\": \"TST\", \"cards\": [" + card + "]}");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        assertThat(library.errors()).hasSize(1);
        assertThat(library.cards()).isEmpty();
        return library.errors().get(0);
    }

    @Test
    void a_character_with_six_levels_would_make_a_nine_faced_die_and_is_refused() throws IOException {
        assertThat(onlyError(character(6, "")).toString())
                .isEqualTo("TST.json, card TST001, field levels: a character has at most 3 levels, not 6");
    }

    @Test
    void a_character_with_two_levels_would_make_a_five_faced_die_and_is_refused() throws IOException {
        assertThat(onlyError(character(2, "")).toString()).isEqualTo("TST.json, card TST001, field levels: a"
                + " character die is its 3 levels and 3 energy faces, so it needs 3 levels, not 2 (or a \"faces\""
                + " list of its 6 faces)");
    }

    @Test
    void a_character_with_its_six_faces_listed_may_have_fewer_levels() throws IOException {
        Files.writeString(dir.resolve("TST.json"), "{\"set\": \"TST\", \"cards\": [" + character(1, ", \"faces\":"
                + " [{\"level\": 1}, {\"level\": 1}, {\"level\": 1}, {\"energy\": [\"Fist\"]}, {\"energy\": [\"Fist\"]},"
                + " {\"energy\": [\"Fist\", \"Fist\"]}]") + "]}");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        assertThat(library.errors()).isEmpty();
        assertThat(library.byId("TST001").orElseThrow().faces()).hasSize(6);
    }

    @Test
    void a_name_with_a_line_break_is_refused_as_it_would_forge_lines_of_the_game_log() throws IOException {
        String card = character(3, "").replace("\"Tester\"", "\"Tester\\n#1 Bruce: concede\"");
        assertThat(onlyError(card).toString()).isEqualTo("TST.json, card TST001, field name: the text contains the"
                + " control character U+000A at position 7 (only letters, digits, spaces, punctuation and symbols)");
    }

    @Test
    void an_affiliation_with_a_terminal_escape_or_a_subtitle_with_a_right_to_left_override_is_refused()
            throws IOException {
        assertThat(onlyError(character(3, "").replace("\"affiliations\": []", "\"affiliations\": [\"\\u001b[2J\"]"))
                .toString()).contains("field affiliations[0]: the text contains the control character U+001B");
        assertThat(onlyError(character(3, ", \"subtitle\": \"evil\\u202Eolleh\"")).toString())
                .contains("field subtitle: the text contains the invisible formatting character U+202E at position 5");
    }

    @Test
    void a_name_longer_than_any_card_is_refused() throws IOException {
        String card = character(3, "").replace("\"Tester\"", "\"" + "x".repeat(81) + "\"");
        assertThat(onlyError(card).message()).isEqualTo("the text is 81 characters long; at most 80");
    }

    @Test
    void a_raw_escape_in_an_unknown_value_is_shown_escaped_in_the_message() throws IOException {
        String card = character(3, "").replace("\"character\"", "\"\\u001b[31mmonster\"");
        assertThat(onlyError(card).message()).startsWith("unknown value \"\\u001B[31mmonster\" (expected one of:")
                .doesNotContain("\u001b");
    }
}
