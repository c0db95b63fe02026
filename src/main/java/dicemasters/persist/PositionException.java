package dicemasters.persist;

/**
 * A position file that cannot be read, or a position the rules do not allow; the message names the
 * file, the line and the field, or says in words which rule the position breaks.
 */
public final class PositionException extends Exception {
    public PositionException(String message) {
        super(message);
    }

    public PositionException(String message, Throwable cause) {
        super(message, cause);
    }
}
