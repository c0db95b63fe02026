package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.action.Action;

/**
 * Actions in the form saved games give them, for other readers and writers of actions (the
 * network protocol): the same closed set of types, read as strictly (unknown fields refused).
 */
public final class ActionCodec {
    private ActionCodec() {
    }

    public static ObjectNode write(Action action) {
        return ActionJson.write(action);
    }

    /** Reads one action object; {@code where} starts every error message ("message 3: action"). */
    public static Action read(JsonNode node, String where) throws SavedGameException {
        Fields f = Fields.of(node, where);
        Action action = ActionJson.read(f);
        f.finish();
        return action;
    }
}
