package dicemasters.cli;

import dicemasters.cards.CardLibrary;
import dicemasters.puzzle.Puzzle;
import dicemasters.puzzle.PuzzleCheck;
import dicemasters.puzzle.PuzzleException;
import dicemasters.puzzle.PuzzleReader;
import dicemasters.puzzle.Solver;

import java.nio.file.Path;

/**
 * Checks puzzle files as the program does before offering them (docs/PUZZLES.md): the solution
 * reaches the goal, each wrong line fails, and the search finds a solution. Prints what it found
 * and exits with 1 when a puzzle is refused.
 * {@code mvn -q compile exec:java -Dexec.mainClass=dicemasters.cli.PuzzleCheckCommand -Dexec.args="my-puzzle.json"}
 */
public final class PuzzleCheckCommand {
    private PuzzleCheckCommand() {
    }

    public static void main(String[] args) {
        CardLibrary library = CardLibrary.loadBundled();
        boolean allSound = true;
        for (String arg : args) {
            try {
                Puzzle puzzle = PuzzleReader.read(Path.of(arg), library::byId);
                PuzzleCheck check = PuzzleCheck.of(puzzle, Solver.DEFAULT_NODES);
                System.out.println(puzzle.id() + " (" + puzzle.title() + "): " + (check.problems().isEmpty()
                        ? "sound" : "refused"));
                check.problems().forEach(p -> System.out.println("  " + p));
                if (check.search().solvable()) {
                    System.out.println("  the search's solution (" + check.search().nodes() + " moves tried): "
                            + String.join("; ", check.search().solution()));
                }
                allSound &= check.problems().isEmpty();
            } catch (PuzzleException e) {
                System.out.println(e.getMessage());
                allSound = false;
            }
        }
        System.exit(allSound ? 0 : 1);
    }
}
