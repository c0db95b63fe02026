package dicemasters.cli;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameLog;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Watch a whole game in the terminal: two random players play the DC Justice demo and every event
 * of the game log is printed. Usage: {@code TextGame [seed] [--names Sam,Bruce]}. Exit status: 0 when
 * the game was played, 2 when it cannot start (a wrong argument, a name refused, the card files
 * missing or broken: the message says which), 3 when the program itself fails.
 */
public final class TextGame {
    public static final int PLAYED = 0;
    public static final int CANNOT_START = 2;
    public static final int INTERNAL_ERROR = 3;
    private static final String USAGE = "Usage: TextGame [seed] [--names First,Second]";

    private TextGame() {
    }

    public static void main(String[] args) {
        System.exit(run(args, CardLibrary.loadBundled(), System.out, System.err));
    }

    /** Does the whole job with the given cards and returns the exit status. */
    public static int run(String[] args, CardLibrary library, PrintStream out, PrintStream err) {
        Terminal o = new Terminal(out);
        Terminal e = new Terminal(err);
        try {
            return play(args, library, o, e);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError fault) {
            e.line("Internal error: the program failed (" + fault + "). Please report it.");
            return INTERNAL_ERROR;
        }
    }

    private static int play(String[] args, CardLibrary library, Terminal out, Terminal err) {
        Long seed = null;
        List<String> names = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--names") && i + 1 < args.length && names == null) {
                names = List.of(args[++i].split(",", -1));
            } else if (seed == null && args[i].matches("-?[0-9]{1,18}")) {
                seed = Long.parseLong(args[i]);
            } else {
                err.line("Not understood: '" + args[i] + "'. " + USAGE);
                return CANNOT_START;
            }
        }
        Optional<String> refused = namesProblem(names);
        if (refused.isPresent()) {
            err.line("Cannot start: " + refused.get() + ". " + USAGE);
            return CANNOT_START;
        }
        Optional<Preset> demo = library.preset(DemoTeams.DC_JUSTICE_DEMO);
        if (demo.isEmpty()) {
            err.line("Cannot start: the DC Justice demo teams (preset '" + DemoTeams.DC_JUSTICE_DEMO
                    + "' of cards/presets.json) did not load from the card files.");
            library.errors().forEach(problem -> err.line("  " + problem));
            err.line("Reinstall the program (or build it again with mvn package) to get the card files back.");
            return CANNOT_START;
        }
        GameSetup setup = named(demo.get().toSetup(GameSetup.RANDOM_FIRST), names);
        long gameSeed = seed != null ? seed : System.nanoTime();
        Result.Done start = Engine.start(setup, gameSeed);
        List<GameEvent> events = new ArrayList<>(start.events());
        GameState end = AutoPlay.play(start.state(), new RandomPlayer(gameSeed + 1), new RandomPlayer(gameSeed + 2),
                200, events::add);
        GameLog.lines(events).forEach(out::line);
        out.line();
        out.line(end.isOver() ? "Game over after " + end.turn() + " turns." : "Stopped at the turn limit.");
        return PLAYED;
    }

    /** Two names, each one a player may have ("is empty", "contains the control character U+001B ..."). */
    private static Optional<String> namesProblem(List<String> names) {
        if (names == null) {
            return Optional.empty();
        }
        if (names.size() != 2) {
            return Optional.of("--names needs two names separated by a comma");
        }
        for (int p = 0; p < 2; p++) {
            String problem = GameSetup.nameProblem(names.get(p));
            if (problem != null) {
                return Optional.of("the name of player " + (p + 1) + " " + problem);
            }
        }
        return Optional.empty();
    }

    private static GameSetup named(GameSetup setup, List<String> names) {
        if (names == null) {
            return setup;
        }
        List<GameSetup.Team> teams = List.of(new GameSetup.Team(names.get(0), setup.teams().get(0).cards()),
                new GameSetup.Team(names.get(1), setup.teams().get(1).cards()));
        return new GameSetup(setup.format(), setup.startingLife(), teams, setup.basicActions(),
                setup.diceEachBasicAction(), setup.firstPlayer());
    }
}
