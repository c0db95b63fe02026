package dicemasters.ui;

import dicemasters.ai.Strength;
import dicemasters.engine.card.PrintableText;
import dicemasters.persist.Autosave;
import dicemasters.persist.Replay;
import dicemasters.persist.SavedGame;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Saved games in the window: Save, Open, Open as replay, the autosave after every action and the
 * offer to resume an unfinished game on start. A file that cannot be read is explained and the game
 * on the table is left exactly as it was.
 */
final class GameFiles {
    private static final FileChooser.ExtensionFilter SAVED_GAMES =
            new FileChooser.ExtensionFilter("Dice Masters saved games (*.json)", "*.json");
    private final Stage stage;
    private final TableController controller;
    private FileAsker asker = this::chooseFile;
    /** The folder of the last file saved or opened: the file dialogs open there (else in the user's home). */
    private Path lastFolder;

    /** Asks the players for a file to save to or open; empty when they cancel. */
    interface FileAsker {
        Optional<Path> ask(boolean forSaving, String title);
    }

    GameFiles(Stage stage, TableController controller) {
        this.stage = stage;
        this.controller = controller;
    }

    TableController controller() {
        return controller;
    }

    /** Ask for files another way than the system's file dialog (tests). */
    void setFileAsker(FileAsker asker) {
        this.asker = asker;
    }

    MenuItem saveItem() {
        MenuItem save = new MenuItem("Save game…");
        save.setAccelerator(KeyCombination.keyCombination("Shortcut+S"));
        save.setOnAction(e -> saveAs());
        return save;
    }

    MenuItem openItem() {
        MenuItem open = new MenuItem("Open saved game…");
        open.setAccelerator(KeyCombination.keyCombination("Shortcut+O"));
        open.setOnAction(e -> {
            if (mayReplace(stage, "Opening a saved game replaces it.")) {
                asker.ask(false, "Open saved game").ifPresent(this::open);
            }
        });
        return open;
    }

    /** Asks where to save the game and saves it; false when the players cancelled or it failed. */
    boolean saveAs() {
        return asker.ask(true, "Save game").map(this::save).orElse(false);
    }

