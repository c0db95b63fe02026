package dicemasters.tutorial;

import dicemasters.engine.card.CardDefinition;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Where a tutorial's setup finds its cards by id ("JUS061"). Kept to one method so that the card
 * library can stand in for the interim cards with a single line: {@code id -> library.byId(id)}.
 */
@FunctionalInterface
public interface CardSource {

    /** The card with this id, or null when the source has none. */
    CardDefinition byId(String id);

    static CardSource of(Collection<CardDefinition> cards) {
        List<CardDefinition> list = new ArrayList<>(cards);
        return id -> list.stream().filter(c -> c.id().equalsIgnoreCase(id)).findFirst().orElse(null);
    }
}
