package dicemasters.puzzle;

import dicemasters.cards.CardLibrary;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every puzzle that comes with the program is sound: its written solution reaches the goal in the
 * engine's judgement, each of its wrong lines fails, and the bounded search finds a solution by
 * itself from the start, the dice to come fixed by the position.
 */
class BundledPuzzlesTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    static List<Puzzle> bundled() {
        try {
            return Puzzles.loadBundled(LIBRARY);
        } catch (PuzzleException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @TestFactory
    Stream<DynamicTest> each_puzzle_is_solved_by_its_solution_refuted_in_its_wrong_lines_and_solvable_by_search() {
        return bundled().stream().map(p -> DynamicTest.dynamicTest(p.id(), () -> {
            PuzzleCheck check = PuzzleCheck.of(p, Solver.DEFAULT_NODES);
            assertThat(check.problems()).as(p.id()).isEmpty();
            assertThat(check.search().solvable()).isTrue();
            assertThat(p.wrong()).isNotEmpty();
        }));
    }

    @Test
    void there_are_at_least_twenty_puzzles_from_all_four_boxes_from_easy_to_hard() {
        List<Puzzle> puzzles = bundled();
        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(20);
        assertThat(puzzles.stream().map(Puzzle::box).distinct()).containsExactlyInAnyOrderElementsOf(PuzzleReader.BOXES);
        List<Integer> difficulties = puzzles.stream().map(Puzzle::difficulty).toList();
        assertThat(difficulties).isSorted();
        assertThat(puzzles.stream().map(Puzzle::skill).distinct().count()).as("one skill each, mostly different")
                .isGreaterThanOrEqualTo(18);
    }

    @Test
    void every_puzzle_file_in_the_folder_is_listed_and_every_listed_one_exists() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/puzzles"))) {
            List<String> ids = files.map(f -> f.getFileName().toString().replace(".json", "")).sorted().toList();
            assertThat(ids).containsExactlyInAnyOrderElementsOf(Puzzles.BUNDLED);
        }
    }

    @Test
    void the_goals_cover_winning_surviving_knocking_out_and_buying() {
        List<String> kinds = bundled().stream().map(p -> p.goal().getClass().getSimpleName()).distinct().toList();
        assertThat(kinds).contains("Win", "Survive", "KnockOut", "Buy");
    }
}
