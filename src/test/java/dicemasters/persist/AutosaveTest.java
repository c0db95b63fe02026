package dicemasters.persist;

import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class AutosaveTest {
    @TempDir
    Path dir;

    @Test
    void after_every_action_the_autosave_holds_the_game_so_far() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        GameSession played = RandomGames.playedUntil(8, s -> {
            save(autosave, s);
            return s.actions().size() == 40;
        });

        GameSession resumed = autosave.unfinishedGame().orElseThrow();

        assertThat(resumed.actions()).isEqualTo(played.actions());
        assertThat(StateHash.of(resumed.current())).isEqualTo(StateHash.of(played.current()));
    }

    @Test
    void a_snapshot_taken_while_playing_can_be_written_on_another_thread() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        GameSession played = RandomGames.playedUntil(8, s -> s.actions().size() == 30);
        SavedGame snapshot = autosave.snapshot(played);
        ExecutorService writer = Executors.newSingleThreadExecutor();
        try {
            writer.submit(() -> {
                autosave.write(snapshot);
                return null;
            }).get(30, TimeUnit.SECONDS);
        } finally {
            writer.shutdown();
        }

        assertThat(autosave.unfinishedGame().orElseThrow().actions()).isEqualTo(played.actions());
    }

    @Test
    void an_undo_is_saved_too() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        GameSession played = RandomGames.playedUntil(8, GameSession::canUndo);
        int before = played.actions().size();
        autosave.save(played);
        played.undo();
        autosave.save(played);

        assertThat(autosave.unfinishedGame().orElseThrow().actions()).hasSize(before - 1);
    }

    @Test
    void with_no_autosave_there_is_nothing_to_resume() throws Exception {
        assertThat(new Autosave(dir.resolve("none").resolve(Autosave.FILE_NAME)).unfinishedGame()).isEmpty();
    }

    @Test
    void a_finished_game_is_not_offered_for_resuming() throws Exception {
        GameSession finished = RandomGames.played(3);
        assertThat(finished.current().isOver()).as("the random game ended").isTrue();
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        autosave.save(finished);

        assertThat(autosave.unfinishedGame()).isEmpty();
    }

    @Test
    void a_save_cut_short_leaves_the_previous_autosave_whole_and_its_leftover_is_removed() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        GameSession played = RandomGames.playedUntil(4, s -> s.actions().size() == 25);
        autosave.save(played);
        String whole = Files.readString(autosave.file());
        Path leftover = dir.resolve(Autosave.FILE_NAME + ".123" + AtomicFiles.TEMP_SUFFIX);
        Files.writeString(leftover, whole.substring(0, whole.length() / 3));

        Optional<GameSession> resumed = autosave.unfinishedGame();

        assertThat(resumed).isPresent();
        assertThat(resumed.get().actions()).isEqualTo(played.actions());
        assertThat(leftover).doesNotExist();
    }

    @Test
    void a_broken_autosave_is_reported_and_can_be_set_aside() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        Files.writeString(autosave.file(), "{\"game\": \"Dice Masters Table saved game\", \"version\": 1, \"se");

        SavedGameException e = catchThrowableOfType(SavedGameException.class, autosave::unfinishedGame);
        Path aside = autosave.setAside();

        assertThat(e).hasMessageStartingWith("autosave.json: the file ends too early");
        assertThat(aside).exists().hasFileName(Autosave.SET_ASIDE_NAME);
        assertThat(autosave.unfinishedGame()).isEmpty();
    }

    @Test
    void discarding_forgets_the_autosave() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        autosave.save(RandomGames.playedUntil(2, s -> s.actions().size() == 10));

        autosave.discard();

        assertThat(autosave.file()).doesNotExist();
        assertThat(autosave.unfinishedGame()).isEmpty();
    }

    private static void save(Autosave autosave, GameSession session) {
        try {
            autosave.save(session);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
