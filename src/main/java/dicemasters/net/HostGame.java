package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.persist.ActionCodec;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGameJson;
import dicemasters.session.GameSession;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * One network game at its host: the only engine that decides. Guests' actions arrive in their
 * guest numbers, are checked by {@link Engine#check} and played on the host's {@link GameSession};
 * every connection then receives the events and its seat's {@link PublicView} (and, for the seat
 * that acts, its legal actions). Seats not played remotely are played here ({@link #playLocal}).
 * Called only under its {@link Lobby}'s lock.
 */
public final class HostGame {
    /** Log lines a (re)joining guest receives to catch up. */
    static final int LOG_CATCH_UP = 200;

    private final String id;
    private final GameSession session;
    private final DieAliases aliases;
    private final RemoteSeat[] seats;
    private final String watchCode;
    private final List<Connection> spectators = new ArrayList<>();
    private final Deque<String> recentLog = new ArrayDeque<>();
    private final Consumer<HostGame> afterChange;
    private final List<HostListener> listeners = new ArrayList<>();

    HostGame(String id, GameSession session, RemoteSeat[] seats, String watchCode, Consumer<HostGame> afterChange) {
        this.id = id;
        this.session = session;
        this.seats = seats;
        this.watchCode = watchCode;
        this.afterChange = afterChange;
        if (session.actions().isEmpty()) {
            aliases = DieAliases.forNewGame(session.current());
            remember(PublicEvents.follow(session.eventsOf(0), session.current(), aliases));
        } else {
            aliases = DieAliases.resumed(session.current());
        }
    }

    public String id() {
        return id;
    }

    public GameSession session() {
        return session;
    }

    /** The code for a remote seat (null for a seat played here). */
    public String joinCode(int seat) {
        return seats[seat] == null ? null : seats[seat].code;
    }

    public String watchCode() {
        return watchCode;
    }

    public boolean isRemote(int seat) {
        return seats[seat] != null;
    }

    /** Whether a remote seat's player is connected now. */
    public boolean isConnected(int seat) {
        return seats[seat] != null && seats[seat].connection != null;
    }

    RemoteSeat seat(int seat) {
        return seats[seat];
    }

    int seatCount() {
        return seats.length;
    }

    public void addListener(HostListener listener) {
        listeners.add(listener);
    }

    // ---- joining ----

    void join(Connection c, int seat, String name, String token) {
        RemoteSeat r = seats[seat];
        r.token = token;
        r.name = name;
        afterChange.accept(this); // saved before the guest holds its token
        attach(c, seat);
    }

    void rejoin(Connection c, int seat) {
        Connection old = seats[seat].connection;
        if (old != null && old != c) {
            old.game = null;
            old.close("this seat was taken up again from another connection with its reconnect token");
        }
        attach(c, seat);
    }

    void watch(Connection c) {
        c.game = this;
        c.seat = Connection.SPECTATOR;
        spectators.add(c);
        welcome(c, null);
    }

    private void attach(Connection c, int seat) {
        c.game = this;
        c.seat = seat;
        seats[seat].connection = c;
        welcome(c, seats[seat].token);
        everyone(Protocol.presence(seat, seats[seat].name, true));
        listeners.forEach(l -> l.presence(seat, seats[seat].name, true));
    }

    void left(Connection c) {
        if (c.seat == Connection.SPECTATOR) {
            spectators.remove(c);
        } else if (c.seat >= 0 && seats[c.seat] != null && seats[c.seat].connection == c) {
            int seat = c.seat;
            seats[seat].connection = null;
            everyone(Protocol.presence(seat, seats[seat].name, false));
            listeners.forEach(l -> l.presence(seat, seats[seat].name, false));
        }
        c.game = null;
    }

    private void welcome(Connection c, String token) {
        ObjectNode m = Protocol.message("welcome").put("game", id).put("seat", c.seat);
        if (token != null) {
            m.put("token", token);
        }
        m.set("setup", new SavedGameJson().setupWithCards(session.setup()));
        ArrayNode log = m.putArray("log");
        recentLog.forEach(log::add);
        c.peer.send(Protocol.text(m));
        c.peer.send(update(c.seat, Protocol.tree(List.of())));
    }

    // ---- what guests send once joined ----

    /** Handles a joined connection's message; true when it was an action that was played. */
    boolean receive(Connection c, Message m) throws ProtocolException {
        switch (m.type()) {
            case "action":
                return act(c, m);
            case "chat":
                chat(c, m);
                return false;
            case "join", "rejoin", "watch":
                throw m.error("this connection has already joined a game");
            default:
                throw m.error("unknown message type (known: action, chat)");
        }
    }

    private boolean act(Connection c, Message m) throws ProtocolException {
        JsonNode node = m.node("action");
        m.finish();
        Action action;
        try {
            action = ActionCodec.read(node, "action");
        } catch (SavedGameException e) {
            throw new ProtocolException(e.getMessage());
        }
        if (c.seat == Connection.SPECTATOR) {
            c.peer.send(Protocol.rejected("a spectator watches: no move is theirs to make"));
            return false;
        }
        String reason = play(c.seat, ActionAliases.renumber(action, aliases::die));
        if (reason != null) {
            c.peer.send(Protocol.rejected(reason));
        }
        return reason == null;
    }

    /** A move of a seat played at the host's own table; null when played, else why not. */
    public String playLocal(int seat, Action action) {
        if (seats[seat] != null) {
            return "that seat is played from another computer";
        }
        return play(seat, action);
    }

    private String play(int seat, Action action) {
        GameState state = session.current();
        if (state.isOver()) {
            return "the game is over";
        }
        if (state.actingPlayer() != seat) {
            return "it is not your move: the game waits for " + state.player(state.actingPlayer()).name() + " ("
                    + state.step().label() + ")";
        }
        String reason = check(state, action);
        if (reason != null) {
            return reason;
        }
        Result.Done done = (Result.Done) session.play(action);
        // Saved before anyone hears of it: a move a guest has seen is never lost to a crash.
        afterChange.accept(this);
        ArrayNode events = PublicEvents.follow(done.events(), done.state(), aliases);
        remember(events);
        for (int s = 0; s < seats.length; s++) {
            if (seats[s] != null && seats[s].connection != null) {
                seats[s].connection.peer.send(update(s, events));
            }
        }
        String forSpectators = spectators.isEmpty() ? null : update(Connection.SPECTATOR, events);
        spectators.forEach(c -> c.peer.send(forSpectators));
        List<GameEvent> engineEvents = done.events();
        listeners.forEach(l -> l.played(seat, action, engineEvents));
        return null;
    }

    /** The engine's reason, or one of ours for an action the engine could not even look at (a die that does not exist). */
    private static String check(GameState state, Action action) {
        try {
            return Engine.check(state, action);
        } catch (RuntimeException e) {
            return "that move names something that is not on the table";
        }
    }

    private void chat(Connection c, Message m) throws ProtocolException {
        String text = Chat.clean(m.text("text", Protocol.MAX_CHAT));
        m.finish();
        if (c.seat == Connection.SPECTATOR) {
            c.peer.send(Protocol.rejected("spectators watch without chatting"));
            return;
        }
        if (!text.isEmpty()) {
            say(seats[c.seat].name, text);
        }
    }

    /** A chat line from the host's own table or a guest, to everyone. */
    public void say(String from, String text) {
        String line = Chat.clean(text);
        everyone(Protocol.chatFrom(from, line));
        listeners.forEach(l -> l.chat(from, line));
    }

    // ---- what the host sends ----

    private String update(int seat, JsonNode events) {
        GameState state = session.current();
        ObjectNode m = Protocol.message("update");
        m.set("events", events);
        m.set("view", Protocol.tree(PublicViews.of(state, seat, aliases)));
        if (seat >= 0 && !state.isOver() && state.actingPlayer() == seat) {
            m.set("legal", legalActions(state));
        }
        return Protocol.text(m);
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

    private void everyone(String message) {
        for (RemoteSeat r : seats) {
            if (r != null && r.connection != null) {
                r.connection.peer.send(message);
            }
        }
        spectators.forEach(c -> c.peer.send(message));
    }

    private void remember(ArrayNode events) {
        for (JsonNode e : events) {
            recentLog.addLast(e.get("text").asText());
            if (recentLog.size() > LOG_CATCH_UP) {
                recentLog.removeFirst();
            }
        }
    }
}
