package dicemasters.engine.combat;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Blocks made for every die ("every opposing die must block"), and the attacking player declaring
 * the defender's blocks (Booker T, Ringside Announcer): one blocker per attacker before any gets a
 * second one.
 */
public final class EveryDieBlocks {
    private EveryDieBlocks() {
    }

    /**
     * A block for every possible blocker, on the first attacker it may legally block (when the
     * attacking player declares the blocks: on the attacker with the fewest blockers so far, those
     * one blocker alone may not block last).
     */
    public static List<Action.Block> of(GameState s) {
        List<Action.Block> blocks = new ArrayList<>();
        for (Die blocker : Declarations.possibleBlockers(s)) {
            List<Die> attackers = new ArrayList<>(Declarations.blockableAttackers(s));
            if (s.combat().blockersByAttacker()) {
                attackers.sort(Comparator.comparing((Die a) -> needsTwo(s, a))
                        .thenComparingLong(a -> RequiredBlocks.blockersOn(blocks, a)));
            }
            RequiredBlocks.firstTheUnblockedOnes(s, attackers, blocks);
            for (Die attacker : attackers) {
                if (!Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)
                        && CombatRestrictions.callOutProblem(s, blocker, attacker) == null
                        && CombatRestrictions.blockedByProblem(s, blocker, attacker) == null) {
                    blocks.add(new Action.Block(blocker.id(), attacker.id()));
                    break;
                }
            }
        }
        return blocks;
    }

    /**
     * When the attacking player declares the blocks, every attacker that can be blocked gets a
     * blocker before any gets a second one; an attacker none of the possible blockers may block
     * ("can't be blocked by ...") waits for none, nor one that one blocker alone may not block.
     */
    static String spreadProblem(GameState s, List<Action.Block> blocks) {
        if (!s.combat().blockersByAttacker()) {
            return null;
        }
        List<Die> attackers = Declarations.blockableAttackers(s);
        long most = attackers.stream().mapToLong(a -> RequiredBlocks.blockersOn(blocks, a)).max().orElse(0);
        for (Die attacker : attackers) {
            if (most > 1 && RequiredBlocks.blockersOn(blocks, attacker) == 0
                    && !Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE) && !needsTwo(s, attacker)
                    && Declarations.possibleBlockers(s).stream().anyMatch(b -> CombatRestrictions.callOutProblem(s, b, attacker)
                    == null && CombatRestrictions.blockedByProblem(s, b, attacker) == null)) {
                return s.nameOf(attacker) + " must get a blocker before any attacker gets a second one.";
            }
        }
        return null;
    }

    private static boolean needsTwo(GameState s, Die attacker) {
        return Stats.hasRestriction(s, attacker, Restriction.TWO_OR_MORE_BLOCKERS);
    }
}
