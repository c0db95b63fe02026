package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The moves of the game at the table, apart from how a player points at them: where a move goes
 * (the session, or a tutorial's gate), who plays each seat, the moves made for a player without a
 * choice, taking moves back, and the events of the last moves. Kept apart from
 * {@link TableController}, which turns pointing into moves. No JavaFX.
 */
final class TableMoves {
    private GameSession session;
    private List<GameEvent> lastEvents;
    /** Who really plays the actions; by default the session, in a tutorial the tutorial's runner. */
    private Function<Action, Result> actionGate;
    /** In a network game, Undo asks the opponents to take back a move instead ({@link TableLook#takeback}). */
    private final TableLook look;
    /** Which moves are made for a player without a choice; none until the window hands its settings. */
    private Settings settings = Settings.DEFAULTS.withAutoPass(false);
    /** Moves the table made for the players since the last move someone chose (undone with it). */
    private final AutoMoveLog autoMoves = new AutoMoveLog();
    /** Who plays each seat: the computer's decisions come only through {@link TableController#playComputerMove}. */
    private ComputerSeats computer = ComputerSeats.people();
    private GameState legalFor;
    private List<Action> legal = List.of();
    /** The game and its moves as last saved to or opened from a file (the autosave does not count). */
    private GameSession savedSession;
    private List<Action> savedActions = List.of();

    TableMoves(GameSession session, TableLook look) {
        this.session = session;
        this.look = look;
        lastEvents = session.eventsOf(0);
    }

    /** A new game with its seats; a search in progress stops and nothing was made for anybody yet. */
    void newGame(GameSession next, ComputerSeats seats) {
        computer.stopThinking();
        computer = seats;
        session = next;
        lastEvents = next.eventsOf(0);
        autoMoves.clear();
    }

    GameSession session() {
        return session;
    }

    /** The game as it stands is in a file the players chose: saved there, or just opened from it. */
    void markSaved() {
        savedSession = session;
        savedActions = session.actions();
    }

    /** Whether the game has moves that are in no file the players chose (an undo back to the saved point has none). */
    boolean hasUnsavedMoves() {
        List<Action> actions = session.actions();
        return !actions.isEmpty() && !(session == savedSession && actions.equals(savedActions));
    }

    GameState state() {
        return session.current();
    }

    /** The legal actions in the current state, asked of the engine once per state. */
    List<Action> legal() {
        if (legalFor != state()) {
            legalFor = state();
            legal = Engine.legalActions(legalFor);
        }
        return legal;
    }

    List<GameEvent> lastEvents() {
        return lastEvents;
    }

    /** The session was changed from outside (a tutorial went back, a replay moved). */
    void refresh(List<GameEvent> events) {
        lastEvents = events;
    }

    Settings settings() {
        return settings;
    }

    /** Takes the players' settings; true when they changed so that a move is now made for somebody. */
    boolean setSettings(Settings next) {
        boolean changed = !next.equals(settings);
        settings = next;
        return changed && AutoMoves.forced(state(), settings) != null;
    }

    String autoMoveNote() {
        return autoMoves.note(state());
    }

    ComputerSeats computerSeats() {
        return computer;
    }

    /** Seat the players; a search in progress stops. */
    void setComputerSeats(ComputerSeats seats) {
        computer.stopThinking();
        computer = seats;
    }

    /** Whether the computer is to make the next decision. */
    boolean computerToAct() {
        return computer.toAct(state());
    }

    void setActionGate(Function<Action, Result> gate) {
        this.actionGate = gate;
    }

    /** Plays a chosen move through the gate; when it is done, its events are the last ones. */
    Result play(Action action) {
        Result result = actionGate == null ? session.play(action) : actionGate.apply(action);
        if (result instanceof Result.Done done) {
            lastEvents = done.events();
            autoMoves.chosen();
        }
        return result;
    }

    /**
     * Makes the moves a player has no choice about, as the settings allow (never in a tutorial or a
     * replay); their events join the last ones. Whether any was made.
     */
    boolean makeForced() {
        if (actionGate != null) {
            return false;
        }
        List<GameEvent> made = autoMoves.makeForced(session, settings, computer::toAct);
        if (made.isEmpty()) {
            return false;
        }
        List<GameEvent> events = new ArrayList<>(lastEvents);
        events.addAll(made);
        lastEvents = events;
        return true;
    }

    /** Undo takes back the actions since a person's last decision, if none of them revealed anything. */
    boolean canUndo() {
        if (look.takeback() != null) {
            return look.takeback().canAsk().getAsBoolean();
        }
        return actionGate == null && !state().isOver() && autoMoves.canUndo(session, this::madeByComputer);
    }

    /** Takes back the last move chosen with the moves made after it; false when nothing was taken back. */
    boolean undo() {
        computer.stopThinking();
        if (look.takeback() != null) {
            if (canUndo()) {
                look.takeback().ask().run(); // the game goes back only when an opponent accepts
            }
            return false;
        }
        if (canUndo() && autoMoves.undo(session, this::madeByComputer)) {
            lastEvents = List.of();
            return true;
        }
        return false;
    }

    /** Whether the session's action number {@code n} (1 is the first) was the computer's decision. */
    private boolean madeByComputer(int n) {
        return computer.isComputer(session.stateAfter(n - 1).actingPlayer());
    }
}
