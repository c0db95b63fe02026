package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;

import java.util.ArrayList;
import java.util.List;

/** Simultaneous triggered abilities being put in order: the engine's order at the start. */
final class TriggerOrderDraft {
    private final List<Integer> order = new ArrayList<>();

    void clear() {
        order.clear();
    }

    void startFrom(Decision.OrderTriggers decision) {
        for (int i = 0; i < decision.triggers().size(); i++) {
            order.add(i);
        }
    }

    /** Move a trigger one place earlier; false when it is already first (or there is no such place). */
    boolean moveUp(int position) {
        if (position > 0 && position < order.size()) {
            order.add(position - 1, order.remove(position));
            return true;
        }
        return false;
    }

    List<Integer> order() {
        return List.copyOf(order);
    }

    Action action() {
        return new Action.OrderTriggers(order);
    }
}
