package dicemasters.cards;

/**
 * A problem found while loading card data: which file, which card (or null when the problem is
 * not about one card), which field (a path such as {@code abilities[1].effects[0].amount}) and
 * what is wrong, in words a card author can act on.
 */
public record CardLoadError(String file, String cardId, String field, String message) {

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
