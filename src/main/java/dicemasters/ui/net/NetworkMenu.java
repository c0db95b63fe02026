package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.net.KeptSeats;
import dicemasters.ui.NewGameDialog;
import dicemasters.ui.TableController;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

import java.util.List;
import java.util.Optional;
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
    private final MenuItem again = new MenuItem("Host a saved network game again…");
    /** The seats this program holds in others' games, and the games it hosts, kept in the user's folder (null: not kept). */
    private KeptSeats kept;
    private HostedGames hostedGames;

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
        join.setOnAction(e -> JoinDialog.ask(stage, false, kept).ifPresent(this::join));
        MenuItem watch = new MenuItem("Watch a network game…");
        watch.setId("watch-network-game");
        watch.setOnAction(e -> JoinDialog.ask(stage, true).ifPresent(j -> GuestWindow.open(j, null)));
        again.setId("host-network-game-again");
        again.setOnAction(e -> {
            if (hostedGames != null && mayReplace.getAsBoolean()) {
                NetworkStart.chooseSavedGame(stage, hostedGames).ifPresent(this::hostAgain);
            }
        });
        again.setVisible(hostedGames != null);
        return List.of(host, again, join, watch, codes);
    }

    /**
     * Keeps this program's seats in others' games and the games it hosts in {@code folder} (the
     * user's folder beside the autosave), so that both can come back after the program stops.
     */
    public void keepIn(java.nio.file.Path folder) {
        kept = new KeptSeats(folder.resolve(KeptSeats.FILE_NAME));
        hostedGames = new HostedGames(folder.resolve(HostedGames.FOLDER_NAME));
        again.setVisible(true);
    }

    /**
     * On start, before the table's own unfinished game is offered: a network game this program
     * was hosting in {@code folder} when it died, to host again. Present when the players chose to:
     * what to do with the window's menu once the table is up (the table's autosave, the same game,
     * is then not offered).
     */
    public static Optional<Consumer<NetworkMenu>> offerHostingAgain(Stage stage, java.nio.file.Path folder) {
        try {
            return NetworkStart.offerHostingAgain(stage, new HostedGames(folder.resolve(HostedGames.FOLDER_NAME)))
                    .map(game -> menu -> menu.hostAgain(game));
        } catch (RuntimeException e) {
            System.err.println("The network game hosted last time could not be offered: " + e);
            return Optional.empty();
        }
    }

    /** On start, once the table is up: the seats kept in others' unfinished games, to rejoin. */
    public void offerRejoining() {
        if (kept != null) {
            NetworkStart.offerRejoining(stage, kept).ifPresent(this::join);
        }
    }

    private void join(JoinDialog.Choice choice) {
        GuestWindow.open(choice, kept);
    }

    /**
     * Host over the network from here (the position editor): asks who plays each seat and the
     * port, then hosts the game from the position on this table; false when it is not hosted.
     */
    public boolean hostFromPosition(dicemasters.session.GameSession session, javafx.stage.Window owner) {
        List<String> names = session.current().players().stream().map(p -> p.name()).toList();
        var choice = HostPositionDialog.dialog(owner, names, session.seed()).showAndWait();
        if (choice.isEmpty() || !mayReplace.getAsBoolean()) {
            return false;
        }
        return hostPosition(session, choice.get());
    }

    /** Hosts the game from a position with the seats and port chosen; false when the port could not be used. */
    boolean hostPosition(dicemasters.session.GameSession session, HostPositionDialog.Choice choice) {
        stopHosting();
        try {
            started(HostedTable.start(controller, session, choice.seats(), choice.port(), hostedGames));
            return true;
        } catch (Exception e) {
            NetworkStart.problem(stage, "The network game did not start.", "The game could not listen on port "
                    + choice.port() + " (" + e.getMessage() + "). Another program may use it: choose another port.");
            return false;
        }
    }

    /** Hosts a kept game again on this table; false when it could not (said in words). */
    boolean hostAgain(HostedGames.Kept game) {
        stopHosting();
        try {
            var resumed = HostedTable.resume(controller, hostedGames, game);
            if (resumed.isEmpty()) {
                NetworkStart.problem(stage, "This network game is over.", "It can be opened under Game > Recent games.");
                return false;
            }
            started(resumed.get());
            return true;
        } catch (Exception e) {
            NetworkStart.problem(stage, "The network game could not be hosted again.", e.getMessage()
                    + (e instanceof java.net.BindException ? " Port " + game.port() + " is in use: close the program"
                    + " that uses it and try again (Game > Host a saved network game again…)." : ""));
            return false;
        }
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
            hosted = HostedTable.start(controller, game.start(), game.computerSeats(), dialog.port(), hostedGames);
        } catch (Exception e) {
            Alert problem = new Alert(Alert.AlertType.ERROR, "The game could not listen on port " + dialog.port()
                    + " (" + e.getMessage() + "). Another program may use it: choose another port.");
            problem.setHeaderText("The network game did not start.");
            problem.initOwner(stage);
            problem.show();
            return;
        }
        started(hosted);
    }

    /** The game hosted here from now on: its chat line and bar under the table, its codes shown. */
    private void started(HostedTable now) {
        hosted = now;
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
