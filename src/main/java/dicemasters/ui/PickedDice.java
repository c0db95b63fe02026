package dicemasters.ui;

import dicemasters.engine.state.Decision;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The dice picked to reroll, to attack with, or as targets (in id order). */
final class PickedDice {
    private final Set<Integer> picked = new TreeSet<>();

    void clear() {
        picked.clear();
    }

    boolean contains(int id) {
        return picked.contains(id);
    }

    int size() {
        return picked.size();
    }

    List<Integer> ids() {
        return List.copyOf(picked);
    }

    /** Pick a die, or unpick it when it was picked. */
    void toggle(int id) {
        if (!picked.remove(id)) {
            picked.add(id);
        }
    }

    /** Pick a target: a choice of exactly one target moves the pick instead of adding one. */
    void pickTarget(int id, Decision.ChooseTargets d) {
        if (d.max() == 1 && !picked.contains(id)) {
            picked.clear();
        }
        toggle(id);
    }

    /** The first of these dice not picked yet, else the first of them. */
    int firstUnpicked(List<Integer> dice) {
        return dice.stream().filter(x -> !picked.contains(x)).findFirst().orElse(dice.get(0));
    }
}
