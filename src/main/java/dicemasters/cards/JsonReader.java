package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.PrintableText;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Strict reading of one JSON object of card data: every field checked for its type, unknown
 * fields refused, and every error naming the file, the card and the field's path.
 */
final class JsonReader {
    private final String file;
    private final String cardId;
    private final String path;
    private final JsonNode node;

    JsonReader(String file, String cardId, String path, JsonNode node) {
        this.file = file;
        this.cardId = cardId;
        this.path = path;
        this.node = node;
    }

    String path() {
        return path;
    }

    JsonNode node() {
        return node;
    }

    CardFormatException error(String field, String message) {
        return new CardFormatException(new CardLoadError(file, cardId, join(field), message));
    }

    CardFormatException error(String message) {
        return new CardFormatException(new CardLoadError(file, cardId, path, message));
    }

    private String join(String field) {
        if (field == null || field.isEmpty()) {
            return path;
        }
        return path.isEmpty() ? field : path + "." + field;
    }

    /** This node must be an object whose fields are all among {@code allowed}. */
    JsonReader object(Set<String> allowed) {
        if (node == null || !node.isObject()) {
            throw error("must be an object, not " + kind(node));
        }
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                String shown = PrintableText.excerpt(name);
                throw error(shown, "unknown field \"" + shown + "\" (allowed: " + String.join(", ",
                        allowed.stream().sorted().toList()) + ")");
            }
        }
        return this;
    }

    boolean has(String field) {
        return node.has(field) && !node.get(field).isNull();
    }

    JsonReader child(String field) {
        if (!has(field)) {
            throw error(field, "is required");
        }
        return new JsonReader(file, cardId, join(field), node.get(field));
    }

    String string(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw error(field, "is required");
        }
        if (!v.isTextual()) {
            throw error(field, "must be a string, not " + kind(v));
        }
        return v.asText();
    }

    /** A name or other text shown to players: not empty, at most {@code max} characters, all printable. */
    String printable(String field, int max) {
        String value = string(field);
        String problem = PrintableText.problem(value, max);
        if (problem != null) {
            throw error(field, "the text " + problem);
        }
        return value;
    }

    /** This node as a printable text (for list elements). */
    String printableText(int max) {
        String value = text();
        String problem = PrintableText.problem(value, max);
        if (problem != null) {
            throw error("the text " + problem);
        }
        return value;
    }

    String string(String field, String otherwise) {
        return has(field) ? string(field) : otherwise;
    }

    int integer(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw error(field, "is required");
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw error(field, "must be a whole number, not " + kind(v));
        }
        return v.asInt();
    }

    int integer(String field, int otherwise) {
        return has(field) ? integer(field) : otherwise;
    }

    int integer(String field, int otherwise, int min, int max) {
        int v = integer(field, otherwise);
        if (v < min || v > max) {
            throw error(field, "must be between " + min + " and " + max + ", not " + v);
        }
        return v;
    }

    Boolean bool(String field) {
        if (!has(field)) {
            return null;
        }
        JsonNode v = node.get(field);
        if (!v.isBoolean()) {
            throw error(field, "must be true or false, not " + kind(v));
        }
        return v.asBoolean();
    }

    boolean bool(String field, boolean otherwise) {
        Boolean v = bool(field);
        return v == null ? otherwise : v;
    }

    /** An array field, each element read by {@code read} with its own path ({@code field[i]}). */
    <T> List<T> list(String field, Function<JsonReader, T> read) {
        List<T> result = new ArrayList<>();
        if (!has(field)) {
            return result;
        }
        JsonNode v = node.get(field);
        if (!v.isArray()) {
            throw error(field, "must be a list, not " + kind(v));
        }
        for (int i = 0; i < v.size(); i++) {
            result.add(read.apply(new JsonReader(file, cardId, join(field) + "[" + i + "]", v.get(i))));
        }
        return result;
    }

    /** This node as a string (for list elements). */
    String text() {
        if (node == null || !node.isTextual()) {
            throw error("must be a string, not " + kind(node));
        }
        return node.asText();
    }

    /** A string field that must be one of the names {@code lookup} knows. */
    <T> T named(String field, Function<String, T> lookup, List<String> known) {
        String value = string(field);
        T result = lookup.apply(value);
        if (result == null) {
            throw error(field, "unknown value \"" + PrintableText.excerpt(value) + "\" (expected one of: " + String.join(", ", known) + ")");
        }
        return result;
    }

    /** This node as one of the names {@code lookup} knows (for list elements). */
    <T> T namedText(Function<String, T> lookup, List<String> known, String what) {
        String value = text();
        T result = lookup.apply(value);
        if (result == null) {
            throw error("unknown " + what + " \"" + PrintableText.excerpt(value) + "\" (expected one of: " + String.join(", ", known) + ")");
        }
        return result;
    }

    static String kind(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) {
            return "nothing";
        }
        if (v.isTextual()) {
            return "the text \"" + PrintableText.excerpt(v.asText()) + "\"";
        }
        if (v.isNumber()) {
            return "the number " + v.asText();
        }
        if (v.isBoolean()) {
            return v.asText();
        }
        return v.isArray() ? "a list" : "an object";
    }
}
