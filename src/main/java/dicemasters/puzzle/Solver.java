package dicemasters.puzzle;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.state.GameState;
import dicemasters.persist.StateHash;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The puzzles' bounded exhaustive search: every move of the player ({@link Moves}) up to the end of
 * the puzzle's turn, the opponent answering by its script, the dice to come fixed by the position,
 * so the same position always gives the same answer. It stops at the first line that reaches the
 * goal, or after {@code maxNodes} moves tried; a moment already shown to fail is not searched twice.
 */
public final class Solver {
    /** Enough for every bundled puzzle many times over. */
    public static final int DEFAULT_NODES = 200_000;
    private static final int MOST_MOVES_IN_A_LINE = 80;
    private final GameState start;
    private final Goal goal;
    private final int you;
    private final Opponent opponent;
    private final int maxNodes;
    private final Set<String> failing = new HashSet<>();
    private int nodes;
    private boolean cut;

    /**
     * What the search found.
     *
     * @param solution the player's moves in words from the moment searched, or null when none was found
     * @param nodes    the moves tried
     * @param complete false when the bound stopped the search before it could say there is no solution
     */
    public record Answer(List<String> solution, int nodes, boolean complete) {
        public boolean solvable() {
            return solution != null;
        }
    }

    private Solver(GameState start, Goal goal, int you, Opponent opponent, int maxNodes) {
        this.start = start;
        this.goal = goal;
        this.you = you;
        this.opponent = opponent;
        this.maxNodes = maxNodes;
    }

    /** Searches a puzzle from its start. */
    public static Answer solve(Puzzle puzzle, GameState start, int maxNodes) {
        return solveFrom(puzzle, start, start, maxNodes);
    }

    /** Searches from a moment of a try that began at {@code start} (a hint's question). */
    public static Answer solveFrom(Puzzle puzzle, GameState start, GameState now, int maxNodes) {
        Solver solver = new Solver(start, puzzle.goal(), puzzle.you(), puzzle.opponent(), maxNodes);
        List<String> line = new ArrayList<>();
        boolean found = solver.search(now, line, 0);
        return new Answer(found ? List.copyOf(line) : null, solver.nodes, found || !solver.cut);
    }

    private boolean search(GameState s, List<String> line, int depth) {
        if (Goal.isOver(start, s)) {
            return goal.judge(start, s, you).solved();
        }
        if (nodes >= maxNodes || depth >= MOST_MOVES_IN_A_LINE) {
            cut = true;
            return false;
        }
        String key = StateHash.of(s);
        if (failing.contains(key)) {
            return false;
        }
        List<Move> moves = Moves.of(s);
        if (moves.isEmpty()) {
            return false;
        }
        boolean yours = s.actingPlayer() == you;
        for (Move m : yours ? moves : List.of(opponent.choose(moves))) {
            nodes++;
            Result r = Engine.apply(s, m.action());
            if (!(r instanceof Result.Done done)) {
                continue;
            }
            if (yours) {
                line.add(m.words());
            }
            if (search(done.state(), line, depth + 1)) {
                return true;
            }
            if (yours) {
                line.remove(line.size() - 1);
            }
        }
        if (!cut) {
            failing.add(key);
        }
        return false;
    }
}
