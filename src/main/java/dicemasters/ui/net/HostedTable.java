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
import dicemasters.ai.Strength;
import dicemasters.ui.ComputerSeats;
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
    /** Where the game is kept for hosting it again (null: not kept). */
    private HostedGames kept;
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

    /** Starts the server on {@code port} and puts the game on the table (on the JavaFX thread); the game is not kept. */
    public static HostedTable start(TableController controller, NewGame chosen, int port) throws Exception {
        return start(controller, chosen.start(), chosen.computerSeats(), port, null);
    }

    /**
     * Hosts a game on the table: a new one or one from a position, its remote seats those
     * {@code seats} says; kept in {@code kept} (null: not kept) so that it can be hosted again after
     * the program stops. On the JavaFX thread.
     */
    static HostedTable start(TableController controller, GameSession session, ComputerSeats seats, int port,
                             HostedGames kept) throws Exception {
        List<Integer> remote = IntStream.range(0, seats.seats().size()).filter(seats::isRemote).boxed().toList();
        // The table's own copy, taken before anyone can play on the host's.
        GameSession table = session.upTo(session.actions().size());
        Lobby lobby = Lobby.standard();
        // Listening first: a port in use leaves no game behind in the folder.
        NetServer server = NetServer.start(lobby, "0.0.0.0", port);
        HostGame game = kept != null ? kept.host(lobby, session, remote)
                : lobby.host("game-" + Long.toString(Math.abs(session.seed()), 36), session, remote, g -> { });
        return serve(controller, server, game, table, seats, kept);
    }

    /**
     * Hosts a kept game again (the program died while hosting it, or it was saved for later) with
     * the same codes and tokens, on the port it had: its guests come back with their tokens.
     * Empty when the game is over.
     */
    static java.util.Optional<HostedTable> resume(TableController controller, HostedGames kept, HostedGames.Kept which)
            throws Exception {
        Lobby lobby = Lobby.standard();
        var resumed = kept.resume(lobby, which.id());
        if (resumed.isEmpty()) {
            return java.util.Optional.empty();
        }
        HostGame game = resumed.get();
        GameSession table;
        List<Seat> seats = new ArrayList<>();
        synchronized (game) {
            table = game.session().upTo(game.session().actions().size());
            for (int s = 0; s < table.current().players().size(); s++) {
                Strength computer = which.computerSeats().get(s);
                seats.add(game.isRemote(s) ? Seat.REMOTE : computer != null ? Seat.of(computer) : Seat.PERSON);
            }
        }
        NetServer server = NetServer.start(lobby, "0.0.0.0", which.port());
        return java.util.Optional.of(serve(controller, server, game, table, new ComputerSeats(seats, table.seed()),
                kept));
    }

    private static HostedTable serve(TableController controller, NetServer server, HostGame game, GameSession table,
                                     ComputerSeats seats, HostedGames kept) throws Exception {
        HostedTable hosted = new HostedTable(game, server, controller, table);
        hosted.kept = kept;
        if (kept != null) {
            kept.hosting(game.id(), server.port(), seats.computerStrengths());
        }
        synchronized (game) {
            game.addListener(hosted);
        }
        // The gate first: no move is made on the table's session that the host did not make.
        controller.setActionGate(hosted::playHere);
        controller.newGame(table, seats);
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
        if (kept != null) {
            try {
                kept.stopped(game.id());
            } catch (java.io.IOException e) {
                System.err.println("The network game's end could not be noted: " + e.getMessage());
            }
        }
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

    /**
     * As when the program dies (tests): the server goes at once, every connection drops, and
     * nothing notes the end; the game stays marked as hosted in its folder.
     */
    void dieWithoutEnding() throws Exception {
        stopped = true;
        server.close();
    }

    public boolean stopped() {
        return stopped;
    }
}
