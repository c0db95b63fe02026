package dicemasters.ui;

import dicemasters.engine.Result;
import dicemasters.persist.Replay;
import dicemasters.persist.ReplayCheck;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.util.function.Predicate;

/**
 * A saved game as a replay, for testers: the table shows the game after any action; buttons step
 * one action or one turn back and forth, jump to a turn, or play on at a chosen speed; the log
 * follows. "Continue playing from here" hands a new game from this point to the main window.
 */
public final class ReplayWindow {
    private final Replay replay;
    private final TableController controller;
    private final Label position = new Label();
    private final ComboBox<Integer> turns = new ComboBox<>();
    private final Slider speed = new Slider(0.5, 10, 2);
    private final Timeline player = new Timeline();
    private final Button play = new Button(PLAY);
    private static final String PLAY = "Play ▶";
    private static final String PAUSE = "Pause ||";

    ReplayWindow(Replay replay) {
        this.replay = replay;
        this.controller = new TableController(replay.continueFromHere());
        controller.setActionGate(a -> new Result.Rejected(
                "This is a replay: use the replay controls, or continue playing from here."));
        controller.setWatchOnly(true);
        turns.getItems().setAll(replay.turns());
    }

    /**
     * Opens a replay window; {@code continueHere} receives the new game if the tester continues from
     * a point, and says whether it took it (the game on the main table may not be given up): if it
     * did, the replay closes.
     */
    public static Stage open(Stage owner, Replay replay, Predicate<GameSession> continueHere) {
        ReplayWindow window = new ReplayWindow(replay);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Replay");
        window.dress(stage, game -> {
            boolean taken = continueHere.test(game);
            if (taken) {
                stage.close();
            }
            return taken;
        });
        stage.setOnHidden(e -> window.player.stop());
        stage.show();
        return stage;
    }

    /** The replay's table under its controls, on a stage of its own. */
    TableWindow dress(Stage stage, Predicate<GameSession> continueHere) {
        TableView table = new TableView(controller);
        table.setAnimations(false);
        TableWindow window = TableWindow.dress(stage, controls(continueHere), table,
                SettingsKeeper.inMemory(Settings.DEFAULTS), false);
        show();
        return window;
    }

    TableController controller() {
        return controller;
    }

    Replay replay() {
        return replay;
    }

    private VBox controls(Predicate<GameSession> continueHere) {
        Button start = button("replay-start", "|◀ Start", () -> replay.jumpTo(0));
        Button turnBack = button("replay-turn-back", "◀◀ Turn", replay::previousTurn);
        Button back = button("replay-back", "◀ Action", replay::stepBack);
        Button forward = button("replay-forward", "Action ▶", replay::stepForward);
        Button turnForward = button("replay-turn-forward", "Turn ▶▶", replay::nextTurn);
        Button end = button("replay-end", "End ▶|", () -> replay.jumpTo(replay.length()));
        turns.setId("replay-turns");
        turns.setPromptText("Jump to turn");
        turns.setOnAction(e -> {
            if (turns.getValue() != null && replay.jumpToTurn(turns.getValue())) {
                show();
            }
        });
        play.setId("replay-play");
        play.setOnAction(e -> togglePlay());
        speed.setId("replay-speed");
        speed.setPrefWidth(120);
        Label speedLabel = new Label();
        speedLabel.setId("replay-speed-value");
        speedLabel.textProperty().bind(speed.valueProperty().map(v -> String.format("%.1f actions/s",
                v.doubleValue())));
        Button continueButton = new Button("Continue playing from here");
        continueButton.setId("replay-continue");
        continueButton.setOnAction(e -> {
            player.stop();
            continueHere.test(replay.continueFromHere());
        });
        Button savePosition = new Button("Save position here…");
        savePosition.setId("replay-save-position");
        savePosition.setOnAction(e -> PositionMenu.savePosition((Stage) savePosition.getScene().getWindow(),
                replay::state));
        position.setId("replay-position");
        HBox row = new HBox(6, start, turnBack, back, forward, turnForward, end, turns, play, speed, speedLabel,
                continueButton, savePosition);
        row.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(4, row, position);
        box.setPadding(new Insets(6, 10, 6, 10));
        ReplayCheck.Divergence divergence = replay.divergence();
        if (divergence == null && replay.cardsNote() != null) {
            Label note = new Label("Every recorded state matches, but " + replay.cardsNote() + ".");
            note.setId("replay-cards-note");
            note.setWrapText(true);
            box.getChildren().add(note);
        }
        if (divergence != null) {
            Label warning = new Label("This file stops matching the rules at action " + divergence.actionNumber()
                    + ": " + divergence.message() + " The replay shows the game up to there.");
            warning.setId("replay-divergence");
            warning.setStyle("-fx-text-fill: #9b2c1b;");
            warning.setWrapText(true);
            box.getChildren().add(warning);
        }
        return box;
    }

    private Button button(String id, String text, Runnable move) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> {
            move.run();
            show();
        });
        return b;
    }

    private void togglePlay() {
        if (player.getStatus() == javafx.animation.Animation.Status.RUNNING) {
            player.stop();
            play.setText(PLAY);
            return;
        }
        player.getKeyFrames().setAll(new KeyFrame(Duration.seconds(1 / speed.getValue()), e -> {
            if (!replay.stepForward()) {
                player.stop();
                play.setText(PLAY);
            }
            show();
        }));
        player.setCycleCount(Timeline.INDEFINITE);
        play.setText(PAUSE);
        player.play();
    }

    /** Show the game at the replay's position. */
    void show() {
        controller.newGame(replay.continueFromHere());
        String last = replay.position() == 0 ? null : lastMove(replay.eventsHere());
        position.setText("Action " + replay.position() + " of " + replay.length() + " · turn "
                + replay.state().turn() + (last == null ? "" : " · last: " + last));
    }

    /** The last move in the log's words: the first line its events tell, leaving out turn and step headings. */
    static String lastMove(java.util.List<dicemasters.engine.state.GameEvent> events) {
        return GameLog.lines(events).stream().filter(l -> !l.startsWith("-- ") && !l.startsWith("Turn "))
                .findFirst().orElse(null);
    }
}
