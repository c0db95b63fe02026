package dicemasters.ui;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The solved puzzles are remembered beside the settings and read strictly. */
class SolvedPuzzlesTest {
    @TempDir
    Path folder;

    @Test
    void a_solved_puzzle_is_remembered_between_starts() {
        SolvedPuzzles first = SolvedPuzzles.beside(SettingsKeeper.from(new SettingsFile(folder.resolve("settings.txt"))));
        first.markSolved("call-out-pulls-the-blocker");
        first.markSolved("call-out-pulls-the-blocker");

        SolvedPuzzles again = SolvedPuzzles.read(folder.resolve(SolvedPuzzles.FILE_NAME));
        assertThat(again.all()).containsExactly("call-out-pulls-the-blocker");
        assertThat(again.problemOnStart()).isNull();
    }

    @Test
    void a_damaged_file_is_explained_and_nothing_is_ticked() throws IOException {
        Path file = folder.resolve(SolvedPuzzles.FILE_NAME);
        Files.writeString(file, "split-the-damage\nsplit-the-damage\n");
        assertThat(SolvedPuzzles.read(file).problemOnStart()).contains("line 2", "listed twice");
        assertThat(SolvedPuzzles.read(file).all()).isEmpty();
        Files.writeString(file, "# comment\nSplit The Damage!\n");
        assertThat(SolvedPuzzles.read(file).problemOnStart()).contains("line 2", "not a puzzle's id");
        Files.writeString(file, "a\n".repeat(40_000));
        assertThat(SolvedPuzzles.read(file).problemOnStart()).contains("at most");
    }

    @Test
    void in_memory_nothing_is_written() {
        SolvedPuzzles kept = SolvedPuzzles.beside(SettingsKeeper.inMemory(Settings.DEFAULTS));
        kept.markSolved("split-the-damage");
        assertThat(kept.isSolved("split-the-damage")).isTrue();
        assertThat(folder).isEmptyDirectory();
    }
}
