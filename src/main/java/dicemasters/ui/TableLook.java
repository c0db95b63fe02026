package dicemasters.ui;

import dicemasters.session.GameLog;
import dicemasters.session.GameSession;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * How a table shows its game when it is a network game (docs/NETWORK.md): whose seat sits at the
 * bottom (a guest's own), where the log's lines come from (a guest's, from the host), what the
 * prompt says while a player at another computer is away, what Undo does (asks the opponents), and what a table only to watch says.
 * At a hot-seat table: seat 1 at the bottom, the session's log, nobody away. No JavaFX.
 */
public final class TableLook {
    private final Runnable changed;
    private int bottomSeat;
    private Supplier<List<String>> log;
    private IntFunction<String> awayNote = seat -> null;
    private String watching;
    private Takeback takeback;

    /** Undo in a network game, as a request to the opponents: whether one may be asked now, and asking it. */
    public record Takeback(BooleanSupplier canAsk, Runnable ask) {
    }

    TableLook(Runnable changed) {
        this.changed = changed;
    }

    /** The seat drawn at the bottom of the table (in Doubles, its team). */
    public int bottomSeat() {
        return bottomSeat;
    }

    public void setBottomSeat(int seat) {
        bottomSeat = seat;
        changed.run();
    }

    /** The log's lines: the session's, unless a source of its own was given. */
    public List<String> logLines(GameSession session) {
        return log != null ? log.get() : GameLog.lines(session.log());
    }

    public void setLog(Supplier<List<String>> lines) {
        log = lines;
        changed.run();
    }

    /**
     * What the table says while a player at another computer is away (lost the connection, not
     * joined yet) instead of "Waiting for Ben: Main Step": the note for a seat, or null while they are there.
     */
    public String awayNote(int seat) {
        return awayNote.apply(seat);
    }

    public void setAwayNote(IntFunction<String> note) {
        awayNote = note;
        changed.run();
    }

    /** What a table only to watch says in its prompt bar (null: a replay's words). */
    public String watching() {
        return watching;
    }

    public void setWatching(String words) {
        watching = words;
        changed.run();
    }

    /** What Undo does in a network game (null: Undo takes the move back at once, as at a hot-seat table). */
    public Takeback takeback() {
        return takeback;
    }

    /** Undo asks the opponents ({@code asking} null: ordinary Undo again). */
    public void setTakeback(Takeback asking) {
        takeback = asking;
        changed.run();
    }
}
