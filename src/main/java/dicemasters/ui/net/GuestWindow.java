package dicemasters.ui.net;

import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.Result;
import dicemasters.engine.state.Step;
import dicemasters.net.Choices;
import dicemasters.net.GuestLink;
import dicemasters.net.HostMessage;
import dicemasters.net.KeptSeats;
import dicemasters.net.SeatKeeper;
import dicemasters.net.PublicView;
import dicemasters.ui.ComputerSeats;
import dicemasters.ui.OfferedMoves;
import dicemasters.ui.TableController;
import dicemasters.ui.TableLook;
import dicemasters.ui.TableView;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A guest's (or a spectator's) window on a network game: the table drawn from what the host sends
 * ({@link GuestPicture}), its own seat at the bottom, the host's log and the chat line. The guest
 * plays on the board as at a hot-seat table, from what the host offers ({@link OfferedMoves}: the
 * table decides nothing, the host's engine does); the same moves are listed in words beside it
 * ({@link GuestMoves}). It holds nothing hidden: no seed, no generator of the game, no order of a
 * bag. A lost connection is said and tried again by itself ({@link GuestLink}).
 */
public final class GuestWindow implements GuestLink.Listener {
    private final JoinDialog.Choice choice;
    private final BorderPane root = new BorderPane();
    /** The table, made when the host's first view arrives. */
    private TableController controller;
    private TableView table;
    private final GuestMoves moves = new GuestMoves();
    private final ChatBar chat;
    private final GuestAsks asks = new GuestAsks(() -> this.link);
    /** The words of a game saved for later: the connection's end is not news after them. */
    private String savedText;
    private final List<String> log = new ArrayList<>();
    private final Set<Integer> away = new HashSet<>();
    private GuestLink link;
    private GameSetup setup;
    private int seat = -1;
    private PublicView view;
    private GuestPicture picture;
    private List<Action> legal = List.of();
    private Choices choices = Choices.NONE;
    /** A move was sent and the host's answer is awaited: the board offers nothing meanwhile. */
    private boolean sent;
    /** How many updates the host sent (tests wait for the answer to a move). */
    private int updates;
    private String connection = "Connecting…";
    private String refusal;
    /** Where this seat is kept for coming back after a restart (null: not kept, in tests). */
    private KeptSeats kept;

    private GuestWindow(JoinDialog.Choice choice) {
        this.choice = choice;
        this.chat = new ChatBar(text -> {
            if (link != null) {
                link.say(text);
            }
        });
        Label connecting = new Label("Connecting to " + choice.address() + ":" + choice.port() + "…");
        connecting.setId("guest-connecting");
        connecting.setWrapText(true);
        root.setCenter(connecting);
        root.setTop(GuestMenu.bar(() -> link, () -> root.getScene() == null ? null : root.getScene().getWindow()));
        if (!choice.watching()) {
            root.setBottom(new javafx.scene.layout.VBox(asks.bar(), chat));
            moves.setTakeback(asks.takebackButton());
        }
    }

    /** The table for the first view: its moves go to the host, this seat at the bottom, the host's log. */
    private void makeTable(GuestPicture first) {
        controller = new TableController(first.session());
        controller.setActionGate(this::sendFromBoard);
        controller.setWatchOnly(true);
        if (!choice.watching()) {
            controller.look().setTakeback(new TableLook.Takeback(() -> !asks.takebackButton().isDisabled(), asks::ask));
        }
        controller.look().setLog(() -> List.copyOf(log));
        controller.look().setBottomSeat(Math.max(seat, 0));
        table = new TableView(controller);
        table.setAnimations(false);
        if (!choice.watching()) {
            table.setBeside(moves);
        }
        root.setCenter(table);
    }

    /** Opens the window and connects (on a thread of its own, so the window never waits on the network). */
    static GuestWindow open(JoinDialog.Choice choice, KeptSeats kept) {
        Stage stage = new Stage();
        GuestWindow window = show(stage, choice);
        window.kept = kept;
        stage.setOnHidden(e -> window.close());
        Thread connecting = new Thread(window::connect, "guest-connect");
        connecting.setDaemon(true);
        connecting.start();
        return window;
    }

    /** The window on a stage of its own, not yet connected (tests connect it themselves). */
    static GuestWindow show(Stage stage, JoinDialog.Choice choice) {
        GuestWindow window = new GuestWindow(choice);
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(window.root, Math.min(1280, screen.getWidth()), Math.min(800, screen.getHeight()));
        scene.getStylesheets().add(GuestWindow.class.getResource("/dicemasters/ui/table.css").toExternalForm());
        scene.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.Z && e.isShortcutDown() && !choice.watching()) {
                window.asks.ask();
                e.consume();
            } else if (window.tableKey(e)) {
                window.table.handleKey(e); // Enter, Esc and Space as at a hot-seat table
            }
        });
        scene.addEventFilter(javafx.scene.input.KeyEvent.KEY_RELEASED, e -> {
            if (window.table != null) {
                window.table.keyReleased(e);
            }
        });
        stage.setScene(scene);
        stage.setTitle((choice.watching() ? "Watching a network game at " : "Network game at ") + choice.address()
                + ":" + choice.port());
        stage.show();
        return window;
    }

    /** Whether a key is the table's: not typed in the chat line, nor on a move of the list (Space presses it there). */
    private boolean tableKey(javafx.scene.input.KeyEvent e) {
        if (table == null || e.getTarget() instanceof javafx.scene.control.TextInputControl) {
            return false;
        }
        for (Object n = e.getTarget(); n instanceof javafx.scene.Node node; n = node.getParent()) {
            if (node == moves) {
                return false;
            }
        }
        return true;
    }

    void connect() {
        try {
            GuestLink.Listener hearing = kept == null ? this : new SeatKeeper(kept, choice.address(), choice.port(), this);
            GuestLink opened = choice.token() != null
                    ? GuestLink.rejoin(choice.address(), choice.port(), choice.token(), hearing)
                    : GuestLink.open(choice.address(), choice.port(), choice.code(), choice.name(), hearing);
            Platform.runLater(() -> link = opened);
        } catch (Exception e) {
            Platform.runLater(() -> status("The host at " + choice.address() + ":" + choice.port()
                    + " cannot be reached (" + e.getClass().getSimpleName() + "). Check the address and the port,"
                    + " and that the host's game is started."));
        }
    }

    // ---- what the host says (on the link's threads) ----

    @Override
    public void received(HostMessage message) {
        Platform.runLater(() -> take(message));
    }

    @Override
    public void lost(String reason, boolean retrying) {
        Platform.runLater(() -> status(savedText != null ? savedText : retrying ? "The connection to the host was lost (" + reason + "): trying again…"
                : "The connection to the host ended: " + reason));
    }

    private void take(HostMessage message) {
        if (message instanceof HostMessage.Welcome w) {
            setup = w.setup();
            seat = w.seat();
            log.clear();
            log.addAll(w.log());
            connection = null;
            asks.welcomed();
        } else if (message instanceof HostMessage.Update u) {
            log.addAll(u.lines());
            view = u.view();
            legal = u.legal();
            choices = u.choices();
            updates++;
            refusal = null;
            sent = false;
            picture = GuestPicture.of(setup, view);
            if (controller == null) {
                makeTable(picture);
            } else {
                controller.newGame(picture.session(), ComputerSeats.people(view.players().size()));
            }
            controller.offerOnly(picture.offered(legal, choices));
            controller.refresh(picture.lit(u.dieEvents())); // lit as the computer's moves are at a hot-seat table
        } else if (message instanceof HostMessage.Presence p) {
            if (p.connected()) {
                away.remove(p.seat());
            } else {
                away.add(p.seat());
            }
            chat.add("", p.name() + (p.connected() ? " is at the table." : " lost the connection."));
            asks.away(away, view, seat);
        } else if (message instanceof HostMessage.Chat c) {
            chat.add(c.from(), c.text());
        } else if (message instanceof HostMessage.TakebackAsked t) {
            chat.add("", t.text());
            asks.asked(t, seat);
        } else if (message instanceof HostMessage.TakebackEnded t) {
            chat.add("", t.text());
            asks.ended(t);
        } else if (message instanceof HostMessage.Saved s) {
            chat.add("", s.text());
            saved(s.text());
        } else if (message instanceof HostMessage.Rejected r) {
            refusal = "The host refused: " + r.reason();
            if (sent && picture != null) {
                sent = false; // the game is as it was: the same moves again
                controller.offerOnly(picture.offered(legal, choices));
                controller.refused(refusal);
            }
        } else if (message instanceof HostMessage.Error e) {
            refusal = "The host could not read a message: " + e.message();
        } else if (message instanceof HostMessage.Bye b) {
            connection = "The host ended the connection: " + b.reason();
        }
        redraw();
    }

    /** The game was saved for later: the link lets go (the host closes every connection) and says so. */
    private void saved(String text) {
        savedText = text + (kept != null ? ". Your seat is kept: Game > Join a network game… rejoins it when the game"
                + " is hosted again (or when this program starts again)" : "") + ". This window may be closed.";
        connection = savedText;
        asks.saved(text);
        if (link != null) {
            link.close();
        }
    }

    private void status(String words) {
        connection = words;
        redraw();
    }

    private void redraw() {
        String waiting = waiting();
        if (controller == null) {
            ((Label) root.getCenter()).setText(waiting);
            return;
        }
        boolean onBoard = onBoard();
        controller.setWatchOnly(!onBoard);
        // On the board, the prompt bar's Undo asks the takeback; beside the table only while it offers nothing.
        asks.takebackButton().setVisible(!onBoard);
        asks.takebackButton().setManaged(!onBoard);
        controller.look().setWatching(onBoard ? null : waiting);
        asks.allow(!choice.watching() && connection == null && view != null && !view.over());
        if (picture != null) {
            moves.show(picture, view, connection == null && !sent ? legal : List.of(), waiting, this::send);
        }
    }

    /** Whether this player chooses on the board now: their move, connected, nothing sent yet, a choice the board shows. */
    private boolean onBoard() {
        return !choice.watching() && connection == null && view != null && !view.over() && !sent
                && view.actingPlayer() == seat && picture != null && picture.holdsDecision(view);
    }

    /** A move chosen on the board (in the picture's numbers) goes to the host; the table waits for its answer. */
    private Result sendFromBoard(Action pictureAction) {
        send(picture.toGuest(pictureAction));
        return new Result.Done(controller.state(), List.of());
    }

    /** A move (in guest numbers) to the host; nothing more is offered until the host answers. */
    private void send(Action action) {
        if (link != null) {
            sent = true;
            refusal = null;
            link.play(action);
            controller.offerOnly(OfferedMoves.NOTHING);
            Platform.runLater(this::redraw);
        }
    }

    /** What the table waits for, in this guest's words. */
    String waiting() {
        String words = connection != null ? connection : view == null ? "Waiting for the host's table…" : turnWords();
        return refusal == null ? words : words + " " + refusal;
    }

    private String turnWords() {
        String name = view.actingPlayer() >= 0 ? view.players().get(view.actingPlayer()).name() : null;
        if (view.over()) {
            return view.winner() >= 0 ? view.players().get(view.winner()).name() + " wins the game." : "The game is over.";
        }
        if (away.contains(view.actingPlayer())) {
            return name + " lost the connection: waiting for them to come back.";
        }
        if (view.actingPlayer() == seat) {
            return sent ? "Sent to the host: waiting for its answer." : "Your move, " + name + ": " + asked(name)
                    + (picture != null && picture.holdsDecision(view) ? "." : ". Choose it in the list beside the table.");
        }
        return "Waiting for " + name + ": " + asked(name);
    }

    /** The choice asked ("choose a target") without the name it starts with, else the step. */
    private String asked(String name) {
        if (view.decision() == null) {
            return Step.valueOf(view.step()).label();
        }
        String prompt = view.decision().prompt();
        return prompt.startsWith(name + ": ") ? prompt.substring(name.length() + 2) : prompt;
    }

    /** Leaves the game (the window closed): the seat waits at the host for this player to come back. */
    void close() {
        if (link != null) {
            link.close();
        }
    }

    // ---- for tests ----

    BorderPane root() {
        return root;
    }

    GuestLink link() {
        return link;
    }

    /** Keeps this window's seat in {@code seats} from now on (tests; the menu's windows keep theirs in the user's folder). */
    void keepIn(KeptSeats seats) {
        kept = seats;
    }

    void useLink(GuestLink opened) {
        link = opened;
    }

    TableController controller() {
        return controller;
    }

    List<Action> legal() {
        return legal;
    }

    int updates() {
        return updates;
    }

    /** The picture the table shows now (its die numbers are the table's). */
    GuestPicture picture() {
        return picture;
    }

    List<String> chatShown() {
        return chat.shown();
    }

    /** The words on the network bar, or null (tests). */
    String barShown() {
        return asks.bar().text();
    }
}
