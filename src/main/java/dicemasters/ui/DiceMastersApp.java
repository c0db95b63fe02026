package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.persist.Autosave;
import dicemasters.session.GameSession;
import javafx.application.Application;
import javafx.scene.control.Alert;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.util.Optional;

/**
 * The hot-seat table window. It opens on a Demo game with the rulebook's demo teams; Game > New
 * game chooses format, teams, first player and seed. Start it with {@code --seed=N} for a known game.
 */
public final class DiceMastersApp extends Application {

    @Override
    public void start(Stage stage) {
        String seedArg = getParameters().getNamed().get("seed");
        Long seed = NewGameDialog.parseSeed(seedArg);
        open(stage, CardLibrary.loadBundled(), Autosave.inUserHome(), seed == null ? System.nanoTime() : seed);
    }

    /**
     * Opens the window: the unfinished game of the last run if the players want it, else the demo game;
     * when the card files brought no demo teams, a page saying what is missing and how to fix it, from
     * which a game can still be built or opened. Problems with the card files are shown either way.
     */
    static void open(Stage stage, CardLibrary library, Autosave autosave, long seed) {
        Optional<GameSession> first = resumeOrNew(stage, autosave)
                .or(() -> NewGame.demoIfAny(library, seed).map(NewGame::start));
        if (first.isPresent()) {
            startTable(stage, library, autosave, first.get());
        } else {
            Scene page = new Scene(new NoGameView(stage, library, game -> startTable(stage, library, autosave, game)),
                    900, 500);
            page.getStylesheets().add(DiceMastersApp.class.getResource("table.css").toExternalForm());
            stage.setScene(page);
            stage.setTitle("Dice Masters Table");
            stage.show();
        }
        if (!library.errors().isEmpty()) {
            Alert problems = new Alert(Alert.AlertType.WARNING, NoGameView.problemsOf(library));
            problems.setHeaderText("Some card files could not be read; their cards are left out.");
            problems.initOwner(stage);
            problems.show();
        }
    }

    private static void startTable(Stage stage, CardLibrary library, Autosave autosave, GameSession game) {
        TableController controller = new TableController(game);
        show(stage, controller, library);
        GameFiles.autosaveEveryAction(controller, autosave);
    }

    /** The unfinished game of the last run if the players want it; a fault here never stops the program. */
    private static Optional<GameSession> resumeOrNew(Stage stage, Autosave autosave) {
        try {
            return GameFiles.offerResume(stage, autosave);
        } catch (RuntimeException e) {
            System.err.println("The unfinished game could not be offered: " + e);
            return Optional.empty();
        }
    }

    /** Put the table for a game on a stage and show it (tests use this too). */
    static TableView show(Stage stage, TableController controller, CardLibrary library) {
        BorderPane root = build(stage, controller, library);
        TableView table = (TableView) ((ScrollPane) root.getCenter()).getContent();
        dress(stage, root, table);
        stage.setTitle("Dice Masters Table");
        stage.show();
        return table;
    }

    /** Make room for a side panel beside the table, as far as the screen allows. */
    static void widen(Stage stage, double extra) {
        double screen = javafx.stage.Screen.getPrimary().getVisualBounds().getWidth();
        double base = stage.getScene() == null ? 1280 : stage.getScene().getWidth();
        stage.setWidth(Math.min(screen, base + extra));
    }

    /** A table window's scene: the table's style sheet and its keyboard keys. */
    static void dress(Stage stage, BorderPane root, TableView table) {
        Scene scene = new Scene(root, 1280, 800);
        scene.getStylesheets().add(DiceMastersApp.class.getResource("table.css").toExternalForm());
        scene.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, table::handleKey);
        stage.setScene(scene);
        stage.setMinWidth(1000);
        stage.setMinHeight(700);
    }

    /** The window's content: a menu bar over the table. Tests build the same thing. */
    static BorderPane build(Stage stage, TableController controller, CardLibrary library) {
        TableView table = new TableView(controller);
        table.setOnGameOver(c -> GameOverWindow.show(stage, c.session()));
        MenuItem newGame = new MenuItem("New game…");
        newGame.setAccelerator(KeyCombination.keyCombination("Shortcut+N"));
        newGame.setOnAction(e -> new NewGameDialog(library, controller.computerSeats()).showAndWait()
                .ifPresent(g -> controller.newGame(g.start(), g.computerSeats())));
        MenuItem undo = new MenuItem("Undo");
        undo.setOnAction(e -> controller.undo());
        MenuItem concede = new MenuItem("Concede (the player to act)");
        concede.setOnAction(e -> controller.concede());
        CheckMenuItem animations = new CheckMenuItem("Roll animation");
        animations.setSelected(true);
        animations.setId("animations");
        animations.selectedProperty().addListener((obs, was, now) -> table.setAnimations(now));
        MenuItem quit = new MenuItem("Quit");
        quit.setOnAction(e -> stage.close());
        GameFiles files = new GameFiles(stage, controller);
        ComputerTurns computer = new ComputerTurns(controller);
        Menu game = new Menu("Game", null, newGame, files.saveItem(), files.openItem(), files.replayItem(),
                new SeparatorMenuItem(), ComputerMenu.players(stage, controller), ComputerMenu.pace(computer),
                new SeparatorMenuItem(), undo, concede, animations, new SeparatorMenuItem(), quit);
        ScrollPane scroll = new ScrollPane(table);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        BorderPane root = new BorderPane(scroll);
        Learning learning = new Learning(stage, controller, root);
        table.setOnKeyword(learning::openReference);
        MenuBar bar = new MenuBar(game, learning.menu());
        root.setTop(bar);
        return root;
    }
}
