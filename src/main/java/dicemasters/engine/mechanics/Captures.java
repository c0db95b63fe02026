package dicemasters.engine.mechanics;

import dicemasters.engine.card.Restriction;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.AppliedModifiers;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * Capturing: the captured die leaves the game for a while (it waits Out of Play, marked as captured
 * and by whom) and returns to the Field Zone at the level it showed when the capture ends: at the
 * end of the turn, or as soon as the capturing die leaves the Field Zone.
 */
public final class Captures {
    private Captures() {
    }

    public static boolean isCaptured(GameState s, Die d) {
        return AppliedModifier.firstOn(s.modifiers(), d.id(), Restriction.CAPTURED) != null;
    }

    public static java.util.Optional<Die> captorOf(GameState s, Die d) {
        for (AppliedModifier m : s.modifiers()) {
            if (m.dieId() == d.id() && m.restriction() == Restriction.CAPTURED && m.partner() >= 0) {
                return java.util.Optional.of(s.die(m.partner()));
            }
        }
        return java.util.Optional.empty();
    }

    /**
     * Capture a character die in the Field Zone. {@code captor} is the capturing die, or -1 when
     * no die captures (the capture then lasts until the end of the turn).
     */
    public static void capture(Table t, Die d, int captor, String source) {
        GameState s = t.s;
        if (!s.isCharacterInField(d) || d.id() == captor) {
            return;
        }
        String name = t.dieName(d);
        t.move(d, Zone.OUT_OF_PLAY);
        if (d.zone() != Zone.OUT_OF_PLAY) {
            return; // a character token leaving the Field Zone ceased to exist: nothing is held to come back
        }
        // Added after the move: leaving the field clears the die's applied effects.
        AppliedModifiers.mark(s, new AppliedModifier(d.id(), 0, 0, null, Restriction.CAPTURED, captor));
        t.emit(new GameEvent.DieCaptured(d.id(), name, captor >= 0 ? t.dieName(s.die(captor)) : source));
    }

    /** The capturing die left the Field Zone: what it captured comes back. */
    public static void releaseCapturedBy(Table t, Die captor) {
        release(t, AppliedModifier.with(t.s.modifiers(), Restriction.CAPTURED, captor));
    }

    /** End of turn: every capture ends. */
    public static void releaseAll(Table t) {
        release(t, AppliedModifier.with(t.s.modifiers(), Restriction.CAPTURED, null));
    }

    private static void release(Table t, List<AppliedModifier> captures) {
        for (AppliedModifier m : captures) {
            AppliedModifiers.end(t.s, m);
            Die d = t.s.die(m.dieId());
            if (d.zone() == Zone.OUT_OF_PLAY) {
                t.emit(new GameEvent.CaptureEnded(d.id(), t.dieName(d)));
                t.move(d, Zone.FIELD);
            }
        }
    }
}
