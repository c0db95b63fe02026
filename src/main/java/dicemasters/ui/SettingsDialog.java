package dicemasters.ui;

import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Game > Settings: passing priority for players without a choice (for everybody, and per seat
 * "stop only when I can act"), the roll animation, the pace of a computer player's moves, and the
 * table's zoom. Everything is remembered between starts.
 */
final class SettingsDialog extends Dialog<Settings> {

    /**
     * {@code seats}: how the seats of this game are called ("Sam (Player 1)"), two or four;
     * {@code computer}: which of them the computer plays (it acts for itself: no "stop" to choose).
     */
    SettingsDialog(Settings start, List<String> seats, java.util.function.IntPredicate computer) {
        setTitle("Settings");
        setHeaderText("How the table plays and looks. Remembered between starts.");
        CheckBox autoPass = check("setting-auto-pass", "Pass automatically for a player whose only legal move is to pass"
                + " (the log still tells every pass)", start.autoPass());
        java.util.Map<Integer, CheckBox> stops = new java.util.TreeMap<>();
        for (int seat = 0; seat < seats.size(); seat++) {
            if (!computer.test(seat)) {
                stops.put(seat, check("setting-stop-" + (seat + 1), seats.get(seat) + ": stop only when I can act"
                        + (stops.isEmpty() ? " (any move that is my only legal one, such as a lone target, is made for"
                        + " me)" : ""),
                        start.stopsOnlyToAct(seat)));
            }
        }
        CheckBox animation = check("setting-roll-animation", "Roll animation: rolled dice spin briefly",
                start.rollAnimation());
        ComboBox<Pace> pace = new ComboBox<>();
        pace.getItems().setAll(Pace.values());
        pace.setValue(Pace.nearest(start.movePaceMillis()));
        pace.setId("setting-move-pace");
        Label paceValue = new Label();
        paceValue.textProperty().bind(pace.valueProperty().map(p -> seconds(p.millis())));
        Slider zoom = new Slider(Settings.MIN_ZOOM, Settings.MAX_ZOOM, start.zoomPercent());
        zoom.setId("setting-zoom");
        zoom.setBlockIncrement(10);
        Label zoomValue = new Label();
        zoomValue.textProperty().bind(zoom.valueProperty().map(v -> Math.round(v.doubleValue() / 10) * 10 + " %"));

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("The computer's pace (also Game > Computer's pace)"), new HBox(8, pace, paceValue));
        grid.addRow(1, new Label("Zoom (Ctrl + and Ctrl −)"), new HBox(8, zoom, zoomValue));
        VBox content = new VBox(10, heading("Passing priority"), autoPass);
        content.getChildren().addAll(stops.values());
        content.getChildren().addAll(heading("The table"), animation, grid);
        content.setPadding(new Insets(4));
        getDialogPane().setContent(content);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        setResultConverter(b -> b != ButtonType.OK ? null : withStops(start, stops).withAutoPass(autoPass.isSelected())
                .withRollAnimation(animation.isSelected()).withMovePace((int) pace.getValue().millis())
                .withZoom((int) Math.round(zoom.getValue() / 10) * 10));
    }

    /** The people's choices; a computer seat's setting is left as it was (it applies if a person sits there again). */
    private static Settings withStops(Settings start, java.util.Map<Integer, CheckBox> stops) {
        Settings result = start;
        for (var stop : stops.entrySet()) {
            result = result.withStopOnlyToAct(stop.getKey(), stop.getValue().isSelected());
        }
        return result;
    }

    private static String seconds(double millis) {
        return millis == 0 ? "each move at once" : String.format("at least %.1f s a move", millis / 1000);
    }

    private static CheckBox check(String id, String text, boolean on) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.setSelected(on);
        box.setWrapText(true);
        return box;
    }

    private static Label heading(String text) {
        Label label = new Label(text);
        label.setStyle("-fx-font-weight: bold;");
        return label;
    }
}
