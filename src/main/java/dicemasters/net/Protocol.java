package dicemasters.net;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.action.Action;
import dicemasters.files.JsonFiles;
import dicemasters.persist.ActionCodec;

/**
 * The network protocol's words: its version, its limits and the messages the host writes (the
 * guest's messages are read by {@link HostGame}). Every message is one JSON object whose first
 * field is the version, {@code "v": 2}, and whose {@code "type"} says what it is; see docs/NETWORK.md.
 */
public final class Protocol {
    public static final int VERSION = 2;
    /** What a guest may send: a few kilobytes is more than the largest action of any game. */
    public static final JsonFiles.Limits FROM_GUEST = new JsonFiles.Limits("message", 16 * 1024, 4_000);
    /** What a host may send a guest: the game's card copies with its first view. */
    public static final JsonFiles.Limits FROM_HOST = new JsonFiles.Limits("host message", 4L * 1024 * 1024, 400_000);
    static final int MAX_NAME = 40;
    public static final int MAX_CHAT = 200;
    static final int MAX_CODE = 80;
    /** The value of the optional {@code "views"} field of join, rejoin and watch: only what changed in each update. */
    static final String CHANGES = "changes";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Protocol() {
    }

    static ObjectNode message(String type) {
        return MAPPER.createObjectNode().put("v", VERSION).put("type", type);
    }

    static String text(JsonNode message) {
        try {
            return MAPPER.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    // ---- what a guest sends ----

    public static String join(String code, String name) {
        return text(message("join").put("code", code).put("name", name));
    }

    public static String rejoin(String token) {
        return text(message("rejoin").put("token", token));
    }

    public static String watch(String code) {
        return text(message("watch").put("code", code));
    }

    /** {@link #join}, asking for only what changed in each update (follow them with a {@link ViewFollower}). */
    public static String joinFollowingChanges(String code, String name) {
        return text(message("join").put("code", code).put("name", name).put("views", CHANGES));
    }

    /** {@link #rejoin}, asking for only what changed in each update. */
    public static String rejoinFollowingChanges(String token) {
        return text(message("rejoin").put("token", token).put("views", CHANGES));
    }

    /** {@link #watch}, asking for only what changed in each update. */
    public static String watchFollowingChanges(String code) {
        return text(message("watch").put("code", code).put("views", CHANGES));
    }

    /** Asks the host for the whole view again (a {@link ViewFollower} that lost its way). */
    public static String resync() {
        return text(message("resync"));
    }

    /** Asks the opponents to let this seat take back its last move (and any made after it). */
    public static String takeback() {
        return text(message("takeback"));
    }

    /** Answers the takeback an opponent asked. */
    public static String takebackAnswer(boolean accept) {
        return text(message("takebackAnswer").put("accept", accept));
    }

    /** Saves the game for later, while another player is away. */
    public static String saveForLater() {
        return text(message("saveForLater"));
    }

    public static String action(Action action) {
        ObjectNode m = message("action");
        m.set("action", ActionCodec.write(action));
        return text(m);
    }

    public static String chat(String text) {
        return text(message("chat").put("text", text));
    }

    // ---- what a host sends ----

    static String error(String problem) {
        return text(message("error").put("message", problem));
    }

    static String rejected(String reason) {
        return text(message("rejected").put("reason", reason));
    }

    static String bye(String reason) {
        return text(message("bye").put("reason", reason));
    }

    static String chatFrom(String name, String text) {
        return text(message("chat").put("from", name).put("text", text));
    }

    static String takebackAsked(int seat, String name, int moves, String text) {
        return text(message("takebackAsked").put("seat", seat).put("name", name).put("moves", moves).put("text", text));
    }

    static String takebackEnded(int seat, String name, boolean accepted, String text) {
        return text(message("takebackEnded").put("seat", seat).put("name", name).put("accepted", accepted)
                .put("text", text));
    }

    static String saved(String by, String text) {
        return text(message("saved").put("by", by).put("text", text));
    }

    static String presence(int seat, String name, boolean connected) {
        return text(message("presence").put("seat", seat).put("name", name).put("connected", connected));
    }
}
