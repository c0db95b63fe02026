package dicemasters.ui;

import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.hostile.Mutants;
import dicemasters.persist.Autosave;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The game in progress in the window is never lost to a damaged file: opening hundreds of mutants of
 * a saved game either opens a game that replays as recorded or changes nothing on the table, and the
 * autosave still holds the game in progress.
 */
class GameInProgressSurvivesDamagedFilesTest {
    private static final int MUTANTS = Integer.getInteger("mutants.window", 200);

    @TempDir
    Path dir;

    @Test
    void opening_damaged_saved_games_never_loses_the_game_in_progress_nor_its_autosave() throws Exception {
        TableController controller = new TableController(NewGame.demo(CardLibrary.loadBundled(), 12L).start());
        Autosave autosave = new Autosave(dir.resolve("autosave.json"));
        GameFiles.autosaveEveryAction(controller, autosave);
        RandomPlayer player = new RandomPlayer(12);
        for (int i = 0; i < 30; i++) {
            controller.play(player.choose(controller.state()));
        }
        GameSession inProgress = controller.session();
        List<?> actions = List.copyOf(inProgress.actions());
        Path saved = dir.resolve("saved.json");
        SavedGames.save(inProgress, saved);
        String text = Files.readString(saved);
        Mutants mutants = new Mutants(77);
        Path file = dir.resolve("damaged.json");
        int refused = 0;
        for (int i = 0; i < MUTANTS; i++) {
            Files.write(file, mutants.mutate(text));
            Optional<String> why = GameFiles.openInto(controller, file);
            if (why.isPresent()) {
                refused++;
                assertThat(controller.session()).as("mutant %d: %s", i, why.get()).isSameAs(inProgress);
                assertThat(inProgress.actions()).isEqualTo(actions);
            } else {
                // The damage left a game that replays as recorded: it is on the table; back to ours.
                controller.newGame(inProgress);
            }
        }
        assertThat(refused).isGreaterThan(MUTANTS / 2);
        awaitAutosaveOf(autosave, actions.size());
    }

    /** The autosave is written in the background; it soon holds the game in progress again. */
    private static void awaitAutosaveOf(Autosave autosave, int actions) throws Exception {
        for (int tries = 0; tries < 100; tries++) {
            if (Files.exists(autosave.file()) && SavedGames.read(autosave.file()).actions().size() == actions) {
                return;
            }
            Thread.sleep(100);
        }
        assertThat(SavedGames.read(autosave.file()).actions()).as("the autosave holds the game in progress")
                .hasSize(actions);
    }
}
