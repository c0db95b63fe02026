package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.ui.NewGameDialog;
import dicemasters.ui.TableController;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The Game menu's network play: host a game on this table, join one or watch one in a window of
 * its own, and see the codes of the game hosted here again.
 */
public final class NetworkMenu {
    private final Stage stage;
    private final TableController controller;
    private final CardLibrary library;
    private final BooleanSupplier mayReplace;
    private final Consumer<Node> underTable;
    private HostedTable hosted;
    private final MenuItem codes = new MenuItem("Network game codes…");

    /**
     * {@code mayReplace} asks before the game on the table is replaced; {@code underTable} puts the
     * chat line under the table (null: none).
     */
    public NetworkMenu(Stage stage, TableController controller, CardLibrary library, BooleanSupplier mayReplace,
                       Consumer<Node> underTable) {
        this.stage = stage;
        this.controller = controller;
        this.library = library;
        this.mayReplace = mayReplace;
        this.underTable = underTable;
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> stopHosting());
        codes.setId("network-codes");
        codes.setDisable(true);
        codes.setOnAction(e -> {
            if (hosted != null && !hosted.stopped()) {
                HostCodesWindow.show(stage, hosted, controller.state());
            }
        });
    }

    public List<MenuItem> items() {
        MenuItem host = new MenuItem("Host a network game…");
        host.setId("host-network-game");
        host.setOnAction(e -> host());
        MenuItem join = new MenuItem("Join a network game…");
        join.setId("join-network-game");
        join.setOnAction(e -> JoinDialog.ask(stage, false).ifPresent(j -> GuestWindow.open(j)));
        MenuItem watch = new MenuItem("Watch a network game…");
        watch.setId("watch-network-game");
        watch.setOnAction(e -> JoinDialog.ask(stage, true).ifPresent(j -> GuestWindow.open(j)));
        return List.of(host, join, watch, codes);
    }

    private void host() {
        if (!mayReplace.getAsBoolean()) {
            return;
        }
        NewGameDialog dialog = new NewGameDialog(library, controller.computerSeats(), true);
        dialog.initOwner(stage);
        dialog.showAndWait().ifPresent(game -> host(dialog, game));
    }

    private void host(NewGameDialog dialog, dicemasters.ui.NewGame game) {
        stopHosting();
        try {
            hosted = HostedTable.start(controller, game, dialog.port());
        } catch (Exception e) {
            Alert problem = new Alert(Alert.AlertType.ERROR, "The game could not listen on port " + dialog.port()
                    + " (" + e.getMessage() + "). Another program may use it: choose another port.");
            problem.setHeaderText("The network game did not start.");
            problem.initOwner(stage);
            problem.show();
            return;
        }
        hosted.onStop(() -> {
            codes.setDisable(true);
            if (underTable != null) {
                underTable.accept(null);
            }
        });
        ChatBar chat = new ChatBar(hosted::say);
        hosted.onChat(chat::add);
        if (underTable != null) {
            underTable.accept(new javafx.scene.layout.VBox(hosted.bar(), chat));
        }
        codes.setDisable(false);
        HostCodesWindow.show(stage, hosted, controller.state());
    }

    /** The game hosted here now, or null (tests). */
    public HostedTable hosted() {
        return hosted;
    }

    private void stopHosting() {
        if (hosted != null) {
            hosted.stop();
            hosted = null;
            codes.setDisable(true);
            if (underTable != null) {
                underTable.accept(null);
            }
        }
    }
}
