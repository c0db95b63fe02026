package dicemasters.ui;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The computer's part of the prompt bar: its last move in words, and while it thinks a spinning
 * sign and "Skip to my decision".
 */
final class ComputerBar {
    private ComputerBar() {
    }

    static void addTo(TableController controller, VBox words, HBox buttons) {
        ComputerSeats seats = controller.computerSeats();
        if (seats.lastMove() != null && (seats.isComputer(0) || seats.isComputer(1))) {
            Label last = new Label(seats.lastMove());
            last.setId("computer-move");
            last.setWrapText(true);
            last.getStyleClass().add("computer-move");
            words.getChildren().add(last);
        }
        if (controller.mode() != Mode.COMPUTER) {
            return;
        }
        ProgressIndicator thinking = new ProgressIndicator();
        thinking.setId("computer-thinking");
        thinking.setPrefSize(22, 22);
        thinking.setMinSize(22, 22);
        boolean watching = seats.isComputer(0) && seats.isComputer(1);
        Button skip = new Button(watching ? "Play on without pauses" : "Skip to my decision");
        skip.setId("skip");
        skip.setFocusTraversable(false);
        skip.setMinWidth(Region.USE_PREF_SIZE);
        skip.setOnAction(e -> seats.skip());
        buttons.getChildren().addAll(thinking, skip);
    }
}
