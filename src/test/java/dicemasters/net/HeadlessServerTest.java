package dicemasters.net;

import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static dicemasters.net.ServerOutput.all;
import static dicemasters.net.ServerOutput.waitFor;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The headless server keeps its games across its own restarts; both players are guests. */
@Timeout(120)
class HeadlessServerTest {
    private static final Pattern PORT = Pattern.compile("server on port (\\d+)");
    private static final Pattern CODE = Pattern.compile("join code \"([a-z ]+)\"");
    private static final Pattern ACTIONS = Pattern.compile("turn \\d+, (\\d+) actions");

    @TempDir
    Path games;

    @Test
    void a_game_goes_on_after_the_server_restarts_and_its_guests_rejoin_with_their_tokens() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        NetServer first = HeadlessServer.start(options(1), new PrintStream(printed, true, StandardCharsets.UTF_8));
        String told = printed.toString(StandardCharsets.UTF_8);
        List<String> codes = all(CODE, List.of(told));
        assertThat(codes).hasSize(2);
        List<AutoGuest> guests = List.of(new AutoGuest("Ann", 1, 25), new AutoGuest("Ben", 2, 25));
        int port = Integer.parseInt(all(PORT, List.of(told)).get(0));
        for (int s = 0; s < 2; s++) {
            guests.get(s).join(port, codes.get(s));
        }
        waitFor(() -> guests.stream().mapToInt(g -> g.actionsSent).sum() >= 12);
        first.close();
        waitFor(() -> guests.stream().allMatch(g -> g.closedBecause != null));

        printed.reset();
        NetServer second = HeadlessServer.start(options(-1), new PrintStream(printed, true, StandardCharsets.UTF_8));
        String retold = printed.toString(StandardCharsets.UTF_8);
        assertThat(all(CODE, List.of(retold))).isEqualTo(codes);
        assertThat(Integer.parseInt(all(ACTIONS, List.of(retold)).get(0))).isGreaterThanOrEqualTo(11);
        int newPort = Integer.parseInt(all(PORT, List.of(retold)).get(0));
        for (AutoGuest g : guests) {
            g.rejoin(newPort);
        }
        waitFor(() -> guests.stream().allMatch(g -> g.over));
        guests.forEach(AutoGuest::close);
        second.close();

        Path saved;
        try (Stream<Path> files = Files.list(games)) {
            saved = files.filter(f -> f.toString().endsWith(".json") && !f.toString().endsWith(SeatsFile.SUFFIX))
                    .findFirst().orElseThrow();
        }
        GameSession kept = SavedGames.open(saved); // replays every action and checks every hash
        assertThat(kept.current().isOver()).isTrue();
        guests.forEach(g -> assertThat(g.refusals).isEmpty());
    }

    @Test
    void a_wrong_option_is_named() {
        assertThatThrownBy(() -> HeadlessServer.parse(new String[] {"--prot", "1"}))
                .hasMessageContaining("unknown option '--prot'");
        assertThatThrownBy(() -> HeadlessServer.parse(new String[] {"--port", "many"}))
                .hasMessageContaining("--port needs a whole number");
        assertThat(HeadlessServer.parse(new String[] {"--port", "47100"}).port()).isEqualTo(47100);
    }

    private HeadlessServer.Options options(int newGames) {
        return new HeadlessServer.Options(0, "127.0.0.1", games, newGames, "jus-demo");
    }
}
