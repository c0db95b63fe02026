package dicemasters.ui;

import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;

import java.util.List;

/**
 * The Game menu's items for the computer: who plays each seat of the game on the table (to take a
 * seat over from the computer, hand one to it, or seat it after opening a saved game), and how
 * fast its moves follow each other.
 */
final class ComputerMenu {
    private ComputerMenu() {
    }

    static MenuItem players(Stage stage, TableController controller) {
        MenuItem players = new MenuItem("Players…");
        players.setId("players");
        players.setOnAction(e -> choosePlayers(stage, controller));
        return players;
    }

    /** The computer's pace, kept with the other settings (Game > Settings shows the same choice). */
    static Menu pace(ComputerTurns turns, SettingsKeeper settings) {
        Menu pace = new Menu("Computer's pace");
        pace.setId("pace-menu");
        ToggleGroup group = new ToggleGroup();
        for (Pace p : Pace.values()) {
            RadioMenuItem item = new RadioMenuItem(p.toString());
            item.setId("pace-" + p.name().toLowerCase(java.util.Locale.ROOT));
            item.setToggleGroup(group);
            item.setUserData(p);
            item.setOnAction(e -> settings.update(s -> s.withMovePace((int) p.millis())));
            pace.getItems().add(item);
        }
        settings.onChange(s -> {
            Pace chosen = Pace.nearest(s.movePaceMillis());
            turns.setPace(chosen);
            group.getToggles().forEach(t -> t.setSelected(t.getUserData() == chosen));
        });
        return pace;
    }

    private static void choosePlayers(Stage stage, TableController controller) {
        playersDialog(stage, controller).showAndWait().ifPresent(seats -> controller.setComputerSeats(
                new ComputerSeats(seats, controller.session().seed())));
    }

    /** Game > Players: who plays each seat of this game from now on. */
    static Dialog<List<Seat>> playersDialog(Stage stage, TableController controller) {
        ComputerSeats now = controller.computerSeats();
        Dialog<List<Seat>> dialog = new Dialog<>();
        dialog.initOwner(stage);
        dialog.setTitle("Players");
        dialog.setHeaderText("Who plays each seat of this game from now on?");
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        List<ComboBox<Seat>> boxes = new java.util.ArrayList<>();
        for (int player = 0; player < controller.state().players().size(); player++) {
            Seat seat = now.fit(controller.state()) ? now.seat(player) : Seat.PERSON;
            ComboBox<Seat> box = SeatChoice.box(seat, "players-seat-" + (player + 1));
            grid.addRow(player, new Label(Prompts.playerLabel(controller.state(), player)), box);
            boxes.add(box);
        }
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setResultConverter(b -> b == ButtonType.OK ? boxes.stream().map(ComboBox::getValue).toList() : null);
        return dialog;
    }
}
