package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The seats a guest's program holds in network games, kept in the user's folder so that a program
 * closed or crashed can take its seat back when it starts again: for each, the host's address and
 * port, the game, the seat, its reconnect token (never the join code: the token suffices) and the
 * players' names for the offer ("Rejoin your game with Ann at 192.168.1.5:47100?"). A seat is
 * forgotten when its game ends. The file holds secrets, so it is readable by its owner only where
 * the system allows; it is written whole or not at all, and read strictly (a broken file is
 * refused in words naming the field, never a crash).
 */
public final class KeptSeats {
    public static final String FILE_NAME = "network-seats.json";
    /** More seats than anyone plays at once: a file beyond it is not one this program wrote. */
    static final int MAX_SEATS = 50;
    private static final JsonFiles.Limits LIMITS = new JsonFiles.Limits("kept network seats", 256 * 1024, 20_000);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("address", "port", "game", "seat", "token", "name", "players");

    /** One seat to come back to: {@code name} is this player's, {@code players} every seat's, in seat order. */
    public record Seat(String address, int port, String game, int seat, String token, String name,
                       List<String> players) {
        public Seat {
            players = List.copyOf(players);
        }

        /** The same seat of the same game at the same host (its token may have changed). */
        boolean sameSeat(Seat other) {
            return address.equals(other.address) && port == other.port && game.equals(other.game)
                    && seat == other.seat;
        }

        /** "Rejoin your game with Ann at 192.168.1.5:47100?" (the others' names, this player's left out). */
        public String offer() {
            List<String> others = new ArrayList<>(players);
            if (seat >= 0 && seat < others.size()) {
                others.remove(seat);
            }
            String with = others.isEmpty() ? "" : " with " + String.join(" and ", others);
            return "Rejoin your game" + with + " at " + address + ":" + port + "?";
        }
    }

    private final Path file;

    public KeptSeats(Path file) {
        this.file = file.toAbsolutePath();
    }

    /** The seats kept in the user's folder: ~/.dice-masters-table/network-seats.json. */
    public static KeptSeats inUserHome() {
        return new KeptSeats(Path.of(System.getProperty("user.home"), ".dice-masters-table", FILE_NAME));
    }

    public Path file() {
        return file;
    }

    /** The seats kept, oldest first; none when there is no file. A broken file is refused in words. */
    public synchronized List<Seat> list() throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        JsonNode root;
        try {
            root = JsonFiles.read(file, LIMITS);
        } catch (FileProblem e) {
            throw new IOException(file.getFileName() + ": " + e.getMessage(), e);
        }
        return read(root, file.getFileName().toString());
    }

    /** Keeps a seat (in place of what was kept for the same seat of the same game). */
    public synchronized void remember(Seat seat) throws IOException {
        List<Seat> seats = new ArrayList<>(listOrNone());
        seats.removeIf(seat::sameSeat);
        seats.add(seat);
        while (seats.size() > MAX_SEATS) {
            seats.remove(0);
        }
        write(seats);
    }

    /** Forgets every seat of a game at a host (it ended, or the player said so). */
    public synchronized void forget(String address, int port, String game) throws IOException {
        List<Seat> seats = new ArrayList<>(listOrNone());
        if (seats.removeIf(s -> s.address.equals(address) && s.port == port && s.game.equals(game))) {
            write(seats);
        }
    }

    /** A broken file is replaced by what is kept from now on (it held nothing usable). */
    private List<Seat> listOrNone() {
        try {
            return list();
        } catch (IOException e) {
            return List.of();
        }
    }

    private void write(List<Seat> seats) throws IOException {
        ObjectNode root = JSON.createObjectNode().put("version", 1);
        ArrayNode list = root.putArray("seats");
        for (Seat s : seats) {
            ObjectNode o = list.addObject().put("address", s.address).put("port", s.port).put("game", s.game)
                    .put("seat", s.seat).put("token", s.token).put("name", s.name);
            s.players.forEach(o.putArray("players")::add);
        }
        ownerOnlyWrite(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    }

    /** Writes a new file readable by its owner only (where the system knows such permissions), then renames it over the old one. */
    static void ownerOnlyWrite(Path target, String text) throws IOException {
        Files.createDirectories(target.getParent());
        Path temp = target.resolveSibling(target.getFileName() + "." + ProcessHandle.current().pid() + ".part");
        Files.deleteIfExists(temp);
        boolean posix = Files.getFileStore(target.getParent()).supportsFileAttributeView("posix");
        FileAttribute<?>[] ownerOnly = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
        try {
            Files.createFile(temp, ownerOnly);
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static List<Seat> read(JsonNode root, String where) throws IOException {
        if (!root.isObject() || root.size() != 2 || !root.path("version").isInt() || root.get("version").asInt() != 1
                || !root.path("seats").isArray()) {
            throw new IOException(where + ": must hold \"version\": 1 and a list \"seats\", nothing else");
        }
        JsonNode list = root.get("seats");
        if (list.size() > MAX_SEATS) {
            throw new IOException(where + ": holds " + list.size() + " seats, more than " + MAX_SEATS);
        }
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            seats.add(seat(list.get(i), where + ": seat " + (i + 1)));
        }
        return seats;
    }

    private static Seat seat(JsonNode s, String where) throws IOException {
        if (!s.isObject()) {
            throw new IOException(where + " must be an object");
        }
        for (var names = s.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw new IOException(where + ": unknown field '" + name + "' (known: " + String.join(", ",
                        FIELDS.stream().sorted().toList()) + ")");
            }
        }
        JsonNode players = s.path("players");
        if (!players.isArray() || players.isEmpty() || players.size() > 4) {
            throw new IOException(where + ": field 'players' must list the 2 to 4 players' names");
        }
        List<String> names = new ArrayList<>();
        for (JsonNode p : players) {
            names.add(text(p, where + ": field 'players'", Protocol.MAX_NAME * 2));
        }
        int seat = number(s.get("seat"), where + ": field 'seat'", 0, names.size() - 1);
        return new Seat(text(s.get("address"), where + ": field 'address'", 255),
                number(s.get("port"), where + ": field 'port'", 1, 65535),
                text(s.get("game"), where + ": field 'game'", Protocol.MAX_CODE),
                seat, text(s.get("token"), where + ": field 'token'", Protocol.MAX_CODE),
                text(s.get("name"), where + ": field 'name'", Protocol.MAX_NAME), names);
    }

    private static String text(JsonNode node, String what, int longest) throws IOException {
        if (node == null || !node.isTextual() || node.asText().isBlank() || node.asText().length() > longest) {
            throw new IOException(what + " must be a text of 1 to " + longest + " characters");
        }
        return node.asText();
    }

    private static int number(JsonNode node, String what, int least, int most) throws IOException {
        if (node == null || !node.isInt() || node.asInt() < least || node.asInt() > most) {
            throw new IOException(what + " must be a whole number from " + least + " to " + most);
        }
        return node.asInt();
    }
}
