package dicemasters.ai;

import dicemasters.engine.action.Action;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A node of the information-set search tree: the sequence of moves from the root that leads here
 * (whatever dice were imagined on the way). It counts how often its move was chosen, how often it
 * could have been (the imagined dice decide which moves exist), and the rewards it earned for the
 * player who chose it.
 */
final class SearchNode {
    private static final int MANY_CHILDREN = 8;
    final Action action;
    /** The player who chose {@link #action}. */
    final int player;
    int visits;
    int availability;
    double reward;
    final List<SearchNode> children = new ArrayList<>(4);
    /** The children by move, once there are many (Hard's every group of dice): found by hash, not by a scan. */
    private Map<Action, SearchNode> byMove;

    SearchNode(Action action, int player) {
        this.action = action;
        this.player = player;
    }

    SearchNode child(Action move) {
        if (byMove != null) {
            return byMove.get(move);
        }
        for (SearchNode c : children) {
            if (c.action.equals(move)) {
                return c;
            }
        }
        return null;
    }

    SearchNode add(Action move, int mover) {
        SearchNode c = new SearchNode(move, mover);
        children.add(c);
        if (byMove != null) {
            byMove.put(move, c);
        } else if (children.size() > MANY_CHILDREN) {
            byMove = new HashMap<>();
            children.forEach(child -> byMove.put(child.action, child));
        }
        return c;
    }

    double mean() {
        return visits == 0 ? 0.5 : reward / visits;
    }

    /** Upper confidence bound, counting only the iterations in which the move was available. */
    double ucb(double exploration) {
        return mean() + exploration * Math.sqrt(Math.log(Math.max(availability, 1)) / visits);
    }
}
