package dicemasters.ui;

import dicemasters.ai.Strength;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.GameState;
import dicemasters.persist.PositionException;
import dicemasters.persist.PositionFiles;
import dicemasters.persist.ProblemReports;
import dicemasters.session.GameSession;
import dicemasters.ui.position.PlayFromHere;
import dicemasters.ui.position.PositionEditorWindow;
import javafx.scene.control.Alert;
import javafx.scene.control.MenuItem;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Positions in the window (docs/POSITIONS.md): Game > Save position here, Game > Open position…
 * (played on by people on every seat or against the computer), Game > Set up a position… (the
 * editor, {@link PositionEditorWindow}) and Game > Report a problem… (one
 * file for a bug report). A file that cannot be read, or a moment that cannot be a position, is
 * explained; the game on the table is left as it was.
 */
final class PositionMenu {
    private static final FileChooser.ExtensionFilter JSON_FILES =
            new FileChooser.ExtensionFilter("Dice Masters positions (*.json)", "*.json");
    private final Stage stage;
    private final TableController controller;
    private final CardLibrary library;

    PositionMenu(Stage stage, TableController controller, CardLibrary library) {
        this.stage = stage;
        this.controller = controller;
        this.library = library;
    }

    /** Puts the position items in the Game menu after the saved-game items, with a separator of their own. */
    static void addTo(javafx.scene.control.Menu game, PositionMenu menu) {
        int at = 0;
        while (at < game.getItems().size() && !(game.getItems().get(at) instanceof javafx.scene.control.SeparatorMenuItem)) {
            at++;
        }
        game.getItems().add(at, new javafx.scene.control.SeparatorMenuItem());
        game.getItems().addAll(at + 1, menu.items());
    }

    List<MenuItem> items() {
        MenuItem save = new MenuItem("Save position here…");
        save.setId("save-position");
        save.setOnAction(e -> savePosition(stage, controller::state));
        MenuItem open = new MenuItem("Open position…");
        open.setId("open-position");
        open.setOnAction(e -> chooseFile(stage, false, "Open position", "position.json").ifPresent(this::open));
        MenuItem setUp = new MenuItem("Set up a position…");
        setUp.setId("set-up-position");
        setUp.setOnAction(e -> openEditor());
        MenuItem report = new MenuItem("Report a problem…");
        report.setId("report-problem");
        report.setOnAction(e -> chooseFile(stage, true, "Report a problem", "dice-masters-problem.json")
                .ifPresent(this::report));
        return List.of(save, open, setUp, report);
    }

    /** Saves the moment shown (the table's, or a replay's) as a position file, or says why it cannot be one. */
    static void savePosition(Stage owner, Supplier<GameState> moment) {
        GameState state = moment.get();
        String problem = dicemasters.engine.Engine.positionProblem(state);
        if (problem != null) {
            show(owner, Alert.AlertType.INFORMATION, "This moment cannot be saved as a position.",
                    problem + ". Save it a move earlier or later.");
            return;
        }
        chooseFile(owner, true, "Save position here", "position-turn-" + state.turn() + ".json").ifPresent(file -> {
            try {
                PositionFiles.save(state, file);
                show(owner, Alert.AlertType.INFORMATION, "Position saved.", "Saved to " + file.toAbsolutePath()
                        + ". Game > Open position… plays on from it; docs/POSITIONS.md describes the file.");
            } catch (PositionException | IOException e) {
                show(owner, Alert.AlertType.ERROR, "The position could not be saved to " + file, e.getMessage());
            }
        });
    }

    /** Opens a position and asks who plays; on any problem the game on the table stays. */
    boolean open(Path file) {
        GameSession session;
        try {
            Position position = PositionFiles.read(file, library::byId);
            session = GameSession.fromPosition(position);
        } catch (PositionException e) {
            show(stage, Alert.AlertType.ERROR, "This position cannot be opened; your game on the table is unchanged.",
                    e.getMessage());
            return false;
        } catch (IllegalArgumentException e) {
            show(stage, Alert.AlertType.ERROR, "The rules do not allow this position; your game is unchanged.",
                    e.getMessage());
            return false;
        }
        Optional<Map<Integer, Strength>> seats = whoPlays(session.current());
        seats.ifPresent(computer -> playFrom(session, computer));
        return seats.isPresent();
    }

    /** The game from a position on the table, the computer on the seats given (people on the others). */
    void playFrom(GameSession session, Map<Integer, Strength> computer) {
        controller.newGame(session, ComputerSeats.of(session.current().players().size(), computer, session.seed()));
    }

    /**
     * Game > Set up a position…: the editor, on the table's moment when it can be a position; Play
     * from here puts its game on the table (after asking, if the game there has unsaved moves).
     */
    PositionEditorWindow openEditor() {
        PositionEditorWindow editor = PositionEditorWindow.open(stage, library, controller::state, (session, computer) -> {
            GameFiles files = (GameFiles) stage.getProperties().get(GameFiles.class);
            if (files != null && !files.mayReplace(stage, "Playing from the position replaces it.")) {
                return false;
            }
            playFrom(session, computer);
            return true;
        });
        // Hosting from here is the network menu's (its dialog, its server, its chat line under the table).
        Object network = stage.getProperties().get(dicemasters.ui.net.NetworkMenu.class);
        if (network instanceof dicemasters.ui.net.NetworkMenu menu) {
            editor.offerHosting(menu::hostFromPosition);
        }
        return editor;
    }

    /** Hot seat, or the computer on every seat but the one a person takes. */
    private Optional<Map<Integer, Strength>> whoPlays(GameState s) {
        return PlayFromHere.ask(stage, s.players().stream().map(p -> p.name()).toList());
    }

    private void report(Path file) {
        try {
            ProblemReports.write(controller.session(), file);
            show(stage, Alert.AlertType.INFORMATION, "Problem report written.", "Attach " + file.toAbsolutePath()
                    + " to your bug report: it holds the game, the position now, the log, the program's version"
                    + " and the card hashes. The replay command replays it like a saved game.");
        } catch (IOException e) {
            show(stage, Alert.AlertType.ERROR, "The report could not be written to " + file, e.getMessage());
        }
    }

    private static Optional<Path> chooseFile(Stage owner, boolean forSaving, String title, String name) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(JSON_FILES);
        chooser.setTitle(title);
        if (forSaving) {
            chooser.setInitialFileName(name);
        }
        File file = forSaving ? chooser.showSaveDialog(owner) : chooser.showOpenDialog(owner);
        return Optional.ofNullable(file).map(File::toPath);
    }

    private static void show(Stage owner, Alert.AlertType type, String header, String detail) {
        Alert alert = new Alert(type, PrintableText.escape(detail));
        alert.initOwner(owner);
        alert.setHeaderText(header);
        alert.show();
    }
}
