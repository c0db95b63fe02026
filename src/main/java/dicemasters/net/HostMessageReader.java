package dicemasters.net;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.persist.ActionCodec;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGameJson;

import java.util.ArrayList;
import java.util.List;

/** Reads the host's messages for {@link HostMessage#read}, through {@link Message} like the host reads a guest's. */
final class HostMessageReader {
    private HostMessageReader() {
    }

    static HostMessage read(String text) throws ProtocolException {
        Message m = Message.parse(text, Protocol.FROM_HOST);
        HostMessage read = switch (m.type()) {
            case "welcome" -> new HostMessage.Welcome(m.text("game", Protocol.MAX_NAME * 2), m.integer("seat"),
                    m.has("token") ? m.text("token", Protocol.MAX_CODE) : null, setup(m), texts(m, "log"));
            case "update" -> new HostMessage.Update(lines(m), view(m), m.has("legal") ? actions(m) : List.of(),
                    m.has("choices") ? choices(m) : Choices.NONE, dieEvents(m));
            case "rejected" -> new HostMessage.Rejected(m.text("reason", Short.MAX_VALUE));
            case "error" -> new HostMessage.Error(m.text("message", Short.MAX_VALUE));
            case "presence" -> new HostMessage.Presence(m.integer("seat"), m.text("name", Protocol.MAX_NAME), m.bool("connected"));
            case "chat" -> new HostMessage.Chat(m.text("from", Protocol.MAX_NAME), m.text("text", Protocol.MAX_CHAT));
            case "bye" -> new HostMessage.Bye(m.text("reason", Short.MAX_VALUE));
            case "takebackAsked" -> new HostMessage.TakebackAsked(m.integer("seat"), m.text("name", Protocol.MAX_NAME),
                    m.integer("moves"), m.text("text", Short.MAX_VALUE));
            case "takebackEnded" -> new HostMessage.TakebackEnded(m.integer("seat"), m.text("name", Protocol.MAX_NAME),
                    m.bool("accepted"), m.text("text", Short.MAX_VALUE));
            case "saved" -> new HostMessage.Saved(m.text("by", Protocol.MAX_NAME), m.text("text", Short.MAX_VALUE));
            default -> throw m.error("unknown message type (known: welcome, update, rejected, error, presence, chat,"
                    + " bye, takebackAsked, takebackEnded, saved)");
        };
        m.finish();
        return read;
    }

    private static GameSetup setup(Message m) throws ProtocolException {
        try {
            return new SavedGameJson().readSetupWithCards(m.node("setup"), "the host's welcome");
        } catch (SavedGameException e) {
            throw m.error(e.getMessage());
        }
    }

    private static List<String> texts(Message m, String field) throws ProtocolException {
        List<String> out = new ArrayList<>();
        for (JsonNode line : m.list(field, HostGame.LOG_CATCH_UP)) {
            if (!line.isTextual()) {
                throw m.error("field '" + field + "' must list texts");
            }
            out.add(line.asText());
        }
        return out;
    }

    /** The log lines of the events (each event's own fields are for programs that follow the game closely). */
    private static List<String> lines(Message m) throws ProtocolException {
        List<String> out = new ArrayList<>();
        for (JsonNode event : m.list("events", 10_000)) {
            if (!event.path("text").isTextual()) {
                throw m.error("every event must have its 'text'");
            }
            out.add(event.get("text").asText());
        }
        return out;
    }

    /** The dice the events moved or rolled (a table lights them); a die field must be a number, a zone a text. */
    private static List<HostMessage.DieEvent> dieEvents(Message m) throws ProtocolException {
        List<HostMessage.DieEvent> out = new ArrayList<>();
        for (JsonNode event : m.list("events", 10_000)) {
            try {
                HostMessage.DieEvent told = HostMessage.DieEvent.of(event);
                if (told != null) {
                    out.add(told);
                }
            } catch (IllegalArgumentException e) {
                throw m.error(e.getMessage());
            }
        }
        return out;
    }

    private static final ObjectMapper VIEWS = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private static PublicView view(Message m) throws ProtocolException {
        try {
            return VIEWS.treeToValue(m.node("view"), PublicView.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw m.error("field 'view' is not a view of the table: " + e.getOriginalMessage());
        } catch (IllegalArgumentException e) {
            throw m.error("field 'view' is not a view of the table: " + e.getMessage());
        }
    }

    /** Read as strictly as the rest: no unknown field, no text for a number, no fraction, sizes bounded ({@link Choices}). */
    private static final ObjectMapper CHOICES = JsonMapper.builder()
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .withCoercionConfig(LogicalType.Textual, text -> text.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();

    private static Choices choices(Message m) throws ProtocolException {
        JsonNode node = m.node("choices");
        if (!node.isObject()) {
            throw m.error("field 'choices' must be an object");
        }
        try {
            return CHOICES.treeToValue(node, Choices.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw m.error("field 'choices' is not what the board may compose: " + e.getOriginalMessage());
        } catch (IllegalArgumentException e) {
            throw m.error("field 'choices' is not what the board may compose: " + e.getMessage());
        }
    }

    private static List<Action> actions(Message m) throws ProtocolException {
        List<Action> out = new ArrayList<>();
        for (JsonNode a : m.list("legal", 100_000)) {
            try {
                out.add(ActionCodec.read(a, "legal"));
            } catch (SavedGameException e) {
                throw m.error(e.getMessage());
            }
        }
        return out;
    }
}
