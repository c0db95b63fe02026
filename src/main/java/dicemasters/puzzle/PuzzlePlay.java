package dicemasters.puzzle;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.persist.PositionException;
import dicemasters.persist.PositionFiles;

import java.util.ArrayList;
import java.util.List;

/**
 * One try at a puzzle: the learner's moves go to the engine, the opponent answers by its script
 * until the learner must act again, and when the turn (or the game) ends the goal is judged from
 * the engine's state. Retry goes back to the start; a hint is the search's next move from here.
 */
public final class PuzzlePlay {
    private final Puzzle puzzle;
    private final GameState start;
    private GameState now;
    /** More than any turn of a puzzle: a script that never lets the turn end stops here. */
    private static final int MOST_OPPONENT_MOVES = 200;
    /** The hint's search is asked while the learner waits: a tenth of the proof's bound. */
    private static final int HINT_NODES = Solver.DEFAULT_NODES / 10;
    private final List<Action> played = new ArrayList<>();
    private final List<String> yourMoves = new ArrayList<>();
    private Verdict verdict;

    private PuzzlePlay(Puzzle puzzle, GameState start) {
        this.puzzle = puzzle;
        this.start = start;
        retry();
    }

    /** The puzzle's position set up by the engine (a position it refuses is an error naming the puzzle). */
    public static PuzzlePlay start(Puzzle puzzle) throws PuzzleException {
        try {
            return new PuzzlePlay(puzzle, PositionFiles.start(puzzle.position(), puzzle.id()));
        } catch (PositionException e) {
            throw new PuzzleException(e.getMessage(), e);
        }
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /** The moment the puzzle starts from, before the opponent's first scripted moves. */
    public GameState startState() {
        return start;
    }

    public GameState state() {
        return now;
    }

    /** Every move played since the start, the opponent's too, in order. */
    public List<Action> playedActions() {
        return List.copyOf(played);
    }

    /** Null while the try goes on; then whether the goal was reached, in the engine's judgement. */
    public Verdict verdict() {
        return verdict;
    }

    /** The goal in words. */
    public String goal() {
        return puzzle.goal().describe(start, puzzle.you());
    }

    /** Back to the start (the opponent's scripted moves before the learner's first are made again). */
    public void retry() {
        now = start;
        played.clear();
        yourMoves.clear();
        verdict = null;
        opponentMoves(new ArrayList<>());
    }

    /** The learner's move: played if legal and it is theirs to make; the opponent then answers. */
    public Result submit(Action action) {
        if (verdict != null) {
            return new Result.Rejected("This try is over: press Retry to start the puzzle again.");
        }
        if (now.actingPlayer() != puzzle.you()) {
            return new Result.Rejected("It is " + now.player(now.actingPlayer()).name() + "'s move.");
        }
        String words = Moves.words(now, action);
        Result r = Engine.apply(now, action);
        if (!(r instanceof Result.Done done)) {
            return r;
        }
        yourMoves.add(words);
        List<GameEvent> events = new ArrayList<>(done.events());
        now = done.state();
        played.add(action);
        opponentMoves(events);
        return new Result.Done(now, events);
    }

    /** The learner's move named in words ({@link Moves}); an error names the move and lists the legal ones. */
    public Result submit(String words) {
        Move move = Moves.named(now, words);
        if (move == null) {
            List<String> legal = Moves.of(now).stream().map(Move::words).toList();
            return new Result.Rejected("no move is \"" + words + "\" now (the moves: " + String.join("; ", legal) + ")");
        }
        return submit(move.action());
    }

    /** The next move of a way to the goal from here, in words, or why there is none. */
    public String hint() {
        if (verdict != null) {
            return verdict.solved() ? "Solved." : "This try is over: press Retry.";
        }
        Solver.Answer answer = Solver.solveFrom(puzzle, start, now, HINT_NODES);
        if (answer.solvable()) {
            return answer.solution().isEmpty() ? puzzle.hint() : "Next: " + answer.solution().get(0) + ".";
        }
        return answer.complete() ? "From here the goal can no longer be reached: press Retry."
                : "No way to the goal was found from here in a quick search: Retry starts again.";
    }

    private void opponentMoves(List<GameEvent> events) {
        for (int made = 0; made < MOST_OPPONENT_MOVES && !Goal.isOver(start, now)
                && now.actingPlayer() != puzzle.you(); made++) {
            List<Move> moves = Moves.of(now);
            if (moves.isEmpty()) {
                break;
            }
            Move m = puzzle.opponent().choose(moves);
            Result r = Engine.apply(now, m.action());
            if (!(r instanceof Result.Done done)) {
                break;
            }
            events.addAll(done.events());
            now = done.state();
            played.add(m.action());
        }
        if (Goal.isOver(start, now)) {
            verdict = explained(puzzle.goal().judge(start, now, puzzle.you()));
        }
    }

    /** A failure that is one of the puzzle's wrong lines also says why that line fails. */
    private Verdict explained(Verdict judged) {
        if (judged.solved()) {
            return judged;
        }
        return puzzle.wrong().stream().filter(w -> w.moves().equals(yourMoves)).findFirst()
                .map(w -> new Verdict(false, judged.words() + " " + w.why())).orElse(judged);
    }
}
