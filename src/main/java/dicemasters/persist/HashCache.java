package dicemasters.persist;

import dicemasters.engine.state.GameState;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Remembers the hash of states already hashed, so saving after every action hashes only the new
 * state. States are never changed once made, so a state's hash never goes stale; keyed by identity
 * because states do not define equality. Only a lookup: nothing iterates over it.
 */
class HashCache {
    static final HashCache NONE = new HashCache() {
        @Override
        String hashOf(GameState state) {
            return StateHash.of(state);
        }
    };

    private final Map<GameState, String> hashes = new IdentityHashMap<>();

    String hashOf(GameState state) {
        return hashes.computeIfAbsent(state, StateHash::of);
    }

    /** Forget everything (a new game started): the old states can then be collected. */
    void clear() {
        hashes.clear();
    }
}
