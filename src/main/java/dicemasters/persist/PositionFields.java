package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.PrintableText;
import dicemasters.files.JsonLines;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Strict reading of one object of a position file (or a puzzle file, which is a position file with a puzzle part), like {@link Fields} for saved games, but every
 * error names the line and the field's path ("position.json, line 12, players[1].life: must be a
 * whole number"); optional fields have defaults and unknown fields are refused by {@link #finish}.
 */
public final class PositionFields {
    /** More than the dice, cards or draws of any game. */
    public static final int MAX_LIST = 500;
    private final JsonNode node;
    private final Where where;
    private final String path;
    private final String pointer;
    private final Set<String> read = new LinkedHashSet<>();

    /** The file's name and text, for messages. */
    public record Where(String source, String text) {
    }

    private PositionFields(JsonNode node, Where where, String path, String pointer) {
        this.node = node;
        this.where = where;
        this.path = path;
        this.pointer = pointer;
    }

    public static PositionFields root(JsonNode node, Where where) throws PositionException {
        PositionFields root = new PositionFields(node, where, "", "");
        if (!node.isObject()) {
            throw root.error("", "the file must hold one JSON object");
        }
        return root;
    }

    /** The object in field {@code name} (which must be there). */
    public PositionFields object(String name) throws PositionException {
        return nested(node(name), name, "/" + name);
    }

    /** Item {@code index} of the list in field {@code name}, as an object. */
    public PositionFields item(String name, int index) throws PositionException {
        return nested(node.get(name).get(index), name + "[" + (index + 1) + "]", "/" + name + "/" + index);
    }

    private PositionFields nested(JsonNode inner, String name, String innerPointer) throws PositionException {
        PositionFields f = new PositionFields(inner, where, join(name), pointer + innerPointer);
        if (!inner.isObject()) {
            throw f.error("", "must be a JSON object");
        }
        return f;
    }

    /** The names of this object's fields, in the file's order (each then read by name). */
    public Iterator<String> fieldNames() {
        return node.fieldNames();
    }

    public boolean has(String name) {
        read.add(name);
        return node.has(name) && !node.get(name).isNull();
    }

    public JsonNode node(String name) throws PositionException {
        read.add(name);
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw error("", "field '" + name + "' is missing");
        }
        return value;
    }

    public String text(String name) throws PositionException {
        JsonNode value = node(name);
        if (!value.isTextual()) {
            throw error(name, "must be text");
        }
        return value.asText();
    }

    public int integer(String name, int least, int most) throws PositionException {
        JsonNode value = node(name);
        if (!value.isIntegralNumber() || !value.canConvertToInt() || value.asInt() < least || value.asInt() > most) {
            throw error(name, "must be a whole number from " + least + " to " + most);
        }
        return value.asInt();
    }

    public int integer(String name, int least, int most, int absent) throws PositionException {
        return has(name) ? integer(name, least, most) : absent;
    }

    public long longInteger(String name) throws PositionException {
        JsonNode value = node(name);
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw error(name, "must be a whole number");
        }
        return value.asLong();
    }

    public boolean flag(String name) throws PositionException {
        if (!has(name)) {
            return false;
        }
        if (!node.get(name).isBoolean()) {
            throw error(name, "must be true or false");
        }
        return node.get(name).asBoolean();
    }

    /** The list in field {@code name} (empty when absent and {@code optional}). */
    public JsonNode list(String name, boolean optional) throws PositionException {
        if (optional && !has(name)) {
            return com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode();
        }
        JsonNode value = node(name);
        if (!value.isArray()) {
            throw error(name, "must be a list");
        }
        if (value.size() > MAX_LIST) {
            throw error(name, "lists " + value.size() + " items; at most " + MAX_LIST
                    + " (far more than any real game has)");
        }
        return value;
    }

    public List<String> texts(String name) throws PositionException {
        List<String> result = new ArrayList<>();
        JsonNode list = list(name, true);
        for (int i = 0; i < list.size(); i++) {
            if (!list.get(i).isTextual()) {
                throw error(name + "/" + i, "must be text");
            }
            result.add(list.get(i).asText());
        }
        return result;
    }

    /** One of the allowed words. */
    public <E extends Enum<E>> E word(String name, Class<E> type) throws PositionException {
        String text = text(name);
        E found = EnumWords.find(text, type);
        if (found == null) {
            throw error(name, "has unknown value '" + PrintableText.excerpt(text) + "' (expected one of "
                    + EnumWords.allowed(type) + ")");
        }
        return found;
    }

    /** Rejects fields that were never read. */
    public void finish() throws PositionException {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!read.contains(name)) {
                throw error(name, "unknown field");
            }
        }
    }

    /**
     * An error at field {@code name} of this object ("" for the object itself; "list/2" for an item
     * of a list), with its line and path.
     */
    public PositionException error(String name, String problem) {
        String at = name.isEmpty() ? pointer : pointer + "/" + name;
        int line = JsonLines.lineOf(where.text(), at);
        if (line == 0) {
            line = JsonLines.lineOf(where.text(), pointer);
        }
        String field = name.isEmpty() ? path : join(name.replaceAll("/(\\d+)$", "[#$1]"));
        field = renumber(field);
        return new PositionException(where.source() + (line > 0 ? ", line " + line : "")
                + (field.isEmpty() ? "" : ", " + PrintableText.escape(field)) + ": " + problem);
    }

    /** "draws[#0]" counts from 1 as people do: "draws[1]". */
    private static String renumber(String field) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[#(\\d+)]").matcher(field);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, "[" + (Integer.parseInt(m.group(1)) + 1) + "]");
        }
        m.appendTail(b);
        return b.toString();
    }

    private String join(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }
}
