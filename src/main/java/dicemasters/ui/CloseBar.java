package dicemasters.ui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;

/**
 * A small window to read beside the table (the rules reference, the legend): its content above a
 * Close button; Esc closes it too, as in any desktop program.
 */
final class CloseBar {
    private CloseBar() {
    }

    /** The scene of a reading window: {@code content} with a Close button under it, closed by Esc. */
    static Scene scene(Stage stage, Node content, double width, double height) {
        Button close = new Button("Close");
        close.setId("close-window");
        close.setOnAction(e -> stage.close());
        HBox bar = new HBox(close);
        bar.setAlignment(Pos.CENTER_RIGHT);
        bar.setPadding(new Insets(6, 12, 8, 12));
        BorderPane pane = new BorderPane(content);
        pane.setBottom(bar);
        Scene scene = new Scene(pane, width, height);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                stage.close();
            }
        });
        return scene;
    }
}
