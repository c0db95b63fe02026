package dicemasters.ui.net;

import dicemasters.ui.ComputerSeats;
import dicemasters.ui.NewGameDialog;
import dicemasters.ui.Seat;
import javafx.beans.binding.Bindings;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Host over the network from a position (the position editor): the Host dialog's choices for a
 * game whose format, players and teams the position already fixes: who plays each seat (a person
 * here, the computer at a strength, or another computer) and the port. At least one seat is
 * played from another computer.
 */
final class HostPositionDialog {
    /** Who plays each seat, and the port to listen on. */
    record Choice(ComputerSeats seats, int port) {
    }

    private HostPositionDialog() {
    }

    /** The dialog for the position's players (in seat order); {@code seed} seeds the computer's players. */
    static Dialog<Choice> dialog(Window owner, List<String> names, long seed) {
        Dialog<Choice> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Host over the network from here");
        dialog.setHeaderText("Choose which seats are played from another computer, and the port. The position"
                + " sets the format and the teams.");
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        List<ComboBox<Seat>> seats = new ArrayList<>();
        for (int s = 0; s < names.size(); s++) {
            ComboBox<Seat> seat = new ComboBox<>();
            seat.getItems().setAll(Arrays.asList(Seat.values()));
            seat.setValue(s == 1 ? Seat.REMOTE : Seat.PERSON);
            seat.setId("host-seat-" + (s + 1));
            Label name = new Label(names.get(s));
            name.setMnemonicParsing(false);
            grid.addRow(s, new Label("Player " + (s + 1)), name, seat);
            seats.add(seat);
        }
        TextField port = new TextField(String.valueOf(NewGameDialog.DEFAULT_PORT));
        port.setId("host-port");
        grid.addRow(names.size(), new Label("Port"), port);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        javafx.beans.Observable[] watched = new javafx.beans.Observable[seats.size() + 1];
        for (int s = 0; s < seats.size(); s++) {
            watched[s] = seats.get(s).valueProperty();
        }
        watched[seats.size()] = port.textProperty();
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(Bindings.createBooleanBinding(
                () -> JoinDialog.portOf(port.getText()) < 0 || seats.stream().noneMatch(b -> b.getValue().isRemote()),
                watched));
        dialog.setResultConverter(b -> b != ButtonType.OK ? null : new Choice(new ComputerSeats(
                seats.stream().map(ComboBox::getValue).toList(), seed), JoinDialog.portOf(port.getText())));
        return dialog;
    }
}
