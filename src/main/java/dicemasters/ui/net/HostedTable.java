package dicemasters.ui.net;

import dicemasters.engine.action.Action;
import dicemasters.engine.Result;
import dicemasters.engine.state.GameEvent;
import dicemasters.net.HeadlessServer;
import dicemasters.net.HostGame;
import dicemasters.net.HostListener;
import dicemasters.net.Lobby;
import dicemasters.net.NetServer;
import dicemasters.session.GameSession;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import dicemasters.ui.TableController;
import dicemasters.ui.TableLook;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BiConsumer;
import java.util.stream.IntStream;

/**
 * A network game this window hosts (Game > Host a network game…): the server, the lobby's game
 * (the only engine that decides) and the table's own copy of it. The table never touches the
 * host's session, which changes on the server's threads: it plays the same actions, in the same
 * order, on a session of its own (the engine is deterministic, so both are the same game). Moves
 * made at this table go to {@link HostGame#playLocal} first; guests' moves reach the table on the
 * JavaFX thread. Seats played from another computer wait with "Waiting for Ben: Main Step".
 */
public final class HostedTable implements HostListener {
    private final HostGame game;
    private final NetServer server;
    private final TableController controller;
    private GameSession table;
    /**
     * Every move the host played (an Action), and every accepted takeback (an Integer: the number
     * of moves the host's game went back to), in order, until the table's session has followed.
     */
    private final Queue<Object> played = new ConcurrentLinkedQueue<>();
    private final boolean[] joined;
    private final boolean[] connected;
    private BiConsumer<String, String> chat = (from, text) -> { };
    private volatile boolean stopped;
    private Runnable onStop = () -> { };
    /** Takebacks asked and answered, a player away: over the chat line ({@link HostedAsks}). */
    private final HostedAsks asks;

    private HostedTable(HostGame game, NetServer server, TableController controller, GameSession table) {
        this.game = game;
        this.server = server;
        this.controller = controller;
        this.table = table;
        int seats = table.current().players().size();
        joined = new boolean[seats];
        connected = new boolean[seats];
        asks = new HostedAsks(game, controller, this);
    }

    /** Starts the server on {@code port} and puts the game on the table (on the JavaFX thread). */
    public static HostedTable start(TableController controller, NewGame chosen, int port) throws Exception {
        List<Integer> remote = IntStream.range(0, chosen.seats().size()).filter(s -> chosen.seats().get(s).isRemote())
                .boxed().toList();
        Lobby lobby = Lobby.standard();
        HostGame game = lobby.host("game-" + Long.toString(Math.abs(chosen.seed()), 36), chosen.start(), remote,
                g -> { });
        NetServer server = NetServer.start(lobby, "0.0.0.0", port);
        GameSession table = chosen.start();
        HostedTable hosted = new HostedTable(game, server, controller, table);
        synchronized (game) {
            game.addListener(hosted);
        }
        // The gate first: no move is made on the table's session that the host did not make.
        controller.setActionGate(hosted::playHere);
        controller.newGame(table, chosen.computerSeats());
        controller.look().setAwayNote(hosted::awayNote);
        controller.look().setTakeback(new TableLook.Takeback(hosted.asks::canAsk, hosted.asks::ask));
        controller.onChange(() -> {
            if (controller.session() != hosted.table) {
                hosted.stop();
            }
        });
        return hosted;
    }

    public HostGame game() {
        return game;
    }

    public int port() {
        return server.port();
    }

    /** The addresses this computer may be reached on, loopback last. */
    public List<String> addresses() {
        return HeadlessServer.addresses();
    }

    /** Where chat lines go (from, text), on the JavaFX thread. */
    public void onChat(BiConsumer<String, String> lines) {
        this.chat = lines;
    }

    /** Told on the JavaFX thread when the game stops being hosted here. */
    public void onStop(Runnable run) {
        onStop = run;
    }

    /** A chat line from this table's player, to everyone. */
    public void say(String text) {
        String from = hostName();
        synchronized (game) {
            game.say(from, text);
        }
    }

    String hostName() {
        var s = table.current();
        return IntStream.range(0, s.players().size()).filter(p -> !game.isRemote(p)).mapToObj(p -> s.player(p).name())
                .findFirst().orElse("Host");
    }

