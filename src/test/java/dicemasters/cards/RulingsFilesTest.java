package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.engine.card.Keyword;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The rulings files beside the card files are read as strictly as a card file; a bad entry is left out. */
class RulingsFilesTest {
    @TempDir
    Path dir;

    private static final String CARDS = """
            {"set": "TST", "cards": [
             {"id": "TST001", "name": "Good Guy", "type": "character", "cost": 3, "energy": ["Fist"],
              "affiliations": [], "dieLimit": 4,
              "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                         {"fieldCost": 2, "attack": 3, "defense": 3}],
              "keywords": ["Attune"], "abilities": []}]}""";

    private CardLibrary load(String file, String rulings) throws IOException {
        Files.writeString(dir.resolve("TST.json"), CARDS);
        Files.createDirectories(dir.resolve("rulings"));
        Files.writeString(dir.resolve("rulings").resolve(file), rulings);
        return CardLibrary.loadDirectory(dir);
    }

    private CardLibrary load(String rulings) throws IOException {
        return load("TST.json", rulings);
    }

    private void assertSingleError(String rulings, String expected) throws IOException {
        assertThat(load(rulings).errors()).extracting(CardLoadError::toString).containsExactly(expected);
    }

    @Test
    void a_card_ruling_a_keyword_ruling_and_a_card_left_out_are_read() throws IOException {
        CardLibrary library = load("""
                {"$schema": "schema.json", "set": "TST", "rulings": {"TST001": "Read this way."},
                 "ownEngineCode": {"TST001": "Its own words."}, "leftOut": {"TST002": "Not in the data."},
                 "keywords": {"Attune": "The opponent."}}""");
        assertThat(library.errors()).isEmpty();
        CardRulings rulings = library.rulings();
        assertThat(rulings.rulingOf("TST001")).contains("Read this way.");
        assertThat(rulings.ownEngineCode()).containsEntry("TST001", "Its own words.");
        assertThat(rulings.leftOut()).containsEntry("TST002", "Not in the data.");
        assertThat(rulings.keywords()).containsEntry(Keyword.ATTUNE, "The opponent.");
        assertThat(rulings.shownWith(library.byId("TST001").orElseThrow()))
                .containsExactly("Read this way.", "Attune: The opponent.");
    }

    @Test
    void a_ruling_does_not_change_the_card_copied_into_saved_games() throws IOException {
        String before = CardJson.write(load("{\"set\": \"TST\", \"rulings\": {}}").byId("TST001").orElseThrow())
                .toString();
        String after = CardJson.write(load("{\"set\": \"TST\", \"rulings\": {\"TST001\": \"Read this way.\"}}")
                .byId("TST001").orElseThrow()).toString();
        assertThat(after).isEqualTo(before);
    }

    @Test
    void an_unknown_field_is_named_with_the_fields_allowed() throws IOException {
        assertSingleError("{\"set\": \"TST\", \"rulings\": {}, \"notes\": {}}", "rulings/TST.json, field notes:"
                + " unknown field \"notes\" (allowed: $schema, keywords, leftOut, ownEngineCode, rulings, set)");
    }

    @Test
    void a_ruling_for_no_card_is_refused_and_the_others_still_load() throws IOException {
        CardLibrary library = load("{\"set\": \"TST\", \"rulings\": {\"TST009\": \"Lost.\", \"TST001\": \"Kept.\"}}");
        assertThat(library.errors()).extracting(CardLoadError::toString).containsExactly(
                "rulings/TST.json, card TST009, field rulings.TST009: no card TST009 in the card files");
        assertThat(library.rulings().rulingOf("TST001")).contains("Kept.");
    }

    @Test
    void a_ruling_of_another_sets_card_names_the_file_it_belongs_in() throws IOException {
        assertSingleError("{\"set\": \"TST\", \"rulings\": {\"CW001\": \"Elsewhere.\"}}", "rulings/TST.json, card"
                + " CW001, field rulings.CW001: the card belongs to another set than TST: its rulings belong in"
                + " rulings/CW.json");
    }

