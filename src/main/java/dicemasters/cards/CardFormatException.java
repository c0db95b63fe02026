package dicemasters.cards;

/** Thrown while reading one card or file; carries the error to report. */
public final class CardFormatException extends RuntimeException {
    private final transient CardLoadError error;

    public CardFormatException(CardLoadError error) {
        super(error.toString());
        this.error = error;
    }

    public CardLoadError error() {
        return error;
    }
}
