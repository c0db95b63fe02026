package dicemasters.net;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.card.Face;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The engine's events as guests receive them: every field of the event under its own name, die
 * numbers turned into guest numbers ({@link DieAliases}), a face as its words, and the log line.
 * The one hidden thing an event carries, the seed of {@link GameEvent.GameStarted}, is left out,
 * with its log line's mention of it. A draw is told as the engine tells it: which card's die was
 * drawn, which the table sees as the dice are rolled.
 */
final class PublicEvents {
    /** The event fields that hold a die number. */
    private static final Set<String> DIE_FIELDS = Set.of("dieId", "byDie", "sourceDie", "copiedDieId", "blocker",
            "attacker");
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private PublicEvents() {
    }

    /** One action's events for guests, following them with the numbering; the numbering then settles on {@code after}. */
    static ArrayNode follow(List<GameEvent> events, GameState after, DieAliases aliases) {
        List<ObjectNode> told = new ArrayList<>();
        for (GameEvent e : events) {
            aliases.see(e);
            told.add(write(e, aliases));
        }
        aliases.settle(after);
        ArrayNode out = JSON.arrayNode();
        inGuestOrder(told).forEach(out::add);
        return out;
    }

    /**
     * Dice moved together (one after the other from the same place to the same place, such as the
     * Out of Play dice going to the Used Pile) are told in guest-number order: the engine's order
     * would tell its die numbers.
     */
    private static List<ObjectNode> inGuestOrder(List<ObjectNode> events) {
        List<ObjectNode> ordered = new ArrayList<>(events);
        int start = 0;
        while (start < ordered.size()) {
            int end = start + 1;
            while (end < ordered.size() && movedTogether(ordered.get(start), ordered.get(end))) {
                end++;
            }
            ordered.subList(start, end).sort(Comparator.comparingInt(e -> e.path("dieId").asInt()));
            start = end;
        }
        return ordered;
    }

    private static boolean movedTogether(ObjectNode a, ObjectNode b) {
        return a.get("type").asText().equals("DieMoved") && b.get("type").asText().equals("DieMoved")
                && a.get("from").equals(b.get("from")) && a.get("to").equals(b.get("to"))
                && a.get("owner").equals(b.get("owner"));
    }

    static ObjectNode write(GameEvent e, DieAliases aliases) {
        ObjectNode o = JSON.objectNode().put("type", e.getClass().getSimpleName());
        for (RecordComponent c : e.getClass().getRecordComponents()) {
            if (e instanceof GameEvent.GameStarted && c.getName().equals("seed")) {
                continue;
            }
            Object value = valueOf(c, e);
            if (DIE_FIELDS.contains(c.getName()) && value instanceof Integer id) {
                o.put(c.getName(), aliases.alias(id));
            } else {
                put(o, c.getName(), value);
            }
        }
        o.put("text", e instanceof GameEvent.GameStarted g ? g.text().replace(" (seed " + g.seed() + ")", "") : e.text());
        return o;
    }

    private static Object valueOf(RecordComponent c, GameEvent e) {
        try {
            return c.getAccessor().invoke(e);
        } catch (IllegalAccessException | InvocationTargetException ex) {
            throw new IllegalStateException("an event's field " + c.getName() + " cannot be read", ex);
        }
    }

    private static void put(ObjectNode o, String name, Object value) {
        if (value instanceof Integer i) {
            o.put(name, i);
        } else if (value instanceof Long l) {
            o.put(name, l);
        } else if (value instanceof Boolean b) {
            o.put(name, b);
        } else if (value instanceof String s) {
            o.put(name, s);
        } else if (value instanceof Enum<?> en) {
            o.put(name, en.name());
        } else if (value instanceof Face f) {
            o.put(name, f.describe());
        } else if (value instanceof List<?> list) {
            ArrayNode items = o.putArray(name);
            list.forEach(item -> items.add(item instanceof Enum<?> en ? en.name() : String.valueOf(item)));
        } else if (value == null) {
            o.putNull(name);
        } else {
            throw new IllegalStateException("no guest form for an event field of type " + value.getClass());
        }
    }
}
