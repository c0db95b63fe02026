package dicemasters.engine.state;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * What waits to happen: the effect queue (its head resolving now), triggered abilities held while a
 * decision is pending, abilities that wait for the end of the turn, dice about to be KO'd while a
 * player may replace the KO. Part of {@link GameState}; changed only through {@link EffectQueue} and
 * {@link StateChanges}, read by everyone through its methods (copies).
 */
public final class Waiting {
    final ArrayDeque<PendingEffect> queue = new ArrayDeque<>();
    /** Triggered abilities waiting to join the queue while a decision is pending. */
    final List<PendingEffect> heldTriggers = new ArrayList<>();
    /** Triggered abilities that wait for the end of the turn they triggered in ("at the end of the turn, ..."). */
    final List<PendingEffect> delayedEffects = new ArrayList<>();
    /** Dice about to be KO'd while a player may replace the KO, first asked first. */
    final List<WaitingKnockOut> knockOuts = new ArrayList<>();

    Waiting copy() {
        Waiting w = new Waiting();
        StateLists.copyInto(queue, w.queue);
        StateLists.copyInto(heldTriggers, w.heldTriggers);
        StateLists.copyInto(delayedEffects, w.delayedEffects);
        StateLists.copyInto(knockOuts, w.knockOuts);
        return w;
    }

    /** The effect queue, first to resolve first. */
    public List<PendingEffect> queue() {
        return List.copyOf(queue);
    }

    public List<PendingEffect> heldTriggers() {
        return heldTriggers.isEmpty() ? List.of() : List.copyOf(heldTriggers);
    }

    public List<PendingEffect> delayedEffects() {
        return delayedEffects.isEmpty() ? List.of() : List.copyOf(delayedEffects);
    }

    /** Dice about to be KO'd while a player may replace the KO, first asked first. */
    public List<WaitingKnockOut> knockOuts() {
        return knockOuts.isEmpty() ? List.of() : List.copyOf(knockOuts);
    }
}
