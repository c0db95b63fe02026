package dicemasters.tutorial;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Strict reading of one JSON object of a tutorial file: unknown fields, missing fields and wrong
 * types are errors whose message names the file and the path of the field ("steps[3].expect.buy").
 */
final class Fields {
    private final String file;
    private final String path;
    private final JsonNode node;

    private Fields(String file, String path, JsonNode node) {
        this.file = file;
        this.path = path;
        this.node = node;
    }

    static Fields of(String file, String path, JsonNode node, Set<String> allowed) {
        Fields f = new Fields(file, path, node);
        if (node == null || !node.isObject()) {
            throw f.error(null, "must be a JSON object");
        }
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw f.error(name, "is not a known field (known: " + String.join(", ", allowed.stream().sorted().toList()) + ")");
            }
        }
        return f;
    }

    String file() {
        return file;
    }

    String path(String field) {
        return path.isEmpty() ? field : path + "." + field;
    }

    boolean has(String field) {
        return node.has(field) && !node.get(field).isNull();
    }

    JsonNode node(String field) {
        return node.get(field);
    }

    String text(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw error(field, "is missing");
        }
        if (!v.isTextual() || v.asText().isBlank()) {
            throw error(field, "must be a non-empty text");
        }
        return v.asText();
    }

    String optText(String field) {
        return has(field) ? text(field) : null;
    }

    int integer(String field, int min, int max) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw error(field, "is missing");
        }
        if (!v.isInt() || v.asInt() < min || v.asInt() > max) {
            throw error(field, "must be a whole number from " + min + " to " + max);
        }
        return v.asInt();
    }

    int optInteger(String field, int min, int max, int otherwise) {
        return has(field) ? integer(field, min, max) : otherwise;
    }

    boolean flag(String field) {
        if (!has(field)) {
            return false;
        }
        if (!node.get(field).isBoolean()) {
            throw error(field, "must be true or false");
        }
        return node.get(field).asBoolean();
    }

    /** The elements of an array field (required unless {@code optional}). */
    List<JsonNode> array(String field, boolean optional) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            if (optional) {
                return List.of();
            }
            throw error(field, "is missing");
        }
        if (!v.isArray()) {
            throw error(field, "must be a list");
        }
        List<JsonNode> result = new ArrayList<>();
        v.forEach(result::add);
        return result;
    }

    List<String> texts(String field, boolean optional) {
        List<String> result = new ArrayList<>();
        List<JsonNode> items = array(field, optional);
        for (int i = 0; i < items.size(); i++) {
            if (!items.get(i).isTextual() || items.get(i).asText().isBlank()) {
                throw error(field + "[" + i + "]", "must be a non-empty text");
            }
            result.add(items.get(i).asText());
        }
        return result;
    }

    Fields object(String field, Set<String> allowed) {
        if (!has(field)) {
            throw error(field, "is missing");
        }
        return of(file, path(field), node.get(field), allowed);
    }

    Fields element(String field, int index, JsonNode item, Set<String> allowed) {
        return of(file, path(field) + "[" + index + "]", item, allowed);
    }

    TutorialFormatException error(String field, String message) {
        String where = field == null ? (path.isEmpty() ? "(top level)" : path) : path(field);
        return new TutorialFormatException(file + ": " + where + ": " + message);
    }
}
