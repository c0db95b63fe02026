package dicemasters.ui;

import dicemasters.engine.Action;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Energy;
import dicemasters.engine.combat.DamageAssignment;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The table's brain without any JavaFX: turns a player's pointing (click a die, a card, a Global,
 * confirm, cancel, pass, undo) into engine actions on the {@link GameSession}. It holds only the
 * draft of a choice in progress; whether anything is legal, and why not, is always the engine's
 * answer ({@link Engine#legalActions}, {@link Engine#check}, {@link Engine#suggestPayment}).
 */
public final class TableController {
    private GameSession session;
    private final List<Runnable> listeners = new ArrayList<>();
    private final Set<Integer> selected = new TreeSet<>();
    private final List<Action.Block> blocks = new ArrayList<>();
    private int pendingBlocker = -1;
    private final Map<Integer, Integer> split = new TreeMap<>();
    private final List<Integer> order = new ArrayList<>();
    private Function<Payment, Action> paidAction;
    private String paidWhat;
    private PaymentDraft payment;
    private String message;
    private List<GameEvent> lastEvents = List.of();
    private GameState legalFor;
    private List<Action> legal = List.of();
    /** Who really plays the actions; by default the session, in a tutorial the tutorial's runner. */
    private Function<Action, Result> actionGate;

    public TableController(GameSession session) {
        this.session = session;
        lastEvents = session.eventsOf(0);
        resetDrafts();
    }

    public void newGame(GameSession next) {
        session = next;
        lastEvents = next.eventsOf(0);
        message = null;
        resetDrafts();
        changed();
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

    public Mode mode() {
        GameState s = state();
        if (s.isOver()) {
            return Mode.OVER;
        }
        Decision d = s.decision();
        if (d instanceof Decision.ChooseTargets) {
            return Mode.TARGETS;
        }
        if (d instanceof Decision.SplitDamage) {
            return Mode.SPLIT;
        }
        if (d instanceof Decision.OrderTriggers) {
            return Mode.ORDER;
        }
        if (d instanceof Decision.React) {
            return payment != null ? Mode.PAYING : Mode.REACT;
        }
        if (d instanceof Decision.ChooseNumber) {
            return Mode.NUMBER;
        }
        if (payment != null) {
            return Mode.PAYING;
        }
        return switch (s.step()) {
            case ROLL_AND_REROLL -> Mode.REROLL;
            case DECLARE_ATTACKERS -> Mode.ATTACKERS;
            case DECLARE_BLOCKERS -> Mode.BLOCKERS;
            default -> Mode.WINDOW;
        };
    }

    // ---- what is offered ----

    private List<Action> legal() {
        if (legalFor != state()) {
            legalFor = state();
            legal = Engine.legalActions(legalFor);
        }
        return legal;
    }

    public Option dieOption(int id) {
        GameState s = state();
        Die die = s.die(id);
        return switch (mode()) {
            case REROLL -> offered(new Action.Reroll(List.of(id)));
            case WINDOW -> windowDieOption(s, die);
            case PAYING -> isPayerEnergy(s, die) ? Option.ok() : Option.NONE;
            case ATTACKERS -> offered(new Action.DeclareAttackers(List.of(id)));
            case BLOCKERS -> blockingOption(s, die);
            case TARGETS -> ((Decision.ChooseTargets) s.decision()).candidates().contains(id) ? Option.ok()
                    : Option.NONE;
            case SPLIT -> ((Decision.SplitDamage) s.decision()).blockers().contains(id) ? Option.ok() : Option.NONE;
            default -> Option.NONE;
        };
    }

    /** A die choice that is part of this step: legal, or not part of the choice at all. */
    private Option offered(Action action) {
        return Engine.check(state(), action) == null ? Option.ok() : Option.NONE;
    }

    private Option windowDieOption(GameState s, Die die) {
        List<Integer> fieldAbilities = die.zone().inField() ? Engine.fieldAbilities(s, die) : List.of();
        if (!fieldAbilities.isEmpty()) {
            return verdict(Engine.useFieldAbility(s, die, fieldAbilities.get(0)));
        }
        if (die.zone() != Zone.RESERVE || die.owner() < 0) {
            return Option.NONE;
        }
        if (s.face(die).isCharacter()) {
            Payment pay = suggestion(s, Engine.fieldCost(s, die), List.of());
            return verdict(new Action.Field(die.id(), pay));
        }
        if (s.face(die).isAction()) {
            return verdict(new Action.UseActionDie(die.id()));
        }
        return Option.NONE;
    }

    private Option blockingOption(GameState s, Die die) {
        if (Engine.possibleBlockers(s).contains(die)) {
            return Option.ok();
        }
        if (pendingBlocker >= 0 && Engine.attackers(s).contains(die)) {
            return anotherAttackerOption(s, die);
        }
        return Option.NONE;
    }

    /**
     * An attacker for the chosen blocker: its first one is always offered (the whole declaration
     * is judged on Enter); a further one only when the engine lets that blocker block them all.
     */
    private Option anotherAttackerOption(GameState s, Die attacker) {
        List<Die> current = attackersPairedWith(s, pendingBlocker);
        if (current.isEmpty() || current.contains(attacker)) {
            return Option.ok();
        }
        List<Die> more = new ArrayList<>(current);
        more.add(attacker);
        String reason = Engine.severalBlocksProblem(s, s.die(pendingBlocker), more);
        return reason == null ? Option.ok() : Option.refused(reason);
    }

    /** The attackers the draft pairs with a blocker, in the order they were paired. */
    private List<Die> attackersPairedWith(GameState s, int blocker) {
        return blocks.stream().filter(b -> b.blocker() == blocker).map(b -> s.die(b.attacker())).toList();
    }

    /** Whether the engine would let the blocker block one more of the attackers, besides those paired. */
    private boolean mayBlockAnother(GameState s, int blocker) {
        List<Die> current = attackersPairedWith(s, blocker);
        for (Die attacker : Engine.attackers(s)) {
            List<Die> more = new ArrayList<>(current);
            more.add(attacker);
            if (!current.contains(attacker) && Engine.severalBlocksProblem(s, s.die(blocker), more) == null) {
                return true;
            }
        }
        return false;
    }

    private boolean isPayerEnergy(GameState s, Die die) {
        return die.owner() == s.actingPlayer() && die.zone() == Zone.RESERVE && s.face(die).isEnergy();
    }

    /** Buying from a card: offered when legal, else greyed with the engine's reason. */
    public Option cardOption(int cardIndex) {
        GameState s = state();
        CardInPlay card = s.cards().get(cardIndex);
        if (card.isSidekicks()) {
            return Option.NONE;
        }
        if (mode() == Mode.TARGETS) {
            return unpurchasedCandidates(cardIndex).isEmpty() ? Option.NONE : Option.ok();
        }
        if (mode() != Mode.WINDOW && mode() != Mode.REROLL) {
            return Option.NONE;
        }
        var def = card.definition();
        return verdict(new Action.Purchase(cardIndex,
                suggestion(s, Engine.purchaseCost(card), def.energyTypes())));
    }

    public Option globalOption(int cardIndex, int abilityIndex) {
        GameState s = state();
        if (mode() != Mode.WINDOW && mode() != Mode.REROLL) {
            return Option.NONE;
        }
        Ability ability = s.cards().get(cardIndex).definition().abilities().get(abilityIndex);
        return verdict(new Action.UseGlobal(cardIndex, abilityIndex,
                suggestion(s, ability.cost().energy(), ability.cost().types())));
    }

    private Option verdict(Action action) {
        String reason = Engine.check(state(), action);
        return reason == null ? Option.ok() : Option.refused(reason);
    }

    /** The engine's suggested payment for the acting player, or nothing when none can pay. */
    private static Payment suggestion(GameState s, int cost, List<Energy> types) {
        Payment pay = Engine.suggestPayment(s, s.actingPlayer(), cost, types);
        return pay == null ? Payment.NOTHING : pay;
    }

    /** Whether the die is part of the choice being made (picked, paired, or paying). */
    public boolean isSelected(int id) {
        return switch (mode()) {
            case REROLL, ATTACKERS, TARGETS -> selected.contains(id);
            case BLOCKERS -> pendingBlocker == id || blocks.stream().anyMatch(b -> b.blocker() == id);
            case PAYING -> !payment.spentFrom(id).isEmpty();
            case SPLIT -> split.getOrDefault(id, 0) > 0;
            default -> false;
        };
    }

    /** The attacker a die is paired with in the blocking draft, or -1. */
    public int draftBlockTarget(int blocker) {
        return blocks.stream().filter(b -> b.blocker() == blocker).mapToInt(Action.Block::attacker)
                .findFirst().orElse(-1);
    }

    public List<Action.Block> draftBlocks() {
        return List.copyOf(blocks);
    }

    public Map<Integer, Integer> draftSplit() {
        return Map.copyOf(split);
    }

    public List<Integer> draftOrder() {
        return List.copyOf(order);
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
            case REROLL, ATTACKERS -> toggle(id);
            case TARGETS -> pickTarget(id, (Decision.ChooseTargets) s.decision());
            case WINDOW -> {
                if (die.zone().inField()) {
                    useFieldAbility(s, die);
                    return;
                }
                if (s.face(die).isAction()) {
                    play(new Action.UseActionDie(id));
                    return;
                }
                startPaying("field " + s.nameOf(die), Engine.fieldCost(s, die), List.of(),
                        pay -> new Action.Field(id, pay));
            }
            case PAYING -> payment.cycle(id, s.face(die).energy());
            case BLOCKERS -> pairBlocker(s, die);
            case SPLIT -> addSplitDamage(id, 1);
            default -> {
            }
        }
        message = null;
        changed();
    }

    private void toggle(int id) {
        if (!selected.remove(id)) {
            selected.add(id);
        }
    }

    private void pickTarget(int id, Decision.ChooseTargets d) {
        if (d.max() == 1 && !selected.contains(id)) {
            selected.clear();
        }
        toggle(id);
    }

    /**
     * Click a blocker, then the attacker it blocks. A blocker that may block several attackers stays
     * chosen while the engine allows it one more: click further attackers (again to unpair one),
     * or the blocker itself when done. Clicking a paired blocker that is not chosen unpairs it.
     */
    private void pairBlocker(GameState s, Die die) {
        if (Engine.possibleBlockers(s).contains(die)) {
            boolean paired = blocks.stream().anyMatch(b -> b.blocker() == die.id());
            if (pendingBlocker == die.id() && paired) {
                pendingBlocker = -1;
                return;
            }
            boolean wasPaired = blocks.removeIf(b -> b.blocker() == die.id());
            pendingBlocker = wasPaired || pendingBlocker == die.id() ? -1 : die.id();
        } else if (pendingBlocker >= 0) {
            int blocker = pendingBlocker;
            if (!blocks.removeIf(b -> b.blocker() == blocker && b.attacker() == die.id())) {
                blocks.add(new Action.Block(blocker, die.id()));
            }
            if (!mayBlockAnother(s, blocker)) {
                pendingBlocker = -1;
            }
        }
    }

    /** Move damage onto (positive) or off (negative) a blocker in the split draft. */
    public void addSplitDamage(int blocker, int amount) {
        int now = split.getOrDefault(blocker, 0);
        split.put(blocker, Math.max(0, now + amount));
        changed();
    }

    /** Move a trigger one place earlier in the order draft. */
    public void moveTriggerUp(int position) {
        if (position > 0 && position < order.size()) {
            order.add(position - 1, order.remove(position));
            changed();
        }
    }

    /** Dice still on the card that the pending target choice offers ("one of your unpurchased dice"). */
    private List<Integer> unpurchasedCandidates(int cardIndex) {
        GameState s = state();
        if (!(s.decision() instanceof Decision.ChooseTargets d)) {
            return List.of();
        }
        return d.candidates().stream()
                .filter(id -> s.die(id).cardIndex() == cardIndex && s.die(id).zone() == Zone.ON_CARD).toList();
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
            List<Integer> dice = unpurchasedCandidates(cardIndex);
            int id = dice.stream().filter(x -> !selected.contains(x)).findFirst().orElse(dice.get(0));
            pickTarget(id, (Decision.ChooseTargets) state().decision());
            changed();
            return;
        }
        CardInPlay card = state().cards().get(cardIndex);
        startPaying("buy a " + card.definition().name() + " die", Engine.purchaseCost(card),
                card.definition().energyTypes(), pay -> new Action.Purchase(cardIndex, pay));
        changed();
    }

    /**
     * A die in the Field Zone with an ability used whenever Globals could be (a Continuous action
     * die's): used at once when it costs no energy, else paid first like a Global.
     */
    private void useFieldAbility(GameState s, Die die) {
        int index = Engine.fieldAbilities(s, die).get(0);
        Ability ability = s.definition(die).abilities().get(index);
        if (ability.cost().energy() == 0) {
            play(new Action.UseFieldAbility(die.id(), index, Payment.NOTHING));
            return;
        }
        startPaying("use the ability of " + s.nameOf(die), ability.cost().energy(), ability.cost().types(),
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
        Ability ability = def.abilities().get(abilityIndex);
        startPaying("use the Global Ability of " + def.name(), ability.cost().energy(), ability.cost().types(),
                pay -> new Action.UseGlobal(cardIndex, abilityIndex, pay));
        changed();
    }

    /** React to the damage about to be dealt with one of the decision's options (a reactive Global is paid first). */
    public void react(int option) {
        if (!(state().decision() instanceof Decision.React d) || option < 0 || option >= d.options().size()) {
            return;
        }
        Decision.ReactionOption o = d.options().get(option);
        var def = state().cards().get(o.cardIndex()).definition();
        Ability ability = def.allAbilities().get(o.abilityIndex());
        startPaying("react with " + def.name(), ability.cost().energy(), ability.cost().types(),
                pay -> new Action.React(option, pay));
        changed();
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

    /** Something to pay for: free things happen at once; otherwise the suggested payment is drafted. */
    private void startPaying(String what, int cost, List<Energy> types, Function<Payment, Action> make) {
        GameState s = state();
        Payment suggested = Engine.suggestPayment(s, s.actingPlayer(), cost, types);
        if (suggested == null) {
            message = Engine.check(s, make.apply(Payment.NOTHING));
            return;
        }
        if (cost == 0) {
            play(make.apply(suggested));
            return;
        }
        paidAction = make;
        paidWhat = what;
        payment = new PaymentDraft(suggested);
        message = null;
    }

    // ---- confirming, cancelling, passing, undoing ----

    /** The action Enter would send now, or null when there is nothing to confirm. */
    public Action confirmAction() {
        GameState s = state();
        return switch (mode()) {
            case REROLL -> new Action.Reroll(List.copyOf(selected));
            case PAYING -> paidAction.apply(payment.toPayment());
            case ATTACKERS -> new Action.DeclareAttackers(List.copyOf(selected));
            case BLOCKERS -> new Action.DeclareBlockers(blocks);
            case TARGETS -> new Action.ChooseTargets(List.copyOf(selected));
            case SPLIT -> splitAction((Decision.SplitDamage) s.decision());
            case ORDER -> new Action.OrderTriggers(order);
            default -> null;
        };
    }

    private Action splitAction(Decision.SplitDamage d) {
        List<DamageAssignment> shares = new ArrayList<>();
        for (int blocker : d.blockers()) {
            shares.add(new DamageAssignment(d.attacker(), blocker, split.getOrDefault(blocker, 0)));
        }
        return new Action.SplitDamage(shares);
    }

    /** Why the current draft cannot be confirmed (the engine's words), or null when it can. */
    public String confirmProblem() {
        Action action = confirmAction();
        return action == null ? "There is nothing to confirm now." : Engine.check(state(), action);
    }

    public String confirmLabel() {
        return switch (mode()) {
            case REROLL -> selected.isEmpty() ? "Keep all dice" : "Reroll " + count(selected.size(), "die", "dice");
            case PAYING -> "Pay and " + paidWhat;
            case ATTACKERS -> selected.isEmpty() ? "Do not attack" : "Attack with " + count(selected.size(), "die",
                    "dice");
            case BLOCKERS -> blocks.isEmpty() ? "No blocks" : "Block with " + count(blockingDice(), "die", "dice");
            case TARGETS -> "Choose " + count(selected.size(), "target", "targets");
            case SPLIT -> "Assign damage";
            case ORDER -> "Resolve in this order";
            default -> "Confirm";
        };
    }

    private int blockingDice() {
        return (int) blocks.stream().mapToInt(Action.Block::blocker).distinct().count();
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
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
        return mode() == Mode.WINDOW && Engine.check(state(), new Action.Pass()) == null;
    }

    public void pass() {
        if (mode() == Mode.WINDOW) {
            play(new Action.Pass());
        }
    }

    public boolean canUndo() {
        return actionGate == null && session.canUndo();
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

    public void undo() {
        if (actionGate == null && session.undo()) {
            lastEvents = List.of();
            message = null;
            resetDrafts();
            changed();
        }
    }

    public void concede() {
        play(new Action.Concede());
    }

    /** Send an action to the engine; a refusal leaves the game as it was and shows the reason. */
    public void play(Action action) {
        Result result = actionGate == null ? session.play(action) : actionGate.apply(action);
        if (result instanceof Result.Rejected rejected) {
            message = rejected.reason();
        } else if (result instanceof Result.Done done) {
            lastEvents = done.events();
            message = null;
            resetDrafts();
        }
        changed();
    }

    private void resetDrafts() {
        selected.clear();
        blocks.clear();
        pendingBlocker = -1;
        split.clear();
        order.clear();
        payment = null;
        paidAction = null;
        paidWhat = null;
        Decision d = state().decision();
        if (d instanceof Decision.SplitDamage sd) {
            sd.blockers().forEach(b -> split.put(b, 0));
            split.put(sd.blockers().get(0), sd.amount());
        } else if (d instanceof Decision.OrderTriggers ot) {
            for (int i = 0; i < ot.triggers().size(); i++) {
                order.add(i);
            }
        }
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

    // ---- words for the prompt ----

    public static String playerLabel(GameState s, int player) {
        return s.player(player).name() + " (Player " + (player + 1) + ")";
    }

    /** What the table waits for, naming the player who must answer. */
    public String prompt() {
        GameState s = state();
        String who = playerLabel(s, s.actingPlayer());
        return switch (mode()) {
            case OVER -> s.isTie() ? "The game ended in a tie." : playerLabel(s, s.winner()) + " wins the game.";
            case REROLL -> who + ": click dice to reroll, then Enter. Enter with none picked keeps them all.";
            case WINDOW -> windowPrompt(s, who) + fieldAbilityHint();
            case PAYING -> who + ": pay to " + paidWhat + ". Spending " + payment.describe(s)
                    + ". Click energy dice to change what is spent; Enter pays, Esc cancels.";
            case ATTACKERS -> who + ": click field dice to attack with, then Enter (none: no attack).";
            case BLOCKERS -> blockersPrompt(s, who);
            case TARGETS, SPLIT, ORDER, REACT, NUMBER -> who + ": " + withoutName(s, s.decision()) + ".";
        };
    }

    private String blockersPrompt(GameState s, String who) {
        if (pendingBlocker >= 0 && blocks.stream().anyMatch(b -> b.blocker() == pendingBlocker)) {
            String name = s.nameOf(s.die(pendingBlocker));
            return who + ": " + name + " may block another attacker: click it, or click " + name
                    + " again when done. Enter when done.";
        }
        return who + ": click one of your field dice, then the attacker it blocks. Enter when done.";
    }

    /** Decision prompts start with the player's name (for the text log); the bar names them already. */
    private static String withoutName(GameState s, Decision d) {
        String name = s.player(d.player()).name() + ": ";
        return d.prompt().startsWith(name) ? d.prompt().substring(name.length()) : d.prompt();
    }

    /** Said when a die of the acting player's in the Field Zone can use its ability now (Chair Smash). */
    private String fieldAbilityHint() {
        return legal().stream().anyMatch(a -> a instanceof Action.UseFieldAbility)
                ? " You may also click your die in the Field Zone to use its ability." : "";
    }

    private static String windowPrompt(GameState s, String who) {
        String where = s.step() == Step.MAIN ? "Main Step" : "Attack: Action/Global window";
        if (s.actingPlayer() == s.activePlayer()) {
            return who + ", " + where + ": "
                    + (s.step() == Step.MAIN ? "buy dice, field characters, " : "")
                    + "use action dice or Globals, or pass priority (Space).";
        }
        return who + " has priority (" + where + "): use a Global Ability with your saved energy, or pass (Space).";
    }
}
