package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.persist.Autosave;
import dicemasters.persist.SavedGames;
import dicemasters.ui.net.NetworkMenu;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The hot-seat table window. It opens on a Demo game with the rulebook's demo teams; Game > New
 * game chooses format, teams, first player and seed. Start it with {@code --seed=N} for a known game,
 * with {@code --first-frame} to print how long the window took to its first frame and quit.
 */
public final class DiceMastersApp extends Application {
    /** The bundled cards, read on a thread of their own from {@link #loadCardsAhead}, or null. */
    private static volatile CompletableFuture<CardLibrary> cardsAhead;

    /**
     * Starts reading the bundled cards on a thread of their own, before JavaFX starts, so that both
     * happen at once (the program's entry point calls it; the cards are read once either way).
     */
    public static void loadCardsAhead() {
        CompletableFuture<CardLibrary> cards = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                cards.complete(CardLibrary.loadBundled());
            } catch (RuntimeException | Error e) {
                cards.completeExceptionally(e);
            }
        }, "card-reader");
        reader.setDaemon(true);
        cardsAhead = cards;
        reader.start();
    }

    /** The bundled cards: those read ahead when they were, else read now. */
    private static CardLibrary bundledCards() {
        CompletableFuture<CardLibrary> ahead = cardsAhead;
        cardsAhead = null;
        return ahead == null ? CardLibrary.loadBundled() : ahead.join();
    }

    @Override
    public void start(Stage stage) {
        String seedArg = getParameters().getNamed().get("seed");
        Long seed = NewGameDialog.parseSeed(seedArg);
        if (getParameters().getRaw().contains(FirstFrameReport.OPTION)) {
            FirstFrameReport.watch(stage);
        }
        open(stage, bundledCards(), Autosave.inUserHome(), seed == null ? System.nanoTime() : seed);
    }

    /**
     * Opens the window: the unfinished game of the last run if the players want it, else the demo game;
     * when the card files brought no demo teams, a page saying what is missing and how to fix it, from
     * which a game can still be built or opened. Problems with the card files are shown either way.
     */
    static void open(Stage stage, CardLibrary library, Autosave autosave, long seed) {
        // A network game this program hosted when it died comes first: the autosave holds the same game.
        var hostAgain = NetworkMenu.offerHostingAgain(stage, autosave.file().getParent());
        Optional<TableStart> first = (hostAgain.isPresent() ? Optional.<SavedGames.Opened>empty()
                : resumeOrNew(stage, autosave))
                .map(opened -> new TableStart(opened.session(), GameFiles.seatsOf(opened)))
                .or(() -> NewGame.demoIfAny(library, seed).map(TableStart::of));
        if (first.isPresent()) {
            startTable(stage, library, autosave, first.get());
            NetworkMenu network = (NetworkMenu) stage.getProperties().get(NetworkMenu.class);
            hostAgain.ifPresentOrElse(host -> host.accept(network), network::offerRejoining);
        } else {
            Scene page = new Scene(new NoGameView(stage, library, start -> startTable(stage, library, autosave, start)),
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

    private static void startTable(Stage stage, CardLibrary library, Autosave autosave, TableStart start) {
        TableController controller = new TableController(start.session());
        SettingsKeeper settings = SettingsKeeper.from(SettingsFile.inUserHome());
        show(stage, controller, library, settings, true, autosave);
        GameFiles.autosaveEveryAction(controller, autosave);
        // Seated once the table listens, so that a computer to act starts thinking at once.
        controller.setComputerSeats(start.seats());
        if (settings.problemOnStart() != null) {
            Alert problem = new Alert(Alert.AlertType.WARNING, settings.problemOnStart()
                    + "\nThe usual settings are used; Game > Settings saves new ones.");
            problem.setHeaderText("Your settings could not be read.");
            problem.initOwner(stage);
            problem.show();
        }
    }

    /** The unfinished game of the last run if the players want it; a fault here never stops the program. */
    private static Optional<SavedGames.Opened> resumeOrNew(Stage stage, Autosave autosave) {
        try {
            return GameFiles.offerResume(stage, autosave);
        } catch (RuntimeException e) {
            System.err.println("The unfinished game could not be offered: " + e);
            return Optional.empty();
        }
    }

    /** Put the table for a game on a stage and show it, with settings that are not remembered (tests). */
    static TableView show(Stage stage, TableController controller, CardLibrary library) {
        return show(stage, controller, library, SettingsKeeper.inMemory(Settings.DEFAULTS.withAutoPass(false)), false,
                null).shownTable();
    }

    /** {@link #show(Stage, TableController, CardLibrary, SettingsKeeper, boolean, Autosave)} without recent games. */
    static TableWindow show(Stage stage, TableController controller, CardLibrary library, SettingsKeeper settings,
                            boolean remember) {
        return show(stage, controller, library, settings, remember, null);
    }

    /**
     * Put the table for a game on a stage with its menus and show it; the settings are applied and
     * kept up to date ({@code remember}: the window's place too). With an autosave, Game > Recent
     * games lists the games that left the table.
     */
    static TableWindow show(Stage stage, TableController controller, CardLibrary library, SettingsKeeper settings,
                            boolean remember, Autosave autosave) {
        TableView table = new TableView(controller);
        TableWindow window = TableWindow.dress(stage, null, table, settings, remember);
        window.root().setTop(menus(window, controller, library, settings, autosave));
        stage.setTitle("Dice Masters Table");
        stage.show();
        return window;
    }

    private static MenuBar menus(TableWindow window, TableController controller, CardLibrary library,
                                 SettingsKeeper settings, Autosave autosave) {
        Stage stage = window.stage();
        TableView table = window.shownTable();
        GameFiles files = new GameFiles(stage, controller);
        // The window's files, for tests that answer the file dialogs themselves.
        stage.getProperties().put(GameFiles.class, files);
        table.setOnGameOver(c -> GameOverWindow.show(stage, c, files, () -> newGame(window, files, library)));
        Learning learning = new Learning(window, controller, settings, library);
        table.setOnKeyword(learning::openReference);
        MenuItem newGame = item("New game…", "Shortcut+N", () -> newGame(window, files, library));
        MenuItem undo = item("Undo", null, controller::undo);
        undo.setId("undo");
        MenuItem concede = item("Concede (the player to act)", null, () -> {
            if (Questions.confirmConcede(stage, controller.state())) {
                controller.concede();
            }
        });
        concede.setId("concede");
        CheckMenuItem animations = new CheckMenuItem("Roll animation");
        animations.setId("animations");
        animations.selectedProperty().addListener((obs, was, now) -> settings.update(s -> s.withRollAnimation(now)));
        MenuItem settingsItem = item("Settings…", "Shortcut+Comma", () -> {
            List<String> seats = java.util.stream.IntStream.range(0, controller.state().players().size())
                    .mapToObj(seat -> Prompts.playerLabel(controller.state(), seat)).toList();
            SettingsDialog dialog = new SettingsDialog(settings.get(), seats, controller.computerSeats()::isComputer);
            dialog.initOwner(stage);
            dialog.showAndWait().ifPresent(chosen -> settings.update(s -> chosen));
        });
        settingsItem.setId("settings");
        settings.onChange(s -> {
            table.setAnimations(s.rollAnimation());
            animations.setSelected(s.rollAnimation());
            controller.setSettings(s);
        });
        MenuItem quit = item("Quit", "Shortcut+Q", () -> {
            if (files.mayReplace(stage, "Quitting closes the table.")) {
                stage.close();
            }
        });
        stage.setOnCloseRequest(e -> {
            if (!files.mayReplace(stage, "Closing the window closes the table.")) {
                e.consume();
            }
        });
        Menu recent = RecentGamesMenu.menu();
        ComputerTurns computer = new ComputerTurns(controller);
        Menu pace = ComputerMenu.pace(computer, settings);
        NetworkMenu network = new NetworkMenu(stage, controller, library,
                () -> files.mayReplace(stage, "A network game replaces it."), window.root()::setBottom);
        stage.getProperties().put(NetworkMenu.class, network);
        if (autosave != null) {
            network.keepIn(autosave.file().getParent());
        }
        Menu game = new Menu("Game", null, newGame, files.saveItem(), files.openItem(), recent, files.replayItem(),
                new SeparatorMenuItem());
        game.getItems().addAll(network.items());
        game.getItems().addAll(new SeparatorMenuItem(), ComputerMenu.players(stage, controller), pace,
                new SeparatorMenuItem(), undo, concede, new SeparatorMenuItem(), settingsItem, animations,
                new SeparatorMenuItem(), quit);
        PositionMenu.addTo(game, new PositionMenu(stage, controller, library));
        game.setId("game-menu");
        game.setOnShowing(e -> {
            undo.setDisable(!controller.canUndo());
            concede.setDisable(controller.state().isOver() || controller.mode() == Mode.COMPUTER
                    || controller.mode() == Mode.AWAY);
            if (autosave != null) {
                RecentGamesMenu.refresh(recent, autosave.recent(), files, stage);
            }
        });
        recent.setVisible(autosave != null);
        controller.onChange(() -> undo.setDisable(!controller.canUndo()));
        undo.setDisable(!controller.canUndo());
        Menu view = new Menu("View", null, item("Zoom in (Ctrl +)", null, () -> window.zoomBy(1)),
                item("Zoom out (Ctrl −)", null, () -> window.zoomBy(-1)),
                item("Actual size (Ctrl 0)", null, () -> window.zoomBy(0)), new SeparatorMenuItem(),
                item("Full screen (F11)", null, window::toggleFullScreen));
        view.setId("view-menu");
        return new MenuBar(game, view, learning.menu());
    }

    /** Game > New game: asks first if the game has unsaved moves; a tutorial on show gives the window back to the game. */
    private static void newGame(TableWindow window, GameFiles files, CardLibrary library) {
        if (!files.mayReplace(window.stage(), "A new game replaces it.")) {
            return;
        }
        TableController controller = files.controller();
        NewGameDialog dialog = new NewGameDialog(library, controller.computerSeats());
        dialog.initOwner(window.stage());
        dialog.showAndWait().ifPresent(g -> {
            controller.newGame(g.start(), g.computerSeats());
            window.showGame();
        });
    }

    static MenuItem item(String text, String accelerator, Runnable run) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> run.run());
        return item;
    }
}
