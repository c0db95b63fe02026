package dicemasters.persist;

import dicemasters.cli.ReplayCommand;
import dicemasters.engine.state.GameEvent;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The record of the cards: a saved game (version 2) holds a hash of every card copy, so a card edited
 * in the file is reported as such even when the edit changes nothing already played; version 1 files,
 * which kept no such record, still open.
 */
class CardRecordTest {
    @TempDir
    Path dir;
    private Path file;
    private String text;

    @BeforeEach
    void saveAShortGame() throws IOException {
        GameSession game = RandomGames.playedUntil(5, g -> g.actions().size() == 12);
        file = dir.resolve("game.json");
        SavedGames.save(game, file);
        text = Files.readString(file);
    }

    @Test
    void every_card_copy_is_recorded() {
        assertThat(text).contains("\"version\": 2,").contains("\"cardHashes\": {\"JUS003\":\"");
        for (String id : List.of("JUS003", "JUS061", "JUS010", "JUS032", "JUS067", "JUS068")) {
            assertThat(text).containsPattern("\"" + id + "\":\"[0-9a-f]{12}\"");
        }
    }

    @Test
    void an_edited_card_is_reported_as_such_naming_the_card() throws IOException {
        // Wonder Woman's third level hits for 30 and she costs nothing: nothing played so far shows it.
        String line = text.lines().filter(l -> l.startsWith("    {\"id\":\"JUS061\"")).findFirst().orElseThrow();
        String edited = line.replaceFirst("\"cost\":\\d+", "\"cost\":0").replaceFirst("\"attack\":(\\d+),"
                + "\"defense\":(\\d+)}]", "\"attack\":30,\"defense\":$2}]");
        assertThat(edited).isNotEqualTo(line);
        Files.writeString(file, text.replace(line, edited));

        SavedGameException e = catchThrowableOfType(SavedGameException.class, () -> SavedGames.open(file));
        assertThat(e).hasMessageStartingWith("game.json: card JUS061 (Wonder Woman) is not the card the game was played"
                + " with: its copy in the file was edited after the game was saved (recorded card hash ");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ReplayCommand.run(new String[]{"--no-log", file.toString()},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isEqualTo(ReplayCommand.DIVERGED);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("DIVERGED at action 0: card JUS061 (Wonder Woman)");
    }

    @Test
    void a_card_not_used_by_the_game_cannot_hide_in_the_file() throws IOException {
        String aquaman = text.lines().filter(l -> l.startsWith("    {\"id\":\"JUS003\"")).findFirst().orElseThrow();
        Files.writeString(file, text.replace(aquaman, aquaman + "\n" + aquaman.replace("JUS003", "JUS004")));

        SavedGameException e = catchThrowableOfType(SavedGameException.class, () -> SavedGames.open(file));
        assertThat(e).hasMessage("game.json: card 2: the card JUS004 is not used by the setup (a saved game holds"
                + " only the cards its game uses)");
    }

    @Test
    void a_version_one_file_without_the_record_still_opens() throws Exception {
        Path golden = Path.of(CardRecordTest.class.getResource("/savedgames/finished-game.json").toURI());
        assertThat(Files.readString(golden)).contains("\"version\": 1,").doesNotContain("cardHashes");
        assertThat(SavedGames.read(golden).cardHashes()).isEmpty();
        assertThat(SavedGames.open(golden).current().isOver()).isTrue();
    }

    @Test
    void a_player_name_that_would_forge_a_log_line_is_refused_when_the_file_is_read() throws IOException {
        Files.writeString(file, text.replaceFirst("\"player\":\"Sam\"", "\"player\":\"Sam\\\\n#1 Bruce: concede\""));

        SavedGameException e = catchThrowableOfType(SavedGameException.class, () -> SavedGames.open(file));
        assertThat(e).hasMessage("game.json: setup, team 1: field 'player': the player's name contains the control"
                + " character U+000A at position 4 (only letters, digits, spaces, punctuation and symbols)");
    }

    @Test
    void the_game_log_escapes_what_ever_an_event_says() throws URISyntaxException {
        List<String> lines = GameLog.lines(List.of(new GameEvent.LifeLost(0, "Sam\n#1 Bruce: concede\u001b[2J", 1, 9,
                "")));
        assertThat(lines).containsExactly("Sam\\u000A#1 Bruce: concede\\u001B[2J loses 1 life (life 9).");
    }
}
