package dicemasters.cli;

import dicemasters.engine.GameState;
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
 * record (the first action at fault is printed), 2 when the file cannot be read at all.
 * Usage: ReplayCommand [--no-log] path/to/game.json
 */
public final class ReplayCommand {
    public static final int MATCHES = 0;
    public static final int DIVERGED = 1;
    public static final int UNREADABLE = 2;

    private ReplayCommand() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Does the whole job and returns the exit status (kept apart from main so tests can call it). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
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
            err.println("Usage: ReplayCommand [--no-log] path/to/game.json");
            return UNREADABLE;
        }
        SavedGame game;
        try {
            game = SavedGames.read(Path.of(file));
        } catch (SavedGameException e) {
            err.println("Cannot replay: " + e.getMessage());
            return UNREADABLE;
        }
        return replay(game, Path.of(file).getFileName().toString(), log, out, err);
    }

    private static int replay(SavedGame game, String name, boolean log, PrintStream out, PrintStream err) {
        out.println("Replaying " + name + ": " + game.setup().format() + " game, "
                + game.setup().teams().get(0).playerName() + " vs " + game.setup().teams().get(1).playerName()
                + ", seed " + game.seed() + ", " + game.actions().size() + " actions.");
        ReplayCheck.Outcome outcome;
        try {
            outcome = ReplayCheck.run(game);
        } catch (SavedGameException e) {
            err.println("Cannot replay: " + name + ": " + e.getMessage());
            return UNREADABLE;
        }
        if (log) {
            printLog(outcome.session(), out);
        }
        out.println();
        out.println("Final state:");
        StateSummary.lines(outcome.session().current()).forEach(line -> out.println("  " + line));
        out.println();
        if (outcome.matches()) {
            out.println("OK: every recorded state hash matches (" + game.actions().size() + " actions, turn "
                    + outcome.session().current().turn() + ").");
            return MATCHES;
        }
        err.println("DIVERGED at action " + outcome.divergence().actionNumber() + ": "
                + outcome.divergence().message());
        return DIVERGED;
    }

    private static void printLog(GameSession session, PrintStream out) {
        GameLog.lines(session.eventsOf(0)).forEach(out::println);
        for (int i = 1; i <= session.actions().size(); i++) {
            GameState before = session.stateAfter(i - 1);
            out.println("#" + i + " " + before.player(before.actingPlayer()).name() + ": "
                    + ReplayCheck.describe(session.actions().get(i - 1)));
            GameLog.lines(session.eventsOf(i)).forEach(line -> out.println("    " + line));
        }
    }
}
