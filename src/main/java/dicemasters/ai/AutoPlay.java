package dicemasters.ai;

import dicemasters.engine.Action;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;

import java.util.function.Consumer;

/** Plays a game between two automatic players until it ends or reaches a turn limit. */
public final class AutoPlay {
    private AutoPlay() {
    }

    /** Plays on from {@code state}; every event goes to {@code log}. Returns the last state. */
    public static GameState play(GameState state, Player first, Player second, int turnLimit,
                                 Consumer<GameEvent> log) {
        Player[] players = {first, second};
        while (!state.isOver() && state.turn() <= turnLimit) {
            Action action = players[state.actingPlayer()].choose(state);
            Result result = Engine.apply(state, action);
            if (!(result instanceof Result.Done done)) {
                throw new IllegalStateException("player chose an illegal action " + action + ": "
                        + ((Result.Rejected) result).reason());
            }
            done.events().forEach(log);
            state = done.state();
        }
        return state;
    }
}
