package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.Engine;
import dicemasters.engine.state.GameState;
import dicemasters.persist.ActionCodec;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a game's host sends its connections: after each action, each connection's update (the
 * events, its seat's {@link PublicView} or, for a connection that asked for them, only the
 * changes since the last view it received, and the acting seat's legal actions with what it may
 * compose on its board, {@link Choices}), and messages
 * for everyone. A connection that follows changes receives the whole view when it joins, every
 * {@link #WHOLE_VIEW_EVERY} updates, after a takeback and whenever it asks ({@code resync}).
 */
final class Outbox {
    /** Updates of changes between two whole views, so that a guest that lost its way finds it again. */
    static final int WHOLE_VIEW_EVERY = 50;

    private final GameSession session;
    private final DieAliases aliases;
    private final RemoteSeat[] seats;
    final List<Connection> spectators = new ArrayList<>();

    Outbox(GameSession session, DieAliases aliases, RemoteSeat[] seats) {
        this.session = session;
        this.aliases = aliases;
        this.seats = seats;
    }

    /** Every connection: the seats' (in seat order), then the spectators'. */
    List<Connection> connections() {
        List<Connection> all = new ArrayList<>();
        for (RemoteSeat r : seats) {
            if (r != null && r.connection != null) {
                all.add(r.connection);
            }
        }
        all.addAll(spectators);
        return all;
    }

    void everyone(String message) {
        connections().forEach(c -> c.peer.send(message));
    }

    /** An action's events and each connection's update. */
    void updates(ArrayNode events) {
        send(events, false);
    }

    /** The whole view to every connection, with no events (the game went back: a takeback). */
    void wholeViews() {
        send(Protocol.array(), true);
    }

    private void send(ArrayNode events, boolean whole) {
        JsonNode spectatorView = null;
        for (Connection c : connections()) {
            JsonNode view;
            if (c.seat == Connection.SPECTATOR) {
                spectatorView = spectatorView != null ? spectatorView : view(Connection.SPECTATOR);
                view = spectatorView;
            } else {
                view = view(c.seat);
            }
            c.peer.send(update(c, events, view, whole));
        }
    }

    /** One connection's update: with the whole view when asked or due, else only what changed. */
    void update(Connection c, JsonNode events, boolean whole) {
        c.peer.send(update(c, events, view(c.seat), whole));
    }

    private String update(Connection c, JsonNode events, JsonNode view, boolean whole) {
        GameState state = session.current();
        ObjectNode m = Protocol.message("update");
        m.set("events", events);
        if (!c.changesOnly || whole || c.lastView == null || c.updatesSinceWholeView >= WHOLE_VIEW_EVERY) {
            m.set("view", view);
            c.updatesSinceWholeView = 0;
        } else {
            m.set("changes", ViewChanges.between(c.lastView, view));
            m.put("check", ViewChanges.check(view));
            c.updatesSinceWholeView++;
        }
        c.lastView = c.changesOnly ? view : null; // the base of the next changes, kept only by those who follow them
        if (c.seat >= 0 && !state.isOver() && state.actingPlayer() == c.seat) {
            m.set("legal", legalActions(state));
            m.set("choices", Protocol.tree(HostChoices.of(state, aliases)));
        }
        return Protocol.text(m);
    }

    private JsonNode view(int seat) {
        return Protocol.tree(PublicViews.of(session.current(), seat, aliases));
    }

    /** The acting seat's legal actions in guest numbers, in an order of their own (the engine's could tell die numbers). */
    private ArrayNode legalActions(GameState state) {
        ArrayNode out = Protocol.array();
        Engine.legalActions(state).stream()
                .map(a -> ActionCodec.write(ActionAliases.renumber(a, aliases::alias)))
                .sorted(Comparator.comparing(Protocol::text))
                .forEach(out::add);
        return out;
    }
}
