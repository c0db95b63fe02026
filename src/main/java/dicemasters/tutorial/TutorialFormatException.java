package dicemasters.tutorial;

import dicemasters.engine.card.PrintableText;

/** A tutorial file that cannot be used; the message names the file and the field. */
public class TutorialFormatException extends RuntimeException {
    public TutorialFormatException(String message) {
        super(PrintableText.escape(message));
    }

    public TutorialFormatException(String message, Throwable cause) {
        super(PrintableText.escape(message), cause);
    }
}
