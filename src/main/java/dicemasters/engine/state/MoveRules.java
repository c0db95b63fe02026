package dicemasters.engine.state;

/**
 * What the rules add to a die's move (a keyword sending it elsewhere, control, copies, captures and
 * tokens ending as it leaves the Field Zone). The state defines the question and {@link Table#move}
 * asks it at the right moments; the rule rooms answer it, and the front door gives the answer to
 * each new game ({@link GameState}'s constructor), so the state knows no rule.
 */
public interface MoveRules {
    /**
     * Where a die on its way from {@code from} to {@code to} really goes: a replacement ("instead")
     * or a controlled die going back to its owner first may change it, telling their own events.
     */
    Zone destination(Table t, Die d, Zone from, Zone to);

    /** The die is leaving the Field Zone; its applied effects are still on it (a copy it made ends). */
    void leavingField(Table t, Die d);

    /** The die has left the Field Zone and lost its applied effects: what it held ends (captures, control). */
    void leftField(Table t, Die d);

    /** Whether the die, having left the Field Zone, ceases to exist instead of arriving anywhere (a character token). */
    boolean ceasesToExist(Table t, Die d, Zone from);
}
