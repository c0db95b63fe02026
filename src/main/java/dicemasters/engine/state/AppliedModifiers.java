package dicemasters.engine.state;

import dicemasters.engine.card.Restriction;

import java.util.function.Predicate;

/**
 * The effects applied to dice until they end (stat changes and keywords are {@link Table}'s, which
 * tell them), changed only here: a restriction a card puts on a die, which the log tells; the marks
 * other rules keep on dice (a Call Out, a capture, control, a copy, Deadly's doom, a die set aside),
 * which the rule that makes them tells; effects ending; a Global's effects marked as a Global's.
 */
public final class AppliedModifiers {
    private AppliedModifiers() {
    }

    /** A card puts a restriction on the die until the end of the turn ("cannot block"). */
    public static void restrict(Table t, Die d, Restriction restriction) {
        t.s.modifiers.add(new AppliedModifier(d.id(), 0, 0, null, restriction));
        t.emit(new GameEvent.KeywordGranted(d.id(), t.dieName(d), restriction.text()));
    }

    /** A rule marks a die (the rule tells of it in its own words). */
    public static void mark(GameState s, AppliedModifier m) {
        s.modifiers.add(m);
    }

    /** The applied effects that match end; returns how many did. */
    public static int end(GameState s, Predicate<AppliedModifier> which) {
        int before = s.modifiers.size();
        s.modifiers.removeIf(which);
        return before - s.modifiers.size();
    }

    /** This one applied effect ends. */
    public static void end(GameState s, AppliedModifier m) {
        s.modifiers.remove(m);
    }

    /** The effects applied since there were {@code before} came from a Global Ability (some cards end those). */
    public static void markFromGlobal(GameState s, int before) {
        for (int i = before; i < s.modifiers.size(); i++) {
            s.modifiers.set(i, s.modifiers.get(i).markedFromGlobal());
        }
    }
}
