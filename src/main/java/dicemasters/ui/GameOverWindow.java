package dicemasters.ui;

import dicemasters.session.GameSession;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/** A small window over the table with the game-over summary; the table stays visible behind it. */
final class GameOverWindow {
    private GameOverWindow() {
    }

    static Stage show(Window owner, GameSession session) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Game over");
        GameOverView view = new GameOverView(session);
        Scene scene = new Scene(view);
        scene.getStylesheets().add(GameOverWindow.class.getResource("table.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        return stage;
    }
}
