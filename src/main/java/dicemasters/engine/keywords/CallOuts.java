package dicemasters.engine.keywords;

import dicemasters.engine.card.Restriction;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

/**
 * Call Out (WWE glossary): the target may block only its caller, and only the target may block the
 * caller. The effect is cancelled when the caller could not legally be blocked because of it: two
 * different dice chose the same target, or the target is no longer a character die in the field.
 */
public final class CallOuts {
    private CallOuts() {
    }

    /** Why Call Out forbids this block; null when it allows it or its effect is cancelled. */
    public static String problem(GameState s, Die blocker, Die attacker) {
        for (AppliedModifier m : s.modifiers()) {
            if (m.restriction() == Restriction.CALLING_OUT && m.dieId() == attacker.id()
                    && m.partner() != blocker.id() && inEffect(s, attacker.id(), s.die(m.partner()))) {
                return s.nameOf(attacker) + " called out " + s.nameOf(s.die(m.partner()))
                        + ": only that die may block it.";
            }
            if (m.restriction() == Restriction.CALLED_OUT && m.dieId() == blocker.id()
                    && m.partner() != attacker.id() && inEffect(s, m.partner(), blocker)) {
                return s.nameOf(blocker) + " was called out: it may block only " + s.nameOf(s.die(m.partner())) + ".";
            }
        }
        return null;
    }

    /** The caller's Call Out on the target holds: the target is still in the field and no other die called it out. */
    private static boolean inEffect(GameState s, int callerId, Die target) {
        if (!s.isCharacterInField(target)) {
            return false;
        }
        for (AppliedModifier m : s.modifiers()) {
            if (m.restriction() == Restriction.CALLED_OUT && m.dieId() == target.id() && m.partner() != callerId) {
                return false;
            }
        }
        return true;
    }

    /** Whether another die than the caller already called out the target this turn (both Call Outs are cancelled). */
    static boolean calledOutByAnother(GameState s, Die caller, Die target) {
        return s.modifiers().stream().anyMatch(m -> m.restriction() == Restriction.CALLED_OUT
                && m.dieId() == target.id() && m.partner() != caller.id());
    }
}
