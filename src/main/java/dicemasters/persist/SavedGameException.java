package dicemasters.persist;

import dicemasters.engine.card.PrintableText;

/**
 * A saved game that cannot be opened or does not replay as recorded. The message names the
 * problem for a person to read, with the action number when one action is at fault.
 */
public final class SavedGameException extends Exception {
    /** The 1-based number of the action at fault, or 0 when the problem is not one action's. */
    private final int actionNumber;

    public SavedGameException(String message) {
        this(message, 0, null);
    }

    public SavedGameException(String message, int actionNumber, Throwable cause) {
        // Messages quote the file; escaped here, they can be printed anywhere as they are.
        super(PrintableText.escape(message), cause);
        this.actionNumber = actionNumber;
    }

    public int actionNumber() {
        return actionNumber;
    }
}