    @Test
    void an_empty_ruling_is_refused() throws IOException {
        assertSingleError("{\"set\": \"TST\", \"rulings\": {\"TST001\": \" \"}}",
                "rulings/TST.json, card TST001, field rulings.TST001: the text is empty");
    }

    @Test
    void a_ruling_that_is_not_a_text_is_refused() throws IOException {
        assertSingleError("{\"set\": \"TST\", \"rulings\": {\"TST001\": [\"a\", \"b\"]}}",
                "rulings/TST.json, card TST001, field rulings.TST001: must be a text, not a list");
    }

    @Test
    void an_absurdly_long_ruling_is_refused() throws IOException {
        assertSingleError("{\"set\": \"TST\", \"rulings\": {\"TST001\": \"" + "a".repeat(2_001) + "\"}}",
                "rulings/TST.json, card TST001, field rulings.TST001: the text is 2001 characters long; at most 2000");
    }

    @Test
    void an_absurdly_big_file_is_refused_before_it_is_parsed() throws IOException {
        CardLibrary library = load(" ".repeat(1024 * 1024 + 1));
        assertThat(library.errors()).extracting(CardLoadError::toString).singleElement().asString()
                .startsWith("rulings/TST.json: the file is too big for a rulings file");
    }

    @Test
    void a_card_ruled_twice_in_one_file_is_refused() throws IOException {
        assertThat(load("{\"set\": \"TST\", \"rulings\": {\"TST001\": \"One.\", \"TST001\": \"Two.\"}}").errors())
                .extracting(CardLoadError::toString).singleElement().asString()
                .startsWith("rulings/TST.json: the key \"TST001\" appears twice in one object");
    }

    @Test
    void the_rulings_of_a_set_live_in_the_file_named_after_it() throws IOException {
        assertThat(load("Other.json", "{\"set\": \"TST\", \"rulings\": {}}").errors())
                .extracting(CardLoadError::toString).containsExactly(
                        "rulings/Other.json, field set: the rulings of set \"TST\" belong in rulings/TST.json");
    }

    @Test
    void the_rulings_are_required_even_when_empty() throws IOException {
        assertSingleError("{\"set\": \"TST\"}",
                "rulings/TST.json, field rulings: is required: an object of texts by card id (it may be empty)");
    }

    @Test
    void an_unknown_keyword_lists_the_keywords() throws IOException {
        assertThat(load("{\"set\": \"TST\", \"rulings\": {}, \"keywords\": {\"Flying\": \"No.\"}}").errors())
                .extracting(CardLoadError::toString).singleElement().asString()
                .startsWith("rulings/TST.json, field keywords.Flying: unknown keyword (expected one of: Ally, Attune");
    }

    @Test
    void a_card_in_the_card_files_is_not_left_out() throws IOException {
        assertSingleError("{\"set\": \"TST\", \"rulings\": {}, \"leftOut\": {\"TST001\": \"Gone.\"}}",
                "rulings/TST.json, card TST001, field leftOut.TST001: the card TST001 is in the card files, so it is"
                        + " not left out");
    }

    @Test
    void the_rulings_schema_allows_exactly_the_fields_of_the_reader() throws IOException {
        JsonNode schema = new ObjectMapper().readTree(Path.of("cards", "rulings", "schema.json").toFile());
        List<String> fields = new ArrayList<>();
        schema.get("properties").fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactlyInAnyOrderElementsOf(RulingsReader.FILE_FIELDS);
    }

    @Test
    void the_shipped_rulings_load_without_error_and_name_only_shipped_cards() {
        CardLibrary library = CardLibrary.loadDirectory(Path.of("cards"));
        assertThat(library.errors()).isEmpty();
        assertThat(library.rulings().rulings()).isNotEmpty();
        library.rulings().rulings().keySet().forEach(id -> assertThat(library.byId(id)).isPresent());
    }
}
