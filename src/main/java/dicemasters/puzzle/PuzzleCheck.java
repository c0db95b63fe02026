package dicemasters.puzzle;

import dicemasters.engine.Result;

import java.util.ArrayList;
import java.util.List;

/**
 * The checks every puzzle must pass before it is offered: its written solution reaches the goal,
 * each wrong line fails, and the search finds a solution by itself within its bound. A puzzle that
 * fails any of them is refused (the tests run this on every bundled puzzle; authors run
 * {@code dicemasters.cli.PuzzleCheckCommand}).
 *
 * @param problems what is wrong, in words (empty: the puzzle is sound)
 * @param search   what the search found
 */
public record PuzzleCheck(List<String> problems, Solver.Answer search) {
    public PuzzleCheck {
        problems = List.copyOf(problems);
    }

    public static PuzzleCheck of(Puzzle puzzle, int maxNodes) throws PuzzleException {
        List<String> problems = new ArrayList<>();
        PuzzlePlay play = PuzzlePlay.start(puzzle);
        Verdict solution = playLine(play, puzzle.solution(), problems, "the solution");
        if (solution != null && !solution.solved()) {
            problems.add("the solution does not reach the goal: " + solution.words());
        }
        for (int i = 0; i < puzzle.wrong().size(); i++) {
            play.retry();
            Verdict wrong = playLine(play, puzzle.wrong().get(i).moves(), problems, "wrong line " + (i + 1));
            if (wrong != null && wrong.solved()) {
                problems.add("wrong line " + (i + 1) + " reaches the goal: " + wrong.words());
            }
        }
        Solver.Answer answer = Solver.solve(puzzle, play.startState(), maxNodes);
        if (!answer.solvable()) {
            problems.add(answer.complete() ? "the search proves there is no solution (" + answer.nodes() + " moves tried)"
                    : "the search found no solution within " + maxNodes + " moves");
        }
        return new PuzzleCheck(problems, answer);
    }

    /**
     * Plays a line of the learner's moves from the start; the verdict at its end, or null (with the
     * problem added) when a move is not legal or the try is not over after the line.
     */
    public static Verdict playLine(PuzzlePlay play, List<String> moves, List<String> problems, String line) {
        for (int i = 0; i < moves.size(); i++) {
            if (play.verdict() != null) {
                problems.add(line + ": the try is over before move " + (i + 1) + " (" + moves.get(i) + ")");
                return null;
            }
            Result r = play.submit(moves.get(i));
            if (r instanceof Result.Rejected rejected) {
                problems.add(line + ", move " + (i + 1) + ": " + rejected.reason());
                return null;
            }
        }
        if (play.verdict() == null) {
            problems.add(line + ": the turn has not ended after its last move (add the passes that end it)");
        }
        return play.verdict();
    }
}
