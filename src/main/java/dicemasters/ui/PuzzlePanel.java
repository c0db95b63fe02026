package dicemasters.ui;

import dicemasters.engine.card.PrintableText;
import dicemasters.puzzle.Puzzle;
import dicemasters.puzzle.PuzzlePlay;
import dicemasters.puzzle.Verdict;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Beside a puzzle's table: the title, the skill, the goal, the short lesson and what the opponent
 * will do, then the answer to the try (the engine's judgement), the hint, and Hint, Retry, Give up
 * and Leave. It shows; the {@link PuzzleWindow} decides what the buttons do.
 */
final class PuzzlePanel extends VBox {
    private final Label message = label("puzzle-message", "");
    private final Label hint = label("puzzle-hint-text", "");
    private final Button hintButton = new Button("Hint");
    private final Button retry = new Button("Retry");
    private final Button giveUp = new Button("Give up");
    private final Button leave = new Button("Leave");
    private final ScrollPane scroll = new ScrollPane();

    PuzzlePanel(PuzzlePlay play) {
        Puzzle p = play.puzzle();
        setPrefWidth(320);
        setId("puzzle-panel");
        Label title = label("puzzle-title", p.title());
        title.setStyle("-fx-font-size: 1.3em; -fx-font-weight: bold;");
        Label skill = label("puzzle-skill", "Skill: " + p.skill() + " · " + p.box() + " · " + "★".repeat(p.difficulty()));
        Label goal = label("puzzle-goal", "Goal: " + play.goal());
        goal.setStyle("-fx-font-weight: bold;");
        Label teach = label("puzzle-teach", p.teach());
        String opponent = play.startState().player(1 - p.you()).name();
        Label plan = label("puzzle-plan", opponent + "'s plan: " + p.opponent().plan());
        plan.setStyle("-fx-font-style: italic;");
        hintButton.setId("puzzle-hint");
        retry.setId("puzzle-retry");
        giveUp.setId("puzzle-give-up");
        leave.setId("puzzle-leave");
        FlowPane buttons = new FlowPane(6, 6, hintButton, retry, giveUp, leave);
        VBox content = new VBox(8, title, skill, goal, teach, plan, buttons, message, hint);
        content.setPadding(new Insets(10));
        // A narrow table gives the panel a tab of its own: the verdict must still be seen.
        scroll.setContent(content);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setStyle("-fx-background-color: transparent;");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().add(scroll);
    }

    private static Label label(String id, String text) {
        Label l = new Label(PrintableText.escape(text));
        l.setId(id);
        l.setWrapText(true);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return l;
    }

    void setOnHint(Runnable action) {
        hintButton.setOnAction(e -> action.run());
    }

    void setOnRetry(Runnable action) {
        retry.setOnAction(e -> action.run());
    }

    void setOnGiveUp(Runnable action) {
        giveUp.setOnAction(e -> action.run());
    }

    void setOnLeave(Runnable action) {
        leave.setOnAction(e -> action.run());
    }

    /** The answer to the try so far: nothing while it goes on, then the engine's verdict. */
    void showVerdict(Verdict verdict, boolean byTheSolution) {
        message.getStyleClass().removeAll("puzzle-solved", "puzzle-failed");
        if (verdict == null) {
            message.setText("");
            return;
        }
        String head = byTheSolution ? "The solution: " : verdict.solved() ? "Solved! " : "Not this time. ";
        message.setText(PrintableText.escape(head + verdict.words()
                + (verdict.solved() || byTheSolution ? "" : " Press Retry to try again from the start.")));
        message.getStyleClass().add(verdict.solved() && !byTheSolution ? "puzzle-solved" : "puzzle-failed");
        message.setStyle("-fx-font-weight: bold; -fx-text-fill: " + (verdict.solved() && !byTheSolution
                ? "#1a7f37" : "#b42318") + ";");
        showEnd();
    }

    void showHint(String text) {
        hint.setText(PrintableText.escape(text));
        showEnd();
    }

    /** The answer and the hint are at the end of the panel: bring them into view. */
    private void showEnd() {
        layout();
        scroll.setVvalue(scroll.getVmax());
    }

    Label message() {
        return message;
    }
}
