package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.cards.CardFormatException;
import dicemasters.cards.CardJson;
import dicemasters.cards.EarlierEffectWords;
import dicemasters.engine.card.CardDefinition;

/**
 * How a saved game writes and reads the copy of each card definition it used: the card files'
 * own JSON form, read just as strictly, so a saved game's cards read like any card file. A copy
 * written by an earlier version, in effect words since merged into families, is read in today's
 * words ({@link EarlierEffectWords}).
 */
interface CardCodec {

    /** The codec saved games use. */
    static CardCodec standard() {
        return new CardCodec() {
            @Override
            public JsonNode write(CardDefinition card) {
                return CardJson.write(card);
            }

            @Override
            public CardDefinition read(JsonNode node, String source) throws SavedGameException {
                try {
                    return CardJson.read(EarlierEffectWords.upgrade(node), source);
                } catch (CardFormatException e) {
                    throw new SavedGameException(e.getMessage(), 0, e);
                }
            }
        };
    }

    JsonNode write(CardDefinition card);

    /** Reads one card strictly; {@code source} names where it is for error messages. */
    CardDefinition read(JsonNode node, String source) throws SavedGameException;
}
