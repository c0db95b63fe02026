package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * The defender's blocks being drafted: click a blocker, then the attacker it blocks. Whether a
 * blocker may block one more attacker is the engine's answer; whether the whole declaration is
 * legal is judged on Enter.
 */
final class BlockingDraft {
    private final List<Action.Block> blocks = new ArrayList<>();
    /** The blocker clicked last, waiting for an attacker (or another one), or -1. */
    private int pendingBlocker = -1;
    /** Who may block and whom: the engine's answer, unless the table takes them from elsewhere. */
    private BlockRules rules = BlockRules.ENGINE;

    void use(BlockRules blockRules) {
        rules = blockRules;
    }

    void clear() {
        blocks.clear();
        pendingBlocker = -1;
    }

    /** What clicking a die offers while blockers are declared. */
    Option option(GameState s, Die die) {
        if (rules.blockers(s).contains(die)) {
            return Option.ok();
        }
        if (pendingBlocker >= 0 && rules.attackers(s).contains(die)) {
            return anotherAttackerOption(s, die);
        }
        return Option.NONE;
    }

    /**
     * An attacker for the chosen blocker: its first one is always offered (the whole declaration
     * is judged on Enter); a further one only when the engine lets that blocker block them all.
     */
    private Option anotherAttackerOption(GameState s, Die attacker) {
        List<Die> current = attackersPairedWith(s, pendingBlocker);
        if (current.isEmpty() || current.contains(attacker)) {
            return Option.ok();
        }
        List<Die> more = new ArrayList<>(current);
        more.add(attacker);
        String reason = rules.severalBlocksProblem(s, s.die(pendingBlocker), more);
        return reason == null ? Option.ok() : Option.refused(reason);
    }

    /** The attackers the draft pairs with a blocker, in the order they were paired. */
    private List<Die> attackersPairedWith(GameState s, int blocker) {
        return blocks.stream().filter(b -> b.blocker() == blocker).map(b -> s.die(b.attacker())).toList();
    }

    /** Whether the engine would let the blocker block one more of the attackers, besides those paired. */
    private boolean mayBlockAnother(GameState s, int blocker) {
        List<Die> current = attackersPairedWith(s, blocker);
        for (Die attacker : rules.attackers(s)) {
            List<Die> more = new ArrayList<>(current);
            more.add(attacker);
            if (!current.contains(attacker) && rules.severalBlocksProblem(s, s.die(blocker), more) == null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Click a blocker, then the attacker it blocks. A blocker that may block several attackers stays
     * chosen while the engine allows it one more: click further attackers (again to unpair one),
     * or the blocker itself when done. Clicking a paired blocker that is not chosen unpairs it.
     */
    void click(GameState s, Die die) {
        if (rules.blockers(s).contains(die)) {
            boolean paired = blocks.stream().anyMatch(b -> b.blocker() == die.id());
            if (pendingBlocker == die.id() && paired) {
                pendingBlocker = -1;
                return;
            }
            boolean wasPaired = blocks.removeIf(b -> b.blocker() == die.id());
            pendingBlocker = wasPaired || pendingBlocker == die.id() ? -1 : die.id();
        } else if (pendingBlocker >= 0) {
            int blocker = pendingBlocker;
            if (!blocks.removeIf(b -> b.blocker() == blocker && b.attacker() == die.id())) {
                blocks.add(new Action.Block(blocker, die.id()));
            }
            if (!mayBlockAnother(s, blocker)) {
                pendingBlocker = -1;
            }
        }
    }

    /** Whether the die is the chosen blocker or a paired one. */
    boolean isSelected(int id) {
        return pendingBlocker == id || blocks.stream().anyMatch(b -> b.blocker() == id);
    }

    /** The blocker clicked last, waiting for its attacker (or another one), or -1. */
    int blockerWaiting() {
        return pendingBlocker;
    }

    /** The chosen blocker when it is already paired and may block another attacker, or -1. */
    int pairedBlockerWaitingForAnother() {
        return pendingBlocker >= 0 && blocks.stream().anyMatch(b -> b.blocker() == pendingBlocker)
                ? pendingBlocker : -1;
    }

    /** The attacker a die is paired with in the draft, or -1. */
    int attackerOf(int blocker) {
        return blocks.stream().filter(b -> b.blocker() == blocker).mapToInt(Action.Block::attacker)
                .findFirst().orElse(-1);
    }

    List<Action.Block> blocks() {
        return List.copyOf(blocks);
    }

    boolean isEmpty() {
        return blocks.isEmpty();
    }

    /** How many different dice block in the draft (one may block several attackers). */
    int blockingDice() {
        return (int) blocks.stream().mapToInt(Action.Block::blocker).distinct().count();
    }

    Action declaration() {
        return new Action.DeclareBlockers(blocks);
    }
}
