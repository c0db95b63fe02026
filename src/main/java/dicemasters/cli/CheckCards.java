package dicemasters.cli;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.CardLoadError;

import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Checks a card folder as the program would play from it (card files and presets.json) and prints
 * every problem, naming the file, the card and the field. Usage: {@code CheckCards [folder]}, the
 * program's own card folder when none is given. Exit status: 0 when everything loads, 1 when some
 * files, cards or presets are refused (the rest load and can be played), 2 when nothing can be played
 * (the folder is missing, cannot be read, or no card loads), 3 when the program itself fails.
 */
public final class CheckCards {
    public static final int ALL_LOADED = 0;
    public static final int SOME_REFUSED = 1;
    public static final int NOTHING_LOADED = 2;
    public static final int INTERNAL_ERROR = 3;

    private CheckCards() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Terminal o = new Terminal(out);
        Terminal e = new Terminal(err);
        try {
            if (args.length > 1) {
                e.line("Usage: CheckCards [folder]");
                return NOTHING_LOADED;
            }
            CardLibrary library = args.length == 0 ? CardLibrary.loadBundled()
                    : CardLibrary.loadCardFolder(Path.of(args[0]));
            return report(library, o, e);
        } catch (InvalidPathException bad) {
            e.line("Cannot check: " + bad.getMessage());
            return NOTHING_LOADED;
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError fault) {
            e.line("Internal error: the program failed (" + fault + "). Please report it with the folder.");
            return INTERNAL_ERROR;
        }
    }

    private static int report(CardLibrary library, Terminal out, Terminal err) {
        for (CardLoadError error : library.errors()) {
            err.line(error.toString());
        }
        out.line(library.cards().size() + " cards (" + library.playableCards().size() + " playable) and "
                + library.allPresets().size() + " presets loaded; " + library.errors().size() + " problems.");
        if (library.errors().isEmpty()) {
            out.line("OK: every card file and preset loads.");
            return ALL_LOADED;
        }
        return library.cards().isEmpty() ? NOTHING_LOADED : SOME_REFUSED;
    }
}
