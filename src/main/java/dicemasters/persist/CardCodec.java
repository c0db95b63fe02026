package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.CardDefinition;

/**
 * How a saved game writes and reads the copy of each card definition it used. One small seam so
 * the saved-game format can follow the card files' own JSON form.
 */
interface CardCodec {

    /** The codec saved games use. */
    static CardCodec standard() {
        return new OwnCardJson();
    }

    JsonNode write(CardDefinition card);

    /** Reads one card strictly; {@code source} names where it is for error messages. */
    CardDefinition read(JsonNode node, String source) throws SavedGameException;
}
