package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.puzzle.Puzzle;
import dicemasters.puzzle.PuzzleException;
import dicemasters.puzzle.Puzzles;
import dicemasters.tutorial.Tutorial;
import dicemasters.tutorial.Tutorials;
import dicemasters.ui.coach.CoachPanel;
import dicemasters.ui.coach.RulesReferenceView;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;

import java.util.List;

/**
 * The Learn menu: the coach beside the table (on and off with F1, remembered), the rules
 * reference (F2), a hint from the computer (F3), the legend of the dice (F4), the puzzles (one
 * skill each, docs/PUZZLES.md) and the guided tutorials that follow the rulebooks' examples of
 * play; a puzzle or a tutorial is shown in the table's own window until the learner leaves.
 */
final class Learning {
    private static final String TUTORIAL_ITEM = "tutorial";
    private final TableWindow window;
    private final TableController controller;
    private final SettingsKeeper settings;
    private final CardLibrary library;
    private final CoachPanel coach = new CoachPanel();
    private final HintAsker hints;
    private javafx.scene.control.Alert hintNote;
    private Stage reference;
    private RulesReferenceView referenceView;
    private SolvedPuzzles solved;
    private PuzzleList puzzleList;
    private PuzzleWindow puzzleWindow;

    Learning(TableWindow window, TableController controller, SettingsKeeper settings, CardLibrary library) {
        this.window = window;
        this.controller = controller;
        this.settings = settings;
        this.library = library;
        controller.onChange(this::updateCoach);
        this.hints = new HintAsker(controller, this::showHint);
    }

    Menu menu() {
        CheckMenuItem coachItem = new CheckMenuItem("Coach");
        coachItem.setId("coach-toggle");
        coachItem.setAccelerator(KeyCombination.keyCombination("F1"));
        coachItem.selectedProperty().addListener((obs, was, now) -> {
            showCoach(now);
            settings.update(s -> s.withCoachOpen(now));
        });
        coachItem.setSelected(settings.get().coachOpen());
        MenuItem reference = DiceMastersApp.item("Rules reference", "F2", this::openReference);
        MenuItem hint = DiceMastersApp.item("Hint: what would the computer do?", "F3", hints::ask);
        hint.setId("hint");
        MenuItem legend = DiceMastersApp.item("Legend: energy and dice", "F4", () -> Legend.show(window.stage()));
        legend.setId("legend");
        MenuItem puzzles = DiceMastersApp.item("Puzzles…", null, this::openPuzzles);
        puzzles.setId("puzzles");
        Menu learn = new Menu("Learn", null, coachItem, reference, hint, legend, new SeparatorMenuItem(), puzzles,
                new SeparatorMenuItem());
        learn.setId("learn-menu");
        // The tutorials are read when the menu first opens, not before the window's first frame.
        learn.setOnShowing(e -> {
            if (learn.getItems().stream().noneMatch(i -> TUTORIAL_ITEM.equals(i.getUserData()))) {
                addTutorials(learn);
            }
        });
        return learn;
    }

    private void addTutorials(Menu learn) {
        for (Tutorial tutorial : tutorials()) {
            MenuItem item = new MenuItem("Tutorial: " + tutorial.title());
            item.setUserData(TUTORIAL_ITEM);
            item.setOnAction(e -> openTutorial(tutorial));
            learn.getItems().add(item);
        }
    }

    CoachPanel coach() {
        return coach;
    }

    void showCoach(boolean show) {
        window.gameTable().setBeside(show ? coach : null);
        updateCoach();
    }

    /** A hint goes beside the coach's advice when the coach is open, else into a note over the table. */
    private void showHint(String line) {
        if (window.gameTable().beside() == coach) {
            coach.showHint(line);
            return;
        }
        if (hintNote == null) {
            hintNote = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.INFORMATION);
            hintNote.initOwner(window.stage());
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
        if (window.gameTable().beside() == coach) {
            coach.showState(controller.state());
        }
    }

    /** The tutorial takes the window's table over until the learner leaves; the game waits as it was. */
    void openTutorial(Tutorial tutorial) {
        TutorialWindow lesson = new TutorialWindow(tutorial);
        lesson.setOnLeave(window::showGame);
        TableView table = lesson.table();
        table.setAnimations(settings.get().rollAnimation());
        window.showTable(table);
    }

    private void openReference() {
        openReference(null);
    }

    /** Learn > Puzzles…: the list, read when first asked for; a puzzle that cannot be read is explained. */
    void openPuzzles() {
        if (puzzleList == null) {
            List<Puzzle> puzzles;
            try {
                puzzles = Puzzles.loadBundled(library);
            } catch (PuzzleException e) {
                javafx.scene.control.Alert alert = new javafx.scene.control.Alert(
                        javafx.scene.control.Alert.AlertType.ERROR, e.getMessage());
                alert.initOwner(window.stage());
                alert.setHeaderText("The puzzles could not be read.");
                alert.show();
                return;
            }
            puzzleList = new PuzzleList(window.stage(), puzzles, solvedPuzzles(), this::openPuzzle);
        }
        puzzleList.show();
    }

    /** The puzzle takes the window's table over until the learner leaves; Leave shows the list again. */
    void openPuzzle(Puzzle puzzle) {
        PuzzleWindow shown;
        try {
            shown = new PuzzleWindow(puzzle, solvedPuzzles());
        } catch (PuzzleException e) {
            System.err.println("The puzzle could not be set up: " + e.getMessage());
            return;
        }
        shown.setOnLeave(() -> {
            window.showGame();
            puzzleList.show();
        });
        TableView table = shown.table();
        table.setAnimations(settings.get().rollAnimation());
        window.showTable(table);
        puzzleWindow = shown;
    }

    PuzzleList puzzleList() {
        return puzzleList;
    }

    PuzzleWindow puzzleWindow() {
        return puzzleWindow;
    }

    private SolvedPuzzles solvedPuzzles() {
        if (solved == null) {
            solved = SolvedPuzzles.beside(settings);
            if (solved.problemOnStart() != null) {
                System.err.println("The solved puzzles could not be read (none are ticked): " + solved.problemOnStart());
            }
        }
        return solved;
    }

    /** Opens the rules reference, at a keyword's entry when one is given (a link on a card). */
    void openReference(String keyword) {
        if (reference == null || !reference.isShowing()) {
            reference = new Stage();
            reference.initOwner(window.stage());
            reference.setTitle("Rules reference");
            referenceView = new RulesReferenceView();
            reference.setScene(CloseBar.scene(reference, referenceView, 760, 640));
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

    private List<Tutorial> tutorials() {
        try {
            return Tutorials.loadBundled(Tutorials.libraryCards(library));
        } catch (RuntimeException e) {
            System.err.println("The tutorials could not be loaded: " + e.getMessage());
            return List.of();
        }
    }
}
