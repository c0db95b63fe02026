package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.PrintableText;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One protocol message read strictly, as saved games are read: one JSON object within the size and
 * nesting limits, no duplicate keys, the protocol version first checked, every field asked for by
 * name and type, and {@link #finish()} refusing fields nobody asked for.
 */
final class Message {
    private final JsonNode node;
    private final String type;
    private final Set<String> read = new LinkedHashSet<>();

    private Message(JsonNode node) throws ProtocolException {
        this.node = node;
        read.add("v");
        this.type = text("type", Protocol.MAX_NAME);
    }

    /** Reads a message's text with the given limits; the version is checked before anything else. */
    static Message parse(String text, JsonFiles.Limits limits) throws ProtocolException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > limits.maxBytes()) {
            throw new ProtocolException("the message has " + bytes.length + " bytes; at most " + limits.maxBytes());
        }
        JsonNode node;
        try {
            node = JsonFiles.parse(bytes, limits);
        } catch (FileProblem e) {
            // The strict reader speaks of files; here it reads one message.
            throw new ProtocolException(e.getMessage().replace("the file", "the message"));
        }
        if (!node.isObject()) {
            throw new ProtocolException("a message must be a JSON object");
        }
        checkVersion(node.get("v"));
        return new Message(node);
    }

    private static void checkVersion(JsonNode v) throws ProtocolException {
        if (v == null || !v.isIntegralNumber()) {
            throw new ProtocolException("a message must start with the protocol version, \"v\": " + Protocol.VERSION);
        }
        if (!v.canConvertToInt() || v.asInt() != Protocol.VERSION) {
            throw new ProtocolException("the other program speaks network protocol version "
                    + PrintableText.excerpt(v.asText()) + " and this one version " + Protocol.VERSION
                    + ": both players need the same version of Dice Masters Table", true);
        }
    }

    String type() {
        return type;
    }

    JsonNode node(String name) throws ProtocolException {
        read.add(name);
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw error("field '" + name + "' is missing");
        }
        return value;
    }

    boolean has(String name) {
        return node.has(name);
    }

    String text(String name, int maxLength) throws ProtocolException {
        JsonNode value = node(name);
        if (!value.isTextual()) {
            throw error("field '" + name + "' must be text");
        }
        String text = value.asText();
        if (text.length() > maxLength) {
            throw error("field '" + name + "' has " + text.length() + " characters; at most " + maxLength);
        }
        return text;
    }

    int integer(String name) throws ProtocolException {
        JsonNode value = node(name);
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw error("field '" + name + "' must be a whole number");
        }
        return value.asInt();
    }

    boolean bool(String name) throws ProtocolException {
        JsonNode value = node(name);
        if (!value.isBoolean()) {
            throw error("field '" + name + "' must be true or false");
        }
        return value.asBoolean();
    }

    List<JsonNode> list(String name, int max) throws ProtocolException {
        JsonNode value = node(name);
        if (!value.isArray()) {
            throw error("field '" + name + "' must be a list");
        }
        if (value.size() > max) {
            throw error("field '" + name + "' lists " + value.size() + " items; at most " + max);
        }
        List<JsonNode> items = new java.util.ArrayList<>();
        value.forEach(items::add);
        return items;
    }

    /** Refuses the fields nobody asked for (a typo or a field of another version never passes silently). */
    void finish() throws ProtocolException {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!read.contains(name)) {
                throw error("unknown field '" + PrintableText.excerpt(name) + "'");
            }
        }
    }

    ProtocolException error(String problem) {
        return new ProtocolException("'" + PrintableText.excerpt(type == null ? "?" : type) + "' message: " + problem);
    }
}
