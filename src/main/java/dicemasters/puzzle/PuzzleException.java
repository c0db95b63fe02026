package dicemasters.puzzle;

/** A puzzle file that cannot be read or played: the message names the file, the line and the field, or the move. */
public final class PuzzleException extends Exception {
    public PuzzleException(String message) {
        super(message);
    }

    public PuzzleException(String message, Throwable cause) {
        super(message, cause);
    }
}
