package dicemasters.ai;

import dicemasters.engine.state.GameState;

/**
 * Counts the actions of the turn being played, so that a loop of moves that change nothing stops
 * with an error instead of running for ever. No turn of a real game comes near the limit.
 */
public final class TurnLength {
    public static final int MAX_ACTIONS_IN_A_TURN = 10_000;

    private int turn = -1;
    private int actions;

    /** Counts one more action in the state's turn: whether that turn has now gone past the limit. */
    public boolean tooLongWith(GameState s) {
        if (s.turn() != turn) {
            turn = s.turn();
            actions = 0;
        }
        return ++actions > MAX_ACTIONS_IN_A_TURN;
    }

    /** What went wrong, for the error or the failed test. */
    public String loop() {
        return "turn " + turn + " went on for more than " + MAX_ACTIONS_IN_A_TURN
                + " actions without ending: a loop of moves that change nothing";
    }
}
