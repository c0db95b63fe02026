package dicemasters.bench;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.GreedyPlayer;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.sim.Simulator;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.DoubleSupplier;

/**
 * The benchmarks' measurements in processor time of the measuring thread instead of wall time:
 * on a machine shared with other busy processes, wall time mostly measures how often the thread
 * got a core, while its own processor time stays close to what an idle core gives. The work of the
 * JIT compiler and the garbage collector's threads is not counted (a few per cent here).
 * Each figure: a warm-up, then N rounds (default 9); the median and the range are printed.
 * Usage: CpuTimeFigures [rounds].
 */
public final class CpuTimeFigures {
    private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();
    private static final long ROUND_NANOS = 1_000_000_000L;

    private CpuTimeFigures() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        GreedyPlayer greedy = new GreedyPlayer();
        for (String format : new String[]{"demo", "tournament"}) {
            GameSetup setup = Simulator.setup(format);
            long[] seed = {0};
            report("greedy " + format + " games per second", "games/s", rounds, () -> perSecond(() ->
                    AutoPlay.play(Engine.start(setup, ++seed[0]).state(), greedy, greedy, BenchGames.TURN_LIMIT,
                            e -> { })));
        }
        GameState busy = BenchGames.busyState();
        Action chosen = greedy.choose(busy);
        report("legal actions in the busy state (" + Engine.legalActions(busy).size() + " actions)", "us", rounds,
                () -> 1e6 / perSecond(() -> Engine.legalActions(busy)));
        report("applying one action in the busy state", "us", rounds,
                () -> 1e6 / perSecond(() -> Engine.apply(busy, chosen)));
        BenchGames.Recording recording = BenchGames.savedLongGame();
        double[] medians = new double[2];
        int i = 0;
        for (int actions : new int[]{200, 2000}) {
            medians[i++] = report("replaying " + actions + " actions of the saved game", "ms", rounds,
                    () -> 1e3 / perSecond(() -> recording.replay(actions)));
        }
        System.out.printf(Locale.ROOT, "replay 2,000 / 200 actions: %.2f times longer (medians)%n",
                medians[1] / medians[0]);
    }

    /** How many times per processor-second {@code work} runs, over about one processor-second. */
    private static double perSecond(Runnable work) {
        long start = THREAD.getCurrentThreadCpuTime();
        long runs = 0;
        long used;
        do {
            work.run();
            runs++;
            used = THREAD.getCurrentThreadCpuTime() - start;
        } while (used < ROUND_NANOS);
        return runs / (used / 1e9);
    }

    private static double report(String what, String unit, int rounds, DoubleSupplier measure) {
        for (int w = 0; w < 3; w++) {
            measure.getAsDouble();
        }
        double[] values = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            values[r] = measure.getAsDouble();
        }
        Arrays.sort(values);
        double median = values[rounds / 2];
        System.out.printf(Locale.ROOT, "%-58s median %10.2f %-7s range %.2f - %.2f%n", what, median, unit,
                values[0], values[rounds - 1]);
        return median;
    }
}
