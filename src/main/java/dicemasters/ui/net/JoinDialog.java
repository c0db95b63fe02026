package dicemasters.ui.net;

import dicemasters.ui.NewGameDialog;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import dicemasters.net.KeptSeats;
import javafx.stage.Stage;

import java.util.Optional;

/**
 * Game > Join (or Watch) a network game: the host's address and port, the code the host gave, and
 * the player's name. The host chooses the teams: a guest plays the seat and team of its code.
 */
final class JoinDialog {
    /**
     * What the guest typed; {@code name} is null for a spectator. A seat taken back with the
     * reconnect token this program kept ({@link KeptSeats}) has a {@code token} and no code.
     */
    record Choice(String address, int port, String code, String name, String token) {
        Choice(String address, int port, String code, String name) {
            this(address, port, code, name, null);
        }

        /** Back to a kept seat with its token. */
        static Choice rejoin(KeptSeats.Seat seat) {
            return new Choice(seat.address(), seat.port(), null, seat.name(), seat.token());
        }

        boolean watching() {
            return name == null;
        }
    }

    private JoinDialog() {
    }

    static Optional<Choice> ask(Stage owner, boolean watch) {
        return ask(owner, watch, null);
    }

    /**
     * The dialog; joining, the seats kept from earlier games ({@code kept}, null: none) are offered
     * first, each with Rejoin and Forget.
     */
    static Optional<Choice> ask(Stage owner, boolean watch, KeptSeats kept) {
        Dialog<Choice> dialog = new Dialog<>();
        Choice[] rejoined = {null};
        dialog.initOwner(owner);
        dialog.setTitle(watch ? "Watch a network game" : "Join a network game");
        dialog.setHeaderText(watch ? "Type what the host told you: the address, the port and the watch code."
                : "Type what the host told you: the address, the port and your join code. The host chose the"
                + " teams: you play the seat and team of your code.");
        TextField address = field("address", "", "e.g. 192.168.1.20");
        TextField port = field("port", String.valueOf(NewGameDialog.DEFAULT_PORT), "");
        TextField code = field("code", "", watch ? "the watch code" : "your join code (four words)");
        TextField name = field("name", "", "how the others see you in the chat");
        // The host takes names of at most 40 characters.
        name.setTextFormatter(new javafx.scene.control.TextFormatter<String>(c -> c.getControlNewText().length() <= 40
                ? c : null));
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Address"), address);
        grid.addRow(1, new Label("Port"), port);
        grid.addRow(2, new Label(watch ? "Watch code" : "Join code"), code);
        if (!watch) {
            grid.addRow(3, new Label("Your name"), name);
        }
        if (!watch && kept != null) {
            dialog.getDialogPane().setContent(new VBox(12, KeptSeatRows.of(kept, seat -> {
                rejoined[0] = Choice.rejoin(seat);
                dialog.setResult(rejoined[0]);
                dialog.close();
            }), grid));
        } else {
            dialog.getDialogPane().setContent(grid);
        }
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(javafx.beans.binding.Bindings
                .createBooleanBinding(() -> address.getText().isBlank() || code.getText().isBlank()
                        || portOf(port.getText()) < 0 || !watch && name.getText().isBlank(),
                        address.textProperty(), code.textProperty(), port.textProperty(), name.textProperty()));
        dialog.setResultConverter(b -> rejoined[0] != null ? rejoined[0] : b != ButtonType.OK ? null : new Choice(address.getText().strip(),
                portOf(port.getText()), code.getText().strip(), watch ? null : name.getText().strip()));
        return dialog.showAndWait();
    }

    private static TextField field(String id, String text, String prompt) {
        TextField f = new TextField(text);
        f.setId("join-" + id);
        f.setPromptText(prompt);
        f.setPrefColumnCount(24);
        return f;
    }

    static int portOf(String text) {
        try {
            int p = Integer.parseInt(text.strip());
            return p > 0 && p <= 65535 ? p : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
