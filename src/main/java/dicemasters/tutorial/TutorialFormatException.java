package dicemasters.tutorial;

/** A tutorial file that cannot be used; the message names the file and the field. */
public class TutorialFormatException extends RuntimeException {
    public TutorialFormatException(String message) {
        super(message);
    }

    public TutorialFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
