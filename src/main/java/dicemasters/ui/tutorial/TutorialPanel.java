package dicemasters.ui.tutorial;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.tutorial.Outcome;
import dicemasters.tutorial.Pointer;
import dicemasters.tutorial.TutorialRunner;
import dicemasters.tutorial.TutorialStep;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/**
 * The tutorial's side panel: the step's title and explanation, what the example does next, the
 * answer to the learner's last move, and Back, Show me, Next and Leave. The board hands the
 * learner's moves to {@link #submit}; the panel tells the board what to highlight and when the
 * game changed. It knows nothing of the board itself.
 */
public final class TutorialPanel extends VBox {
    private final TutorialRunner runner;
    private final Label progress = label("tutorial-progress", "tutorial-progress");
    private final Label stepTitle = label("tutorial-step-title", "tutorial-step-title");
    private final Label text = label("tutorial-text", "tutorial-text");
    private final Label instruction = label("tutorial-instruction", "tutorial-instruction");
    private final Label feedback = label("tutorial-feedback", "tutorial-feedback");
    private final Button back = button("tutorial-back", "Back");
    private final Button showMe = button("tutorial-show", "Show me");
    private final Button next = button("tutorial-next", "Next");
    private final Button leave = button("tutorial-leave", "Leave");
    private Consumer<Pointer> onHighlight = p -> { };
    private Consumer<GameState> onGameChanged = s -> { };
    private Runnable onLeave = () -> { };
    /** The state the board was last told of, so it hears only of real changes. */
    private GameState shownState;

    public TutorialPanel(TutorialRunner runner) {
        this.runner = runner;
        this.shownState = runner.state();
        setId("tutorial-panel");
        setSpacing(8);
        setPadding(new Insets(12));
        setPrefWidth(340);
        setStyle("-fx-background-color: #fbf8ef; -fx-border-color: #c9b98f; -fx-border-width: 0 0 0 1;");
        Label title = label("tutorial-title", "tutorial-title");
        title.setText(runner.tutorial().title());
        title.setStyle("-fx-font-size: 15px; -fx-font-weight: bold;");
        stepTitle.setStyle("-fx-font-size: 14px; -fx-font-weight: bold;");
        progress.setStyle("-fx-text-fill: #6b5d3a;");
        instruction.setStyle("-fx-text-fill: #1d4f91; -fx-font-style: italic;");
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox buttons = new HBox(6, back, showMe, grow, next, leave);
        back.setOnAction(e -> goBack());
        showMe.setOnAction(e -> show(runner.playExpected()));
        next.setOnAction(e -> show(runner.next()));
        leave.setOnAction(e -> leave());
        getChildren().addAll(title, progress, stepTitle, text, instruction, feedback, buttons);
        refresh();
    }

    /** Where the window highlights what the step points at (null: clear the highlight). */
    public void setOnHighlight(Consumer<Pointer> onHighlight) {
        this.onHighlight = onHighlight;
        onHighlight.accept(currentPointer());
    }

    /** Called with the new game state after every accepted move and every Back. */
    public void setOnGameChanged(Consumer<GameState> onGameChanged) {
        this.onGameChanged = onGameChanged;
    }

    public void setOnLeave(Runnable onLeave) {
        this.onLeave = onLeave;
    }

    /** The learner made a move on the board; it is played only if it is the example's move. */
    public Outcome submit(Action action) {
        Outcome outcome = runner.submit(action);
        show(outcome);
        return outcome;
    }

    public TutorialRunner runner() {
        return runner;
    }

    private void show(Outcome outcome) {
        if (outcome instanceof Outcome.Declined d) {
            feedback.setText(d.explanation());
            feedback.setStyle("-fx-text-fill: #9b2c1b;");
            return;
        }
        feedback.setText("");
        refresh();
        tellBoard();
    }

    private void goBack() {
        if (runner.back()) {
            feedback.setText("");
            refresh();
            tellBoard();
        }
    }

    private void tellBoard() {
        if (runner.state() != shownState) {
            shownState = runner.state();
            onGameChanged.accept(shownState);
        }
    }

    private void leave() {
        runner.leave();
        refresh();
        onLeave.run();
    }

    private Pointer currentPointer() {
        TutorialStep step = runner.currentStep();
        return step == null || runner.hasLeft() ? null : step.point();
    }

    private void refresh() {
        TutorialStep step = runner.currentStep();
        boolean active = step != null && !runner.hasLeft();
        if (step == null) {
            progress.setText("Finished");
            stepTitle.setText("Well played!");
            text.setText("You have followed the whole example. Leave the tutorial to play a game of your own.");
            instruction.setText("");
        } else {
            progress.setText("Step " + (runner.stepIndex() + 1) + " of " + runner.stepCount());
            stepTitle.setText(step.title());
            text.setText(step.text());
            instruction.setText(step.isReadOnly() ? "Press Next to go on."
                    : "Your move: " + runner.instruction(step) + "."
                    + (step.point() == null ? "" : " Look at " + step.point().describe() + "."));
        }
        if (runner.hasLeft()) {
            instruction.setText("You left the tutorial.");
        }
        back.setDisable(!runner.canGoBack());
        next.setDisable(!active || !step.isReadOnly());
        showMe.setDisable(!active || step.isReadOnly());
        leave.setDisable(runner.hasLeft());
        onHighlight.accept(currentPointer());
    }

    private static Label label(String id, String styleClass) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add(styleClass);
        l.setWrapText(true);
        l.setMaxWidth(Double.MAX_VALUE);
        return l;
    }

    private static Button button(String id, String text) {
        Button b = new Button(text);
        b.setId(id);
        return b;
    }
}
