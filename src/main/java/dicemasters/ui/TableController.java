package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The table's brain without any JavaFX: turns a player's pointing (click a die, a card, a Global,
 * confirm, cancel, pass, undo) into engine actions on the {@link GameSession}. It holds only the
 * draft of a choice in progress; whether anything is legal, and why not, is always the engine's
 * answer ({@link Engine#legalActions}, {@link Engine#check}, {@link Engine#suggestPayment}).
 * Beside it: the choice being drafted ({@link ChoiceDraft}), what a paid click starts
 * ({@link PaidChoices}), what a click offers ({@link TableOptions}), what the table waits for
 * ({@link Mode#of}), its words ({@link Prompts}), where the moves go and come back from ({@link TableMoves}).
 */
public final class TableController {
    private final TableMoves moves;
    private final List<Runnable> listeners = new ArrayList<>();
    private final ChoiceDraft draft = new ChoiceDraft();
    private String message;
    private String notice;
    /** A table only to watch (a replay): it offers nothing to click and asks nobody for anything. */
    private boolean watchOnly;
    /** How many times the decision before the players changed without a person at the table choosing it. */
    private int handOvers;
    private final TableLook look = new TableLook(this::changed);
    /** At a table that does not decide (a network guest's), what the deciding program offers; null: the engine decides. */
    private OfferedMoves offered;

    public TableController(GameSession session) {
        moves = new TableMoves(session, look);
        resetDrafts();
    }

    public void newGame(GameSession next) {
        ComputerSeats computer = moves.computerSeats();
        newGame(next, computer.fit(next.current()) ? computer : ComputerSeats.people(next.current().players().size()));
    }

    /** A new game on the table with its seats (a person or the computer at each). */
    public void newGame(GameSession next, ComputerSeats seats) {
        moves.newGame(next, seats);
        message = null;
        notice = null;
        resetDrafts();
        makeForcedMoves();
        handOvers++;
        moves.markSaved();
        changed();
    }

    /** Whether replacing the game would lose moves made since it was started here, opened or saved. */
    public boolean hasUnsavedMoves() {
        return moves.hasUnsavedMoves();
    }

    /** The game as it stands is in a file now (saved, or opened). */
    public void markSaved() {
        moves.markSaved();
    }

    /** The players' settings: which moves the table makes for a player without a choice. */
    public void setSettings(Settings settings) {
        if (moves.setSettings(settings)) {
            makeForcedMoves();
            handOvers++;
            changed();
        }
    }

    public Settings settings() {
        return moves.settings();
    }

    /** What the table did for the players since the last move chosen ("Bruce could only pass: ..."), or null. */
    public String autoMoveNote() {
        return moves.autoMoveNote();
    }

    public GameSession session() {
        return moves.session();
    }

    public GameState state() {
        return moves.state();
    }

    public void onChange(Runnable listener) {
        listeners.add(listener);
    }

    /** The events of the last action (or of the start), so the view can mark what just happened. */
    public List<GameEvent> lastEvents() {
        return moves.lastEvents();
    }

    /** The engine's reason for the last refused action, or null. */
    public String message() {
        return message;
    }

    /** Something the window tells the players until they click or move again ("Saved to ..."), or null. */
    public String notice() {
        return notice;
    }

    public void tell(String notice) {
        this.notice = notice;
        changed();
    }

    /** Whether the player has begun the open choice (picked a die, paired a blocker): before that, no objection is an error. */
    public boolean draftStarted() {
        return draft.started();
    }

    public Mode mode() {
        if (moves.computerToAct()) {
            return Mode.COMPUTER;
        }
        return moves.computerSeats().remoteToAct(state()) ? Mode.AWAY : Mode.of(state(), draft.paying() != null);
    }

    /** Seat the players (a person or the computer at each seat); a search in progress stops. */
    public void setComputerSeats(ComputerSeats seats) {
        moves.setComputerSeats(seats);
        resetDrafts();
        changed();
    }

    public ComputerSeats computerSeats() {
        return moves.computerSeats();
    }

    // ---- what is offered ----

    public Option dieOption(int id) {
        return watchOnly ? Option.NONE : offered != null ? OfferedOptions.die(offered, state(), mode(), draft.blocking(), id)
                : TableOptions.die(state(), mode(), draft.blocking(), id);
    }

    /** Buying from a card: offered when legal, else greyed with the engine's reason. */
    public Option cardOption(int cardIndex) {
        return watchOnly ? Option.NONE : offered != null ? OfferedOptions.card(offered, state(), mode(), cardIndex)
                : TableOptions.card(state(), mode(), cardIndex);
    }

    public Option globalOption(int cardIndex, int abilityIndex) {
        return watchOnly ? Option.NONE : offered != null ? OfferedOptions.global(offered, mode(), cardIndex, abilityIndex)
                : TableOptions.global(state(), mode(), cardIndex, abilityIndex);
    }

    /** Make this a table only to watch (a replay): nothing is offered, no button asks for a move. */
    public void setWatchOnly(boolean watchOnly) {
        this.watchOnly = watchOnly;
        changed();
    }

    public boolean isWatchOnly() {
        return watchOnly;
    }

    /**
     * Make this a table that does not decide: what it offers, and what may be sent, is what the
     * deciding program offered (a network guest's table, its host's engine); null: the engine
     * decides on the table's own state again. A draft in progress is dropped.
     */
    public void offerOnly(OfferedMoves moves) {
        offered = moves;
        draft.blocking().use(moves == null ? BlockRules.ENGINE : BlockRules.offered(moves));
        resetDrafts();
        changed();
    }

    /** The deciding program refused the move sent, for this reason (shown as the engine's refusals are). */
    public void refused(String reason) {
        message = reason;
        changed();
    }

    /** Whether the die is part of the choice being made (picked, paired, or paying). */
    public boolean isSelected(int id) {
        return draft.isSelected(mode(), id);
    }

    /** The choice being drafted (the picked dice, the blocks, the split, the order ...), to show it. */
    ChoiceDraft draft() {
        return draft;
    }

    /** The blocker still chosen after its first attacker, waiting for another one it may block, or -1. */
    int blockerWaitingForAnother() {
        return draft.blocking().pairedBlockerWaitingForAnother();
    }

    // ---- pointing ----

    public void clickDie(int id) {
        if (refused(dieOption(id))) {
            return;
        }
        GameState s = state();
        Die die = s.die(id);
        if (mode() != Mode.WINDOW) {
            draft.click(mode(), s, die);
        } else if (offered != null) {
            Action move = OfferedOptions.dieMove(offered, id);
            PayingFor paid = OfferedOptions.paidDie(s, move);
            if (paid == null) {
                play(move);
                return;
            }
            startPaying(paid);
        } else if (die.zone().inField()) {
            startPaying(PaidChoices.fieldAbility(s, die));
        } else if (s.face(die).isAction()) {
            play(new Action.UseActionDie(id));
            return;
        } else {
            startPaying(PaidChoices.fielding(s, die));
        }
        message = null;
        notice = null;
        changed();
    }

    /** Move damage onto (positive) or off (negative) a blocker in the split draft. */
    public void addSplitDamage(int blocker, int amount) {
        draft.addSplitDamage(blocker, amount);
        changed();
    }

    /** Move a trigger one place earlier in the order draft. */
    public void moveTriggerUp(int position) {
        if (draft.moveTriggerUp(position)) {
            changed();
        }
    }

    public void clickCard(int cardIndex) {
        if (refused(cardOption(cardIndex))) {
            return;
        }
        if (mode() == Mode.TARGETS) {
            // Unpurchased dice are not drawn on the table: clicking their card picks one of them.
            draft.pickUnpurchased(state(), TableOptions.unpurchasedCandidates(state(), cardIndex));
            changed();
            return;
        }
        startPaying(offered != null ? PaidChoices.purchase(state(), cardIndex,
                OfferedOptions.purchase(offered, cardIndex).payment()) : PaidChoices.purchase(state(), cardIndex));
        changed();
    }

    public void clickGlobal(int cardIndex, int abilityIndex) {
        if (refused(globalOption(cardIndex, abilityIndex))) {
            return;
        }
        startPaying(offered != null ? PaidChoices.global(state(), cardIndex, abilityIndex,
                OfferedOptions.useGlobal(offered, cardIndex, abilityIndex).payment())
                : PaidChoices.global(state(), cardIndex, abilityIndex));
        changed();
    }

    /** A way to react to the damage about to be dealt: offered when the engine allows it paid as suggested. */
    public Option reactOption(int option) {
        return offered != null ? Option.NONE : PaidChoices.reactOption(state(), option);
    }

    /** React to the damage about to be dealt with one of the decision's options (a reactive Global is paid first). */
    public void react(int option) {
        if (refused(reactOption(option))) {
            return;
        }
        startPaying(PaidChoices.reaction(state(), option));
        changed();
    }

    /** A click on something not offered: the engine's reason is shown and nothing else happens. */
    private boolean refused(Option option) {
        if (option.enabled()) {
            return false;
        }
        message = option.reason();
        changed();
        return true;
    }

    /** Answer a number choice. */
    public void chooseNumber(int number) {
        if (mode() == Mode.NUMBER) {
            play(new Action.ChooseNumber(number));
        }
    }

    /** Let the damage about to be dealt be dealt without reacting. */
    public void declineReaction() {
        if (mode() == Mode.REACT) {
            play(new Action.DeclineReaction());
        }
    }

    /**
     * Something to pay for, with the engine's suggested payment: what costs nothing happens at once;
     * what the Reserve Pool cannot pay is refused with the engine's reason; otherwise the
     * suggestion is drafted for the player to change or confirm.
     */
    private void startPaying(PayingFor choice) {
        Action action = choice.action();
        String problem = check(action);
        if (choice.draft().toPayment().spends().isEmpty()) {
            if (problem == null) {
                play(action);
            } else {
                message = problem;
            }
            return;
        }
        draft.startPaying(choice);
        message = null;
        // The player has moved on: what the window told them before ("Saved to ...") has had its moment.
        notice = null;
    }

    // ---- confirming, cancelling, passing, undoing ----

    /** The action Enter would send now, or null when there is nothing to confirm. */
    public Action confirmAction() {
        return draft.action(mode(), state());
    }

    /** Why the current draft cannot be confirmed (the engine's words), or null when it can. */
    public String confirmProblem() {
        Action action = confirmAction();
        return action == null ? "There is nothing to confirm now." : check(action);
    }

    public String confirmLabel() {
        return draft.confirmLabel(mode(), state());
    }

    public void confirm() {
        Action action = confirmAction();
        if (action != null) {
            play(action);
        }
    }

    /** Drop the choice in progress (the picked dice, the pairing or the payment being drafted). */
    public void cancel() {
        message = null;
        resetDrafts();
        changed();
    }

    public boolean canPass() {
        return !watchOnly && mode() == Mode.WINDOW && check(new Action.Pass()) == null;
    }

    /** The engine's reason against an action, or at a table that does not decide whether it may be sent. */
    private String check(Action action) {
        return offered != null ? OfferedOptions.check(offered, state(), action) : Engine.check(state(), action);
    }

    public void pass() {
        if (mode() == Mode.WINDOW) {
            play(new Action.Pass());
        }
    }

    /** Undo takes back the actions since a person's last decision, if none of them revealed anything. */
    public boolean canUndo() {
        return moves.canUndo();
    }

    /**
     * Route every action through {@code gate} instead of straight into the session (a tutorial that
     * accepts only the example's moves, a replay that accepts none). The gate keeps the session up
     * to date itself; null restores ordinary play.
     */
    public void setActionGate(Function<Action, Result> gate) {
        moves.setActionGate(gate);
    }

    /** The session was changed from outside (a tutorial went back, a replay moved): show it again. */
    public void refresh(List<GameEvent> events) {
        moves.refresh(events);
        resetDrafts();
        changed();
    }

    /** Take back the last move chosen, with the moves the table made for the players after it. */
    public void undo() {
        if (moves.undo()) {
            message = null;
            resetDrafts();
            changed();
        }
    }

    public void concede() {
        play(new Action.Concede());
    }

    /** Send a person's action to the engine; a refusal leaves the game as it was and shows the reason. */
    public void play(Action action) {
        if (moves.computerToAct() || mode() == Mode.AWAY) {
            message = Prompts.playerLabel(state(), state().actingPlayer()) + (mode() == Mode.AWAY
                    ? " plays from another computer; wait for their move." : " is the computer; wait for its move.");
            changed();
            return;
        }
        notice = null;
        apply(action, false);
    }

    /** Send the computer's decision to the engine. */
    void playComputerMove(Action action) {
        apply(action, true);
    }

    private void apply(Action action, boolean byComputer) {
        int actingBefore = state().actingPlayer();
        Result result = moves.play(action);
        if (result instanceof Result.Rejected rejected) {
            message = rejected.reason();
        } else if (result instanceof Result.Done) {
            message = null;
            resetDrafts();
            boolean madeForSomebody = makeForcedMoves();
            if (byComputer || madeForSomebody || state().actingPlayer() != actingBefore) {
                handOvers++;
            }
        }
        changed();
    }

    /**
     * How many times the decision before the players changed by itself: a move was made for a player
     * or by the computer, or another player is to act. A key typed before such a change was meant for
     * the decision before it (the window drops it).
     */
    public int handOvers() {
        return handOvers;
    }

    /** Moves a player has no choice about are made for them, as the settings allow (never in a tutorial or a replay). */
    private boolean makeForcedMoves() {
        if (moves.makeForced()) {
            resetDrafts();
            return true;
        }
        return false;
    }

    private void resetDrafts() {
        draft.reset(state());
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

    /** How the table shows a network game: whose seat is at the bottom, whose log, what it says of players away. */
    public TableLook look() {
        return look;
    }

    /** Show the table again (something around the game changed: a player left or came back). */
    public void redraw() {
        changed();
    }

    /** What the table waits for, naming the player who must answer. */
    public String prompt() {
        Mode mode = mode();
        String away = mode == Mode.AWAY ? look.awayNote(state().actingPlayer()) : null;
        if (away != null) {
            return away;
        }
        boolean fieldAbility = mode == Mode.WINDOW
                && (offered != null ? offered.legal() : moves.legal()).stream()
                .anyMatch(a -> a instanceof Action.UseFieldAbility);
        return Prompts.prompt(state(), mode, draft.paying(), draft.blocking(), fieldAbility);
    }
}
