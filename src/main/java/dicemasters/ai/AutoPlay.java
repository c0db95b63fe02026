package dicemasters.ai;

import dicemasters.engine.Action;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;

import java.util.function.Consumer;

/** Plays a game between automatic players (one per seat: two, or four in Doubles) until it ends or reaches a turn limit. */
public final class AutoPlay {
    /**
     * No turn of a real game comes near this many actions; one that does is a loop of moves that
     * change nothing, and stops the game with an error instead of running for ever.
     */
    public static final int MAX_ACTIONS_IN_A_TURN = 10_000;

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
        int turn = state.turn();
        int actionsThisTurn = 0;
        while (!state.isOver() && state.turn() <= turnLimit) {
            actionsThisTurn = state.turn() == turn ? actionsThisTurn + 1 : 1;
            turn = state.turn();
            Action action = seats.get(state.actingPlayer()).choose(state);
            if (actionsThisTurn > MAX_ACTIONS_IN_A_TURN) {
                throw new IllegalStateException("turn " + turn + " went on for more than " + MAX_ACTIONS_IN_A_TURN
                        + " actions without ending (the last one " + action + "): a loop of moves that change nothing");
            }
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
