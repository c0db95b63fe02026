package dicemasters.testing;

import dicemasters.cards.CardText;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.PositionEditor;
import dicemasters.engine.state.Step;

import java.util.List;

import static org.assertj.core.api.Assertions.fail;

/**
 * A game under test: a position set up by hand ({@link GamePosition}), then played only through
 * {@link Engine#apply}, one move at a time, so every card and rule works as in a game. A move the
 * engine rejects fails the test with the engine's reason. Start one with {@link #setup()}; read it
 * with {@link GameAssert#assertThat(TestGame)}. See {@code docs/TESTING.md}.
 */
public final class TestGame extends GamePosition {
    /** False while the step the position starts in has its automatic part still to run. */
    private boolean settled;

    TestGame(PositionEditor editor, boolean settled) {
        super(editor.state(), editor);
        this.settled = settled;
    }

    private TestGame(Result.Done start) {
        super(start.state(), null);
        this.settled = true;
        events.addAll(start.events());
    }

    private TestGame(TestGame from) {
        super(from);
        this.settled = from.settled;
    }

    /** A second game from this position, to try another line of play; the two go their own ways. */
    public TestGame branch() {
        return new TestGame(this);
    }

    /** The cards of a new game under test. */
    public static GameBuilder setup() {
        return new GameBuilder();
    }

    static TestGame started(Result.Done start) {
        return new TestGame(start);
    }

    /** Lets the engine run what it runs by itself (the step's automatic part) until a player must choose. */
    public TestGame proceed() {
        if (!settled) {
            Result.Done done = Engine.settle(state);
            state = done.state();
            events.addAll(done.events());
            settled = true;
        }
        return this;
    }

    /** The acting player's move, which the engine must allow. */
    public Result.Done act(Action action) {
        proceed();
        Result result = Engine.apply(state, action);
        if (result instanceof Result.Rejected r) {
            fail(state.player(state.actingPlayer()).name() + " may not " + action + ": " + r.reason());
        }
        Result.Done done = (Result.Done) result;
        state = done.state();
        events.addAll(done.events());
        return done;
    }

    /** A suggested payment of {@code cost} for the player, or a failure saying they cannot pay. */
    public Payment payment(int player, int cost, List<Energy> types) {
        proceed();
        Payment p = Engine.suggestPayment(state, player, cost, types);
        if (p == null) {
            fail(state.player(player).name() + " cannot pay " + cost + " energy" + (types.isEmpty() ? "" : " " + types));
        }
        return p;
    }

    /** A payment of every symbol the energy dice show (virtual energy is not used). */
    public Payment paymentFrom(TestDie... energyDice) {
        proceed();
        List<Payment.Spend> spends = new java.util.ArrayList<>();
        for (TestDie d : energyDice) {
            spends.add(new Payment.Spend(d.id(), state.face(die(d)).energy()));
        }
        return new Payment(spends);
    }

    /** Some of the symbols an energy die shows: a partial spend, for {@code Payment.of(...)}. */
    public static Payment.Spend partOf(TestDie energyDie, Energy... symbols) {
        return new Payment.Spend(energyDie.id(), List.of(symbols));
    }

    // ---- Main Step ----

    /** Its owner fields the die from the Reserve Pool, paying as the engine suggests (as the table does). */
    public void field(TestDie die) {
        proceed();
        act(Engine.suggestedFielding(state, die(die)));
    }

    /** Its owner fields the die from the Reserve Pool, paying exactly so ({@link #paymentFrom}, {@link #partOf}). */
    public void field(TestDie die, Payment payment) {
        act(new Action.Field(die.id(), payment));
    }

    /** The player buying now buys a die of the card, paying exactly so instead of as suggested. */
    public void buy(String card, Payment payment) {
        proceed();
        act(new Action.Purchase(card(state.priorityPlayer(), card).index(), payment));
    }

    /** The player buying now (the active player, in Doubles the one holding priority) buys a die of the card. */
    public void buy(String card) {
        proceed();
        act(Engine.suggestedPurchase(state, card(state.priorityPlayer(), card).index()));
    }

    /** The acting player uses the action die from the Reserve Pool. */
    public void use(TestDie actionDie) {
        act(new Action.UseActionDie(actionDie.id()));
    }

    /** The acting player uses the Global Ability with that index among the card's abilities, paying as suggested. */
    public void useGlobal(String card, int abilityIndex) {
        act(globalAction(card, abilityIndex));
    }

