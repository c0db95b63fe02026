package dicemasters.cards;

import dicemasters.engine.card.PrintableText;

/**
 * A problem found while loading card data: which file, which card (or null when the problem is
 * not about one card), which field (a path such as {@code abilities[1].effects[0].amount}) and
 * what is wrong, in words a card author can act on. Text quoted from a file is escaped.
 */
public record CardLoadError(String file, String cardId, String field, String message) {

    /** Every part may quote a file, so every part is made printable here, once for all messages. */
    public CardLoadError {
        file = file == null ? null : PrintableText.escape(file);
        cardId = cardId == null ? null : PrintableText.escape(cardId);
        field = field == null ? null : PrintableText.escape(field);
        message = PrintableText.escape(message);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(file == null ? "(no file)" : file);
        if (cardId != null) {
            b.append(", card ").append(cardId);
        }
        if (field != null && !field.isEmpty()) {
            b.append(", field ").append(field);
        }
        return b.append(": ").append(message).toString();
    }
}
