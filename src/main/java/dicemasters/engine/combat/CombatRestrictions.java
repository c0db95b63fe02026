package dicemasters.engine.combat;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.keywords.CallOuts;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.StaticKind;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * What card abilities and keywords allow and forbid in declaring attackers and blockers ("can't block",
 * "can't be blocked by", "must block this turn", Call Out, a block that costs life); the declarations ask here.
 */
public final class CombatRestrictions {
    private CombatRestrictions() {
    }

    /**
     * "Can't be blocked by" and "can be blocked only by" effects on the attacker that exclude this
     * blocker; null when none does. The attacker is "this die" of the filter ("D no more than Nitro's").
     */
    static String blockedByProblem(GameState s, Die blocker, Die attacker) {
        for (Stats.StaticEffect st : Stats.staticEffectsOn(s, attacker, StaticKind.WHO_MAY_BLOCK)) {
            boolean excluded = st.effect() instanceof Effect.CantBeBlockedBy c
                    && Targets.passes(s, blocker, c.blockers(), attacker.id())
                    || st.effect() instanceof Effect.BlockableOnlyBy only
                    && !Targets.passes(s, blocker, only.blockers(), attacker.id());
            if (excluded) {
                return s.nameOf(attacker) + " can't be blocked by " + s.nameOf(blocker) + ".";
            }
        }
        return null;
    }

    /** Call Out: a called-out die blocks only its caller, and the caller is blocked only by it. */
    static String callOutProblem(GameState s, Die blocker, Die attacker) {
        return CallOuts.problem(s, blocker, attacker);
    }

    /**
     * A blocker that may block only if its controller pays 1 life: declaring the block pays it, once
     * for each effect that put the cost on it ("per Bobby Heenan die fielded this turn").
     */
    public static void payToBlock(Table t, Die blocker) {
        long costs = t.s.modifiers().stream().filter(m -> m.dieId() == blocker.id()
                && m.restriction() == Restriction.BLOCK_COSTS_LIFE).count();
        if (costs == 0 && Stats.hasRestriction(t.s, blocker, Restriction.BLOCK_COSTS_LIFE)) {
            costs = 1;
        }
        if (costs > 0) {
            Life.lose(t, blocker.owner(), (int) costs, "let " + t.s.nameOf(blocker) + " block");
        }
    }

    public static boolean canAttack(GameState s, Die d) {
        return (!Stats.hasRestriction(s, d, Restriction.CANT_ATTACK) || Stats.hasRestriction(s, d, Restriction.MAY_ATTACK))
                && !anotherOnlyAttacker(s, d);
    }

    /** Another die of the same player was made the only one that may attack this turn. */
    private static boolean anotherOnlyAttacker(GameState s, Die d) {
        for (AppliedModifier m : s.modifiers()) {
            if (m.restriction() == Restriction.ONLY_ATTACKER && m.dieId() != d.id()
                    && s.die(m.dieId()).owner() == d.owner()) {
                return true;
            }
        }
        return false;
    }

    public static boolean canBlock(GameState s, Die d) {
        return !Stats.hasRestriction(s, d, Restriction.CANT_BLOCK) && PlayerBlockRules.mayDeclareBlockers(s, d.owner());
    }

    /** Unblockable attackers blocked, or must-block dice left out; null when the blocks are allowed. */
    public static String blockProblem(GameState s, List<Action.Block> blocks) {
        for (Action.Block b : blocks) {
            Die attacker = s.die(b.attacker());
            Die blocker = s.die(b.blocker());
            if (Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)) {
                return s.nameOf(attacker) + " can't be blocked this turn.";
            }
            String callOut = callOutProblem(s, blocker, attacker);
            if (callOut != null) {
                return callOut;
            }
            String excluded = blockedByProblem(s, blocker, attacker);
            if (excluded != null) {
                return excluded;
            }
        }
        for (Die attacker : Combat.attackers(s)) {
            long blockers = RequiredBlocks.blockersOn(blocks, attacker);
            if (blockers == 1 && Stats.hasRestriction(s, attacker, Restriction.TWO_OR_MORE_BLOCKERS)) {
                return s.nameOf(attacker) + " can't be blocked by fewer than two dice.";
            }
        }
        String required = RequiredBlocks.problem(s, blocks);
        if (required != null) {
            return required;
        }
        for (Die d : Declarations.possibleBlockers(s)) {
            boolean blocking = blocks.stream().anyMatch(b -> b.blocker() == d.id());
            if (!blocking && Stats.hasRestriction(s, d, Restriction.MUST_BLOCK)
                    && !Stats.hasRestriction(s, d, Restriction.BLOCK_COSTS_LIFE) && ableToBlock(s, d)) {
                return s.nameOf(d) + " must block this turn.";
            }
        }
        return EveryDieBlocks.spreadProblem(s, blocks);
    }

    /**
     * "Must block if able": some attacker this die may block (not unblockable, not barred from it; one
     * that can't be blocked by fewer than two dice only if another die may block it too).
     */
    private static boolean ableToBlock(GameState s, Die blocker) {
        for (Die attacker : Declarations.blockableAttackers(s)) {
            if (mayBlock(s, blocker, attacker) && (!Stats.hasRestriction(s, attacker, Restriction.TWO_OR_MORE_BLOCKERS)
                    || Declarations.possibleBlockers(s).stream().anyMatch(
                            other -> other.id() != blocker.id() && mayBlock(s, other, attacker)))) {
                return true;
            }
        }
        return false;
    }

    /** The blocker may block this attacker, if nothing else is said about either. */
    static boolean mayBlock(GameState s, Die blocker, Die attacker) {
        return !Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)
                && callOutProblem(s, blocker, attacker) == null && blockedByProblem(s, blocker, attacker) == null;
    }
}
