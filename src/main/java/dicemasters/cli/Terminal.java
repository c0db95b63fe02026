package dicemasters.cli;

import dicemasters.engine.card.PrintableText;

import java.io.PrintStream;

/**
 * Every line the command-line tools print goes through here, escaped: a name or a message quoting a
 * file can hold a line break, a terminal escape sequence or a right-to-left override, and printed raw
 * it would forge lines of the log or rewrite the terminal.
 */
final class Terminal {
    private final PrintStream out;

    Terminal(PrintStream out) {
        this.out = out;
    }

    void line(String text) {
        out.println(PrintableText.escape(text));
    }

    void line() {
        out.println();
    }

    void flush() {
        out.flush();
    }
}
