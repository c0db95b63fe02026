package dicemasters.ui;

import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * The moves the table made for the players: what to tell about those since the last move somebody
 * chose, and which to take back with a chosen move on Undo (all that followed it or none, and only
 * while none of them revealed a die drawn or rolled). No JavaFX.
 */
final class AutoMoveLog {
    /** A guard against a game that would make forced moves for ever. */
    static final int MOST_IN_A_ROW = 200;

    /** The session's action numbers (1 is the first action) that the table made. */
    private final Set<Integer> automatic = new HashSet<>();
    private final List<String> told = new ArrayList<>();
    /** The state the moves told about led to: the note is news only while the game stands there. */
    private GameState toldAt;

    /** A new game: nothing was made for anybody. */
    void clear() {
        automatic.clear();
        told.clear();
    }

    /** A player chose a move: what was told before is old news. */
    void chosen() {
        told.clear();
    }

    /** The table made the session's last action for a player. */
    void made(GameSession session, String what) {
        automatic.add(session.actions().size());
        told.add(what);
        toldAt = session.current();
    }

    /**
     * Makes the moves a player has no choice about, as the settings allow, until somebody has a
     * choice or the computer is to act ({@code computerToAct}); returns the events of those moves.
     */
    List<GameEvent> makeForced(GameSession session, Settings settings, Predicate<GameState> computerToAct) {
        List<GameEvent> events = new ArrayList<>();
        for (int i = 0; i < MOST_IN_A_ROW; i++) {
            GameState before = session.current();
            Action forced = computerToAct.test(before) ? null : AutoMoves.forced(before, settings);
            if (forced == null || !(session.play(forced) instanceof Result.Done done)) {
                break;
            }
            events.addAll(done.events());
            made(session, AutoMoves.told(before, forced));
        }
        return events;
    }

    /**
     * "Bruce could only pass in the Main Step: passed for them." (several joined): the moves made for
     * the players that led to the game as it stands ({@code now}); null when none did, so a note
     * never outlives the decision it explains.
     */
    String note(GameState now) {
        return told.isEmpty() || now != toldAt ? null : String.join(" ", told);
    }

    /**
     * How many actions one Undo takes back: the last one a person chose and all made after it, by
     * the table or by the computer ({@code byComputer} tells by action number).
     */
    private int undoDepth(GameSession session, IntPredicate byComputer) {
        int n = session.actions().size();
        int depth = 0;
        while (n - depth > 0 && (automatic.contains(n - depth) || byComputer.test(n - depth))) {
            depth++;
        }
        return depth + 1;
    }

    /** Whether the last move a person chose can be taken back together with the moves made after it. */
    boolean canUndo(GameSession session, IntPredicate byComputer) {
        int actions = session.actions().size();
        int depth = undoDepth(session, byComputer);
        if (actions < depth) {
            return false;
        }
        for (int i = actions - depth + 1; i <= actions; i++) {
            if (session.eventsOf(i).stream().anyMatch(GameEvent::revealsInformation)) {
                return false;
            }
        }
        return true;
    }

    /** Takes back the last move a person chose and the moves made after it; false (nothing changed) when that cannot be. */
    boolean undo(GameSession session, IntPredicate byComputer) {
        if (!canUndo(session, byComputer)) {
            return false;
        }
        int depth = undoDepth(session, byComputer);
        for (int i = 0; i < depth; i++) {
            automatic.remove(session.actions().size());
            session.undo();
        }
        told.clear();
        return true;
    }
}
