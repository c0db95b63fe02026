package dicemasters.engine.state;

import java.util.List;

/**
 * The effect queue, changed only here: abilities join it at the end (a Global used, an action die's
 * text, triggers in the order their players chose), one resolves first of all (a reaction, a KO
 * replaced), and the ability at its head goes on (its next effect, its targets, "those" dice) or is
 * done. The rule that makes the change tells it (an ability triggered, a Global used).
 */
public final class EffectQueue {
    private EffectQueue() {
    }

    /** The ability joins the end of the queue. */
    public static void add(GameState s, PendingEffect p) {
        s.waiting.queue.addLast(p);
    }

    /** The abilities join the end of the queue, in this order. */
    public static void addAll(GameState s, List<PendingEffect> abilities) {
        s.waiting.queue.addAll(abilities);
    }

    /** The ability resolves before everything already in the queue. */
    public static void resolveFirst(GameState s, PendingEffect p) {
        s.waiting.queue.addFirst(p);
    }

    /** The ability at the head of the queue goes on as {@code p} (its next effect, targets, "those" dice). */
    public static void updateNext(GameState s, PendingEffect p) {
        s.waiting.queue.pollFirst();
        s.waiting.queue.addFirst(p);
    }

    /** The ability at the head of the queue is done (resolved, declined, or stopped); returns it. */
    public static PendingEffect finishNext(GameState s) {
        return s.waiting.queue.pollFirst();
    }
}
