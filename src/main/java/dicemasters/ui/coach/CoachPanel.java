package dicemasters.ui.coach;

import dicemasters.coach.Advice;
import dicemasters.coach.Coach;
import dicemasters.coach.Greyed;
import dicemasters.engine.state.GameState;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.VBox;

/**
 * The coach beside the board: the current step and what it is for, who must act, what they may
 * do now and, for each greyed-out option, the engine's reason. Shown or hidden with
 * {@link #toggleButton()}; the window calls {@link #showState} whenever the game changes.
 */
public final class CoachPanel extends ScrollPane {
    private final Label step = text("coach-step");
    private final Label purpose = text("coach-purpose");
    private final Label whoActs = text("coach-who");
    private final VBox mayDo = list("coach-may");
    private final VBox greyed = list("coach-greyed");
    /** What the computer would do in the acting player's place (Learn > Hint), until the game moves on. */
    private final Label hint = text("coach-hint");

    public CoachPanel() {
        setId("coach-panel");
        setFitToWidth(true);
        setPrefWidth(340);
        step.setStyle("-fx-font-size: 15px; -fx-font-weight: bold;");
        whoActs.setStyle("-fx-font-weight: bold; -fx-text-fill: #1d4f91;");
        hint.setStyle("-fx-text-fill: #1d6b3a; -fx-font-weight: bold;");
        hint.managedProperty().bind(hint.visibleProperty());
        hint.setVisible(false);
        VBox content = new VBox(6, step, purpose, whoActs, hint, heading("You may"), mayDo, heading("Not now"),
                greyed);
        content.setPadding(new Insets(12));
        content.setStyle("-fx-background-color: #f3f6fb;");
        setContent(content);
    }

    public void showState(GameState state) {
        show(Coach.advice(state));
        showHint(null);
    }

    /** The computer's hint beside the coach's advice ("Hint: attack with Falcon: ..."), or none. */
    public void showHint(String line) {
        hint.setText(line == null ? "" : "Hint: " + line);
        hint.setVisible(line != null);
    }

    public void show(Advice advice) {
        step.setText(advice.step().name());
        purpose.setText(advice.step().purpose());
        whoActs.setText(advice.whoActs());
        mayDo.getChildren().setAll(advice.mayDo().stream().map(s -> bullet("• " + s)).toList());
        greyed.getChildren().setAll(advice.greyed().stream().map(CoachPanel::greyedLine).toList());
        if (advice.greyed().isEmpty()) {
            greyed.getChildren().add(bullet("Nothing is held back at this moment."));
        }
    }

    /** A button that shows and hides this panel (the panel takes no room while hidden). */
    public ToggleButton toggleButton() {
        ToggleButton toggle = new ToggleButton("Coach");
        toggle.setId("coach-toggle");
        toggle.setSelected(isVisible());
        managedProperty().bind(visibleProperty());
        visibleProperty().bindBidirectional(toggle.selectedProperty());
        return toggle;
    }

    private static Label greyedLine(Greyed g) {
        Label l = bullet("✗ " + g.option() + " — " + g.reason());
        l.setStyle("-fx-text-fill: #6d6d6d;");
        return l;
    }

    private static Label heading(String s) {
        Label l = new Label(s);
        l.setStyle("-fx-font-weight: bold; -fx-padding: 6 0 0 0;");
        return l;
    }

    private static Label text(String id) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        return l;
    }

    private static Label bullet(String s) {
        Label l = new Label(s);
        l.setWrapText(true);
        return l;
    }

    private static VBox list(String id) {
        VBox box = new VBox(3);
        box.setId(id);
        return box;
    }
}
