package dicemasters.tutorial;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The move a tutorial step waits for, as data. Each kind says whether an engine action is that
 * move, builds the engine action for it (for "show me" and for the tests), and tells it in words.
 * A listed payment ("pay") must be spent exactly; without one, any legal payment will do.
 */
public sealed interface Expected {

    boolean matches(GameState s, Action action);

    /** The engine action for this move in this state, or null when the state does not allow it. */
    Action toAction(GameState s);

    /** What the example does, after "In the example, Sam ...": "buys a Wonder Woman die". */
    String describe();

    /** A step that is only read: the learner presses Next. */
    record Continue() implements Expected {
        public boolean matches(GameState s, Action action) {
            return false;
        }

        public Action toAction(GameState s) {
            return null;
        }

        public String describe() {
            return "reads on";
        }
    }

    record Reroll(List<DieRef> dice) implements Expected {
        public Reroll {
            dice = List.copyOf(dice);
        }

        public boolean matches(GameState s, Action action) {
            return action instanceof Action.Reroll a && DieRef.sameDice(s, a.dice(), dice);
        }

        public Action toAction(GameState s) {
            List<Die> rolled = s.diceIn(s.activePlayer(), Zone.RESERVE).stream().filter(Die::rolledThisStep).toList();
            List<Integer> ids = DieRef.pick(s, rolled, dice);
            return ids == null ? null : new Action.Reroll(ids.stream().sorted().toList());
        }

        public String describe() {
            return dice.isEmpty() ? "keeps every result" : "rerolls " + DieRef.describe(dice);
        }
    }

    record Buy(String card, List<Energy> pay) implements Expected {
        public Buy {
            pay = List.copyOf(pay);
        }

        public boolean matches(GameState s, Action action) {
            return action instanceof Action.Purchase a && a.cardIndex() >= 0 && a.cardIndex() < s.cards().size()
                    && names(s.cards().get(a.cardIndex()), card) && PaymentPicker.spends(a.payment(), pay);
        }

        public Action toAction(GameState s) {
            for (CardInPlay c : s.cards()) {
                if (names(c, card) && (c.isShared() || c.owner() == s.activePlayer())) {
                    Payment payment = payment(s, pay, Engine.purchaseCost(s, c, s.activePlayer()), c.definition().energyTypes());
                    return payment == null ? null : new Action.Purchase(c.index(), payment);
                }
            }
            return null;
        }

        public String describe() {
            return "buys " + article(card) + " " + card + " die" + payWords(pay);
        }
    }

    record Field(DieRef die, List<Energy> pay) implements Expected {
        public Field {
            pay = List.copyOf(pay);
        }

        public boolean matches(GameState s, Action action) {
            return action instanceof Action.Field a && validDie(s, a.die()) && die.matches(s, s.die(a.die()))
                    && PaymentPicker.spends(a.payment(), pay);
        }

        public Action toAction(GameState s) {
            for (Die d : s.diceIn(s.activePlayer(), Zone.RESERVE)) {
                if (die.matches(s, d) && s.face(d).isCharacter()) {
                    Payment payment = payment(s, pay, Engine.fieldCost(s, d), List.of());
                    return payment == null ? null : new Action.Field(d.id(), payment);
                }
            }
            return null;
        }

        public String describe() {
            return "fields " + die.describe() + payWords(pay);
        }
    }

    record UseAction(DieRef die) implements Expected {
        public boolean matches(GameState s, Action action) {
            return action instanceof Action.UseActionDie a && validDie(s, a.die()) && die.matches(s, s.die(a.die()));
        }

        public Action toAction(GameState s) {
            for (Die d : s.diceIn(s.activePlayer(), Zone.RESERVE)) {
                if (die.matches(s, d) && s.face(d).isAction()) {
                    return new Action.UseActionDie(d.id());
                }
            }
            return null;
        }

        public String describe() {
            return "uses " + die.describe();
        }
    }

    record UseGlobal(String card, List<Energy> pay) implements Expected {
        public UseGlobal {
            pay = List.copyOf(pay);
        }

        public boolean matches(GameState s, Action action) {
            return action instanceof Action.UseGlobal a && a.cardIndex() >= 0 && a.cardIndex() < s.cards().size()
                    && names(s.cards().get(a.cardIndex()), card) && PaymentPicker.spends(a.payment(), pay);
        }

        public Action toAction(GameState s) {
            for (CardInPlay c : s.cards()) {
                List<Ability> abilities = c.definition().abilities();
                for (int i = 0; i < abilities.size() && names(c, card); i++) {
                    if (abilities.get(i).isGlobal()) {
                        Ability g = abilities.get(i);
                        Payment payment = payment(s, pay, g.cost().energy(), g.cost().types());
                        return payment == null ? null : new Action.UseGlobal(c.index(), i, payment);
                    }
                }
            }
            return null;
        }

