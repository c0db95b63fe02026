package dicemasters.sim;

import dicemasters.ai.Player;
import dicemasters.ai.SearchPlayer;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;

/**
 * A player whose thinking is counted: a search player's every decision goes into the stats, with
 * the processor time of this thread (the simulator's search players think on the calling thread).
 */
final class MeasuredPlayer implements Player {
    private static final java.lang.management.ThreadMXBean THREAD =
            java.lang.management.ManagementFactory.getThreadMXBean();
    private final Player player;
    private final ThinkingStats stats;

    MeasuredPlayer(Player player, ThinkingStats stats) {
        this.player = player;
        this.stats = stats;
    }

    @Override
    public Action choose(GameState state) {
        if (player instanceof SearchPlayer search) {
            long cpu = THREAD.getCurrentThreadCpuTime();
            var thought = search.think(state);
            stats.add(thought, THREAD.getCurrentThreadCpuTime() - cpu);
            return thought.choice();
        }
        return player.choose(state);
    }
}
