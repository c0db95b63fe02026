package dicemasters.persist;

import dicemasters.cli.ReplayCommand;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ReplayCommandTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void a_game_that_replays_as_recorded_exits_zero_after_printing_the_log_and_final_state() throws Exception {
        GameSession played = RandomGames.played(11);
        Path file = dir.resolve("game.json");
        SavedGames.save(played, file);

        int status = run(file.toString());

        assertThat(status).isZero();
        assertThat(out()).contains(GameLog.lines(played.eventsOf(0)).get(0))
                .contains("#1 ")
                .contains("Final state:")
                .contains("OK: every recorded state hash matches (" + played.actions().size() + " actions");
        assertThat(err()).isEmpty();
    }

    @Test
    void a_first_version_file_that_replays_says_its_cards_are_not_recorded_instead_of_ok() {
        int status = run("--no-log", "src/test/resources/savedgames/finished-game.json");

        assertThat(status).isZero();
        assertThat(out()).contains("Every recorded state hash matches (")
                .contains("but cards not recorded in this older file: an edited card cannot be detected.")
                .doesNotContain("OK:");
    }

    @Test
    void a_game_that_diverges_exits_one_naming_the_first_action_at_fault() throws Exception {
        Path file = dir.resolve("game.json");
        SavedGames.save(RandomGames.played(11), file);
        List<String> lines = Files.readAllLines(file);
        int third = lines.indexOf("  \"actions\": [") + 3;
        lines.set(third, lines.get(third).replaceAll("\"hash\":\"[0-9a-f]{6}", "\"hash\":\"abcdef"));
        Files.write(file, lines);

        int status = run("--no-log", file.toString());

        assertThat(status).isEqualTo(ReplayCommand.DIVERGED);
        assertThat(err()).startsWith("DIVERGED at action 3: after action 3 ")
                .contains("differs from the recorded one in flow");
        assertThat(out()).contains("Final state:").doesNotContain("#1 ");
    }

    @Test
    void an_unreadable_file_exits_two_with_the_reason() throws Exception {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\"game\": ");

        int status = run(file.toString());

        assertThat(status).isEqualTo(ReplayCommand.UNREADABLE);
        assertThat(err()).startsWith("Cannot replay: broken.json: the file ends too early");
    }

    @Test
    void without_a_file_it_prints_how_to_use_it() {
        assertThat(run()).isEqualTo(ReplayCommand.UNREADABLE);
        assertThat(err()).startsWith("Usage: ReplayCommand [--no-log] path/to/game.json");
    }

    private int run(String... args) {
        return ReplayCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
