package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The moves a search player considers: the engine's legal actions, and for choices made of many
 * parts (which dice to reroll, attack or block with, how to split damage) a few more whole plans,
 * each accepted by {@link Engine#check} before it is offered. Nothing here judges a rule. The
 * greedy player's choice comes first, so a search with few iterations still looks at it. A search
 * that may look at every group ({@link SearchSettings#everyGroup}) also gets every group of dice to
 * reroll and every group of attackers, smallest first, after the simple plans.
 */
final class Candidates {
    /** Groups are listed for at most this many dice (64 groups): more would drown the search. */
    static final int MAX_GROUP_DICE = 6;

    private Candidates() {
    }

    static List<Action> of(GameState s, boolean everyGroup) {
        List<Action> legal = Engine.legalActions(s);
        if (legal.size() <= 1 && !isGroupChoice(s)) {
            return legal;
        }
        Set<Action> plans = new LinkedHashSet<>();
        plans.add(GreedyPlayer.preferred(s, legal));
        if (s.decision() == null) {
            switch (s.step()) {
                case ROLL_AND_REROLL -> {
                    rerolls(s, plans);
                    if (everyGroup) {
                        everyGroup(Engine.rerollableDice(s), plans, Action.Reroll::new);
                    }
                }
                case DECLARE_ATTACKERS -> {
                    attacks(s, plans);
                    if (everyGroup) {
                        everyGroup(GreedyPlayer.ids(Engine.possibleAttackers(s)), plans, Action.DeclareAttackers::new);
                    }
                }
                case DECLARE_BLOCKERS -> blocks(s, plans);
                default -> {
                }
            }
        }
        List<Action> result = new ArrayList<>(plans.size() + legal.size());
        Set<Action> listed = new HashSet<>(legal);
        for (Action plan : plans) {
            if (listed.contains(plan) || Engine.check(s, plan) == null) {
                result.add(plan);
            }
        }
        for (Action action : legal) {
            if (!plans.contains(action)) {
                result.add(action);
            }
        }
        return result;
    }

    private static boolean isGroupChoice(GameState s) {
        return s.decision() == null && switch (s.step()) {
            case ROLL_AND_REROLL, DECLARE_ATTACKERS, DECLARE_BLOCKERS -> true;
            default -> false;
        };
    }

    // ---- Roll and Reroll: keep or reroll dice by what they show ----

    private static void rerolls(GameState s, Set<Action> plans) {
        List<Integer> characters = new ArrayList<>();
        List<Integer> energy = new ArrayList<>();
        List<Integer> actions = new ArrayList<>();
        for (int id : Engine.rerollableDice(s)) {
            var face = s.face(s.die(id));
            (face.isCharacter() ? characters : face.isEnergy() ? energy : actions).add(id);
        }
        plans.add(new Action.Reroll(List.of()));
        addIfAny(plans, characters, Action.Reroll::new);
        addIfAny(plans, energy, Action.Reroll::new);
        List<Integer> notActions = new ArrayList<>(characters);
        notActions.addAll(energy);
        if (!actions.isEmpty()) {
            addIfAny(plans, notActions, Action.Reroll::new);
        }
    }

    /**
     * Every non-empty group of the dice not already planned, fewest dice first (then in the order of
     * their bits), when there are few enough of them. Groups are bit masks over {@code dice} until
     * one is offered: the search asks for them at every node of every simulation.
     */
    private static void everyGroup(List<Integer> dice, Set<Action> plans,
                                   Function<List<Integer>, Action> make) {
        if (dice.isEmpty() || dice.size() > MAX_GROUP_DICE) {
            return;
        }
        boolean[] listed = new boolean[1 << dice.size()];
        for (Action plan : plans) {
            int mask = maskOf(diceOf(plan), dice);
            if (mask >= 0) {
                listed[mask] = true;
            }
        }
        for (int size = 1; size <= dice.size(); size++) {
            for (int mask = 1; mask < listed.length; mask++) {
                if (Integer.bitCount(mask) == size && !listed[mask]) {
                    plans.add(make.apply(groupOf(mask, dice)));
                }
            }
        }
    }

    /** The group's bits over {@code dice}, or -1 when it has a die that is not among them. */
    private static int maskOf(List<Integer> group, List<Integer> dice) {
        int mask = 0;
        for (int id : group) {
            int i = dice.indexOf(id);
            if (i < 0) {
                return -1;
            }
            mask |= 1 << i;
        }
        return mask;
    }

    private static List<Integer> groupOf(int mask, List<Integer> dice) {
        List<Integer> group = new ArrayList<>(Integer.bitCount(mask));
        for (int i = 0; i < dice.size(); i++) {
            if ((mask & 1 << i) != 0) {
                group.add(dice.get(i));
            }
        }
        return group;
    }

    private static List<Integer> diceOf(Action plan) {
        if (plan instanceof Action.Reroll r) {
            return r.dice();
        }
        return plan instanceof Action.DeclareAttackers a ? a.dice() : List.of();
    }

    private static void addIfAny(Set<Action> plans, List<Integer> dice,
                                 Function<List<Integer>, Action> make) {
        if (!dice.isEmpty()) {
            plans.add(make.apply(dice));
        }
    }

    // ---- attacks: the greedy plan, then the strongest k attackers for every k ----

    private static void attacks(GameState s, Set<Action> plans) {
        List<Die> mine = new ArrayList<>(Engine.possibleAttackers(s));
        mine.sort(Comparator.comparingInt((Die d) -> -Engine.attack(s, d)).thenComparingInt(Die::id));
        List<Integer> strongest = new ArrayList<>();
        for (Die d : mine) {
            strongest.add(d.id());
            if (strongest.size() > 1 && strongest.size() < mine.size()) {
                plans.add(new Action.DeclareAttackers(strongest));
            }
        }
    }

    // ---- blocks: the greedy plan, and plans that knock attackers out or keep the defender alive ----

    private static void blocks(GameState s, Set<Action> plans) {
        plans.add(new Action.DeclareBlockers(knockOuts(s)));
        plans.add(new Action.DeclareBlockers(chumpBlocks(s)));
    }

    /** Each attacker, strongest first, blocked by the weakest free die that knocks it out. */
    private static List<Action.Block> knockOuts(GameState s) {
        List<Die> attackers = byAttack(s, Engine.attackers(s));
        List<Die> free = new ArrayList<>(Engine.possibleBlockers(s));
        free.sort(Comparator.comparingInt((Die d) -> Engine.attack(s, d) + Engine.defense(s, d)).thenComparingInt(Die::id));
        List<Action.Block> blocks = new ArrayList<>();
        for (Die attacker : attackers) {
            int toKnockOut = Engine.remainingDefense(s, attacker);
            for (Die b : free) {
                if (Engine.attack(s, b) >= toKnockOut) {
                    blocks.add(new Action.Block(b.id(), attacker.id()));
                    free.remove(b);
                    break;
                }
            }
        }
        return blocks;
    }

    /** The strongest attackers each blocked by the weakest free die: the least damage gets through. */
    private static List<Action.Block> chumpBlocks(GameState s) {
        List<Die> attackers = byAttack(s, Engine.attackers(s));
        List<Die> free = new ArrayList<>(Engine.possibleBlockers(s));
        free.sort(Comparator.comparingInt((Die d) -> Engine.attack(s, d) + Engine.defense(s, d)).thenComparingInt(Die::id));
        List<Action.Block> blocks = new ArrayList<>();
        for (int i = 0; i < Math.min(attackers.size(), free.size()); i++) {
            blocks.add(new Action.Block(free.get(i).id(), attackers.get(i).id()));
        }
        return blocks;
    }

    private static List<Die> byAttack(GameState s, List<Die> dice) {
        List<Die> sorted = new ArrayList<>(dice);
        sorted.sort(Comparator.comparingInt((Die d) -> -Engine.attack(s, d)).thenComparingInt(Die::id));
        return sorted;
    }
}
