package dicemasters.puzzle;

import dicemasters.engine.setup.Position;

import java.util.List;

/**
 * A puzzle (docs/PUZZLES.md): a position, the goal, the opponent's script, and for people the title,
 * the skill it teaches, a short lesson, a hint, the written solution and the wrong lines that fail.
 *
 * @param id         the file's name without ".json": how the solved ones are remembered
 * @param you        the player the learner plays (from 0)
 * @param difficulty 1 (easy) to 3 (hard)
 */
public record Puzzle(String id, String title, String skill, String box, int difficulty, String teach, String hint,
                     Goal goal, int you, Opponent opponent, List<String> solution, List<WrongLine> wrong,
                     Position position) {
    public Puzzle {
        solution = List.copyOf(solution);
        wrong = List.copyOf(wrong);
    }

    /** A line of moves that must not reach the goal, and why it fails, in words. */
    public record WrongLine(List<String> moves, String why) {
        public WrongLine {
            moves = List.copyOf(moves);
        }
    }
}
