package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the computer would do in a player's place, in one line a player understands: the move
 * and a reason taken from the table ("attack with Raphael: no opposing die can block him and
 * survive"), or, when no simple fact explains it, how the move did in the simulations.
 *
 * @param winChance the chance of winning the simulations gave the move, NaN when it was the only move
 */
public record Hint(Action action, String move, String reason, double winChance) {

    /** The hint for the player who must act now, from the computer's thought about this state. */
    public static Hint of(GameState s, Thought thought) {
        Action a = thought.choice();
        double chance = thought.chosen().value();
        String reason = HintReasons.reason(s, a);
        Action.Purchase lost = RerollAdvice.purchaseLost(s, a);
        if (lost != null) {
            // Never "those faces do not help" about energy that pays for the die the player would buy.
            // The most tried move that keeps it, or, when the search tried none, keeping every die.
            Thought.Option keep = RerollAdvice.keeping(thought, lost);
            String card = s.cards().get(lost.cardIndex()).definition().name();
            reason = "the energy kept pays for " + card + " in your Main Step";
            a = keep != null ? keep.action() : new Action.Reroll(List.of());
            chance = keep != null ? keep.value() : Double.NaN;
        }
        if (reason == null) {
            reason = Double.isNaN(chance) ? "it is the only move the rules allow now"
                    : String.format(Locale.ROOT, "of the %d moves tried it did best in the simulated games",
                    thought.options().size());
        }
        return new Hint(a, MoveText.explain(s, a), reason, chance);
    }

    /** "Attack with Raphael: no opposing die can block him and survive (won 64% of the simulations)." */
    public String line() {
        String text = Character.toUpperCase(move.charAt(0)) + move.substring(1) + ": " + reason;
        if (!Double.isNaN(winChance)) {
            text += String.format(Locale.ROOT, " (won %.0f%% of the simulations)", 100 * winChance);
        }
        return text + ".";
    }

    /** Reasons read off the table for the moves where one simple fact explains the choice. */
    static final class HintReasons {
        private HintReasons() {
        }

        static String reason(GameState s, Action a) {
            if (a instanceof Action.DeclareAttackers attack) {
                return attack.dice().isEmpty() ? null : attackReason(s, attack.dice());
            }
            if (a instanceof Action.DeclareBlockers blocks) {
                return blockReason(s, blocks.blocks());
            }
            if (a instanceof Action.Purchase) {
                return "every die you buy comes back from your bag in later turns";
            }
            if (a instanceof Action.Field f) {
                return "in the field " + s.nameOf(s.die(f.die())) + " can block on your opponent's turn and attack"
                        + " on yours";
            }
            if (a instanceof Action.Reroll r && !r.dice().isEmpty()) {
                return "those faces do not help this turn; a new roll may";
            }
            return null;
        }

        private static String attackReason(GameState s, List<Integer> sent) {
            List<Die> blockers = Engine.possibleBlockers(s);
            int defender = s.inactivePlayer();
            int life = s.player(defender).life();
            List<Integer> attacks = new ArrayList<>();
            for (int id : sent) {
                attacks.add(Engine.attack(s, s.die(id)));
            }
            attacks.sort(java.util.Comparator.reverseOrder());
            int unblockable = 0;
            for (int i = blockers.size(); i < attacks.size(); i++) {
                unblockable += attacks.get(i);
            }
            String opponent = s.player(defender).name();
            if (blockers.isEmpty()) {
                return opponent + " has no die that can block";
            }
            if (unblockable >= life) {
                return "even if " + opponent + " blocks the strongest attackers, enough damage gets through to win";
            }
            for (int id : sent) {
                Die attacker = s.die(id);
                if (!beatsEveryBlocker(s, attacker, blockers)) {
                    return null;
                }
            }
            String who = sent.size() == 1 ? s.nameOf(s.die(sent.get(0))) : "any of them";
            return "no opposing die can block " + who + " and survive";
        }

        private static boolean beatsEveryBlocker(GameState s, Die attacker, List<Die> blockers) {
            for (Die b : blockers) {
                if (Engine.attack(s, attacker) < Engine.remainingDefense(s, b)) {
                    return false;
                }
            }
            return true;
        }

        private static String blockReason(GameState s, List<Action.Block> blocks) {
            int me = s.actingPlayer();
            int life = s.player(me).life();
            int incoming = 0;
            for (Die attacker : Engine.attackers(s)) {
                incoming += Engine.attack(s, attacker);
            }
            if (blocks.isEmpty()) {
                return incoming < life ? "taking " + incoming + " damage costs less than losing a die" : null;
            }
            int stopped = 0;
            for (Action.Block b : blocks) {
                stopped += Engine.attack(s, s.die(b.attacker()));
            }
            if (incoming >= life && incoming - stopped < life) {
                return "without blocking, " + incoming + " damage would knock you out of the game";
            }
            for (Action.Block b : blocks) {
                Die attacker = s.die(b.attacker());
                Die blocker = s.die(b.blocker());
                if (Engine.attack(s, blocker) >= Engine.remainingDefense(s, attacker)
                        && Engine.attack(s, attacker) < Engine.remainingDefense(s, blocker)) {
                    return s.nameOf(blocker) + " knocks out " + s.nameOf(attacker) + " and survives";
                }
            }
            return null;
        }
    }
}
