package dicemasters.ui.net;

import dicemasters.net.HostGame;
import dicemasters.ui.TableController;
import javafx.scene.Node;

import java.util.List;
import java.util.stream.IntStream;

/**
 * At the host's table of a network game: Undo asks the opponents to take back a move (the host's
 * {@link HostGame#askTakeback}), an opponent's request is answered on the {@link NetworkBar}, and
 * while a player is away the bar offers to concede or to save the game for later. Calls into the
 * host's game take its lock, as {@link HostedTable} does.
 */
final class HostedAsks {
    private final HostGame game;
    private final TableController controller;
    private final HostedTable hosted;
    private final NetworkBar bar = new NetworkBar();
    private boolean showingAway;

    HostedAsks(HostGame game, TableController controller, HostedTable hosted) {
        this.game = game;
        this.controller = controller;
        this.hosted = hosted;
    }

    Node bar() {
        return bar;
    }

    /** Whether a seat of this table may ask for a takeback now (greys Undo otherwise). */
    boolean canAsk() {
        return !hosted.stopped() && askingSeat() >= 0;
    }

    /** Undo at this table: asks the opponents; nothing changes until one accepts. */
    void ask() {
        int seat = askingSeat();
        if (seat < 0) {
            return;
        }
        String reason;
        synchronized (game) {
            reason = game.askTakeback(seat);
        }
        if (reason != null) {
            bar.tell("No takeback: " + reason + ".");
        }
        controller.redraw();
    }

    /** The first seat of this table that may ask for a takeback now, or -1. */
    private int askingSeat() {
        synchronized (game) {
            return localSeats().stream().filter(s -> game.takebackRefusal(s) == null).findFirst().orElse(-1);
        }
    }

    private List<Integer> localSeats() {
        return IntStream.range(0, controller.state().players().size()).filter(s -> !game.isRemote(s)).boxed().toList();
    }

    /** A takeback was asked (on the JavaFX thread): a guest's is answered here, this table's waits. */
    void asked(int seat, String text) {
        if (game.isRemote(seat)) {
            bar.ask(text + ".", () -> answer(true), () -> answer(false));
        } else {
            bar.tell(text + ": waiting for the answer.");
        }
        showingAway = false;
        controller.redraw();
    }

    private void answer(boolean accept) {
        String reason = null;
        synchronized (game) {
            for (int seat : localSeats()) {
                reason = game.answerTakeback(seat, accept);
                if (reason == null) {
                    return;
                }
            }
        }
        bar.tell("The answer was not taken: " + reason + ".");
    }

    /** The takeback ended: its outcome, for everyone at this table. */
    void ended(String text) {
        showingAway = false;
        bar.tell(Character.toUpperCase(text.charAt(0)) + text.substring(1) + ".");
    }

    /** A guest came or went: while one is away, this table may concede or save the game for later. */
    void presence(String name, boolean connected) {
        List<Integer> away = game.awaySeats();
        if (!away.isEmpty() && !controller.state().isOver()) {
            String names = String.join(" and ", away.stream().map(s -> controller.state().player(s).name()).toList());
            bar.away(names + " lost the connection: waiting for them to come back. You may also concede, or save"
                    + " the game to finish it later.", this::concede, this::saveForLater);
            showingAway = true;
        } else if (showingAway) {
            bar.clear();
            showingAway = false;
        }
    }

    private void concede() {
        localSeats().stream().findFirst().ifPresent(hosted::concedeHere);
        bar.clear();
        showingAway = false;
    }

    /** Saves for later: every guest is told and let go, the hosting stops, the table keeps the game. */
    private void saveForLater() {
        synchronized (game) {
            game.saveForLater(hosted.hostName());
        }
        hosted.stop();
        controller.tell("The game is saved for later, as it stands: it is under Game > Recent games (Game > Save…"
                + " also keeps it in a file of your choice). Open it there to finish it at this table.");
    }

    void clear() {
        bar.clear();
        showingAway = false;
    }

    /** The words on the bar, or null (tests). */
    String shown() {
        return bar.text();
    }
}
