package dicemasters.ai;

import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

/**
 * A number that depends only on what every player can see of a position (dice, life, turn, step,
 * the pending choice), never on the random generator, the recorded seed or a secret number. A
 * search player mixes it into its own seed, so the same position gets the same answer (a hint
 * repeated, a game replayed) and positions differing only in hidden information get the same one.
 */
final class VisibleHash {
    private VisibleHash() {
    }

    static long of(GameState s) {
        long h = 17;
        h = mix(h, s.turn());
        h = mix(h, s.step().ordinal());
        h = mix(h, s.activePlayer());
        h = mix(h, s.priorityPlayer());
        h = mix(h, s.actionsApplied());
        h = mix(h, s.actingPlayer());
        if (s.decision() != null) {
            h = mix(h, s.decision().getClass().getSimpleName().hashCode());
            h = mix(h, s.decision().prompt().hashCode());
        }
        for (int p = 0; p < 2; p++) {
            h = mix(h, s.player(p).life());
        }
        for (Die d : s.dice()) {
            h = mix(h, d.zone().ordinal());
            h = mix(h, d.faceIndex());
            h = mix(h, d.owner());
            h = mix(h, d.damage());
        }
        return h;
    }

    private static long mix(long h, long value) {
        long z = (h ^ value) * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }
}
