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
    void afterEveryActionTheAutosaveHoldsTheGameSoFar() throws Exception {
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
    void aSnapshotTakenWhilePlayingCanBeWrittenOnAnotherThread() throws Exception {
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
    void anUndoIsSavedToo() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        GameSession played = RandomGames.playedUntil(8, GameSession::canUndo);
        int before = played.actions().size();
        autosave.save(played);
        played.undo();
        autosave.save(played);

        assertThat(autosave.unfinishedGame().orElseThrow().actions()).hasSize(before - 1);
    }

    @Test
    void withNoAutosaveThereIsNothingToResume() throws Exception {
        assertThat(new Autosave(dir.resolve("none").resolve(Autosave.FILE_NAME)).unfinishedGame()).isEmpty();
    }

    @Test
    void aFinishedGameIsNotOfferedForResuming() throws Exception {
        GameSession finished = RandomGames.played(3);
        assertThat(finished.current().isOver()).as("the random game ended").isTrue();
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        autosave.save(finished);

        assertThat(autosave.unfinishedGame()).isEmpty();
    }

    @Test
    void aSaveCutShortLeavesThePreviousAutosaveWholeAndItsLeftoverIsRemoved() throws Exception {
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
    void aBrokenAutosaveIsReportedAndCanBeSetAside() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        Files.writeString(autosave.file(), "{\"game\": \"Dice Masters Table saved game\", \"version\": 1, \"se");

        SavedGameException e = catchThrowableOfType(SavedGameException.class, autosave::unfinishedGame);
        Path aside = autosave.setAside();

        assertThat(e).hasMessageStartingWith("autosave.json: the file ends too early");
        assertThat(aside).exists().hasFileName(Autosave.SET_ASIDE_NAME);
        assertThat(autosave.unfinishedGame()).isEmpty();
    }

    @Test
    void discardingForgetsTheAutosave() throws Exception {
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
