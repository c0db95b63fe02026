package dicemasters.engine.effects;

import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;

import java.util.List;

/**
 * Triggered abilities that wait for the end of the turn ("if this die is KO'd, at the end of the
 * turn ..."): they trigger when their event happens, wait in the state, and join the effect queue
 * with the "at the end of the turn" abilities, once the Cleanup Step has cleared damage and ended
 * the turn's applied effects. One that triggers while those resolve still resolves this turn.
 */
final class DelayedEffects {
    private DelayedEffects() {
    }

    /** Triggers gathered from index {@code from} on that wait for the end of the turn leave the batch. */
    static void holdUntilEndOfTurn(GameState s, List<PendingEffect> batch, int from) {
        for (int i = from; i < batch.size(); ) {
            PendingEffect p = batch.get(i);
            if (Abilities.abilityOf(s, p).atEndOfTurn() && !endOfTurnNow(s)) {
                StateChanges.delayUntilEndOfTurn(s, p);
                batch.remove(i);
            } else {
                i++;
            }
        }
    }

    /** After the Cleanup Step, before the turn ends: the waiting abilities join the batch. */
    static void releaseAtEndOfTurn(GameState s, List<PendingEffect> batch) {
        if (endOfTurnNow(s) && !s.waiting().delayedEffects().isEmpty()) {
            StateChanges.releaseDelayedEffects(s, batch);
        }
    }

    private static boolean endOfTurnNow(GameState s) {
        return s.step() == Step.END_OF_TURN && !s.stepEntered();
    }
}
