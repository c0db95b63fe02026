package dicemasters.engine.state;

/**
 * The turn's clockwork: which turn, whose, which step (and whether it has done its automatic part),
 * who holds priority and who passed, who of a Doubles team declares now, rerolls taken. Part of
 * {@link GameState}, read through its methods ({@code turn()}, {@code step()}, ...); changed only
 * through {@link StateChanges} (and set by hand by {@link PositionEditor}).
 */
public final class TurnClock implements Cloneable {
    int turn;
    int active;
    Step step;
    int priority;
    /** The inactive player (in Doubles: team) passed without acting since the active team last acted. */
    boolean opponentPassed;
    /** Doubles: the priority holder's teammate passed since their team last acted (never set with teams of one). */
    boolean teammatePassed;
    /** The current step has done its automatic part and now waits on a player. */
    boolean stepEntered;
    /**
     * Doubles: the player of a team who rerolls, declares attackers or declares blockers now (teammates
     * do these one after the other), when it is not the team's first seat; {@link GameState#NO_ONE} otherwise.
     */
    int declaring = GameState.NO_ONE;
    /** Rerolls made so far in this Roll and Reroll Step, while an extra reroll may follow; else 0. */
    int rerollsTaken;

    /** Every field is a number, a flag or an enum: a field-by-field clone is a copy to change on its own. */
    TurnClock copy() {
        try {
            return (TurnClock) clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}
