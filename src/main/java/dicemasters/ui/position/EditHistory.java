package dicemasters.ui.position;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The editor's Undo and Redo: the drafts before and after the one shown. A change that changes
 * nothing is not a step; a new change forgets what could be redone. No JavaFX.
 */
public final class EditHistory {
    /** Far more steps than a person undoes; keeps a long session's memory bounded. */
    static final int MOST_STEPS = 500;
    private final Deque<PositionDraft> undo = new ArrayDeque<>();
    private final Deque<PositionDraft> redo = new ArrayDeque<>();
    private PositionDraft now;

    public EditHistory(PositionDraft start) {
        now = start;
    }

    public PositionDraft now() {
        return now;
    }

    /** The draft after a change; false when it is the same position (nothing to undo). */
    public boolean change(PositionDraft next) {
        if (next.equals(now)) {
            return false;
        }
        undo.push(now);
        if (undo.size() > MOST_STEPS) {
            undo.removeLast();
        }
        redo.clear();
        now = next;
        return true;
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    public void undo() {
        if (canUndo()) {
            redo.push(now);
            now = undo.pop();
        }
    }

    public void redo() {
        if (canRedo()) {
            undo.push(now);
            now = redo.pop();
        }
    }
}
