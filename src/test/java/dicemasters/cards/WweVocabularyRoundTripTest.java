package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Words issue 16 added for the WWE cards and keywords that no card file spells out (the keywords'
 * built-in abilities use them): they load, read as clear text and survive a round trip, so a future
 * card can print them.
 */
class WweVocabularyRoundTripTest {

    private static CardDefinition read(String abilities) {
        String json = """
                {"id": "TST001", "name": "Brawler", "type": "character", "cost": 3, "energy": ["Fist"],
                 "affiliations": [], "dieLimit": 4,
                 "levels": [{"fieldCost": 0, "attack": 4, "defense": 2}, {"fieldCost": 1, "attack": 5, "defense": 3},
                            {"fieldCost": 2, "attack": 6, "defense": 4}], "keywords": [],
                 "abilities": %s}""".formatted(abilities);
        try {
            CardDefinition card = CardJson.read(CardJson.mapper().readTree(json), "test");
            assertThat(CardJson.read(CardJson.write(card), "round trip")).isEqualTo(card);
            return card;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void an_ability_that_cleaves_reads_as_combat_damage_when_its_combat_damage_kos_a_die() {
        CardDefinition card = read("""
                [{"trigger": "when its combat damage KOs a die", "usesPerTurn": 1, "effects": [{"do": "damage",
                  "dice": {"select": "target", "side": "opposing"}, "amount": {"attackOf": {"select": "this"},
                  "divideBy": 2}, "combat": true}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When Brawler's combat damage KOs a character die, deal combat"
                + " damage equal to half of Brawler's A, rounded down to target opposing character die. Use only"
                + " once per turn.");
    }

    @Test
    void an_underdog_ability_reads_as_a_you_may_with_its_condition() {
        CardDefinition card = read("""
                [{"trigger": "when fielded", "optional": true, "if": {"kind": "opponent has more dice in the field"},
                  "effects": [{"do": "spin to level", "dice": {"select": "all", "side": "own"}, "level": 3}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When fielded, if your opponent has more character dice in their"
                + " Field Zone than you, you may spin all character dice you control to level 3.");
    }

    @Test
    void an_attune_like_ability_reads_as_when_you_use_an_action_die() {
        CardDefinition card = read("""
                [{"trigger": "when you use an action die", "effects": [{"do": "damage die or opponent",
                  "dice": {"select": "target", "upTo": true}, "amount": 1}]}]""");
        assertThat(CardText.of(card)).startsWith("While Brawler is active, when you use an action die, deal 1 damage"
                + " to target character die");
    }

    @Test
    void an_ability_put_off_to_the_end_of_the_turn_says_so() {
        CardDefinition card = read("""
                [{"trigger": "when knocked out", "atEndOfTurn": true, "effects": [{"do": "move",
                  "dice": {"select": "this", "place": "prep"}, "to": "field", "level": 2}]}]""");
        assertThat(CardText.of(card)).isEqualTo("When Brawler is KO'd, at the end of the turn, move Brawler to the"
                + " Field Zone at level 2 (this is not fielding).");
    }
}
