package dicemasters.ui.net;

import dicemasters.engine.state.GameState;
import dicemasters.net.HostGame;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * What the host tells the other players: the addresses this computer may be reached on and the
 * port, each remote seat's own join code and the watch code for spectators, each with a Copy button.
 */
final class HostCodesWindow {
    private HostCodesWindow() {
    }

    static Stage show(Stage owner, HostedTable hosted, GameState s) {
        HostGame game = hosted.game();
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        int row = 0;
        String addresses = String.join(", ", hosted.addresses());
        row = line(grid, row, "Address", addresses, "address", hosted.addresses().get(0));
        row = line(grid, row, "Port", String.valueOf(hosted.port()), "port", String.valueOf(hosted.port()));
        for (int seat = 0; seat < s.players().size(); seat++) {
            if (game.isRemote(seat)) {
                String code = game.joinCode(seat);
                row = line(grid, row, "Join code for " + s.player(seat).name() + " (seat " + (seat + 1) + ")", code,
                        "join-code-" + (seat + 1), code);
            }
        }
        line(grid, row, "Watch code (spectators)", game.watchCode(), "watch-code", game.watchCode());
        Label how = new Label("Each player at another computer chooses Game > Join a network game… and types an address"
                + " (the first one, unless you share a network only by another), the port and their own join code."
                + " Spectators choose Game > Watch a network game… with the watch code. A join code takes its seat"
                + " once: a player who loses the connection comes back by themselves.");
        how.setWrapText(true);
        how.setMaxWidth(560);
        Stage stage = new Stage();
        Button close = new Button("Close");
        close.setId("host-codes-close");
        close.setOnAction(e -> stage.close());
        VBox box = new VBox(12, how, grid, close);
        box.setPadding(new Insets(14));
        box.setId("host-codes");
        stage.initOwner(owner);
        stage.setTitle("Network game: what to tell the other players");
        stage.setScene(new Scene(box));
        stage.show();
        return stage;
    }

    private static int line(GridPane grid, int row, String label, String shown, String id, String copied) {
        Label value = new Label(shown);
        value.setId(id);
        value.setWrapText(true);
        value.setMaxWidth(300);
        value.setStyle("-fx-font-family: monospace; -fx-font-weight: bold;");
        Button copy = new Button("Copy");
        copy.setId("copy-" + id);
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(copied);
            Clipboard.getSystemClipboard().setContent(content);
        });
        grid.addRow(row, new Label(label), value, copy);
        return row + 1;
    }
}