        public String describe() {
            return "uses the Global Ability of " + card + payWords(pay);
        }
    }

    record Pass() implements Expected {
        public boolean matches(GameState s, Action action) {
            return action instanceof Action.Pass;
        }

        public Action toAction(GameState s) {
            return new Action.Pass();
        }

        public String describe() {
            return "passes priority";
        }
    }

    record Attack(List<DieRef> dice) implements Expected {
        public Attack {
            dice = List.copyOf(dice);
        }

        public boolean matches(GameState s, Action action) {
            return action instanceof Action.DeclareAttackers a && DieRef.sameDice(s, a.dice(), dice);
        }

        public Action toAction(GameState s) {
            List<Integer> ids = DieRef.pick(s, Engine.possibleAttackers(s), dice);
            return ids == null ? null : new Action.DeclareAttackers(ids);
        }

        public String describe() {
            return dice.isEmpty() ? "does not attack" : "attacks with " + DieRef.describe(dice);
        }
    }

    /** One blocker on one attacker. */
    record BlockRef(DieRef blocker, DieRef attacker) {
    }

    record Block(List<BlockRef> blocks) implements Expected {
        public Block {
            blocks = List.copyOf(blocks);
        }

        public boolean matches(GameState s, Action action) {
            if (!(action instanceof Action.DeclareBlockers a) || a.blocks().size() != blocks.size()) {
                return false;
            }
            List<Action.Block> left = new ArrayList<>(a.blocks());
            for (BlockRef ref : blocks) {
                Action.Block found = left.stream().filter(b -> validDie(s, b.blocker()) && validDie(s, b.attacker())
                        && ref.blocker().matches(s, s.die(b.blocker()))
                        && ref.attacker().matches(s, s.die(b.attacker()))).findFirst().orElse(null);
                if (found == null) {
                    return false;
                }
                left.remove(found);
            }
            return true;
        }

        public Action toAction(GameState s) {
            List<Action.Block> result = new ArrayList<>();
            List<Integer> usedBlockers = new ArrayList<>();
            for (BlockRef ref : blocks) {
                Die blocker = Engine.possibleBlockers(s).stream()
                        .filter(d -> !usedBlockers.contains(d.id()) && ref.blocker().matches(s, d))
                        .findFirst().orElse(null);
                Die attacker = Engine.attackers(s).stream().filter(d -> ref.attacker().matches(s, d))
                        .findFirst().orElse(null);
                if (blocker == null || attacker == null) {
                    return null;
                }
                usedBlockers.add(blocker.id());
                result.add(new Action.Block(blocker.id(), attacker.id()));
            }
            return new Action.DeclareBlockers(result);
        }

        public String describe() {
            if (blocks.isEmpty()) {
                return "does not block";
            }
            return "blocks " + dicemasters.coach.DieWords.joinWords(blocks.stream()
                    .map(b -> b.attacker().describe() + " with " + b.blocker().describe()).toList());
        }
    }

    record Target(List<DieRef> dice) implements Expected {
        public Target {
            dice = List.copyOf(dice);
        }

        public boolean matches(GameState s, Action action) {
            return action instanceof Action.ChooseTargets a && DieRef.sameDice(s, a.dice(), dice);
        }

        public Action toAction(GameState s) {
            if (!(s.decision() instanceof Decision.ChooseTargets d)) {
                return null;
            }
            List<Integer> ids = DieRef.pick(s, d.candidates().stream().map(s::die).toList(), dice);
            return ids == null ? null : new Action.ChooseTargets(ids);
        }

        public String describe() {
            return "targets " + DieRef.describe(dice);
        }
    }

    private static boolean names(CardInPlay c, String card) {
        return c.definition().name().equalsIgnoreCase(card) || c.definition().id().equalsIgnoreCase(card);
    }

    private static boolean validDie(GameState s, int id) {
        return id >= 0 && id < s.dice().size();
    }

    private static Payment payment(GameState s, List<Energy> pay, int cost, List<Energy> types) {
        int player = s.actingPlayer();
        return pay.isEmpty() ? Engine.suggestPayment(s, player, cost, types) : PaymentPicker.fromSymbols(s, player, pay);
    }

    private static String payWords(List<Energy> pay) {
        return pay.isEmpty() ? "" : ", paying " + dicemasters.engine.card.Face.describeEnergy(pay);
    }

    private static String article(String word) {
        return !word.isEmpty() && "AEIOUaeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
