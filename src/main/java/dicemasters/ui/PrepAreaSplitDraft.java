package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Doubles: the split of a team's shared Prep Area being drafted by pointing. It starts with each
 * die going to whoever drew it; a click on a die moves it to the other teammate's half. What is
 * legal stays the engine's answer when the split is confirmed.
 */
final class PrepAreaSplitDraft {
    private final Set<Integer> teammateRolls = new TreeSet<>();

    void clear() {
        teammateRolls.clear();
    }

    /** Each die to whoever drew it (its owner), as the team would split it without talking. */
    void startFrom(GameState s, Decision.SplitPrepArea d) {
        clear();
        d.dice().stream().filter(id -> s.die(id).owner() == d.teammate()).forEach(teammateRolls::add);
    }

    /** A die clicked: it goes to the other teammate's half. */
    void move(int id) {
        if (!teammateRolls.remove(id)) {
            teammateRolls.add(id);
        }
    }

    boolean teammateRolls(int id) {
        return teammateRolls.contains(id);
    }

    int teammateCount() {
        return teammateRolls.size();
    }

    Action.SplitPrepArea action() {
        return new Action.SplitPrepArea(List.copyOf(teammateRolls));
    }
}
