package dicemasters.ui;

import dicemasters.ai.MoveText;
import dicemasters.ai.SearchPlayer;
import dicemasters.ai.StepBudget;
import dicemasters.ai.Thought;
import dicemasters.engine.state.GameState;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Plays the computer's seats at the table. Whenever the computer must decide, it thinks on a
 * background thread (the window never waits), then its move is played on the JavaFX thread, no
 * sooner than the pace allows since the thinking began, so each move can be followed: the table
 * marks the dice it moved and the log and the prompt bar tell it. A move thought for a position the
 * table has left (an undo, a new game) is dropped. "Skip to my decision" plays on at once until a
 * person must decide again.
 */
final class ComputerTurns {
    private final TableController controller;
    private final ExecutorService thinker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "computer-thinking");
        t.setDaemon(true);
        return t;
    });
    private Pace pace = Pace.NORMAL;
    private GameState thinkingAbout;
    private PauseTransition waiting;
    private Runnable playWaiting;

    ComputerTurns(TableController controller) {
        this.controller = controller;
        controller.onChange(this::check);
        check();
    }

    Pace pace() {
        return pace;
    }

    void setPace(Pace pace) {
        this.pace = pace;
    }

    /** Plays the computer's moves without waiting until a person must decide. */
    void skipToPersonsDecision() {
        controller.computerSeats().setSkipping(true);
        if (waiting != null) {
            waiting.stop();
            Runnable play = playWaiting;
            waiting = null;
            play.run();
        }
    }

    private void check() {
        ComputerSeats seats = controller.computerSeats();
        seats.setSkipper(this::skipToPersonsDecision);
        GameState s = controller.state();
        if (!seats.toAct(s)) {
            if (!s.isOver()) {
                seats.setSkipping(false);
            }
            thinkingAbout = null;
            return;
        }
        if (s == thinkingAbout) {
            return;
        }
        thinkingAbout = s;
        SearchPlayer player = seats.player(s.actingPlayer());
        StepBudget budget = seats.budget(s.actingPlayer());
        long started = System.nanoTime();
        seats.setThinking(true);
        thinker.submit(() -> {
            try {
                Thought thought = player.think(s, budget.remainingMillis(s));
                budget.spent(s, (System.nanoTime() - started) / 1_000_000);
                Platform.runLater(() -> thought(s, seats, thought, started));
            } catch (RuntimeException e) {
                Platform.runLater(() -> failed(s, seats, e));
            }
        });
    }

    private boolean stillAt(GameState s, ComputerSeats seats) {
        return controller.state() == s && controller.computerSeats() == seats;
    }

    private void thought(GameState s, ComputerSeats seats, Thought thought, long started) {
        if (!stillAt(s, seats)) {
            return;
        }
        long shown = (System.nanoTime() - started) / 1_000_000;
        long delay = seats.skipping() ? 0 : Math.max(0, pace.millis() - shown);
        Runnable play = () -> play(s, seats, thought);
        if (delay == 0) {
            play.run();
            return;
        }
        playWaiting = play;
        waiting = new PauseTransition(Duration.millis(delay));
        waiting.setOnFinished(e -> {
            waiting = null;
            play.run();
        });
        waiting.play();
    }

    private void play(GameState s, ComputerSeats seats, Thought thought) {
        if (!stillAt(s, seats)) {
            return;
        }
        seats.setThinking(false);
        seats.setLastMove("Last move by " + Prompts.playerLabel(s, s.actingPlayer()) + ", the computer: "
                + MoveText.explain(s, thought.choice()));
        thinkingAbout = null;
        controller.playComputerMove(thought.choice());
    }

    /** A fault in the computer's thinking is shown, and its seat is handed to a person. */
    private void failed(GameState s, ComputerSeats seats, RuntimeException e) {
        if (!stillAt(s, seats)) {
            return;
        }
        seats.setThinking(false);
        java.util.List<Seat> people = new java.util.ArrayList<>(seats.seats());
        people.set(s.actingPlayer(), Seat.PERSON);
        controller.setComputerSeats(new ComputerSeats(people, 0));
        javafx.scene.control.Alert alert = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.ERROR,
                String.valueOf(e.getMessage()));
        alert.setHeaderText("The computer could not decide; a person plays its seat now.");
        alert.show();
    }
}
