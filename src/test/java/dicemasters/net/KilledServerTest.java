package dicemasters.net;

import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static dicemasters.net.ServerOutput.all;
import static dicemasters.net.ServerOutput.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The headless server as its own program, killed without warning (SIGKILL, as kill -9) in the
 * middle of a game and started again: the game resumes from what it saved with nothing lost.
 */
@Timeout(180)
class KilledServerTest {
    private static final Pattern PORT = Pattern.compile("server on port (\\d+)");
    private static final Pattern CODE = Pattern.compile("join code \"([a-z ]+)\"");
    private static final Pattern ACTIONS = Pattern.compile("turn \\d+, (\\d+) actions");

    @TempDir
    Path games;
    private final List<Process> servers = new ArrayList<>();

    @AfterEach
    void stop() {
        servers.forEach(Process::destroyForcibly);
    }

    @Test
    void a_server_killed_mid_game_resumes_it_from_its_saves_and_the_guests_finish_it() throws Exception {
        List<String> first = startServer();
        List<String> codes = all(CODE, first);
        List<AutoGuest> guests = List.of(new AutoGuest("Ann", 3, 25), new AutoGuest("Ben", 4, 25));
        int port = Integer.parseInt(all(PORT, first).get(0));
        for (int s = 0; s < 2; s++) {
            guests.get(s).join(port, codes.get(s));
        }
        waitFor(() -> guests.stream().mapToInt(g -> g.actionsSent).sum() >= 15);
        servers.get(0).destroyForcibly().waitFor();
        int acted = guests.stream().mapToInt(g -> g.actionsSent).sum();
        waitFor(() -> guests.stream().allMatch(g -> g.closedBecause != null));

        List<String> second = startServer();
        assertThat(all(CODE, second)).isEqualTo(codes);
        // Every action the host had played is kept (one in flight when it died may be lost, never more).
        int kept = Integer.parseInt(all(ACTIONS, second).get(0));
        assertThat(kept).isBetween(acted - 1, acted);
        int newPort = Integer.parseInt(all(PORT, second).get(0));
        for (AutoGuest g : guests) {
            g.rejoin(newPort);
        }
        waitFor(() -> guests.stream().allMatch(g -> g.over));
        guests.forEach(AutoGuest::close);

        Path saved;
        try (Stream<Path> files = Files.list(games)) {
            saved = files.filter(f -> f.toString().endsWith(".json") && !f.toString().endsWith(SeatsFile.SUFFIX))
                    .findFirst().orElseThrow();
        }
        GameSession game = SavedGames.open(saved); // replays every action and checks every hash
        assertThat(game.current().isOver()).isTrue();
    }

    /** Starts the server as a program of its own and returns what it printed about its games. */
    private List<String> startServer() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                HeadlessServer.class.getName(), "--port", "0", "--bind", "127.0.0.1", "--games", games.toString())
                .redirectErrorStream(true).start();
        servers.add(p);
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = out.readLine()) != null) {
            lines.add(line);
            if (line.contains("watch code")) {
                break;
            }
        }
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
        drain.setDaemon(true);
        drain.start();
        return lines;
    }
}
