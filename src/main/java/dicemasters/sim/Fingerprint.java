package dicemasters.sim;

import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

/**
 * A cheap 64-bit fingerprint of what a game state is made of (generator, counters, step, who acts,
 * life, every die's zone, face and damage): enough to see that a state did not change, or that two
 * replays ended alike, at a small part of the cost of the saved games' SHA-256 state hash.
 */
final class Fingerprint {
    private Fingerprint() {
    }

    static long of(GameState s) {
        long h = mix(s.rngState(), s.actionsApplied());
        h = mix(h, s.turn() * 31L + s.step().ordinal());
        h = mix(h, s.activePlayer() * 7L + s.priorityPlayer() * 3L + (s.isOver() ? 1 : 0));
        h = mix(h, s.player(0).life() * 1009L + s.player(1).life());
        h = mix(h, s.waiting().queue().size() * 17L + (s.decision() == null ? 0 : s.decision().getClass().getName().hashCode()));
        for (Die d : s.dice()) {
            h = mix(h, ((long) d.zone().ordinal() << 40) ^ ((long) d.faceIndex() << 20) ^ d.damage() ^ ((long) d.owner() << 50));
        }
        return h;
    }

    /** SplitMix64's finalizer over the running value and the next one. */
    private static long mix(long h, long value) {
        long z = h * 0x9E3779B97F4A7C15L + value;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
