package dicemasters.persist;

import dicemasters.ai.GreedyPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A game played on from a position saves, with the position it started from, and opens again. */
class PositionGameSaveTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Test
    void a_game_from_a_position_is_saved_with_its_start_and_opens_as_it_was(@TempDir Path dir) throws Exception {
        GameSession session = GameSession.fromPosition(
                PositionFiles.parse(PositionFilesTest.HAND_WRITTEN, "test.json", LIBRARY::byId));
        GreedyPlayer greedy = new GreedyPlayer();
        for (int i = 0; i < 12 && !session.current().isOver(); i++) {
            session.play(greedy.choose(session.current()));
        }
        Path file = dir.resolve("game.json");

        SavedGames.save(session, file);
        GameSession opened = SavedGames.open(file);

        assertThat(SavedGames.read(file).startPosition()).isNotNull();
        assertThat(opened.actions()).isEqualTo(session.actions());
        assertThat(StateHash.of(opened.current())).isEqualTo(StateHash.of(session.current()));
        assertThat(opened.current().player(1).name()).isEqualTo("Bruce");
    }
}