    /** A move made at this table: the host plays it first, then the table's copy catches up. */
    private Result playHere(Action action) {
        if (stopped) {
            return new Result.Rejected("This network game has ended here.");
        }
        String reason;
        synchronized (game) {
            reason = game.playLocal(table.current().actingPlayer(), action);
        }
        if (reason != null) {
            return new Result.Rejected(reason);
        }
        return new Result.Done(table.current(), catchUp());
    }

    /** Concedes for the seat played at this table (while another player is away, say). */
    void concedeHere(int seat) {
        String reason;
        synchronized (game) {
            reason = game.playLocal(seat, new Action.Concede(seat));
        }
        if (reason != null) {
            controller.tell(reason);
        } else {
            controller.refresh(catchUp());
        }
    }

    /** The bar of takebacks and of players away, over the chat line. */
    public javafx.scene.Node bar() {
        return asks.bar();
    }

    /** The words on the bar, or null (tests). */
    String barShown() {
        return asks.shown();
    }

    /** Plays on the table's session every move the host played since; their events. */
    private List<GameEvent> catchUp() {
        List<GameEvent> events = new ArrayList<>();
        for (Object next = played.poll(); next != null; next = played.poll()) {
            if (next instanceof Integer count) {
                // An accepted takeback: the table goes back with the host's game.
                table = table.upTo(count);
                controller.newGame(table, controller.computerSeats());
                events.clear();
                continue;
            }
            Action a = (Action) next;
            Result r = table.play(a);
            if (r instanceof Result.Done done) {
                events.addAll(done.events());
            } else {
                throw new IllegalStateException("the table's copy of the network game refused " + a + ": " + r);
            }
        }
        return events;
    }

    private String awayNote(int seat) {
        String name = table.current().player(seat).name();
        if (!joined[seat]) {
            return "Waiting for " + name + " to join from another computer (Game > Network game codes…).";
        }
        return connected[seat] ? null : name + " lost the connection: waiting for them to come back.";
    }

    // ---- what the host hears (under the game's lock, on any thread) ----

    @Override
    public void played(int seat, Action action, List<GameEvent> events) {
        played.add(action);
        if (game.isRemote(seat)) {
            Platform.runLater(() -> {
                List<GameEvent> caught = catchUp();
                if (!caught.isEmpty() && !stopped) {
                    controller.refresh(caught);
                }
            });
        }
    }

    @Override
    public void takebackAsked(int seat, String name, int moves, String text) {
        Platform.runLater(() -> {
            chat.accept("", text);
            asks.asked(seat, text);
        });
    }

    /** Called under the game's lock: the host's session has gone back already when accepted. */
    @Override
    public void takebackEnded(int seat, boolean accepted, String text) {
        if (accepted) {
            played.add(game.session().actions().size());
        }
        Platform.runLater(() -> {
            List<GameEvent> caught = catchUp();
            chat.accept("", text);
            asks.ended(text);
            if (!stopped) {
                controller.refresh(caught);
            }
        });
    }

    @Override
    public void saved(String by) {
        Platform.runLater(() -> chat.accept("", "The game was saved for later by " + by + "."));
    }

    @Override
    public void presence(int seat, String name, boolean isConnected) {
        Platform.runLater(() -> {
            joined[seat] = true;
            connected[seat] = isConnected;
            chat.accept("", name + (isConnected ? " is at the table (seat " + (seat + 1) + ")."
                    : " lost the connection."));
            if (!stopped) {
                asks.presence(name, isConnected);
                controller.redraw();
            }
        });
    }

    @Override
    public void chat(String from, String text) {
        Platform.runLater(() -> chat.accept(from, text));
    }

    /** Stops the server; the table keeps the game as it stands (another game was put on it, or the window closed). */
    public void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        if (controller.session() == table) {
            controller.look().setAwayNote(seat -> null);
        }
        controller.setActionGate(null);
        controller.look().setTakeback(null);
        asks.clear();
        // A seat nobody will play from afar any more is a person's again (a game opened next keeps fitting seats).
        if (controller.computerSeats().seats().stream().anyMatch(Seat::isRemote)) {
            controller.setComputerSeats(controller.computerSeats().withoutRemote());
        }
        onStop.run();
        Thread stopper = new Thread(() -> {
            try {
                server.close();
            } catch (Exception e) {
                System.err.println("The network game's server did not stop cleanly: " + e);
            }
        }, "network-game-stop");
        stopper.setDaemon(true);
        stopper.start();
    }

    public boolean stopped() {
        return stopped;
    }
}
