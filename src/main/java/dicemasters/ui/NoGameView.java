package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.CardLoadError;
import dicemasters.engine.card.PrintableText;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGames;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

import java.io.File;
import java.util.function.Consumer;

/**
 * What the window shows when no game can start on its own: the card files brought no demo teams
 * (the card folder or presets.json is missing or broken). It says what is missing and how to get it
 * back, and still lets the players build teams from whatever cards loaded, or open a saved game
 * (saved games carry their own copy of every card).
 */
final class NoGameView extends VBox {

    NoGameView(Stage stage, CardLibrary library, Consumer<TableStart> start) {
        super(12);
        setId("no-game");
        setPadding(new Insets(24));
        Label title = new Label("No game on the table: the demo teams did not load.");
        title.getStyleClass().add("panel-title");
        Label problems = new Label(problemsOf(library));
        problems.setId("no-game-problems");
        problems.setWrapText(true);
        Label fix = new Label("How to fix it: reinstall the program (or build it again with mvn package) so that the"
                + " card folder cards/ with its card files and presets.json comes back. Meanwhile you can build both"
                + " teams from the " + library.playableCards().size() + " cards that loaded (New game… > Build…), or"
                + " open a saved game.");
        fix.setWrapText(true);
        Button newGame = new Button("New game…");
        newGame.setId("no-game-new");
        newGame.setOnAction(e -> new NewGameDialog(library).showAndWait().ifPresent(g -> start.accept(TableStart.of(g))));
        Button open = new Button("Open saved game…");
        open.setOnAction(e -> openSavedGame(stage, start));
        Button quit = new Button("Quit");
        quit.setOnAction(e -> stage.close());
        getChildren().addAll(title, problems, fix, new HBox(8, newGame, open, quit));
    }

    /** The loading problems, one per line, each escaped: a file name or a quoted value may hold anything. */
    static String problemsOf(CardLibrary library) {
        StringBuilder text = new StringBuilder();
        for (CardLoadError error : library.errors()) {
            text.append(PrintableText.escape(error.toString())).append('\n');
        }
        return text.isEmpty() ? "No preset game was found in the card files." : text.toString().strip();
    }

    private static void openSavedGame(Stage stage, Consumer<TableStart> start) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open saved game");
        File file = chooser.showOpenDialog(stage);
        if (file == null) {
            return;
        }
        try {
            SavedGames.Opened opened = SavedGames.openGame(file.toPath());
            start.accept(new TableStart(opened.session(), GameFiles.seatsOf(opened)));
        } catch (SavedGameException e) {
            Alert alert = new Alert(Alert.AlertType.ERROR, PrintableText.escape(e.getMessage()));
            alert.initOwner(stage);
            alert.setHeaderText("This saved game cannot be opened.");
            alert.show();
        }
    }
}
