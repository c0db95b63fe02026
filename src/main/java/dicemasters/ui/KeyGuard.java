package dicemasters.ui;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Keeps a key meant for one decision from landing on the next: when the decision before the
 * player changed by itself (a move made for them, the computer's move, another player to act),
 * the keys that answer a decision (Enter, Esc, Space) are not used for a moment, long enough to
 * see the change, and a key held down since before the change is not used until it is let go.
 * No JavaFX: keys are named by any value, the time comes from a clock in nanoseconds.
 */
final class KeyGuard {
    /** How long after a change a key is taken to have been typed before it: a glance at the new prompt. */
    static final long GRACE_NANOS = 600_000_000L;

    private final LongSupplier clock;
    /**
     * A held key repeats its press (after about half a second, then many times a second); a press
     * this long after the last one of the same key is a new press, even if its release was missed
     * (let go over another window).
     */
    static final long REPEAT_GAP_NANOS = 750_000_000L;

    private final Map<Object, long[]> downSince = new HashMap<>();
    private long changedAt;
    private boolean changed;

    KeyGuard(LongSupplier clock) {
        this.clock = clock;
    }

    /** The decision before the player changed by itself now. */
    void decisionChanged() {
        changedAt = clock.getAsLong();
        changed = true;
    }

    /** A key went down (or repeats while held): whether it may answer the decision shown now. */
    boolean pressed(Object key) {
        long now = clock.getAsLong();
        long[] firstAndLast = downSince.get(key);
        if (firstAndLast == null || now - firstAndLast[1] > REPEAT_GAP_NANOS) {
            firstAndLast = new long[] {now, now};
            downSince.put(key, firstAndLast);
        }
        firstAndLast[1] = now;
        return !changed || firstAndLast[0] - changedAt >= GRACE_NANOS;
    }

    void released(Object key) {
        downSince.remove(key);
    }

    /** Whether a change happened so recently that it is still shown as new. */
    boolean settling() {
        return changed && clock.getAsLong() - changedAt < GRACE_NANOS;
    }
}
