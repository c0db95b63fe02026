package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.cli.ReplayCommand;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Report a problem: one file with the game, the position, the log, the version and the card hashes. */
class ProblemReportsTest {
    @TempDir
    Path dir;

    @Test
    void a_report_holds_everything_a_bug_needs_and_the_replay_command_reproduces_it() throws Exception {
        GameSession played = RandomGames.played(11);
        Path file = dir.resolve("report.json");

        ProblemReports.write(played, file);

        JsonNode report = new ObjectMapper().readTree(Files.readString(file));
        assertThat(report.get("report").asText()).isEqualTo(ProblemReports.MARKER);
        assertThat(report.get("program").asText()).isEqualTo(ProblemReports.programVersion()).isNotEqualTo("unknown");
        assertThat(report.get("cardHashes").size()).isPositive();
        assertThat(report.has("position") || report.has("positionRefused")).isTrue();
        assertThat(report.get("log").size()).isPositive();
        assertThat(report.get("actions").asInt()).isEqualTo(played.actions().size());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = ReplayCommand.run(new String[] {"--no-log", file.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()));
        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("OK: every recorded state hash matches ("
                + played.actions().size() + " actions");
    }

    @Test
    void the_position_in_a_report_opens_as_the_moment_it_was_written() throws Exception {
        GameSession played = RandomGames.playedUntil(11, game -> game.actions().size() >= 30
                && dicemasters.engine.Engine.positionProblem(game.current()) == null);
        Path file = dir.resolve("report.json");
        ProblemReports.write(played, file);

        JsonNode position = new ObjectMapper().readTree(Files.readString(file)).get("position");
        Path positionFile = dir.resolve("position.json");
        Files.writeString(positionFile, position.toString());

        assertThat(StateHash.of(PositionFiles.open(positionFile, dicemasters.cards.CardLibrary.loadBundled()::byId)))
                .isEqualTo(StateHash.of(played.current()));
    }
}
