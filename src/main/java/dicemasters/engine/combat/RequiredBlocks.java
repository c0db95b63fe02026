package dicemasters.engine.combat;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.Comparator;
import java.util.List;

/**
 * Attackers the opponent must block if able ("your opponent must block each Rocket Raccoon die"):
 * such an attacker may go unblocked only when no die could block it instead of what it does: a
 * die left out, a die blocking an attacker nobody must block, or a second blocker of an attacker
 * that must be blocked.
 */
final class RequiredBlocks {
    private RequiredBlocks() {
    }

    /**
     * Why the blocks leave an attacker that must be blocked unblocked, or null. Only attackers the
     * declaring player may block bind them (in Doubles, one attacking their teammate does not).
     */
    static String problem(GameState s, List<Action.Block> blocks) {
        for (Die attacker : Declarations.blockableAttackers(s)) {
            if (!mustBeBlocked(s, attacker) || blockersOn(blocks, attacker) > 0) {
                continue;
            }
            for (Die blocker : Declarations.possibleBlockers(s)) {
                if (CombatRestrictions.mayBlock(s, blocker, attacker) && couldMove(s, blocker, blocks)) {
                    return s.nameOf(attacker) + " must be blocked this turn: " + s.nameOf(blocker) + " could block it.";
                }
            }
        }
        return null;
    }

    /** Attackers that must be blocked and have no blocker yet come first (for "every die blocks"). */
    static void firstTheUnblockedOnes(GameState s, List<Die> attackers, List<Action.Block> blocks) {
        attackers.sort(Comparator.comparing(a -> !(mustBeBlocked(s, a) && blockersOn(blocks, a) == 0)));
    }

    private static boolean mustBeBlocked(GameState s, Die attacker) {
        return Stats.hasRestriction(s, attacker, Restriction.MUST_BE_BLOCKED);
    }

    /** Free, or blocking where it is not needed: an attacker nobody must block, or one with another blocker. */
    private static boolean couldMove(GameState s, Die blocker, List<Action.Block> blocks) {
        for (Action.Block b : blocks) {
            if (b.blocker() == blocker.id()) {
                Die blocked = s.die(b.attacker());
                return !mustBeBlocked(s, blocked) || blockersOn(blocks, blocked) > 1;
            }
        }
        return true;
    }

    static long blockersOn(List<Action.Block> blocks, Die attacker) {
        return blocks.stream().filter(b -> b.attacker() == attacker.id()).count();
    }
}
