package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cards of one character in one set share one die: the same faces (fielding costs, A and D,
 * bursts) and energy type on every card of that character, whichever card the player brings.
 */
class OneDiePerCharacterTest {
    @Test
    void the_cards_of_one_character_in_one_set_have_the_same_die() {
        CardLibrary library = CardLibrary.loadDirectory(Path.of("cards"));
        Map<String, List<CardDefinition>> bySetAndName = new TreeMap<>();
        for (CardDefinition card : library.cards()) {
            if (card.type() == CardType.CHARACTER) {
                String set = card.id().replaceAll("[0-9].*$", "");
                bySetAndName.computeIfAbsent(set + " " + card.name(), k -> new ArrayList<>()).add(card);
            }
        }
        List<String> differing = new ArrayList<>();
        bySetAndName.forEach((character, cards) -> {
            CardDefinition first = cards.get(0);
            for (CardDefinition other : cards.subList(1, cards.size())) {
                if (!other.faces().equals(first.faces()) || !other.energyTypes().equals(first.energyTypes())) {
                    differing.add(character + ": " + first.id() + " and " + other.id());
                }
            }
        });
        assertThat(bySetAndName.values().stream().filter(cards -> cards.size() > 1).count())
                .as("characters with more than one card in a set").isGreaterThan(50);
        assertThat(differing).as("cards of one character in one set with different dice").isEmpty();
    }
}
