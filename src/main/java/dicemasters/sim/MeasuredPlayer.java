package dicemasters.sim;

import dicemasters.ai.Player;
import dicemasters.ai.SearchPlayer;
import dicemasters.engine.Action;
import dicemasters.engine.GameState;

/** A player whose thinking is counted: a search player's every decision goes into the stats. */
final class MeasuredPlayer implements Player {
    private final Player player;
    private final ThinkingStats stats;

    MeasuredPlayer(Player player, ThinkingStats stats) {
        this.player = player;
        this.stats = stats;
    }

    @Override
    public Action choose(GameState state) {
        if (player instanceof SearchPlayer search) {
            var thought = search.think(state);
            stats.add(thought);
            return thought.choice();
        }
        return player.choose(state);
    }
}
