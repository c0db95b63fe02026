package dicemasters.ui.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.ai.Strength;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;
import dicemasters.net.HostGame;
import dicemasters.net.Lobby;
import dicemasters.net.ServerGames;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.LongPredicate;

/**
 * The network games the host's window hosts, each kept in a folder of their own
 * (~/.dice-masters-table/hosted-games): the saved game and its seats ({@link ServerGames}: every
 * action and every seat taken saved before anyone hears of it) and, beside them, {@code
 * <game>.host.json}: the port it listens on, the seats the computer plays, and whether a program
 * (which) hosts it now. A game still marked as hosted by a program that no longer runs was left
 * without a clean end (the program died): it is offered on start to be hosted again with the
 * same codes. Files are read strictly; one that cannot be read is named, never a crash.
 */
final class HostedGames {
    static final String FOLDER_NAME = "hosted-games";
    private static final String SUFFIX = ".host.json";
    private static final JsonFiles.Limits LIMITS = new JsonFiles.Limits("hosted game", 16 * 1024, 1_000);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What the window knows of one kept game, and the game as it stands. */
    record Kept(String id, int port, Map<Integer, Strength> computerSeats, boolean hostedNow, GameSession session) {
        /** "Ann vs Ben (turn 5)". */
        String describe() {
            var s = session.current();
            List<String> names = s.players().stream().map(p -> p.name()).toList();
            String players = names.size() == 4 ? names.get(0) + " & " + names.get(2) + " vs " + names.get(1) + " & "
                    + names.get(3) : String.join(" vs ", names);
            return players + " (turn " + s.turn() + ")";
        }
    }

    private final Path folder;
    private final LongPredicate running;

    HostedGames(Path folder) {
        this(folder, pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
    }

    /** {@code running} tells whether a program (by its process id) still runs (tests pretend it died). */
    HostedGames(Path folder, LongPredicate running) {
        this.folder = folder;
        this.running = running;
    }

    Path folder() {
        return folder;
    }

    /** A new game hosted from the folder (saved at once); {@link #hosting} marks it once it listens. */
    HostGame host(Lobby lobby, GameSession session, List<Integer> remote) {
        return new ServerGames(folder, lobby).host(session, remote);
    }

    /** A kept game hosted again with its codes and tokens; empty when it is over. */
    Optional<HostGame> resume(Lobby lobby, String id) throws SavedGameException, IOException {
        return new ServerGames(folder, lobby).resume(id);
    }

    /** Marks a game as hosted now by this program on {@code port}, with the computer on those seats. */
    void hosting(String id, int port, Map<Integer, Strength> computerSeats) throws IOException {
        write(id, port, computerSeats, ProcessHandle.current().pid());
    }

    /** The hosting ended cleanly (another game, the window closed, saved for later): not offered on start. */
    void stopped(String id) throws IOException {
        Optional<Mark> mark = mark(id);
        if (mark.isPresent()) {
            write(id, mark.get().port, mark.get().computer, 0);
        }
    }

    /** Unfinished games whose hosting ended without a clean end (the program died). */
    List<Kept> crashed(List<String> problems) {
        return unfinished(problems).stream().filter(k -> k.hostedNow).toList();
    }

    /** Unfinished games hosted by no program running now: they may be hosted again. */
    List<Kept> unfinished(List<String> problems) {
        List<Kept> kept = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return kept;
        }
        List<Path> marks = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
            files.forEach(marks::add);
        } catch (IOException e) {
            problems.add(folder + ": " + e.getMessage());
            return kept;
        }
        marks.sort(null);
        for (Path file : marks) {
            String name = file.getFileName().toString();
            String id = name.substring(0, name.length() - SUFFIX.length());
            try {
                Mark mark = read(file);
                boolean hostedByARunningProgram = mark.pid != 0 && running.test(mark.pid);
                if (hostedByARunningProgram) {
                    continue;
                }
                GameSession game = SavedGames.openGame(folder.resolve(id + ".json")).session();
                if (!game.current().isOver()) {
                    kept.add(new Kept(id, mark.port, mark.computer, mark.pid != 0, game));
                }
            } catch (IOException | SavedGameException e) {
                problems.add(id + ": " + e.getMessage());
            }
        }
        return kept;
    }

    private record Mark(int port, Map<Integer, Strength> computer, long pid) {
    }

    private Optional<Mark> mark(String id) throws IOException {
        Path file = folder.resolve(id + SUFFIX);
        return Files.exists(file) ? Optional.of(read(file)) : Optional.empty();
    }

    private void write(String id, int port, Map<Integer, Strength> computer, long pid) throws IOException {
        ObjectNode root = JSON.createObjectNode().put("version", 1).put("port", port).put("hostedBy", pid);
        ObjectNode seats = root.putObject("computer");
        new TreeMap<>(computer).forEach((seat, strength) -> seats.put(String.valueOf(seat), strength.name()));
        Files.createDirectories(folder);
        Path file = folder.resolve(id + SUFFIX);
        Path temp = folder.resolve(id + SUFFIX + ".part");
        Files.writeString(temp, JSON.writeValueAsString(root), StandardCharsets.UTF_8);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static Mark read(Path file) throws IOException {
        String where = file.getFileName().toString();
        JsonNode root;
        try {
            root = JsonFiles.read(file, LIMITS);
        } catch (FileProblem e) {
            throw new IOException(where + ": " + e.getMessage(), e);
        }
        if (!root.isObject() || root.size() != 4 || !root.path("version").isInt() || root.get("version").asInt() != 1
                || !root.path("port").isInt() || root.get("port").asInt() < 1 || root.get("port").asInt() > 65535
                || !root.path("hostedBy").isIntegralNumber() || root.get("hostedBy").asLong() < 0
                || !root.path("computer").isObject()) {
            throw new IOException(where + ": must hold \"version\": 1, \"port\" (1 to 65535), \"hostedBy\" (a"
                    + " process number, 0 when nobody hosts it) and \"computer\" (seat: strength), nothing else");
        }
        Map<Integer, Strength> computer = new TreeMap<>();
        for (var seats = root.get("computer").fields(); seats.hasNext(); ) {
            var seat = seats.next();
            if (!seat.getKey().matches("[0-3]") || !seat.getValue().isTextual() || EnumSet.allOf(Strength.class)
                    .stream().noneMatch(s -> s.name().equals(seat.getValue().asText()))) {
                throw new IOException(where + ": field 'computer' must map seats 0 to 3 to a strength ("
                        + EnumSet.allOf(Strength.class) + ")");
            }
            computer.put(Integer.parseInt(seat.getKey()), Strength.valueOf(seat.getValue().asText()));
        }
        return new Mark(root.get("port").asInt(), Map.copyOf(computer), root.get("hostedBy").asLong());
    }
}
