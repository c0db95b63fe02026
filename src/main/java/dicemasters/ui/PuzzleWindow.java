package dicemasters.ui;

import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.puzzle.Puzzle;
import dicemasters.puzzle.PuzzleException;
import dicemasters.puzzle.PuzzlePlay;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;

/**
 * A puzzle on the table: the ordinary table, played by clicking, with the puzzle's panel beside it,
 * shown in the main window until the learner leaves. Every move goes to the puzzle's try
 * ({@link PuzzlePlay}), which plays it with the engine and makes the opponent's scripted answers;
 * the table's game then follows the try. The engine's judgement ends the try: solved puzzles are
 * remembered.
 */
final class PuzzleWindow {
    private final PuzzlePlay play;
    private final SolvedPuzzles solved;
    private final TableController controller;
    private final PuzzlePanel panel;
    private TableView table;
    private boolean shownSolution;

    PuzzleWindow(Puzzle puzzle, SolvedPuzzles solved) throws PuzzleException {
        this.play = PuzzlePlay.start(puzzle);
        this.solved = solved;
        controller = new TableController(sessionFollowing(play));
        controller.setActionGate(this::submit);
        panel = new PuzzlePanel(play);
        panel.setOnHint(this::hint);
        panel.setOnRetry(this::retry);
        panel.setOnGiveUp(this::giveUp);
    }

    /** What Leave does besides ending the puzzle (the window gives the table back to the game). */
    void setOnLeave(Runnable onLeave) {
        panel.setOnLeave(onLeave);
    }

    TableView table() {
        if (table == null) {
            table = new TableView(controller);
            table.setBeside(panel);
        }
        return table;
    }

    TableController controller() {
        return controller;
    }

    PuzzlePanel panel() {
        return panel;
    }

    PuzzlePlay play() {
        return play;
    }

    private Result submit(Action action) {
        Result r = play.submit(action);
        if (r instanceof Result.Rejected) {
            return r;
        }
        follow();
        panel.showHint("");
        if (play.verdict() != null) {
            panel.showVerdict(play.verdict(), false);
            if (play.verdict().solved()) {
                solved.markSolved(play.puzzle().id());
            }
        }
        return new Result.Done(controller.state(), ((Result.Done) r).events());
    }

    private void hint() {
        panel.showHint(play.puzzle().hint() + " " + play.hint());
    }

    void retry() {
        play.retry();
        shownSolution = false;
        follow();
        panel.showVerdict(null, false);
        panel.showHint("");
    }

    /** Plays the written solution from the start on the table and lists its moves; not counted as solved. */
    void giveUp() {
        play.retry();
        List<String> steps = new ArrayList<>();
        for (String move : play.puzzle().solution()) {
            play.submit(move);
            steps.add((steps.size() + 1) + ". " + move);
        }
        shownSolution = true;
        follow();
        panel.showVerdict(play.verdict(), true);
        panel.showHint("Your moves: " + String.join("  ", steps) + ". Retry to play it yourself.");
    }

    boolean showingSolution() {
        return shownSolution;
    }

    /** Bring the table's game to the try's (after a move, Retry or Give up); a finished try is only watched. */
    private void follow() {
        catchUp();
        controller.look().setWatching(play.verdict() == null ? null
                : "The puzzle's turn is over: " + (play.verdict().solved() ? "solved. " : "not solved. ")
                + "Retry plays it again; Leave goes back to your game and the list.");
        controller.setWatchOnly(play.verdict() != null);
    }

    private void catchUp() {
        List<Action> played = play.playedActions();
        GameSession shown = controller.session();
        List<Action> shownActions = shown.actions();
        if (shownActions.size() > played.size() || !played.subList(0, shownActions.size()).equals(shownActions)) {
            controller.newGame(sessionFollowing(play));
            return;
        }
        for (int i = shownActions.size(); i < played.size(); i++) {
            shown.play(played.get(i));
        }
        controller.refresh(List.of());
    }

    private static GameSession sessionFollowing(PuzzlePlay play) {
        GameSession session = GameSession.fromPosition(play.puzzle().position());
        play.playedActions().forEach(session::play);
        return session;
    }
}
