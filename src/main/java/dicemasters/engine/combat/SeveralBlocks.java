package dicemasters.engine.combat;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StaticKind;

import java.util.ArrayList;
import java.util.List;

/**
 * A blocker normally blocks one attacker. A "while active" ability ({@link Effect.BlockSeveral})
 * may let a die block several, up to a count and only attackers that match its filter; such a
 * blocker then splits its damage among them as an attacker splits its damage among its blockers.
 */
public final class SeveralBlocks {
    private SeveralBlocks() {
    }

    /**
     * Why {@code blocker} may not block all of {@code attackers} at once; null when it may. One
     * attacker is an ordinary block, always allowed here (the other block rules still apply).
     */
    public static String problem(GameState s, Die blocker, List<Die> attackers) {
        if (attackers.size() < 2) {
            return null;
        }
        List<Effect.BlockSeveral> abilities = abilitiesOn(s, blocker);
        if (abilities.isEmpty()) {
            return s.nameOf(blocker) + " can block only one attacker.";
        }
        String first = null;
        for (Effect.BlockSeveral ability : abilities) {
            String reason = problemWith(s, blocker, ability, attackers);
            if (reason == null) {
                return null;
            }
            first = first == null ? reason : first;
        }
        return first;
    }

    /** Why a blocker of the declaration may not block every attacker it is paired with; null when all may. */
    public static String declarationProblem(GameState s, List<Action.Block> blocks) {
        List<Integer> blockers = new ArrayList<>();
        for (Action.Block b : blocks) {
            if (!blockers.contains(b.blocker())) {
                blockers.add(b.blocker());
            }
        }
        for (int id : blockers) {
            List<Die> attackers = new ArrayList<>();
            for (Action.Block b : blocks) {
                if (b.blocker() == id) {
                    attackers.add(s.die(b.attacker()));
                }
            }
            String reason = problem(s, s.die(id), attackers);
            if (reason != null) {
                return reason;
            }
            if (attackers.stream().distinct().count() < attackers.size()) {
                return s.nameOf(s.die(id)) + " can block each attacker only once.";
            }
        }
        return null;
    }

    private static List<Effect.BlockSeveral> abilitiesOn(GameState s, Die blocker) {
        List<Effect.BlockSeveral> result = new ArrayList<>();
        for (Stats.StaticEffect st : Stats.staticEffectsOn(s, blocker, StaticKind.BLOCKING_SEVERAL)) {
            if (st.effect() instanceof Effect.BlockSeveral several) {
                result.add(several);
            }
        }
        return result;
    }

    private static String problemWith(GameState s, Die blocker, Effect.BlockSeveral ability, List<Die> attackers) {
        if (ability.count() != null && attackers.size() > ability.count()) {
            return s.nameOf(blocker) + " can block at most " + ability.count() + " attackers.";
        }
        for (Die attacker : attackers) {
            if (!Targets.passes(s, attacker, ability.attackers(), blocker.id())) {
                return s.nameOf(blocker) + " can block " + s.nameOf(attacker) + " only on its own: "
                        + unmet(s, ability.attackers(), attacker) + ".";
            }
        }
        return null;
    }

    /** The condition the attacker fails, in words ("it blocks several only with purchase cost 2 or less"). */
    private static String unmet(GameState s, DieFilter f, Die attacker) {
        int cost = s.definition(attacker).cost();
        DieCondition.Cost costs = f.find(DieCondition.Cost.class);
        if (costs != null && costs.max() != null && cost > costs.max()) {
            return "it blocks several attackers only if each has purchase cost " + costs.max() + " or less, and "
                    + s.nameOf(attacker) + " costs " + cost;
        }
        if (costs != null && costs.min() != null && cost < costs.min()) {
            return "it blocks several attackers only if each has purchase cost " + costs.min() + " or more, and "
                    + s.nameOf(attacker) + " costs " + cost;
        }
        return "not every attacker is one it may block together with others";
    }
}
