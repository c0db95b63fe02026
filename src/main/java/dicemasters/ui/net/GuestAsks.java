package dicemasters.ui.net;

import dicemasters.engine.action.Action;
import dicemasters.net.GuestLink;
import dicemasters.net.HostMessage;
import dicemasters.net.PublicView;
import javafx.scene.control.Button;

import java.util.Set;
import java.util.function.Supplier;

/**
 * In a guest's window: "Ask to take back my last move" (also Ctrl+Z), the opponent's request with
 * Accept / Decline and its outcome on the {@link NetworkBar}, and, while another player is away,
 * Concede or Save for later. Each is a message to the host, whose game decides; a refusal comes
 * back in words under the moves.
 */
final class GuestAsks {
    private final Supplier<GuestLink> link;
    private final NetworkBar bar = new NetworkBar();
    private final Button takeback = new Button("Ask to take back my last move (Ctrl+Z)");
    /** A takeback asked and not yet ended: no other may be asked. */
    private boolean pending;
    private boolean showingAway;

    GuestAsks(Supplier<GuestLink> link) {
        this.link = link;
        takeback.setId("guest-takeback");
        takeback.setWrapText(true);
        takeback.setMaxWidth(Double.MAX_VALUE);
        takeback.setDisable(true);
        takeback.setOnAction(e -> ask());
    }

    NetworkBar bar() {
        return bar;
    }

    Button takebackButton() {
        return takeback;
    }

    /** Asks the opponents to take back this seat's last move (if one may be asked now). */
    void ask() {
        GuestLink to = link.get();
        if (to != null && !takeback.isDisabled()) {
            takeback.setDisable(true);
            to.askTakeback();
        }
    }

    /** Whether a takeback may be asked: a player's seat, connected, the game going on, none asked already. */
    void allow(boolean playing) {
        takeback.setDisable(!playing || pending);
    }

    /** Welcomed (again, after a lost connection): an outcome missed meanwhile no longer greys the button. */
    void welcomed() {
        pending = false;
    }

    void asked(HostMessage.TakebackAsked t, int seat) {
        pending = true;
        showingAway = false;
        takeback.setDisable(true);
        if (t.seat() == seat) {
            bar.tell(t.text() + ": waiting for the answer.");
        } else {
            bar.ask(t.text() + ".", () -> answer(true), () -> answer(false));
        }
    }

    private void answer(boolean accept) {
        GuestLink to = link.get();
        if (to != null) {
            to.answerTakeback(accept);
        }
    }

    void ended(HostMessage.TakebackEnded t) {
        pending = false;
        showingAway = false;
        bar.tell(Character.toUpperCase(t.text().charAt(0)) + t.text().substring(1) + ".");
    }

    /** Who is away changed: while another player is, this seat may concede or save the game for later. */
    void away(Set<Integer> away, PublicView view, int seat) {
        if (view == null || view.over() || seat < 0 || away.stream().allMatch(s -> s == seat)) {
            if (showingAway) {
                bar.clear();
                showingAway = false;
            }
            return;
        }
        String names = String.join(" and ", away.stream().filter(s -> s != seat)
                .map(s -> view.players().get(s).name()).toList());
        bar.away(names + " lost the connection: waiting for them to come back. You may also concede, or save the"
                + " game to finish it later.", this::concede, this::saveForLater);
        showingAway = true;
    }

    private void concede() {
        GuestLink to = link.get();
        if (to != null) {
            to.play(new Action.Concede()); // the host takes it as this seat's own concession
        }
        bar.clear();
        showingAway = false;
    }

    private void saveForLater() {
        GuestLink to = link.get();
        if (to != null) {
            to.saveForLater();
        }
    }

    /** The game was saved for later: said on the bar. */
    void saved(String text) {
        showingAway = false;
        bar.tell(text + ".");
    }
}
