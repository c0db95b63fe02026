package dicemasters.bench;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.SearchPlayer;
import dicemasters.ai.SearchSettings;
import dicemasters.ai.Strength;
import dicemasters.ai.Thought;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.state.GameState;
import dicemasters.sim.Simulator;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How fast the computer thinks, in processor time of the thinking thread (see CpuTimeFigures for
 * why): a strength's decisions on positions of greedy games of a format (every third decision with
 * more than one legal action, from 8 games), after one warm-up pass. Prints the processor time per
 * decision (mean and longest), simulations and simulated engine actions per processor-second.
 * Usage: SearchFigures [strength (normal)] [format (tournament)] [passes (2)].
 */
public final class SearchFigures {
    private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();

    private SearchFigures() {
    }

    public static void main(String[] args) {
        Strength strength = Strength.valueOf((args.length > 0 ? args[0] : "normal").toUpperCase(Locale.ROOT));
        String format = args.length > 1 ? args[1] : "tournament";
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        List<GameState> positions = positions(format);
        SearchSettings settings = strength.settings().withThreads(1);
        System.out.printf(Locale.ROOT, "%s, %s format, %d positions, %d simulations per decision, one thread%n",
                strength.label(), format, positions.size(), settings.iterations());
        for (int pass = 0; pass <= passes; pass++) {
            SearchPlayer player = new SearchPlayer(settings, pass);
            long cpu = 0;
            long longest = 0;
            long iterations = 0;
            long actions = 0;
            long wallStart = System.nanoTime();
            for (GameState s : positions) {
                long start = THREAD.getCurrentThreadCpuTime();
                Thought t = player.think(s);
                long used = THREAD.getCurrentThreadCpuTime() - start;
                cpu += used;
                longest = Math.max(longest, used);
                iterations += t.iterations();
                actions += t.simulatedActions();
            }
            double wall = (System.nanoTime() - wallStart) / 1e9;
            System.out.printf(Locale.ROOT, "%s: %.3f s per decision (longest %.3f s), %.0f simulations and %.0f engine"
                            + " actions per processor-second (wall: %.1f s for %.1f s of processor time)%n",
                    pass == 0 ? "warm-up" : "pass " + pass, cpu / 1e9 / positions.size(), longest / 1e9,
                    iterations / (cpu / 1e9), actions / (cpu / 1e9), wall, cpu / 1e9);
        }
    }

    static List<GameState> positions(String format) {
        return positions(format, 8, 3);
    }

    /** Every {@code every}-th position with a choice in greedy games of the format, seeds 1 to {@code games}. */
    static List<GameState> positions(String format, int games, int every) {
        List<GameState> positions = new ArrayList<>();
        GreedyPlayer greedy = new GreedyPlayer();
        var setup = Simulator.setup(format);
        for (long seed = 1; seed <= games; seed++) {
            GameState s = Engine.start(setup, seed).state();
            int decision = 0;
            while (!s.isOver() && s.turn() <= 100) {
                if (Engine.legalActions(s).size() > 1 && decision++ % every == 0) {
                    positions.add(s);
                }
                s = ((Result.Done) Engine.apply(s, greedy.choose(s))).state();
            }
        }
        return positions;
    }
}
