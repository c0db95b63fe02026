package dicemasters.ui;

import dicemasters.tutorial.Tutorial;
import dicemasters.tutorial.Tutorials;
import dicemasters.ui.coach.CoachPanel;
import dicemasters.ui.coach.RulesReferenceView;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.util.List;

/**
 * The Learn menu: the coach beside the table (on and off with F1), the rules reference (F2), a hint
 * from the computer (F3), and the guided tutorials that follow the rulebooks' examples of play.
 */
final class Learning {
    private final Stage stage;
    private final TableController controller;
    private final BorderPane root;
    private final CoachPanel coach = new CoachPanel();
    private final HintAsker hints;
    private javafx.scene.control.Alert hintNote;
    private Stage reference;
    private RulesReferenceView referenceView;

    Learning(Stage stage, TableController controller, BorderPane root) {
        this.stage = stage;
        this.controller = controller;
        this.root = root;
        controller.onChange(this::updateCoach);
        this.hints = new HintAsker(controller, this::showHint);
    }

    Menu menu() {
        CheckMenuItem coachItem = new CheckMenuItem("Coach");
        coachItem.setId("coach-toggle");
        coachItem.setAccelerator(KeyCombination.keyCombination("F1"));
        coachItem.selectedProperty().addListener((obs, was, now) -> showCoach(now));
        MenuItem reference = new MenuItem("Rules reference");
        reference.setAccelerator(KeyCombination.keyCombination("F2"));
        reference.setOnAction(e -> openReference());
        MenuItem hint = new MenuItem("Hint: what would the computer do?");
        hint.setId("hint");
        hint.setAccelerator(KeyCombination.keyCombination("F3"));
        hint.setOnAction(e -> hints.ask());
        Menu learn = new Menu("Learn", null, coachItem, reference, hint, new SeparatorMenuItem());
        learn.setId("learn-menu");
        for (Tutorial tutorial : tutorials()) {
            MenuItem item = new MenuItem("Tutorial: " + tutorial.title());
            item.setOnAction(e -> TutorialWindow.open(stage, tutorial));
            learn.getItems().add(item);
        }
        return learn;
    }

    CoachPanel coach() {
        return coach;
    }

    void showCoach(boolean show) {
        root.setRight(show ? coach : null);
        if (show && stage.isShowing() && stage.getWidth() < 1280 + coach.getPrefWidth()) {
            DiceMastersApp.widen(stage, Math.max(coach.getPrefWidth(), 320));
        }
        updateCoach();
    }

    /** A hint goes beside the coach's advice when the coach is open, else into a note over the table. */
    private void showHint(String line) {
        if (root.getRight() == coach) {
            coach.showHint(line);
            return;
        }
        if (hintNote == null) {
            hintNote = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.INFORMATION);
            hintNote.initOwner(stage);
            hintNote.initModality(javafx.stage.Modality.NONE);
            hintNote.setTitle("Hint");
            hintNote.setHeaderText("What the Normal computer would do in your place");
        }
        javafx.scene.control.Label text = new javafx.scene.control.Label(line);
        text.setWrapText(true);
        text.setMaxWidth(520);
        text.setId("hint-text");
        text.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        hintNote.getDialogPane().setContent(text);
        hintNote.show();
        // The note first showed "Thinking…": let it grow to the whole line.
        hintNote.getDialogPane().getScene().getWindow().sizeToScene();
    }

    private void updateCoach() {
        if (root.getRight() == coach) {
            coach.showState(controller.state());
        }
    }

    private void openReference() {
        openReference(null);
    }

    /** Opens the rules reference, at a keyword's entry when one is given (a link on a card). */
    void openReference(String keyword) {
        if (reference == null || !reference.isShowing()) {
            reference = new Stage();
            reference.initOwner(stage);
            reference.setTitle("Rules reference");
            referenceView = new RulesReferenceView();
            reference.setScene(new Scene(referenceView, 760, 640));
        }
        if (keyword != null) {
            referenceView.showKeyword(keyword);
        }
        reference.show();
        reference.toFront();
    }

    RulesReferenceView referenceView() {
        return referenceView;
    }

    private static List<Tutorial> tutorials() {
        try {
            return Tutorials.loadBundled();
        } catch (RuntimeException e) {
            System.err.println("The tutorials could not be loaded: " + e.getMessage());
            return List.of();
        }
    }
}
