package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** cards/schema.json offers editors exactly the names the loader accepts. */
class SchemaTest {
    private static JsonNode schema() throws IOException {
        return new ObjectMapper().readTree(Path.of("cards", "schema.json").toFile());
    }

    private static List<String> strings(JsonNode array) {
        List<String> result = new ArrayList<>();
        array.forEach(n -> result.add(n.asText()));
        return result;
    }

    @Test
    void the_schema_lists_the_vocabulary_of_the_loader() throws IOException {
        JsonNode defs = schema().get("$defs");
        assertThat(strings(defs.at("/ability/properties/trigger/enum"))).isEqualTo(Vocabulary.TRIGGERS.names());
        assertThat(strings(defs.at("/card/properties/keywords/items/enum"))).isEqualTo(Vocabulary.KEYWORDS.names());
        assertThat(strings(defs.at("/card/properties/type/enum"))).isEqualTo(Vocabulary.TYPES.names());
        assertThat(strings(defs.at("/selector/properties/select/enum"))).isEqualTo(Vocabulary.SELECTIONS.names());
        assertThat(strings(defs.at("/selector/properties/place/enum"))).isEqualTo(Vocabulary.PLACES.names());
        assertThat(strings(defs.at("/ability/properties/if/properties/kind/enum")))
                .isEqualTo(Vocabulary.CONDITIONS.names());
        defs.at("/effect/oneOf").forEach(e -> {
            if (e.at("/properties/do/const").asText().equals("restrict")) {
                assertThat(strings(e.at("/properties/restriction/enum"))).isEqualTo(Vocabulary.RESTRICTIONS.names());
            }
        });
        List<String> effects = new ArrayList<>();
        defs.at("/effect/oneOf").forEach(e -> effects.add(e.at("/properties/do/const").asText()));
        assertThat(effects).isEqualTo(Vocabulary.EFFECTS);
    }

    @Test
    void the_schema_allows_exactly_the_card_fields_of_the_loader() throws IOException {
        List<String> fields = new ArrayList<>();
        schema().at("/$defs/card/properties").fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactlyInAnyOrderElementsOf(CardJson.CARD_FIELDS);
    }
}
