package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.PrintableText;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Strict reading of one JSON object: every field is asked for by name and type, a missing or
 * mistyped field is an error naming where it is ("action 12: field 'die' must be a whole number"),
 * and {@link #finish()} rejects fields nobody asked for, so a typo never passes silently.
 */
final class Fields {
    /** The longest list inside a setup or an action: more than every die of any game. */
    static final int MAX_LIST = 1000;
    private final JsonNode node;
    private final String where;
    /** The action being read (1-based), or 0 outside the action list. */
    private final int actionNumber;
    private final Set<String> read = new LinkedHashSet<>();

    private Fields(JsonNode node, String where, int actionNumber) {
        this.node = node;
        this.where = where;
        this.actionNumber = actionNumber;
    }

    static Fields of(JsonNode node, String where) throws SavedGameException {
        return of(node, where, 0);
    }

    static Fields of(JsonNode node, String where, int actionNumber) throws SavedGameException {
        if (node == null || !node.isObject()) {
            throw new SavedGameException(where + " must be a JSON object", actionNumber, null);
        }
        return new Fields(node, where, actionNumber);
    }

    /** An object inside this one, read with the same strictness and action number. */
    Fields nested(JsonNode inner, String what) throws SavedGameException {
        return of(inner, where + ", " + what, actionNumber);
    }

    boolean has(String name) {
        return node.has(name);
    }

    JsonNode node(String name) throws SavedGameException {
        read.add(name);
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw error("field '" + name + "' is missing");
        }
        return value;
    }

    String text(String name) throws SavedGameException {
        JsonNode value = node(name);
        if (!value.isTextual()) {
            throw error("field '" + name + "' must be text");
        }
        return value.asText();
    }

    int integer(String name) throws SavedGameException {
        JsonNode value = node(name);
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw error("field '" + name + "' must be a whole number");
        }
        return value.asInt();
    }

    long longInteger(String name) throws SavedGameException {
        JsonNode value = node(name);
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw error("field '" + name + "' must be a whole number");
        }
        return value.asLong();
    }

    /** A list of at most {@link #MAX_LIST} items (more than all the dice of any game). */
    JsonNode array(String name) throws SavedGameException {
        return array(name, MAX_LIST);
    }

    /** A list of at most {@code max} items: a hostile file must not make the reader build millions of things. */
    JsonNode array(String name, int max) throws SavedGameException {
        JsonNode value = node(name);
        if (!value.isArray()) {
            throw error("field '" + name + "' must be a list");
        }
        if (value.size() > max) {
            throw error("field '" + name + "' lists " + value.size() + " items; at most " + max
                    + " (far more than any real game has)");
        }
        return value;
    }

    List<Integer> integers(String name) throws SavedGameException {
        List<Integer> result = new ArrayList<>();
        for (JsonNode item : array(name)) {
            if (!item.isIntegralNumber() || !item.canConvertToInt()) {
                throw error("field '" + name + "' must list whole numbers");
            }
            result.add(item.asInt());
        }
        return result;
    }

    List<String> texts(String name) throws SavedGameException {
        List<String> result = new ArrayList<>();
        for (JsonNode item : array(name)) {
            if (!item.isTextual()) {
                throw error("field '" + name + "' must list texts");
            }
            result.add(item.asText());
        }
        return result;
    }

    <E extends Enum<E>> List<E> enumValues(String name, Class<E> type) throws SavedGameException {
        List<E> result = new ArrayList<>();
        for (String text : texts(name)) {
            result.add(enumOf(text, type, this, name));
        }
        return result;
    }

    private static <E extends Enum<E>> E enumOf(String text, Class<E> type, Fields at, String name)
            throws SavedGameException {
        E found = EnumWords.find(text, type);
        if (found == null) {
            throw at.error("field '" + name + "' has unknown value '" + PrintableText.excerpt(text)
                    + "' (expected one of " + EnumWords.allowed(type) + ")");
        }
        return found;
    }

    /** Rejects fields that were never read. */
    void finish() throws SavedGameException {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!read.contains(name)) {
                throw error("unknown field '" + PrintableText.excerpt(name) + "'");
            }
        }
    }

    SavedGameException error(String problem) {
        return new SavedGameException(where + ": " + problem, actionNumber, null);
    }
}
