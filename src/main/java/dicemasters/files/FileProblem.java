package dicemasters.files;

import dicemasters.engine.card.PrintableText;

/**
 * A file that cannot be read as the JSON it should be: missing, not an ordinary file, too big, not
 * UTF-8, not valid JSON, a key twice, text after the value. The message says what, for a person,
 * without the file's name (the caller puts it in front, as each kind of file names itself).
 */
public final class FileProblem extends Exception {
    public FileProblem(String message) {
        super(PrintableText.escape(message));
    }

    public FileProblem(String message, Throwable cause) {
        super(PrintableText.escape(message), cause);
    }
}
