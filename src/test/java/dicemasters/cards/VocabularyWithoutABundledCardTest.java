package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.CardDefinition;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Words of the card language that no shipped card uses yet (the rulebooks define them): they load,
 * read as clear text and survive a round trip, so a card written with them works at once. Their
 * rules are tested in the engine's tests (ControlTest).
 */
class VocabularyWithoutABundledCardTest {

    private static CardDefinition read(String abilities) {
        String json = """
                {"id": "TST001", "name": "Puppeteer", "type": "character", "cost": 3, "energy": ["Mask"],
                 "affiliations": [], "dieLimit": 4,
                 "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}], "keywords": [],
                 "abilities": %s}""".formatted(abilities);
        try {
            return CardJson.read(CardJson.mapper().readTree(json), "test");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void take_control_reads_as_text_and_survives_a_round_trip() {
        CardDefinition card = read("""
                [{"trigger": "when fielded", "effects": [{"do": "take control",
                  "dice": {"select": "target", "side": "opposing"}}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When fielded, take control of target opposing character die until"
                + " end of turn (it goes back to its owner then, or as soon as Puppeteer leaves the Field Zone).");
        JsonNode json = CardJson.write(card);
        assertThat(CardJson.read(json, "round trip")).isEqualTo(card);
    }

    @Test
    void gain_energy_reads_as_text_and_survives_a_round_trip() {
        CardDefinition card = read("""
                [{"trigger": "when fielded", "effects": [{"do": "gain energy", "player": "you", "energy": "Mask",
                  "count": 2}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When fielded, you gain 2 Mask energy (not on a die: it is lost"
                + " when priority passes).");
        JsonNode json = CardJson.write(card);
        assertThat(CardJson.read(json, "round trip")).isEqualTo(card);
    }
}
