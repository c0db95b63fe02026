package dicemasters.engine.state;

import java.util.Collection;

/** Copying the state's lists for a copy of the state. */
final class StateLists {
    private StateLists() {
    }

    /**
     * {@code to} (new and empty) gets what {@code from} holds. Most of the state's lists are empty, and
     * an empty list allocates nothing until it is added to, so an empty one is left alone.
     */
    static <T> void copyInto(Collection<T> from, Collection<T> to) {
        if (!from.isEmpty()) {
            to.addAll(from);
        }
    }
}
