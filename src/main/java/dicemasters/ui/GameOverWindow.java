package dicemasters.ui;

import dicemasters.session.GameSession;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A small window over the table with the game-over summary (the table stays visible behind it),
 * and what to do next: Rematch (the same teams, a new seed), New game, or Close (Enter or Esc).
 * Rematch and New game ask first when the game has moves not saved.
 */
final class GameOverWindow {
    private GameOverWindow() {
    }

    static Stage show(Window owner, TableController controller, GameFiles files, Runnable newGame) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Game over");
        GameSession session = controller.session();
        Button rematch = new Button("Rematch");
        rematch.setId("game-over-rematch");
        rematch.setOnAction(e -> {
            if (!files.mayReplace(stage, "A rematch replaces it.")) {
                return;
            }
            stage.close();
            controller.newGame(GameSession.start(session.setup(), System.nanoTime()));
        });
        Button another = new Button("New game…");
        another.setId("game-over-new");
        another.setOnAction(e -> {
            stage.close();
            newGame.run();
        });
        Button close = new Button("Close");
        close.setId("game-over-close");
        close.setDefaultButton(true);
        close.setCancelButton(true);
        close.setOnAction(e -> stage.close());
        HBox buttons = new HBox(8, rematch, another, close);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        VBox content = new VBox(8, new GameOverView(session), buttons);
        content.setPadding(new Insets(0, 16, 16, 16));
        Scene scene = new Scene(content);
        scene.getStylesheets().add(GameOverWindow.class.getResource("table.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        close.requestFocus();
        return stage;
    }
}
