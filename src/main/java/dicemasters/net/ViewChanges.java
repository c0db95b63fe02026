package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;

/**
 * Only what changed between two {@link PublicView}s in their JSON form: each field of the view
 * that changed, whole, except the dice, told die by die ({@code "dice": {"set": [die...], "gone":
 * [guest number...]}}). The host sends the changes; the guest applies them to the view it holds
 * and compares the {@link #check} of the result with the host's, asking for the whole view when
 * they differ.
 */
final class ViewChanges {
    static final String DICE = "dice";

    private ViewChanges() {
    }

    /** What changed from {@code before} to {@code after} (an empty object when nothing did). */
    static ObjectNode between(JsonNode before, JsonNode after) {
        ObjectNode changes = Protocol.object();
        Iterator<Map.Entry<String, JsonNode>> fields = after.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            if (f.getKey().equals(DICE)) {
                ObjectNode dice = dice(before.get(DICE), f.getValue());
                if (!dice.get("set").isEmpty() || !dice.get("gone").isEmpty()) {
                    changes.set(DICE, dice);
                }
            } else if (!f.getValue().equals(before.get(f.getKey()))) {
                changes.set(f.getKey(), f.getValue());
            }
        }
        return changes;
    }

    private static ObjectNode dice(JsonNode before, JsonNode after) {
        Map<Integer, JsonNode> old = byId(before);
        ObjectNode dice = Protocol.object();
        ArrayNode set = dice.putArray("set");
        ArrayNode gone = dice.putArray("gone");
        for (JsonNode die : after) {
            JsonNode was = old.remove(die.get("id").asInt());
            if (!die.equals(was)) {
                set.add(die);
            }
        }
        old.keySet().forEach(gone::add);
        return dice;
    }

    /**
     * The view {@code before} with {@code changes} applied; a change that does not fit the view (a
     * field it has not, a die without a number) is a {@link ProtocolException}.
     */
    static ObjectNode apply(JsonNode before, JsonNode changes) throws ProtocolException {
        if (!changes.isObject()) {
            throw new ProtocolException("'update' message: field 'changes' must be an object");
        }
        ObjectNode view = before.deepCopy();
        Iterator<Map.Entry<String, JsonNode>> fields = changes.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            if (!view.has(f.getKey())) {
                throw new ProtocolException("'update' message: the view has no field '" + f.getKey() + "' to change");
            }
            view.set(f.getKey(), f.getKey().equals(DICE) ? applyDice(view.get(DICE), f.getValue()) : f.getValue());
        }
        return view;
    }

    private static ArrayNode applyDice(JsonNode before, JsonNode change) throws ProtocolException {
        JsonNode set = change.get("set");
        JsonNode gone = change.get("gone");
        if (set == null || !set.isArray() || gone == null || !gone.isArray() || change.size() != 2) {
            throw new ProtocolException("'update' message: the dice changed must be told as \"set\" and \"gone\"");
        }
        Map<Integer, JsonNode> dice = byId(before);
        for (JsonNode id : gone) {
            dice.remove(id.asInt());
        }
        for (JsonNode die : set) {
            if (!die.path("id").isInt()) {
                throw new ProtocolException("'update' message: a die changed has no number");
            }
            dice.put(die.get("id").asInt(), die);
        }
        ArrayNode out = Protocol.array();
        dice.values().stream().sorted(Comparator.comparingInt(d -> d.get("id").asInt())).forEach(out::add);
        return out;
    }

    private static Map<Integer, JsonNode> byId(JsonNode dice) {
        Map<Integer, JsonNode> byId = new TreeMap<>();
        if (dice != null) {
            dice.forEach(d -> byId.put(d.get("id").asInt(), d));
        }
        return byId;
    }

    /** A checksum of a whole view's JSON text, for the guest to tell it follows the host. */
    static long check(JsonNode view) {
        CRC32 crc = new CRC32();
        crc.update(Protocol.text(view).getBytes(StandardCharsets.UTF_8));
        return crc.getValue();
    }
}
