package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Picks uniformly among the engine's legal actions, from its own seeded generator so that a
 * game between random players is as repeatable as the engine itself.
 */
public final class RandomPlayer implements Player {
    private final SplittableRandom random;

    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Action choose(GameState state) {
        List<Action> legal = Engine.legalActions(state);
        if (legal.isEmpty()) {
            throw new IllegalStateException("no legal action in step " + state.step());
        }
        return legal.get(random.nextInt(legal.size()));
    }
}
