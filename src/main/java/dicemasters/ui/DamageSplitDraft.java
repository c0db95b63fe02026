package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** An attacker's damage being split among its blockers: all on the first blocker at the start. */
final class DamageSplitDraft {
    private final Map<Integer, Integer> split = new TreeMap<>();

    void clear() {
        split.clear();
    }

    void startFrom(Decision.SplitDamage decision) {
        decision.blockers().forEach(b -> split.put(b, 0));
        split.put(decision.blockers().get(0), decision.amount());
    }

    /** Move damage onto (positive) or off (negative) a blocker. */
    void add(int blocker, int amount) {
        int now = split.getOrDefault(blocker, 0);
        split.put(blocker, Math.max(0, now + amount));
    }

    boolean hasDamageOn(int blocker) {
        return split.getOrDefault(blocker, 0) > 0;
    }

    Map<Integer, Integer> shares() {
        return Map.copyOf(split);
    }

    Action action(Decision.SplitDamage decision) {
        List<DamageAssignment> shares = new ArrayList<>();
        for (int blocker : decision.blockers()) {
            shares.add(new DamageAssignment(decision.attacker(), blocker, split.getOrDefault(blocker, 0)));
        }
        return new Action.SplitDamage(shares);
    }
}
