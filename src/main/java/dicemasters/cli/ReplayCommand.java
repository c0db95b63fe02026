package dicemasters.cli;

import dicemasters.engine.state.GameState;
import dicemasters.persist.ReplayCheck;
import dicemasters.persist.SavedGame;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;

import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Replays a saved game without a window, checks every recorded state hash, prints the game log
 * and the final state. Exit status: 0 when everything matches, 1 when the replay departs from the
 * record (the first action at fault, or the first edited card, is printed), 2 when the file cannot
 * be read at all, 3 when the program itself fails (a bug to report, never a verdict on the file).
 * Usage: ReplayCommand [--no-log] path/to/game.json
 */
public final class ReplayCommand {
    public static final int MATCHES = 0;
    public static final int DIVERGED = 1;
    public static final int UNREADABLE = 2;
    public static final int INTERNAL_ERROR = 3;

    private ReplayCommand() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Does the whole job and returns the exit status (kept apart from main so tests can call it). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Terminal o = new Terminal(out);
        Terminal e = new Terminal(err);
        try {
            return replay(args, o, e);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError fault) {
            o.flush();
            e.line("Internal error: the program failed (" + fault + "); this is a fault of the program, not a"
                    + " verdict on the file. Please report it with the file.");
            return INTERNAL_ERROR;
        }
    }

    private static int replay(String[] args, Terminal out, Terminal err) {
        boolean log = true;
        String file = null;
        for (String arg : args) {
            if (arg.equals("--no-log")) {
                log = false;
            } else if (file == null && !arg.startsWith("--")) {
                file = arg;
            } else {
                file = null;
                break;
            }
        }
        if (file == null) {
            err.line("Usage: ReplayCommand [--no-log] path/to/game.json");
            return UNREADABLE;
        }
        SavedGame game;
        try {
            game = SavedGames.read(Path.of(file));
        } catch (SavedGameException | java.nio.file.InvalidPathException e) {
            err.line("Cannot replay: " + e.getMessage());
            return UNREADABLE;
        }
        return replay(game, Path.of(file).getFileName().toString(), log, out, err);
    }

    private static int replay(SavedGame game, String name, boolean log, Terminal out, Terminal err) {
        out.line("Replaying " + name + ": " + game.setup().format() + " game, "
                + game.setup().teams().get(0).playerName() + " vs " + game.setup().teams().get(1).playerName()
                + ", seed " + game.seed() + ", " + game.actions().size() + " actions.");
        ReplayCheck.Outcome outcome;
        try {
            outcome = ReplayCheck.run(game);
        } catch (SavedGameException e) {
            err.line("Cannot replay: " + name + ": " + e.getMessage());
            return UNREADABLE;
        }
        if (log) {
            printLog(outcome.session(), out);
        }
        out.line();
        out.line("Final state:");
        StateSummary.lines(outcome.session().current()).forEach(line -> out.line("  " + line));
        out.line();
        if (outcome.matches()) {
            String counts = "(" + game.actions().size() + " actions, turn " + outcome.session().current().turn() + ")";
            out.line(game.cardHashes().isEmpty() ? "Every recorded state hash matches " + counts + ", but "
                    + SavedGame.CARDS_NOT_RECORDED + "." : "OK: every recorded state hash matches " + counts + ".");
            return MATCHES;
        }
        ReplayCheck.Divergence divergence = outcome.divergence();
        if (divergence.engineFault()) {
            err.line("Internal error at action " + divergence.actionNumber() + ": " + divergence.message()
                    + " (a fault of the program, not of the file; please report it with the file)");
            return INTERNAL_ERROR;
        }
        err.line("DIVERGED at action " + divergence.actionNumber() + ": " + divergence.message());
        return DIVERGED;
    }

    private static void printLog(GameSession session, Terminal out) {
        GameLog.lines(session.eventsOf(0)).forEach(out::line);
        for (int i = 1; i <= session.actions().size(); i++) {
            GameState before = session.stateAfter(i - 1);
            out.line("#" + i + " " + before.player(before.actingPlayer()).name() + ": "
                    + ReplayCheck.describe(session.actions().get(i - 1)));
            GameLog.lines(session.eventsOf(i)).forEach(line -> out.line("    " + line));
        }
    }
}
