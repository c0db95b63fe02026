package dicemasters.bench;

import dicemasters.ai.SearchPlayer;
import dicemasters.ai.SearchSettings;
import dicemasters.ai.Strength;
import dicemasters.ai.Thought;
import dicemasters.engine.state.GameState;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * One build's side of {@link SearchAb}, loaded once per build: a strength's decisions, on one
 * thread, at every sixth position with a choice of a few greedy games of the format.
 */
public final class SearchAbProbe {
    private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();
    private static List<GameState> positions;
    private static String positionsOf;

    private SearchAbProbe() {
    }

    /** Returns the processor nanoseconds, the simulated actions, a digest of the choices and the decisions. */
    public static long[] think(String strength, String format, int simulations, int games) {
        if (!(format + games).equals(positionsOf)) {
            positions = SearchFigures.positions(format, games, 6);
            positionsOf = format + games;
        }
        SearchSettings settings = Strength.valueOf(strength).settings().withThreads(1).withIterations(simulations);
        SearchPlayer player = new SearchPlayer(settings, 7);
        long nanos = 0;
        long actions = 0;
        long digest = 17;
        for (GameState s : positions) {
            long start = THREAD.getCurrentThreadCpuTime();
            Thought t = player.think(s);
            nanos += THREAD.getCurrentThreadCpuTime() - start;
            actions += t.simulatedActions();
            // the words, not hashCode: an enum's hash differs between the two class loaders
            digest = digest * 31 + t.choice().toString().hashCode() * 7L + t.iterations();
        }
        return new long[] {nanos, actions, digest, positions.size()};
    }
}
