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
 * Taking control of an opposing die: it becomes the taker's die for game purposes and moves to
 * their Field Zone, until the end of the turn or until the controlling die leaves the Field Zone;
 * then it goes back to its owner's Field Zone. A controlled die that would leave the Field Zone
 * goes back to its owner first, and to their Prep Area if it would be "unrolled" (KO'd, used).
 */
public final class Controls {
    private Controls() {
    }

    public static boolean isControlled(GameState s, Die d) {
        return AppliedModifier.firstOn(s.modifiers(), d.id(), Restriction.CONTROLLED) != null;
    }

    /** The player a controlled die was taken from (its owner again when control ends), or -1 when it is not controlled. */
    public static int takenFrom(GameState s, Die d) {
        AppliedModifier control = AppliedModifier.firstOn(s.modifiers(), d.id(), Restriction.CONTROLLED);
        return control != null ? control.formerOwner() : -1;
    }

    /** {@code controller} is the controlling die, or -1 when an effect with no die takes control. */
    public static void take(Table t, Die d, int player, int controller) {
        GameState s = t.s;
        if (!s.isCharacterInField(d) || d.owner() == player || isControlled(s, d)) {
            return;
        }
        t.takeOutOfBlocks(d); // changing sides takes a die out of any attack or block
        AppliedModifiers.mark(s, AppliedModifier.control(d.id(), controller, d.owner()));
        t.changeOwner(d, player);
        t.relocate(d, Zone.FIELD);
        t.emit(new GameEvent.DieControlled(d.id(), t.dieName(d), player, t.name(player)));
    }

    /**
     * A controlled die about to leave the Field Zone goes back to its owner; returns where it goes:
     * the owner's Prep Area instead of an unrolled place.
     */
    public static Zone returnBeforeLeaving(Table t, Die d, Zone to) {
        giveBack(t, d);
        return to.isRolled() ? to : Zone.PREP;
    }

    /** The controlling die left the Field Zone: the dice it controlled go back. */
    public static void releaseControlledBy(Table t, Die controller) {
        release(t, AppliedModifier.with(t.s.modifiers(), Restriction.CONTROLLED, controller));
    }

    /** End of turn: every control ends. */
    public static void releaseAll(Table t) {
        release(t, AppliedModifier.with(t.s.modifiers(), Restriction.CONTROLLED, null));
    }

    private static void release(Table t, List<AppliedModifier> controls) {
        for (AppliedModifier m : controls) {
            Die d = t.s.die(m.dieId());
            t.takeOutOfBlocks(d);
            t.relocate(d, Zone.FIELD);
            giveBack(t, d);
        }
    }

    /** Back to the player control was taken from. */
    private static void giveBack(Table t, Die d) {
        AppliedModifier control = AppliedModifier.firstOn(t.s.modifiers(), d.id(), Restriction.CONTROLLED);
        int formerOwner = java.util.Objects.requireNonNull(control, "a die given back is controlled").formerOwner();
        AppliedModifiers.end(t.s, m -> m.dieId() == d.id() && m.restriction() == Restriction.CONTROLLED);
        t.changeOwner(d, formerOwner);
        t.emit(new GameEvent.ControlEnded(d.id(), t.dieName(d), d.owner(), t.name(d.owner())));
    }
}
