package dicemasters.ui;

import dicemasters.engine.Action;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;
import dicemasters.engine.card.Ability;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The table's brain without any JavaFX: turns a player's pointing (click a die, a card, a Global,
 * confirm, cancel, pass, undo) into engine actions on the {@link GameSession}. It holds only the
 * draft of a choice in progress; whether anything is legal, and why not, is always the engine's
 * answer ({@link Engine#legalActions}, {@link Engine#check}, {@link Engine#suggestPayment}).
 * Beside it: a draft per kind of choice ({@link BlockingDraft}, {@link PayingFor}, ...), what a click
 * offers ({@link TableOptions}), what the table waits for ({@link Mode#of}), its words ({@link Prompts}).
 */
public final class TableController {
    private GameSession session;
    private final List<Runnable> listeners = new ArrayList<>();
    private final PickedDice picked = new PickedDice();
    private final BlockingDraft blocking = new BlockingDraft();
    private final DamageSplitDraft split = new DamageSplitDraft();
    private final TriggerOrderDraft order = new TriggerOrderDraft();
    private final PrepAreaSplitDraft prepSplit = new PrepAreaSplitDraft();
    /** What is being paid for while its payment is drafted, or null. */
    private PayingFor paying;
    private String message;
    private String notice;
    private List<GameEvent> lastEvents = List.of();
    private GameState legalFor;
    private List<Action> legal = List.of();
    /** Who really plays the actions; by default the session, in a tutorial the tutorial's runner. */
    private Function<Action, Result> actionGate;
    /** Which moves are made for a player without a choice; none until the window hands its settings. */
    private Settings settings = Settings.DEFAULTS.withAutoPass(false);
    /** Moves the table made for the players since the last move someone chose (undone with it). */
    private final AutoMoveLog autoMoves = new AutoMoveLog();
    /** A table only to watch (a replay): it offers nothing to click and asks nobody for anything. */
    private boolean watchOnly;
    /** Who plays each seat: the computer's decisions come only through {@link #playComputerMove}. */
    private ComputerSeats computer = ComputerSeats.people();

    public TableController(GameSession session) {
        this.session = session;
        lastEvents = session.eventsOf(0);
        resetDrafts();
    }

    public void newGame(GameSession next) {
        newGame(next, computer.fit(next.current()) ? computer : ComputerSeats.people(next.current().players().size()));
    }

    /** A new game on the table with its seats (a person or the computer at each). */
    public void newGame(GameSession next, ComputerSeats seats) {
        computer.stopThinking();
        computer = seats;
        session = next;
        lastEvents = next.eventsOf(0);
        message = null;
        autoMoves.clear();
        resetDrafts();
        makeForcedMoves();
        changed();
    }

    /** The players' settings: which moves the table makes for a player without a choice. */
    public void setSettings(Settings settings) {
        boolean changed = !settings.equals(this.settings);
        this.settings = settings;
        if (changed && AutoMoves.forced(state(), settings) != null) {
            makeForcedMoves();
            changed();
        }
    }

    public Settings settings() {
        return settings;
    }

    /** What the table did for the players since the last move chosen ("Bruce could only pass: ..."), or null. */
    public String autoMoveNote() {
        return autoMoves.note();
    }

    public GameSession session() {
        return session;
    }

    public GameState state() {
        return session.current();
    }

    public void onChange(Runnable listener) {
        listeners.add(listener);
    }

    /** The events of the last action (or of the start), so the view can mark what just happened. */
    public List<GameEvent> lastEvents() {
        return lastEvents;
    }

    /** The engine's reason for the last refused action, or null. */
    public String message() {
        return message;
    }

    /** Something the window tells the players until the next move ("Saved to ..."), or null. */
    public String notice() {
        return notice;
    }

    public void tell(String notice) {
        this.notice = notice;
        changed();
    }

    /** Whether the player has begun the open choice (picked a die, paired a blocker): before that, no objection is an error. */
    public boolean draftStarted() {
        return picked.size() > 0 || !blocking.isEmpty() || blocking.blockerWaiting() >= 0 || paying != null;
    }

    public Mode mode() {
        return computer.toAct(state()) ? Mode.COMPUTER : Mode.of(state(), paying != null);
    }

    /** Seat the players (a person or the computer at each seat); a search in progress stops. */
    public void setComputerSeats(ComputerSeats seats) {
        computer.stopThinking();
        computer = seats;
        resetDrafts();
        changed();
    }

    public ComputerSeats computerSeats() {
        return computer;
    }

    // ---- what is offered ----

    public Option dieOption(int id) {
        return watchOnly ? Option.NONE : TableOptions.die(state(), mode(), blocking, id);
    }

    /** Buying from a card: offered when legal, else greyed with the engine's reason. */
    public Option cardOption(int cardIndex) {
        return watchOnly ? Option.NONE : TableOptions.card(state(), mode(), cardIndex);
    }

    public Option globalOption(int cardIndex, int abilityIndex) {
        return watchOnly ? Option.NONE : TableOptions.global(state(), mode(), cardIndex, abilityIndex);
    }

    /** Make this a table only to watch (a replay): nothing is offered, no button asks for a move. */
    public void setWatchOnly(boolean watchOnly) {
        this.watchOnly = watchOnly;
        changed();
    }

    public boolean isWatchOnly() {
        return watchOnly;
    }

    /** Whether the die is part of the choice being made (picked, paired, or paying). */
    public boolean isSelected(int id) {
        return switch (mode()) {
            case REROLL, ATTACKERS, TARGETS -> picked.contains(id);
            case BLOCKERS -> blocking.isSelected(id);
            case PAYING -> !paying.draft().spentFrom(id).isEmpty();
            case SPLIT -> split.hasDamageOn(id);
            default -> false;
        };
    }

    /** The attacker a die is paired with in the blocking draft, or -1. */
    public int draftBlockTarget(int blocker) {
        return blocking.attackerOf(blocker);
    }

    /** The blocker still chosen after its first attacker, waiting for another one it may block, or -1. */
    int blockerWaitingForAnother() {
        return blocking.pairedBlockerWaitingForAnother();
    }

    public List<Action.Block> draftBlocks() {
        return blocking.blocks();
    }

    public Map<Integer, Integer> draftSplit() {
        return split.shares();
    }

    public List<Integer> draftOrder() {
        return order.order();
    }

    /** Doubles: whether the die of the shared Prep Area goes to the deciding player's teammate in the split drafted. */
    public boolean draftRolledByTeammate(int id) {
        return prepSplit.teammateRolls(id);
    }

    // ---- pointing ----

    public void clickDie(int id) {
        Option option = dieOption(id);
        if (!option.enabled()) {
            message = option.reason();
            changed();
            return;
        }
        GameState s = state();
        Die die = s.die(id);
        switch (mode()) {
            case REROLL, ATTACKERS -> picked.toggle(id);
            case TARGETS -> picked.pickTarget(id, (Decision.ChooseTargets) s.decision());
            case WINDOW -> {
                if (die.zone().inField()) {
                    useFieldAbility(s, die);
                    return;
                }
                if (s.face(die).isAction()) {
                    play(new Action.UseActionDie(id));
                    return;
                }
                startPaying("field " + s.nameOf(die), Engine.suggestedFielding(s, die).payment(),
                        pay -> new Action.Field(id, pay));
            }
            case PAYING -> paying.draft().cycle(id, s.face(die).energy());
            case BLOCKERS -> blocking.click(s, die);
            case SPLIT -> addSplitDamage(id, 1);
            case PREP_SPLIT -> prepSplit.move(id);
            default -> {
            }
        }
        message = null;
        changed();
    }

    /** Move damage onto (positive) or off (negative) a blocker in the split draft. */
    public void addSplitDamage(int blocker, int amount) {
        split.add(blocker, amount);
        changed();
    }

    /** Move a trigger one place earlier in the order draft. */
    public void moveTriggerUp(int position) {
        if (order.moveUp(position)) {
            changed();
        }
    }

    public void clickCard(int cardIndex) {
        Option option = cardOption(cardIndex);
        if (!option.enabled()) {
            message = option.reason();
            changed();
            return;
        }
        if (mode() == Mode.TARGETS) {
            // Unpurchased dice are not drawn on the table: clicking their card picks one of them.
            List<Integer> dice = TableOptions.unpurchasedCandidates(state(), cardIndex);
            picked.pickTarget(picked.firstUnpicked(dice), (Decision.ChooseTargets) state().decision());
            changed();
            return;
        }
        CardInPlay card = state().cards().get(cardIndex);
        startPaying("buy a " + card.definition().name() + " die",
                Engine.suggestedPurchase(state(), cardIndex).payment(), pay -> new Action.Purchase(cardIndex, pay));
        changed();
    }

    /**
     * A die in the Field Zone with an ability used whenever Globals could be (a Continuous action
     * die's): used at once when it costs no energy, else paid first like a Global.
     */
    private void useFieldAbility(GameState s, Die die) {
        int index = Engine.fieldAbilities(s, die).get(0);
        startPaying("use the ability of " + s.nameOf(die), Engine.useFieldAbility(s, die, index).payment(),
                pay -> new Action.UseFieldAbility(die.id(), index, pay));
        message = null;
        changed();
    }

    public void clickGlobal(int cardIndex, int abilityIndex) {
        Option option = globalOption(cardIndex, abilityIndex);
        if (!option.enabled()) {
            message = option.reason();
            changed();
            return;
        }
        var def = state().cards().get(cardIndex).definition();
        startPaying("use the Global Ability of " + def.name(),
                Engine.suggestedGlobal(state(), cardIndex, abilityIndex).payment(),
                pay -> new Action.UseGlobal(cardIndex, abilityIndex, pay));
        changed();
    }

    /** A way to react to the damage about to be dealt: offered when the engine allows it paid as suggested. */
    public Option reactOption(int option) {
        if (!(state().decision() instanceof Decision.React d) || option < 0 || option >= d.options().size()) {
            return Option.NONE;
        }
        String reason = Engine.check(state(), new Action.React(option, reactionPayment(d, option)));
        return reason == null ? Option.ok() : Option.refused(reason);
    }

    /** React to the damage about to be dealt with one of the decision's options (a reactive Global is paid first). */
    public void react(int option) {
        Option offered = reactOption(option);
        if (!offered.enabled()) {
            message = offered.reason();
            changed();
            return;
        }
        Decision.React d = (Decision.React) state().decision();
        var def = state().cards().get(d.options().get(option).cardIndex()).definition();
        startPaying("react with " + def.name(), reactionPayment(d, option), pay -> new Action.React(option, pay));
        changed();
    }

    /** The engine's suggested payment for a way to react (nothing when it is free or cannot be paid). */
    private Payment reactionPayment(Decision.React d, int option) {
        Decision.ReactionOption o = d.options().get(option);
        Ability ability = state().cards().get(o.cardIndex()).definition().allAbilities().get(o.abilityIndex());
        Payment suggested = ability.cost().isFree() ? Payment.NOTHING : Engine.suggestPayment(state(),
                d.player(), ability.cost().energy(), ability.cost().types());
        return suggested == null ? Payment.NOTHING : suggested;
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
    private void startPaying(String what, Payment suggested, Function<Payment, Action> make) {
        Action action = make.apply(suggested);
        String problem = Engine.check(state(), action);
        if (suggested.spends().isEmpty()) {
            if (problem == null) {
                play(action);
            } else {
                message = problem;
            }
            return;
        }
        paying = new PayingFor(what, make, new PaymentDraft(suggested));
        message = null;
    }

    // ---- confirming, cancelling, passing, undoing ----

    /** The action Enter would send now, or null when there is nothing to confirm. */
    public Action confirmAction() {
        GameState s = state();
        return switch (mode()) {
            case REROLL -> new Action.Reroll(picked.ids());
            case PAYING -> paying.action();
            case ATTACKERS -> new Action.DeclareAttackers(picked.ids());
            case BLOCKERS -> blocking.declaration();
            case TARGETS -> new Action.ChooseTargets(picked.ids());
            case SPLIT -> split.action((Decision.SplitDamage) s.decision());
            case ORDER -> order.action();
            case PREP_SPLIT -> prepSplit.action();
            default -> null;
        };
    }

    /** Why the current draft cannot be confirmed (the engine's words), or null when it can. */
    public String confirmProblem() {
        Action action = confirmAction();
        return action == null ? "There is nothing to confirm now." : Engine.check(state(), action);
    }

    public String confirmLabel() {
        if (mode() == Mode.PREP_SPLIT) {
            return Prompts.splitLabel(state(), (Decision.SplitPrepArea) state().decision(), prepSplit.teammateCount());
        }
        return Prompts.confirmLabel(mode(), picked.size(), paying, blocking);
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
        return !watchOnly && mode() == Mode.WINDOW && Engine.check(state(), new Action.Pass()) == null;
    }

    public void pass() {
        if (mode() == Mode.WINDOW) {
            play(new Action.Pass());
        }
    }

    /** Undo takes back the actions since a person's last decision, if none of them revealed anything. */
    public boolean canUndo() {
        return actionGate == null && !state().isOver() && autoMoves.canUndo(session, this::madeByComputer);
    }

    /**
     * Route every action through {@code gate} instead of straight into the session (a tutorial that
     * accepts only the example's moves, a replay that accepts none). The gate keeps the session up
     * to date itself; null restores ordinary play.
     */
    public void setActionGate(Function<Action, Result> gate) {
        this.actionGate = gate;
    }

    /** The session was changed from outside (a tutorial went back, a replay moved): show it again. */
    public void refresh(List<GameEvent> events) {
        lastEvents = events;
        resetDrafts();
        changed();
    }

    /** Take back the last move chosen, with the moves the table made for the players after it. */
    public void undo() {
        computer.stopThinking();
        if (canUndo() && autoMoves.undo(session, this::madeByComputer)) {
            lastEvents = List.of();
            message = null;
            resetDrafts();
            changed();
        }
    }

    /** Whether the session's action number {@code n} (1 is the first) was the computer's decision. */
    private boolean madeByComputer(int n) {
        return computer.isComputer(session.stateAfter(n - 1).actingPlayer());
    }

    public void concede() {
        play(new Action.Concede());
    }

    /** Send a person's action to the engine; a refusal leaves the game as it was and shows the reason. */
    public void play(Action action) {
        if (computer.toAct(state())) {
            message = Prompts.playerLabel(state(), state().actingPlayer()) + " is the computer; wait for its move.";
            changed();
            return;
        }
        notice = null;
        playComputerMove(action);
    }

    /** Send the computer's decision (or, through {@link #play}, a person's) to the engine. */
    void playComputerMove(Action action) {
        Result result = actionGate == null ? session.play(action) : actionGate.apply(action);
        if (result instanceof Result.Rejected rejected) {
            message = rejected.reason();
        } else if (result instanceof Result.Done done) {
            lastEvents = done.events();
            message = null;
            autoMoves.chosen();
            resetDrafts();
            makeForcedMoves();
        }
        changed();
    }

    /** Moves a player has no choice about are made for them, as the settings allow (never in a tutorial or a replay). */
    private void makeForcedMoves() {
        if (actionGate != null) {
            return;
        }
        for (int i = 0; i < AutoMoveLog.MOST_IN_A_ROW; i++) {
            GameState before = state();
            if (computer.toAct(before)) {
                return;
            }
            Action forced = AutoMoves.forced(before, settings);
            if (forced == null || !(session.play(forced) instanceof Result.Done done)) {
                return;
            }
            List<GameEvent> events = new ArrayList<>(lastEvents);
            events.addAll(done.events());
            lastEvents = events;
            autoMoves.made(session, AutoMoves.told(before, forced));
            resetDrafts();
        }
    }

    private void resetDrafts() {
        picked.clear();
        blocking.clear();
        split.clear();
        order.clear();
        prepSplit.clear();
        paying = null;
        Decision d = state().decision();
        if (d instanceof Decision.SplitDamage sd) {
            split.startFrom(sd);
        } else if (d instanceof Decision.OrderTriggers ot) {
            order.startFrom(ot);
        } else if (d instanceof Decision.SplitPrepArea sp) {
            prepSplit.startFrom(state(), sp);
        }
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

    private List<Action> legal() {
        if (legalFor != state()) {
            legalFor = state();
            legal = Engine.legalActions(legalFor);
        }
        return legal;
    }

    /** What the table waits for, naming the player who must answer. */
    public String prompt() {
        Mode mode = mode();
        boolean fieldAbility = mode == Mode.WINDOW
                && legal().stream().anyMatch(a -> a instanceof Action.UseFieldAbility);
        return Prompts.prompt(state(), mode, paying, blocking, fieldAbility);
    }
}