    /** The action of using a card's Global Ability, paid as the engine suggests for the priority holder. */
    public Action.UseGlobal globalAction(String card, int abilityIndex) {
        proceed();
        return Engine.suggestedGlobal(state, card(card).index(), abilityIndex);
    }

    /** The priority holder uses the card's Global whose text has these words ("Sidekick gets"), paying as suggested. */
    public void useGlobal(String card, String words) {
        act(globalAction(card, words));
    }

    /** The same Global, paid exactly so ({@link #paymentFrom}, {@link #partOf}). */
    public void useGlobal(String card, String words, Payment payment) {
        proceed();
        act(new Action.UseGlobal(card(card).index(), globalIndex(card(card), words), payment));
    }

    /** Using the card's Global whose text has these words, paid as the engine suggests for the priority holder. */
    public Action.UseGlobal globalAction(String card, String words) {
        proceed();
        return Engine.suggestedGlobal(state, card(card).index(), globalIndex(card(card), words));
    }

    /** The index among the card's abilities of its one Global whose generated text has the words. */
    private int globalIndex(CardInPlay card, String words) {
        List<Ability> abilities = state.abilities(card.index());
        List<Integer> found = new java.util.ArrayList<>();
        List<String> globals = new java.util.ArrayList<>();
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i).isGlobal()) {
                String text = CardText.ofAbility(card.definition(), abilities.get(i));
                globals.add(text);
                if (text.contains(words)) {
                    found.add(i);
                }
            }
        }
        if (found.size() != 1) {
            fail(card.definition().name() + " has " + found.size() + " Globals saying \"" + words + "\"; its Globals: "
                    + globals);
        }
        return found.get(0);
    }

    /** The die's ability usable "whenever you could use a Global Ability", paid as suggested. */
    public void useFieldAbility(TestDie die) {
        act(fieldAbilityAction(die));
    }

    /** The action using the die's first field ability for the face it shows. */
    public Action.UseFieldAbility fieldAbilityAction(TestDie die) {
        proceed();
        List<Integer> usable = Engine.fieldAbilities(state, die(die));
        if (usable.isEmpty()) {
            fail(die + " has no ability to use in the Field Zone");
        }
        return Engine.useFieldAbility(state, die(die), usable.get(0));
    }

    /** The acting player passes priority once. */
    public void pass() {
        act(new Action.Pass());
    }

    /** Both players pass until the step ends (stops at a decision). */
    public void passToNextStep() {
        proceed();
        Step step = state.step();
        int active = state.activePlayer();
        while (state.step() == step && state.activePlayer() == active && state.decision() == null
                && !state.isOver()) {
            pass();
        }
    }

    /**
     * Play on to {@code step} of this turn or a later one: priority passed, no attackers or blockers
     * declared, every roll kept, a shared Prep Area split as drawn. Fails at any other decision.
     */
    public void passUntil(Step step) {
        proceed();
        for (int moves = 0; state.step() != step || state.decision() instanceof Decision.SplitPrepArea; moves++) {
            if (state.isOver() || moves > 200) {
                fail("the game did not reach " + step + ": it is at " + state.step() + (state.isOver() ? " (over)" : ""));
            }
            if (state.decision() instanceof Decision.SplitPrepArea) {
                splitAsDrawn();
            } else if (state.decision() != null) {
                fail("a decision stands before " + step + ": " + state.decision());
            } else {
                switch (state.step()) {
                    case DECLARE_ATTACKERS -> act(Rulebook.declaringAttackers());
                    case DECLARE_BLOCKERS -> act(Rulebook.declaringBlocks());
                    case ROLL_AND_REROLL -> reroll();
                    default -> pass();
                }
            }
        }
    }

    /** Pass the Main Step until attackers are to be declared (stops at a decision). */
    public void passToAttack() {
        proceed();
        while (state.step() == Step.MAIN && state.decision() == null) {
            pass();
        }
    }

    // ---- rolling ----

    /** Roll and Reroll Step: reroll these dice (none: keep every result). */
    public void reroll(TestDie... dice) {
        act(new Action.Reroll(Rulebook.ids(dice)));
    }

    /** Doubles: the team splits its shared Prep Area: these dice go to the teammate, the rest to the splitting player. */
    public void split(TestDie... teammateDice) {
        act(new Action.SplitPrepArea(Rulebook.ids(teammateDice)));
    }

    /** Doubles: each die of the shared Prep Area is rolled by the player who drew it. */
    public void splitAsDrawn() {
        proceed();
        if (!(state.decision() instanceof Decision.SplitPrepArea d)) {
            throw new IllegalStateException("no Prep Area to split: " + state.decision());
        }
        act(new Action.SplitPrepArea(d.dice().stream().filter(id -> state.die(id).owner() == d.teammate()).toList()));
    }

    // ---- attacking ----

    /** The active player passes the Main Step, then attacks with these dice. */
    public void attackWith(TestDie... attackers) {
        passToAttack();
        act(Rulebook.declaringAttackers(attackers));
    }

    /** The defending player blocks the attacker with one die. */
    public void block(TestDie blocker, TestDie attacker) {
        blocks(Rulebook.block(blocker, attacker));
    }

    public void blocks(Action.Block... blocks) {
        act(Rulebook.declaringBlocks(blocks));
    }

    /** The Attack Step's window is passed until damage is dealt (declaring no blocks if it is still time to). */
    public void finishAttack() {
        proceed();
        if (state.step() == Step.DECLARE_BLOCKERS) {
            act(Rulebook.declaringBlocks());
        }
        while (state.step() == Step.ATTACK_WINDOW && state.decision() == null) {
            pass();
        }
    }

    /** The player splitting damage among several dice answers with these shares. */
    public void splitDamage(DamageAssignment... shares) {
        act(Rulebook.splitting(shares));
    }

    /** The one-on-one fight: attack with one die, the opponent blocks it with one, damage is dealt. */
    public void attackBlockedBy(TestDie attacker, TestDie blocker) {
        attackWith(attacker);
        block(blocker, attacker);
        finishAttack();
    }

    /**
     * Pass, declare nothing and keep every roll until the other player's (team's) turn begins; a
     * shared Prep Area is split as drawn. Stops at any other decision.
     */
    public void endTurn() {
        proceed();
        int player = state.activePlayer();
        while (state.activePlayer() == player && !state.isOver()
                && (state.decision() == null || state.decision() instanceof Decision.SplitPrepArea)) {
            if (state.decision() instanceof Decision.SplitPrepArea) {
                splitAsDrawn();
                continue;
            }
            switch (state.step()) {
                case DECLARE_ATTACKERS -> act(Rulebook.declaringAttackers());
                case DECLARE_BLOCKERS -> act(Rulebook.declaringBlocks());
                case ROLL_AND_REROLL -> reroll();
                default -> pass();
            }
        }
    }

    // ---- answering decisions ----

    /** Answer a target decision with these dice. */
    public void choose(TestDie... dice) {
        act(Rulebook.choosing(dice));
    }

    /** Answer a target decision that allows none with none. */
    public void chooseNone() {
        act(Rulebook.choosing());
    }

    public void chooseNumber(int number) {
        act(new Action.ChooseNumber(number));
    }

    /** Order simultaneous triggers: indexes into the decision's list, first to resolve first. */
    public void orderTriggers(Integer... order) {
        act(new Action.OrderTriggers(List.of(order)));
    }

    /** Order simultaneous triggers so that those of the card (id or name) resolve first, the others after. */
    public void resolveFirst(String card) {
        proceed();
        if (!(state.decision() instanceof Decision.OrderTriggers d)) {
            throw new IllegalStateException("no triggers to order: " + state.decision());
        }
        int index = card(card).index();
        List<Integer> order = new java.util.ArrayList<>();
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < d.triggers().size(); i++) {
                if ((d.triggers().get(i).cardIndex() == index) == (pass == 0)) {
                    order.add(i);
                }
            }
        }
        act(new Action.OrderTriggers(order));
    }

    /** React with the decision's first option, paying its cost as suggested. */
    public void react() {
        react(0);
    }

    /** React with the decision's option of that index, paying its cost as suggested. */
    public void react(int option) {
        proceed();
        if (!(state.decision() instanceof Decision.React d)) {
            throw new IllegalStateException("no reaction is asked for: " + state.decision());
        }
        Decision.ReactionOption o = d.options().get(option);
        Ability ability = state.abilities(o.cardIndex()).get(o.abilityIndex());
        act(new Action.React(option, payment(d.player(), ability.cost().energy(), ability.cost().types())));
    }

    /** Let the damage waiting on a reaction be dealt. */
    public void decline() {
        act(new Action.DeclineReaction());
    }
}
