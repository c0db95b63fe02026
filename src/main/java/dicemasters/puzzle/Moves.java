package dicemasters.puzzle;

import dicemasters.ai.MoveText;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every move the acting player may make now, each in words, for the puzzles' search and scripts.
 * The engine's list ({@link Engine#legalActions}) gives the simple choices; the choices made of
 * parts (which dice reroll, attack or block, how damage is split, which targets, which energy pays)
 * are listed here in full and each one is kept only when {@link Engine#check} allows it. Moves with
 * the same words are one move (the first listed), so two Sidekicks showing the same face count once.
 */
public final class Moves {
    /** Beyond this many dice a choice of several is not spread out in full (no puzzle has so many). */
    private static final int MOST_DICE = 8;
    /** "…, or none to target your opponent, for Leonardo": what choosing no die does. */
    private static final Pattern NONE_MEANS = Pattern.compile("or none to ([^,]+)");

    private Moves() {
    }

    public static List<Move> of(GameState s) {
        Map<String, Action> byWords = new LinkedHashMap<>();
        for (Action a : Engine.legalActions(s)) {
            add(s, a, byWords);
        }
        for (Action a : groupChoices(s)) {
            if (Engine.check(s, a) == null) {
                add(s, a, byWords);
            }
        }
        List<Move> moves = new ArrayList<>();
        byWords.forEach((words, action) -> moves.add(new Move(action, words)));
        return moves;
    }

    /** The move with these words now, or null. */
    public static Move named(GameState s, String words) {
        return of(s).stream().filter(m -> m.words().equals(words)).findFirst().orElse(null);
    }

    private static void add(GameState s, Action a, Map<String, Action> into) {
        for (Action paid : withEachPayment(s, a)) {
            if (paid == a || Engine.check(s, paid) == null) {
                into.putIfAbsent(words(s, paid), paid);
            }
        }
    }

    /** The program's words for the move, with its payment, and what choosing no target means here. */
    static String words(GameState s, Action a) {
        if (a instanceof Action.ChooseTargets t && t.dice().isEmpty() && s.decision() instanceof Decision.ChooseTargets d) {
            Matcher none = NONE_MEANS.matcher(d.prompt());
            if (none.find()) {
                return "choose none (" + none.group(1) + ")";
            }
        }
        return MoveText.describe(s, a) + PaymentChoices.words(paymentOf(a));
    }

    private static List<Action> withEachPayment(GameState s, Action a) {
        Payment suggested = paymentOf(a);
        if (suggested == null) {
            return List.of(a);
        }
        List<Action> result = new ArrayList<>();
        for (Payment p : PaymentChoices.of(s, s.actingPlayer(), suggested)) {
            if (a instanceof Action.Purchase b) {
                result.add(new Action.Purchase(b.cardIndex(), p));
            } else if (a instanceof Action.Field f) {
                result.add(new Action.Field(f.die(), p));
            } else if (a instanceof Action.UseGlobal g) {
                result.add(new Action.UseGlobal(g.cardIndex(), g.abilityIndex(), p));
            } else if (a instanceof Action.UseFieldAbility u) {
                result.add(new Action.UseFieldAbility(u.die(), u.abilityIndex(), p));
            } else if (a instanceof Action.React r) {
                result.add(new Action.React(r.option(), p));
            }
        }
        return result;
    }

    private static Payment paymentOf(Action a) {
        if (a instanceof Action.Purchase b) {
            return b.payment();
        } else if (a instanceof Action.Field f) {
            return f.payment();
        } else if (a instanceof Action.UseGlobal g) {
            return g.payment();
        } else if (a instanceof Action.UseFieldAbility u) {
            return u.payment();
        } else if (a instanceof Action.React r) {
            return r.payment();
        }
        return null;
    }

    private static List<Action> groupChoices(GameState s) {
        List<Action> result = new ArrayList<>();
        if (s.isOver()) {
            return result;
        }
        if (s.decision() instanceof Decision.SplitDamage d) {
            splits(d, 0, d.amount(), new ArrayList<>(), result);
        } else if (s.decision() instanceof Decision.ChooseTargets d) {
            for (List<Integer> group : subsets(d.candidates())) {
                if (group.size() >= d.min() && group.size() <= d.max()) {
                    result.add(new Action.ChooseTargets(group));
                }
            }
        } else if (s.decision() == null && s.step() == Step.ROLL_AND_REROLL) {
            subsets(Engine.rerollableDice(s)).forEach(g -> result.add(new Action.Reroll(g)));
        } else if (s.decision() == null && s.step() == Step.DECLARE_ATTACKERS) {
            subsets(ids(Engine.possibleAttackers(s))).forEach(g -> result.add(new Action.DeclareAttackers(g)));
        } else if (s.decision() == null && s.step() == Step.DECLARE_BLOCKERS) {
            blocks(ids(Engine.possibleBlockers(s)), ids(Engine.blockableAttackers(s)), 0, new ArrayList<>(), result);
        }
        return result;
    }

    /** Every way to split the attacker's damage among its blockers, all of it assigned. */
    private static void splits(Decision.SplitDamage d, int at, int left, List<DamageAssignment> shares,
                               List<Action> into) {
        if (d.blockers().size() > MOST_DICE) {
            return;
        }
        if (at == d.blockers().size() - 1) {
            shares.add(new DamageAssignment(d.attacker(), d.blockers().get(at), left));
            into.add(new Action.SplitDamage(List.copyOf(shares)));
            shares.remove(shares.size() - 1);
            return;
        }
        for (int amount = left; amount >= 0; amount--) {
            shares.add(new DamageAssignment(d.attacker(), d.blockers().get(at), amount));
            splits(d, at + 1, left - amount, shares, into);
            shares.remove(shares.size() - 1);
        }
    }

    /** Each blocker blocks one attacker or none (a die blocking several is in the engine's own list). */
    private static void blocks(List<Integer> blockers, List<Integer> attackers, int at, List<Action.Block> chosen,
                               List<Action> into) {
        if (blockers.size() > MOST_DICE || attackers.isEmpty()) {
            return;
        }
        if (at == blockers.size()) {
            into.add(new Action.DeclareBlockers(List.copyOf(chosen)));
            return;
        }
        blocks(blockers, attackers, at + 1, chosen, into);
        for (int attacker : attackers) {
            chosen.add(new Action.Block(blockers.get(at), attacker));
            blocks(blockers, attackers, at + 1, chosen, into);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** Every group of these dice, the empty group first, each in the dice's order. */
    static List<List<Integer>> subsets(List<Integer> dice) {
        List<List<Integer>> result = new ArrayList<>();
        if (dice.size() > MOST_DICE) {
            return result;
        }
        for (int mask = 0; mask < (1 << dice.size()); mask++) {
            List<Integer> group = new ArrayList<>();
            for (int i = 0; i < dice.size(); i++) {
                if ((mask & (1 << i)) != 0) {
                    group.add(dice.get(i));
                }
            }
            result.add(group);
        }
        return result;
    }

    private static List<Integer> ids(List<Die> dice) {
        return dice.stream().map(Die::id).toList();
    }

    static String join(List<String> parts) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
