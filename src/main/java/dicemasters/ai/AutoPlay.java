package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;

import java.util.function.Consumer;

/** Plays a game between automatic players (one per seat: two, or four in Doubles) until it ends or reaches a turn limit. */
public final class AutoPlay {
    private AutoPlay() {
    }

    /** Plays on from {@code state}; every event goes to {@code log}. Returns the last state. */
    public static GameState play(GameState state, Player first, Player second, int turnLimit,
                                 Consumer<GameEvent> log) {
        return play(state, java.util.List.of(first, second), turnLimit, log);
    }

    /** Plays on from {@code state} with a player in each seat; every event goes to {@code log}. */
    public static GameState play(GameState state, java.util.List<Player> seats, int turnLimit,
                                 Consumer<GameEvent> log) {
        if (seats.size() != state.players().size()) {
            throw new IllegalArgumentException(state.players().size() + " seats need a player each, not " + seats.size());
        }
        TurnLength length = new TurnLength();
        while (!state.isOver() && state.turn() <= turnLimit) {
            if (length.tooLongWith(state)) {
                throw new IllegalStateException(length.loop());
            }
            Action action = seats.get(state.actingPlayer()).choose(state);
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
