package dicemasters.testing;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every position file in src/test/resources/positions with its test part: the moves are played and
 * the outcome must be the one the file expects (docs/POSITIONS.md). A tester adds a file; no Java.
 */
class PositionFilesRegressionTest {
    private static final Path FOLDER = Path.of("src/test/resources/positions");

    @TestFactory
    Stream<DynamicTest> every_position_file_plays_to_its_expected_outcome() throws IOException {
        List<Path> files;
        try (Stream<Path> listed = Files.list(FOLDER)) {
            files = listed.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).as("position files in " + FOLDER).isNotEmpty();
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(),
                () -> PositionFileGame.open(f).runTest()));
    }

    @Test
    void an_outcome_other_than_the_expected_one_fails_and_says_what_differs(@TempDir Path dir) throws IOException {
        Path wrong = dir.resolve("wrong.json");
        Files.writeString(wrong, Files.readString(FOLDER.resolve("attack-for-the-win.json"))
                .replace("\"expect\": {\"winner\": 1, \"life\": [7, 0]}", "\"expect\": {\"winner\": 2, \"life\": [7, 1]}"));

        assertThatThrownBy(() -> PositionFileGame.open(wrong).runTest())
                .hasMessageEndingWith("player 2 has 0 life, expected 1; expected player 2 wins, but player 1 wins");
    }

    @Test
    void a_move_no_legal_move_is_named_so_fails_with_the_legal_moves(@TempDir Path dir) throws IOException {
        Path wrong = dir.resolve("wrong.json");
        Files.writeString(wrong, Files.readString(FOLDER.resolve("aquaman-makes-wonder-woman-cheaper.json"))
                .replace("buy a Wonder Woman die", "buy a Superman die"));

        assertThatThrownBy(() -> PositionFileGame.open(wrong).runTest()).hasMessage("wrong.json: no legal move is"
                + " \"buy a Superman die\" (the legal moves: pass; buy a Wonder Woman die; buy an Excessive Force die)");
    }
}
