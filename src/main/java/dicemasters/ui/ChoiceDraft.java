package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.List;
import java.util.Map;

/**
 * The choice a player is drafting on the table, before it is confirmed: the dice picked, the
 * blockers paired, the damage split, the trigger order, the Prep Area split and the payment. One
 * draft per kind of choice; which one counts is the table's {@link Mode}. Nothing here decides
 * legality: the confirmed action goes to the engine, which accepts it or says why not.
 */
final class ChoiceDraft {
    private final PickedDice picked = new PickedDice();
    private final BlockingDraft blocking = new BlockingDraft();
    private final DamageSplitDraft split = new DamageSplitDraft();
    private final TriggerOrderDraft order = new TriggerOrderDraft();
    private final PrepAreaSplitDraft prepSplit = new PrepAreaSplitDraft();
    /** What is being paid for while its payment is drafted, or null. */
    private PayingFor paying;

    /** Drop everything drafted; a choice that starts from the engine's proposal starts from it again. */
    void reset(GameState s) {
        picked.clear();
        blocking.clear();
        split.clear();
        order.clear();
        prepSplit.clear();
        paying = null;
        Decision d = s.decision();
        if (d instanceof Decision.SplitDamage sd) {
            split.startFrom(sd);
        } else if (d instanceof Decision.OrderTriggers ot) {
            order.startFrom(ot);
        } else if (d instanceof Decision.SplitPrepArea sp) {
            prepSplit.startFrom(s, sp);
        }
    }

    /** Whether the player has begun the choice (picked a die, paired a blocker, started paying). */
    boolean started() {
        return picked.size() > 0 || !blocking.isEmpty() || blocking.blockerWaiting() >= 0 || paying != null;
    }

    PayingFor paying() {
        return paying;
    }

    void startPaying(PayingFor what) {
        paying = what;
    }

    BlockingDraft blocking() {
        return blocking;
    }

    /** A click on a die while a choice other than the open window's is drafted. */
    void click(Mode mode, GameState s, Die die) {
        switch (mode) {
            case REROLL, ATTACKERS -> picked.toggle(die.id());
            case TARGETS -> picked.pickTarget(die.id(), (Decision.ChooseTargets) s.decision());
            case PAYING -> paying.draft().cycle(die.id(), s.face(die).energy());
            case BLOCKERS -> blocking.click(s, die);
            case SPLIT -> split.add(die.id(), 1);
            case PREP_SPLIT -> prepSplit.move(die.id());
            default -> {
            }
        }
    }

    /** Unpurchased dice are not drawn on the table: a click on their card picks one of them as a target. */
    void pickUnpurchased(GameState s, List<Integer> dice) {
        picked.pickTarget(picked.firstUnpicked(dice), (Decision.ChooseTargets) s.decision());
    }

    /** Whether the die is part of the choice being made (picked, paired, or paying). */
    boolean isSelected(Mode mode, int id) {
        return switch (mode) {
            case REROLL, ATTACKERS, TARGETS -> picked.contains(id);
            case BLOCKERS -> blocking.isSelected(id);
            case PAYING -> !paying.draft().spentFrom(id).isEmpty();
            case SPLIT -> split.hasDamageOn(id);
            default -> false;
        };
    }

    void addSplitDamage(int blocker, int amount) {
        split.add(blocker, amount);
    }

    boolean moveTriggerUp(int position) {
        return order.moveUp(position);
    }

    int blockTarget(int blocker) {
        return blocking.attackerOf(blocker);
    }

    List<Action.Block> blocks() {
        return blocking.blocks();
    }

    Map<Integer, Integer> splitShares() {
        return split.shares();
    }

    List<Integer> triggerOrder() {
        return order.order();
    }

    boolean rolledByTeammate(int id) {
        return prepSplit.teammateRolls(id);
    }

    /** The action the draft makes in this mode, or null when there is nothing to confirm. */
    Action action(Mode mode, GameState s) {
        return switch (mode) {
            case REROLL -> new Action.Reroll(picked.ids());
            case PAYING -> paying.action();
            case ATTACKERS -> new Action.DeclareAttackers(picked.ids());
            case BLOCKERS -> blocking.declaration();
            case TARGETS -> new Action.ChooseTargets(picked.ids());
            case SPLIT -> split.action((Decision.SplitDamage) s.decision());
            case ORDER -> order.action();
            case PREP_SPLIT -> prepSplit.action();
            default -> null;
        };
    }

    String confirmLabel(Mode mode, GameState s) {
        if (mode == Mode.PREP_SPLIT) {
            return Prompts.splitLabel(s, (Decision.SplitPrepArea) s.decision(), prepSplit.teammateCount());
        }
        return Prompts.confirmLabel(mode, picked.size(), paying, blocking);
    }
}
