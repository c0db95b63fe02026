package dicemasters.net;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;
import dicemasters.engine.setup.GameSetup;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGameJson;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * What a guest saw of a network game, kept by the guest's program to watch again: its seat and
 * the game's setup with the copies of its cards (from the welcome), then in order each update
 * (the events as told and the whole view after them, in guest numbers), the guest's own actions
 * as it sent them, chat lines and what was said of the game (players leaving and coming back,
 * takebacks, saving). It is made only of what the guest received or sent, so it holds nothing
 * hidden: no field for a generator, a seed, a bag's order or a secret; the reconnect token is
 * left out. Written as indented JSON a person can open and read; {@link #read} reads it back strictly.
 */
public final class GuestRecord {
    static final String KIND = "dice-masters-guest-record";
    private static final JsonFiles.Limits LIMITS = new JsonFiles.Limits("guest record", 64L * 1024 * 1024, 8_000_000);
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    /** One thing the guest saw or did. */
    public sealed interface Entry {
    }

    /** An update: the events as told (each with its log line) and the whole view after them. */
    public record Seen(JsonNode events, PublicView view) implements Entry {
    }

    /** An action the guest sent, in guest numbers, as the protocol writes it. */
    public record Sent(JsonNode action) implements Entry {
    }

    /** A chat line. */
    public record Said(String from, String text) implements Entry {
    }

    /** What the host said of the game: a player left or came back, a takeback, the game saved. */
    public record Told(String text) implements Entry {
    }

    private final ViewFollower follower = new ViewFollower();
    private final List<Entry> entries = new ArrayList<>();
    private String game;
    private int seat = Connection.NO_SEAT;
    private JsonNode setup;

    /** Keeps what a message from the host shows (call it with every message the guest receives). */
    public synchronized void heard(String hostMessage) {
        JsonNode m;
        try {
            m = JSON.readTree(hostMessage);
        } catch (JsonProcessingException e) {
            return; // the guest's program refuses it; nothing was seen
        }
        switch (m.path("type").asText()) {
            case "welcome" -> {
                game = m.path("game").asText();
                seat = m.path("seat").asInt();
                setup = m.get("setup");
            }
            case "update" -> {
                if (follower.follow(m)) {
                    entries.add(new Seen(m.get("events"), follower.publicView()));
                }
            }
            case "chat" -> entries.add(new Said(m.path("from").asText(), m.path("text").asText()));
            case "takebackAsked", "takebackEnded", "saved" -> entries.add(new Told(m.path("text").asText()));
            case "presence" -> entries.add(new Told(m.path("name").asText()
                    + (m.path("connected").asBoolean() ? " is at the table" : " lost the connection")));
            default -> { }
        }
    }

    /** Keeps the guest's own action (call it with every message the guest sends; only actions are kept). */
    public synchronized void sent(String guestMessage) {
        try {
            JsonNode m = JSON.readTree(guestMessage);
            if (m.path("type").asText().equals("action")) {
                entries.add(new Sent(m.get("action")));
            }
        } catch (JsonProcessingException e) {
            // the host refuses it; nothing was done
        }
    }

    public synchronized List<Entry> entries() {
        return List.copyOf(entries);
    }

    /** The game's setup with the copies of its cards, as the host sent it (null before the welcome). */
    public synchronized GameSetup setup() throws FileProblem {
        if (setup == null) {
            return null;
        }
        try {
            return new SavedGameJson().readSetupWithCards(setup, "the guest record");
        } catch (SavedGameException e) {
            throw new FileProblem(e.getMessage(), e);
        }
    }

    /** The seat the guest played (-1 for a spectator). */
    public synchronized int seat() {
        return seat;
    }

    /** Writes the record whole or not at all. */
    public synchronized void write(Path file) throws IOException {
        ObjectNode root = JSON.createObjectNode().put("kind", KIND).put("version", 1).put("game", game).put("seat", seat);
        root.set("setup", setup);
        ArrayNode out = root.putArray("entries");
        for (Entry e : entries) {
            out.add(JSON.valueToTree(e) instanceof ObjectNode o ? JSON.createObjectNode().set(name(e), o) : null);
        }
        Path temp = file.resolveSibling(file.getFileName() + ".part");
        Files.writeString(temp, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root), StandardCharsets.UTF_8);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static String name(Entry e) {
        return e.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }

    /** Reads a record written by {@link #write}; a file that is not one is a {@link FileProblem} naming what is wrong. */
    public static GuestRecord read(Path file) throws FileProblem {
        JsonNode root = JsonFiles.read(file, LIMITS);
        String where = file.getFileName().toString();
        if (!KIND.equals(root.path("kind").asText()) || root.path("version").asInt() != 1 || root.size() != 6
                || !root.path("entries").isArray()) {
            throw new FileProblem(where + ": not a guest record (\"kind\": \"" + KIND + "\", \"version\": 1,"
                    + " \"game\", \"seat\", \"setup\", \"entries\")");
        }
        GuestRecord record = new GuestRecord();
        record.game = root.path("game").asText();
        record.seat = root.path("seat").asInt();
        record.setup = root.get("setup");
        int n = 0;
        for (JsonNode entry : root.get("entries")) {
            n++;
            record.entries.add(entry(entry, where + ": entry " + n));
        }
        if (record.setup() == null) {
            throw new FileProblem(where + ": a guest record needs the game's setup");
        }
        return record;
    }

    private static Entry entry(JsonNode entry, String where) throws FileProblem {
        if (!entry.isObject() || entry.size() != 1) {
            throw new FileProblem(where + " must be one of seen, sent, said, told");
        }
        String kind = entry.fieldNames().next();
        Class<? extends Entry> type = switch (kind) {
            case "seen" -> Seen.class;
            case "sent" -> Sent.class;
            case "said" -> Said.class;
            case "told" -> Told.class;
            default -> throw new FileProblem(where + ": unknown kind '" + kind + "' (known: seen, sent, said, told)");
        };
        try {
            return JSON.treeToValue(entry.get(kind), type);
        } catch (JsonProcessingException e) {
            throw new FileProblem(where + ": " + e.getOriginalMessage());
        }
    }
}
