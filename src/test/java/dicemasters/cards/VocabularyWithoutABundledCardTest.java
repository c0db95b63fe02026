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
                 "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                            {"fieldCost": 2, "attack": 3, "defense": 3}], "keywords": [],
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

    @Test
    void create_character_tokens_reads_as_text_and_survives_a_round_trip() {
        CardDefinition card = read("""
                [{"trigger": "when fielded", "effects": [{"do": "create character tokens", "count": 2,
                  "name": "Clone", "attack": 2, "defense": 3}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When fielded, create 2 Clone character tokens (2A 3D; level 1,"
                + " cost 0, no energy type; they exist only in the Field Zone and cannot be spun or rerolled).");
        JsonNode json = CardJson.write(card);
        assertThat(CardJson.read(json, "round trip")).isEqualTo(card);
    }

    @Test
    void a_single_character_token_is_one_with_no_attack_unless_given() {
        CardDefinition card = read("""
                [{"trigger": "when fielded", "effects": [{"do": "create character tokens", "name": "Drone",
                  "defense": 1}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When fielded, create a Drone character token (0A 1D; level 1,"
                + " cost 0, no energy type; it exists only in the Field Zone and cannot be spun or rerolled).");
        assertThat(CardJson.read(CardJson.write(card), "round trip")).isEqualTo(card);
    }

    @Test
    void field_from_the_used_pile_reads_as_text_with_its_level_and_survives_a_round_trip() {
        CardDefinition card = read("""
                [{"trigger": "when fielded", "effects": [{"do": "field", "level": 2,
                  "dice": {"select": "target", "side": "own", "place": "used", "character": true}}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When fielded, field target character die in your Used Pile at no"
                + " cost at level 2.");
        assertThat(CardJson.read(CardJson.write(card), "round trip")).isEqualTo(card);

        CardDefinition levelOne = read("""
                [{"trigger": "when fielded", "effects": [{"do": "field",
                  "dice": {"select": "target", "side": "own", "place": "used", "character": true}}]}]""");
        assertThat(CardText.of(levelOne)).as("from elsewhere than the Reserve Pool, level 1 unless it says")
                .isEqualTo("When fielded, field target character die in your Used Pile at no cost at level 1.");
        assertThat(CardJson.read(CardJson.write(levelOne), "round trip")).isEqualTo(levelOne);
    }
}
