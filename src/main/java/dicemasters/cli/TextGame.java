package dicemasters.cli;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.RandomPlayer;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameSetup;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;
import dicemasters.session.GameLog;

import java.util.ArrayList;
import java.util.List;

/**
 * Watch a whole game in the terminal: two random players play the DC Justice demo and every
 * event of the game log is printed. Usage: TextGame [seed].
 */
public final class TextGame {
    private TextGame() {
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : System.nanoTime();
        Result.Done start = Engine.start(DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST), seed);
        List<GameEvent> events = new ArrayList<>(start.events());
        GameState end = AutoPlay.play(start.state(), new RandomPlayer(seed + 1), new RandomPlayer(seed + 2), 200,
                events::add);
        GameLog.lines(events).forEach(System.out::println);
        System.out.println();
        System.out.println(end.isOver() ? "Game over after " + end.turn() + " turns." : "Stopped at the turn limit.");
    }
}
