package dicemasters.engine.turn;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.combat.AttackRules;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.combat.EveryDieBlocks;
import dicemasters.engine.combat.SeveralBlocks;
import dicemasters.engine.effects.FieldAbilities;
import dicemasters.engine.effects.GlobalAbilities;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.energy.PaymentSuggestions;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.keywords.Costs;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The actions the acting player may take now. Payments are the suggested ones; choices made of
 * many parts (which dice to reroll, attack or block with) are listed as the whole-group, no-group
 * and single-die options, and any other combination can be checked with {@link Engine#check}.
 */
public final class LegalActions {
    private LegalActions() {
    }

    public static List<Action> list(GameState s) {
        List<Action> result = new ArrayList<>();
        if (s.isOver()) {
            return result;
        }
        if (s.decision() != null) {
            decisionAnswers(s, result);
        } else {
            switch (s.step()) {
                case ROLL_AND_REROLL -> groupChoices(rerollable(s), result, Action.Reroll::new);
                case MAIN, ATTACK_WINDOW -> windowActions(s, result);
                case DECLARE_ATTACKERS -> attackChoices(s, result);
                case DECLARE_BLOCKERS -> blockChoices(s, result);
                default -> {
                }
            }
        }
        result.removeIf(a -> Rules.check(s, a) != null);
        return result;
    }

    private static List<Integer> ids(List<Die> dice) {
        return dice.stream().map(Die::id).toList();
    }

    /** The acting player's dice rolled in this Roll and Reroll Step, which they may reroll. */
    public static List<Integer> rerollable(GameState s) {
        List<Integer> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.rolledThisStep() && d.zone() == Zone.RESERVE && d.owner() == s.actingPlayer()) {
                result.add(d.id());
            }
        }
        return result;
    }

    private static void groupChoices(List<Integer> dice, List<Action> into,
                                     java.util.function.Function<List<Integer>, Action> make) {
        into.add(make.apply(List.of()));
        if (!dice.isEmpty()) {
            into.add(make.apply(dice));
        }
        if (dice.size() > 1) {
            dice.forEach(id -> into.add(make.apply(List.of(id))));
        }
    }

    /** No attack, all, each alone, and the most that rules on attackers let attack together. */
    private static void attackChoices(GameState s, List<Action> into) {
        List<Integer> all = ids(Declarations.possibleAttackers(s));
        groupChoices(all, into, Action.DeclareAttackers::new);
        List<Integer> most = AttackRules.everyDieThatMayAttack(s);
        if (most.size() > 1 && !most.equals(all)) {
            into.add(new Action.DeclareAttackers(most));
        }
    }

    private static void blockChoices(GameState s, List<Action> into) {
        into.add(new Action.DeclareBlockers(List.of()));
        List<Die> attackers = Declarations.blockableAttackers(s);
        List<Die> blockers = Declarations.possibleBlockers(s);
        for (Die b : blockers) {
            for (Die a : attackers) {
                into.add(new Action.DeclareBlockers(List.of(new Action.Block(b.id(), a.id()))));
            }
        }
        // One blocker on each attacker, in order, as far as the blockers go.
        List<Action.Block> paired = new ArrayList<>();
        for (int i = 0; i < Math.min(attackers.size(), blockers.size()); i++) {
            paired.add(new Action.Block(blockers.get(i).id(), attackers.get(i).id()));
        }
        if (paired.size() > 1) {
            into.add(new Action.DeclareBlockers(paired));
        }
        // Every die blocks the first attacker it may block: meets "must block" effects.
        List<Action.Block> everyone = EveryDieBlocks.of(s);
        if (!everyone.isEmpty()) {
            into.add(new Action.DeclareBlockers(everyone));
        }
        severalBlocks(s, attackers, blockers, into);
    }

    /** A die that may block several attackers blocks as many as it may, in attacker order. */
    private static void severalBlocks(GameState s, List<Die> attackers, List<Die> blockers, List<Action> into) {
        if (attackers.size() < 2) {
            return;
        }
        for (Die b : blockers) {
            List<Die> blocked = new ArrayList<>();
            for (Die a : attackers) {
                blocked.add(a);
                if (SeveralBlocks.problem(s, b, blocked) != null) {
                    blocked.remove(blocked.size() - 1);
                }
            }
            if (blocked.size() > 1) {
                into.add(new Action.DeclareBlockers(blocked.stream().map(a -> new Action.Block(b.id(), a.id())).toList()));
            }
        }
    }

    private static void windowActions(GameState s, List<Action> into) {
        int player = s.priorityPlayer();
        into.add(new Action.Pass());
        if (s.isOnActiveTeam(player)) {
            if (s.step() == Step.MAIN) {
                PaymentSuggestions.Suggester payments = new PaymentSuggestions.Suggester(s, player);
                purchases(s, player, payments, into);
                fieldings(s, player, payments, into);
            }
            for (Die d : s.dice()) {
                if (d.owner() == player && d.zone() == Zone.RESERVE && s.face(d).isAction()) {
                    into.add(new Action.UseActionDie(d.id()));
                }
            }
        }
        globals(s, player, into);
        FieldAbilities.list(s, player, into);
    }

    private static void purchases(GameState s, int player, PaymentSuggestions.Suggester payments, List<Action> into) {
        for (CardInPlay card : s.cards()) {
            if (card.isSidekicks() || Tokens.isTokenCard(s, card.index()) || (!card.isShared() && card.owner() != player)
                    || MainStep.nextDieOnCard(s, card.index()) == null) {
                continue;
            }
            Action.Purchase purchase = purchase(s, card, payments);
            if (purchase != null) {
                into.add(purchase);
            }
        }
    }

    /**
     * Buying a die of the card, paid as suggested for the suggester's player at what it costs them now
     * ({@link KeywordRules#purchaseCost}), or null when they cannot pay: the legal list, the table
     * and the coach all offer this same action.
     */
    public static Action.Purchase purchase(GameState s, CardInPlay card, PaymentSuggestions.Suggester payments) {
        Payment pay = payments.suggest(KeywordRules.purchaseCost(s, card, payments.player()),
                card.definition().energyTypes());
        return pay == null ? null : new Action.Purchase(card.index(), pay);
    }

    /** Fielding the die, paid as suggested at what it costs now, or null when its owner cannot pay. */
    public static Action.Field fielding(GameState s, Die d, PaymentSuggestions.Suggester payments) {
        Payment pay = payments.suggest(Costs.fieldCost(s, d), List.of());
        return pay == null ? null : new Action.Field(d.id(), pay);
    }

    /** Using a Global Ability, paid as suggested for the given suggester's player, or null when they cannot pay. */
    public static Action.UseGlobal global(GameState s, int cardIndex, int abilityIndex,
                                          PaymentSuggestions.Suggester payments) {
        Ability a = s.cards().get(cardIndex).definition().abilities().get(abilityIndex);
        Payment pay = payments.suggest(a.cost().energy(), a.cost().types());
        return pay == null ? null : new Action.UseGlobal(cardIndex, abilityIndex, pay);
    }

    private static void fieldings(GameState s, int player, PaymentSuggestions.Suggester payments, List<Action> into) {
        for (Die d : s.dice()) {
            if (d.owner() == player && d.zone() == Zone.RESERVE && s.face(d).isCharacter()) {
                Action.Field field = fielding(s, d, payments);
                if (field != null) {
                    into.add(field);
                }
            }
        }
    }

    private static void globals(GameState s, int player, List<Action> into) {
        PaymentSuggestions.Suggester payments = new PaymentSuggestions.Suggester(s, player);
        for (CardInPlay card : s.cards()) {
            List<Ability> abilities = card.definition().abilities();
            for (int i = 0; i < abilities.size(); i++) {
                if (!abilities.get(i).isGlobal()) {
                    continue;
                }
                Action.UseGlobal use = global(s, card.index(), i, payments);
                if (use != null) {
                    into.add(use);
                }
            }
        }
    }

    /** Whether a player could use any Global now (decides whether passing to them is needed). */
    static boolean canUseAnyGlobal(GameState s, int player) {
        List<Action> globals = new ArrayList<>();
        globals(s, player, globals);
        FieldAbilities.list(s, player, globals);
        if (globals.isEmpty()) {
            return false;
        }
        if (s.isOver() || s.decision() != null) {
            GameState asPlayer = s.copy();
            StateChanges.givePriority(asPlayer, player);
            return globals.stream().anyMatch(a -> Rules.check(asPlayer, a) == null);
        }
        for (Action a : globals) {
            String problem = a instanceof Action.UseGlobal g ? GlobalAbilities.check(s, g, player)
                    : FieldAbilities.check(s, (Action.UseFieldAbility) a, player);
            if (problem == null) {
                return true;
            }
        }
        return false;
    }

    /** Whether a player of the active team could do anything but pass if they held priority now. */
    static boolean couldActWithPriority(GameState s, int player) {
        GameState asPlayer = s.copy();
        StateChanges.givePriority(asPlayer, player);
        return list(asPlayer).stream().anyMatch(a -> !(a instanceof Action.Pass));
    }

    private static void decisionAnswers(GameState s, List<Action> into) {
        Decision decision = s.decision();
        if (decision instanceof Decision.ChooseTargets d) {
            targetChoices(d, into);
        } else if (decision instanceof Decision.SplitDamage d) {
            for (int blocker : d.blockers()) {
                List<DamageAssignment> shares = new ArrayList<>();
                for (int b : d.blockers()) {
                    shares.add(new DamageAssignment(d.attacker(), b, b == blocker ? d.amount() : 0));
                }
                into.add(new Action.SplitDamage(shares));
            }
        } else if (decision instanceof Decision.React d) {
            reactions(s, d, into);
        } else if (decision instanceof Decision.ChooseNumber d) {
            for (int n = d.min(); n <= d.max(); n++) {
                into.add(new Action.ChooseNumber(n));
            }
        } else if (decision instanceof Decision.SplitPrepArea d) {
            prepAreaSplits(s, d, into);
        } else if (decision instanceof Decision.OrderTriggers d) {
            List<Integer> forward = new ArrayList<>();
            for (int i = 0; i < d.triggers().size(); i++) {
                forward.add(i);
            }
            into.add(new Action.OrderTriggers(forward));
            List<Integer> backward = new ArrayList<>(forward);
            java.util.Collections.reverse(backward);
            into.add(new Action.OrderTriggers(backward));
        }
    }

    /**
     * Splitting the shared Prep Area: each die to whoever drew it, all to one or the other, or every
     * other die to the teammate; any other split can be checked.
     */
    private static void prepAreaSplits(GameState s, Decision.SplitPrepArea d, List<Action> into) {
        List<Integer> asDrawn = d.dice().stream().filter(id -> s.die(id).owner() == d.teammate()).toList();
        List<Integer> alternate = new ArrayList<>();
        for (int i = 1; i < d.dice().size(); i += 2) {
            alternate.add(d.dice().get(i));
        }
        for (List<Integer> teammateDice : List.of(asDrawn, List.<Integer>of(), d.dice(), alternate)) {
            Action split = new Action.SplitPrepArea(teammateDice);
            if (!into.contains(split)) {
                into.add(split);
            }
        }
    }

    /** Each way to react, paid as suggested, then letting the damage be dealt. */
    private static void reactions(GameState s, Decision.React d, List<Action> into) {
        for (int i = 0; i < d.options().size(); i++) {
            Decision.ReactionOption o = d.options().get(i);
            dicemasters.engine.card.Ability a = s.abilities(o.cardIndex()).get(o.abilityIndex());
            Payment payment = a.cost().isFree() ? Payment.NOTHING
                    : PaymentSuggestions.suggest(s, d.player(), a.cost().energy(), a.cost().types());
            if (payment != null) {
                into.add(new Action.React(i, payment));
            }
        }
        into.add(new Action.DeclineReaction());
    }

    private static void targetChoices(Decision.ChooseTargets d, List<Action> into) {
        List<Integer> c = d.candidates();
        if (d.min() == 0) {
            into.add(new Action.ChooseTargets(List.of()));
        }
        if (d.max() == 1 || d.min() <= 1) {
            c.forEach(id -> into.add(new Action.ChooseTargets(List.of(id))));
        }
        if (d.max() > 1) {
            into.add(new Action.ChooseTargets(c.subList(0, d.max())));
        }
    }
}