    /**
     * Whether the game on the table may be replaced or ended ({@code what}: "A new game replaces it."): it may when it has no
     * unsaved moves; else the players are asked to save it first (saved: yes), discard it (yes) or
     * cancel (no).
     */
    boolean mayReplace(javafx.stage.Window owner, String what) {
        if (!controller.hasUnsavedMoves()) {
            return true;
        }
        return switch (Questions.saveFirst(owner, controller.state(), what)) {
            case SAVE -> saveAs();
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    /** Opens a game kept under Game > Recent games, asking first if the game on the table would be lost. */
    void openRecent(Path file) {
        if (mayReplace(stage, "Opening a recent game replaces it.")) {
            open(file);
        }
    }

    MenuItem replayItem() {
        MenuItem replay = new MenuItem("Open as replay…");
        replay.setOnAction(e -> chooseFile(false, "Open a saved game as a replay").ifPresent(this::openReplay));
        return replay;
    }

    /** Saves the game and says so on the table (where, and at which turn); false when it could not. */
    boolean save(Path file) {
        try {
            SavedGames.save(SavedGame.of(controller.session())
                    .withComputerSeats(controller.computerSeats().computerStrengths()), file);
            lastFolder = file.toAbsolutePath().getParent();
            controller.markSaved();
            controller.tell("Saved to " + file.toAbsolutePath() + " (turn " + controller.state().turn() + ", "
                    + controller.session().actions().size() + " decisions). Game > Open saved game continues it.");
            return true;
        } catch (IOException e) {
            problem("The game could not be saved to " + file, e.getMessage());
            return false;
        }
    }

    /** Opens a saved game to continue it; on any problem the current game stays. */
    boolean open(Path file) {
        Optional<String> refused = openInto(controller, file);
        refused.ifPresent(why -> problem("This saved game cannot be opened; your game on the table is unchanged.", why));
        if (refused.isEmpty()) {
            lastFolder = file.toAbsolutePath().getParent();
        }
        return refused.isEmpty();
    }

    /**
     * Puts a saved game on the table, or says why it cannot: then the game on the table (and so its
     * autosave) is exactly as it was, since the file is read, replayed and checked before anything changes.
     */
    static Optional<String> openInto(TableController controller, Path file) {
        try {
            SavedGames.Opened opened = SavedGames.openGame(file);
            controller.newGame(opened.session(), seatsOf(opened));
            return Optional.empty();
        } catch (SavedGameException e) {
            return Optional.of(e.getMessage());
        }
    }

    /** Who plays each seat of an opened game: the computer where the file says it played, else people. */
    static ComputerSeats seatsOf(SavedGames.Opened opened) {
        GameSession session = opened.session();
        return ComputerSeats.of(session.current().players().size(), opened.computerSeats(), session.seed());
    }

    boolean openReplay(Path file) {
        try {
            Replay replay = Replay.open(file);
            Stage[] replayStage = new Stage[1];
            replayStage[0] = ReplayWindow.open(stage, replay, game -> {
                if (!mayReplace(replayStage[0], "Continuing the replay from here replaces it.")) {
                    return false;
                }
                controller.newGame(game);
                return true;
            });
            return true;
        } catch (SavedGameException e) {
            problem("This saved game cannot be replayed; your game on the table is unchanged.", e.getMessage());
            return false;
        }
    }

    private Optional<Path> chooseFile(boolean forSaving, String title) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(SAVED_GAMES);
        chooser.setTitle(title);
        if (forSaving) {
            chooser.setInitialFileName("dice-masters-game.json");
        }
        Path folder = lastFolder != null && Files.isDirectory(lastFolder) ? lastFolder
                : Path.of(System.getProperty("user.home"));
        if (Files.isDirectory(folder)) {
            chooser.setInitialDirectory(folder.toFile());
        }
        File file = forSaving ? chooser.showSaveDialog(stage) : chooser.showOpenDialog(stage);
        if (file != null && !forSaving) {
            lastFolder = file.toPath().toAbsolutePath().getParent();
        }
        return Optional.ofNullable(file).map(File::toPath);
    }

    private void problem(String header, String detail) {
        Alert alert = new Alert(Alert.AlertType.ERROR, PrintableText.escape(detail));
        alert.initOwner(stage);
        alert.setHeaderText(header);
        alert.show();
    }

    /**
     * Saves the game after every action: the record is taken on the JavaFX thread and written on a
     * background thread, one write at a time, so play never waits for the disk. When another game
     * replaces one with moves, the old autosave joins the recent games before the new one is written.
     */
    static void autosaveEveryAction(TableController controller, Autosave autosave) {
        ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "autosave");
            t.setDaemon(true);
            return t;
        });
        int[] savedActions = {-1};
        GameSession[] savedSession = {null};
        Map<?, ?>[] savedSeats = {null};
        controller.onChange(() -> {
            GameSession session = controller.session();
            int actions = session.actions().size();
            Map<Integer, Strength> seats = controller.computerSeats().computerStrengths();
            if (session == savedSession[0] && actions == savedActions[0] && seats.equals(savedSeats[0])) {
                return;
            }
            boolean replacedGameWithMoves = savedSession[0] != null && session != savedSession[0]
                    && savedActions[0] > 0;
            savedSession[0] = session;
            savedActions[0] = actions;
            savedSeats[0] = seats;
            SavedGame snapshot = autosave.snapshot(session, seats);
            writer.submit(() -> {
                try {
                    if (replacedGameWithMoves) {
                        autosave.keepAsRecent();
                    }
                    autosave.write(snapshot);
                } catch (IOException e) {
                    System.err.println("Autosave failed: " + e.getMessage());
                }
            });
        });
    }

    /** On start: an unfinished game from the last run is offered; a broken autosave is set aside. */
    static Optional<SavedGames.Opened> offerResume(Stage owner, Autosave autosave) {
        try {
            Optional<SavedGames.Opened> unfinished = autosave.unfinished();
            if (unfinished.isEmpty()) {
                keepAsRecent(autosave);
                return Optional.empty();
            }
            GameSession game = unfinished.get().session();
            Alert ask = new Alert(Alert.AlertType.CONFIRMATION, "Turn " + game.current().turn() + " of "
                    + game.current().player(0).name() + " vs " + game.current().player(1).name()
                    + " was not finished. Continue it?", ButtonType.YES, ButtonType.NO);
            if (owner.getScene() != null) {
                // Asked before the table is on the stage: a stage without a scene cannot own a dialog.
                ask.initOwner(owner);
            }
            ask.setHeaderText("Resume the unfinished game?");
            Optional<SavedGames.Opened> resumed = ask.showAndWait().filter(b -> b == ButtonType.YES)
                    .map(b -> unfinished.get());
            if (resumed.isEmpty() && !game.actions().isEmpty()) {
                keepAsRecent(autosave);
            }
            return resumed;
        } catch (SavedGameException e) {
            try {
                Path aside = autosave.setAside();
                Alert alert = new Alert(Alert.AlertType.WARNING, PrintableText.escape(e.getMessage())
                        + "\nIt was moved to " + PrintableText.escape(aside.toString()) + " for a bug report.");
                alert.setHeaderText("The autosaved game could not be read.");
                alert.show();
            } catch (IOException io) {
                System.err.println("The broken autosave could not be moved: " + io.getMessage());
            }
            return Optional.empty();
        }
    }

    /** A game of the last run not continued now (finished, or not resumed) stays under Game > Recent games. */
    private static void keepAsRecent(Autosave autosave) {
        try {
            autosave.keepAsRecent();
        } catch (IOException e) {
            System.err.println("The last game could not be kept with the recent games: " + e.getMessage());
        }
    }
}
