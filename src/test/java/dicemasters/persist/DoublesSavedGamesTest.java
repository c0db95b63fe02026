package dicemasters.persist;

import dicemasters.cli.DemoTeams;
import dicemasters.cli.ReplayCommand;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A Doubles game is saved, opened, replayed (in the window's replay and the headless command) like any other. */
class DoublesSavedGamesTest {
    @TempDir
    Path dir;

    private static GameSession played;

    /** One random Doubles game for both tests (played once: four players make long games). */
    private static synchronized GameSession doublesGame() {
        if (played == null) {
            played = RandomGames.playedUntil(DemoTeams.tmntDoubles(GameSetup.RANDOM_FIRST), 5, s -> false);
        }
        return played;
    }

    @Test
    void a_saved_doubles_game_opens_with_every_state_as_played() throws Exception {
        GameSession played = doublesGame();
        assertThat(played.actions()).as("the team split its shared Prep Area")
                .anyMatch(a -> a instanceof Action.SplitPrepArea);
        Path file = dir.resolve("doubles.json");
        SavedGames.save(played, file);

        GameSession opened = SavedGames.open(file);

        assertThat(opened.current().players()).hasSize(4);
        assertThat(opened.actions()).isEqualTo(played.actions());
        assertThat(StateHash.of(opened.current())).isEqualTo(StateHash.of(played.current()));
        Replay replay = Replay.open(file);
        assertThat(replay.length()).isEqualTo(played.actions().size());
    }

    @Test
    void the_headless_replay_command_checks_a_doubles_game_and_prints_its_log() throws Exception {
        GameSession played = doublesGame();
        Path file = dir.resolve("doubles.json");
        SavedGames.save(played, file);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int status = ReplayCommand.run(new String[] {file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains(GameLog.lines(played.eventsOf(0)).get(0))
                .contains("OK: every recorded state hash matches (" + played.actions().size() + " actions")
                .contains("Dee: team life");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
