package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Beside each saved network game, who may sit where: the watch code and, for each remote seat, its
 * join code, the reconnect token given out and the player's name (null for a seat played at the
 * host). With the saved game it lets a restarted host take its guests back. Written whole or not
 * at all; read strictly.
 */
final class SeatsFile {
    static final String SUFFIX = ".seats.json";
    private static final JsonFiles.Limits LIMITS = new JsonFiles.Limits("seats file", 64 * 1024, 2_000);
    private static final ObjectMapper JSON = new ObjectMapper();

    record Seats(String watchCode, RemoteSeat[] seats) {
    }

    private SeatsFile() {
    }

    static void write(Path file, HostGame game) throws IOException {
        write(file, text(game));
    }

    /** Writes a seats file's text, whole or not at all, readable by its owner only (it holds codes and tokens). */
    static void write(Path file, String text) throws IOException {
        KeptSeats.ownerOnlyWrite(file.toAbsolutePath(), text);
    }

    /** What the seats file of a game holds now. */
    static String text(HostGame game) throws IOException {
        ObjectNode root = JSON.createObjectNode().put("version", 1).put("watch", game.watchCode());
        ArrayNode seats = root.putArray("seats");
        for (int s = 0; s < game.seatCount(); s++) {
            RemoteSeat r = game.seat(s);
            if (r == null) {
                seats.addNull();
            } else {
                seats.addObject().put("code", r.code).put("token", r.token).put("name", r.name);
            }
        }
        return JSON.writeValueAsString(root);
    }

    static Seats read(Path file, int players) throws IOException {
        JsonNode root;
        try {
            root = JsonFiles.read(file, LIMITS);
        } catch (FileProblem e) {
            throw new IOException(file.getFileName() + ": " + e.getMessage(), e);
        }
        String where = file.getFileName().toString();
        JsonNode seats = root.path("seats");
        if (!root.isObject() || root.size() != 3 || root.path("version").asInt() != 1 || !root.path("watch").isTextual()
                || !seats.isArray() || seats.size() != players) {
            throw new IOException(where + ": must hold \"version\": 1, \"watch\" and \"seats\" for " + players + " seats");
        }
        RemoteSeat[] remote = new RemoteSeat[players];
        for (int s = 0; s < players; s++) {
            JsonNode seat = seats.get(s);
            if (seat.isNull()) {
                continue;
            }
            if (!seat.isObject() || seat.size() != 3 || !seat.path("code").isTextual()
                    || !textOrNull(seat.get("token")) || !textOrNull(seat.get("name"))) {
                throw new IOException(where + ": seat " + (s + 1) + " must hold \"code\", \"token\" and \"name\"");
            }
            remote[s] = new RemoteSeat(seat.get("code").asText(), text(seat.get("token")), text(seat.get("name")));
        }
        return new Seats(root.get("watch").asText(), remote);
    }

    private static boolean textOrNull(JsonNode node) {
        return node != null && (node.isNull() || node.isTextual());
    }

    private static String text(JsonNode node) {
        return node.isNull() ? null : node.asText();
    }
}
