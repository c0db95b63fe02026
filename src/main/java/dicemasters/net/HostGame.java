package dicemasters.net;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.persist.SavedGameJson;
import dicemasters.session.GameSession;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * One network game at its host: the only engine that decides. Guests' actions arrive in their
 * guest numbers, are checked by {@link Engine#check} and played on the host's {@link GameSession};
 * every connection then receives the events and its seat's {@link PublicView} (and, for the seat
 * that acts, its legal actions). Seats not played remotely are played here ({@link #playLocal}).
 * Thread-safe through its own lock (the game object): the {@link Lobby} takes it for guests'
 * messages, and the public methods the host's window calls take it themselves.
 */
public final class HostGame {
    /** Log lines a (re)joining guest receives to catch up. */
    static final int LOG_CATCH_UP = 200;

    private final String id;
    private final GameSession session;
    private final DieAliases aliases;
    private final RemoteSeat[] seats;
    private final String watchCode;
    private final Deque<String> recentLog = new ArrayDeque<>();
    private final Consumer<HostGame> afterChange;
    private final List<HostListener> listeners = new ArrayList<>();
    private final Clock clock;
    private final Takebacks takebacks;
    private final Outbox outbox;
    private final GuestMessages guestMessages = new GuestMessages(this);

    HostGame(String id, GameSession session, RemoteSeat[] seats, String watchCode, Consumer<HostGame> afterChange,
             Clock clock) {
        this.id = id;
        this.clock = clock;
        this.takebacks = new Takebacks(this, session, clock);
        this.session = session;
        this.seats = seats;
        this.watchCode = watchCode;
        this.afterChange = afterChange;
        this.aliases = followedFromTheStart(session);
        this.outbox = new Outbox(session, aliases, seats);
    }

    /**
     * The guests' die numbers, following the record's events from the start: a game hosted again
     * after a restart goes on with the numbers its guests already know (and its recent log).
     */
    private DieAliases followedFromTheStart(GameSession session) {
        GameState start = session.stateAfter(0);
        // A game from a position has dice out of its bags at the start; a new one has every Sidekick in.
        DieAliases followed = session.startPosition() == null ? DieAliases.forNewGame(start)
                : DieAliases.fromPosition(start);
        for (int i = 0; i <= session.actions().size(); i++) {
            remember(PublicEvents.follow(session.eventsOf(i), session.stateAfter(i), followed));
        }
        return followed;
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
    public synchronized boolean isConnected(int seat) {
        return seats[seat] != null && seats[seat].connection != null;
    }

    /** The remote seats whose player joined and is away now (lost the connection or closed the window). */
    public synchronized List<Integer> awaySeats() {
        List<Integer> away = new ArrayList<>();
        for (int s = 0; s < seats.length; s++) {
            if (seats[s] != null && seats[s].taken() && seats[s].connection == null) {
                away.add(s);
            }
        }
        return away;
    }

    RemoteSeat seat(int seat) {
        return seats[seat];
    }

    int seatCount() {
        return seats.length;
    }

    public synchronized void addListener(HostListener listener) {
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
        outbox.spectators.add(c);
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
            outbox.spectators.remove(c);
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
        outbox.update(c, Protocol.array(), true);
    }

    /** Handles a joined connection's message; true when it was an action that was played. */
    boolean receive(Connection c, Message m) throws ProtocolException {
        return guestMessages.receive(c, m);
    }

    /** A guest's move, in guest numbers. */
    String playRemote(int seat, Action guestAction) {
        return play(seat, ActionAliases.renumber(guestAction, aliases::die));
    }

    /**
     * A move of a seat played at the host's own table; null when played, else why not. A
     * {@code Concede} of the acting player is taken as this seat's own concession: a seat may
     * concede for its side at any time.
     */
    public synchronized String playLocal(int seat, Action action) {
        if (seats[seat] != null) {
            return "that seat is played from another computer";
        }
        return play(seat, action instanceof Action.Concede c && c.player() == Action.Concede.ACTING
                ? new Action.Concede(seat) : action);
    }

    private String play(int seat, Action action) {
        GameState state = session.current();
        if (state.isOver()) {
            return "the game is over";
        }
        boolean ownConcession = action instanceof Action.Concede c && c.player() == seat;
        if (state.actingPlayer() != seat && !ownConcession) {
            return "it is not your move: the game waits for " + state.player(state.actingPlayer()).name() + " ("
                    + state.step().label() + ")";
        }
        String reason = check(state, action);
        if (reason != null) {
            return reason;
        }
        Result.Done done = (Result.Done) session.play(action);
        takebacks.gameWentOn();
        // Saved before anyone hears of it: a move a guest has seen is never lost to a crash.
        afterChange.accept(this);
        ArrayNode events = PublicEvents.follow(done.events(), done.state(), aliases);
        remember(events);
        outbox.updates(events);
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

    // ---- takebacks ----

    /**
     * A seat played at the host's own table asks to take back its last move; null when asked (the
     * opponents are told), else why not.
     */
    public synchronized String askTakeback(int seat) {
        return seats[seat] != null ? "that seat is played from another computer"
                : takebacks.ask(seat, session.current().player(seat).name());
    }

    /** Why a seat played at the host's own table may not ask for a takeback now; null when it may. */
    public synchronized String takebackRefusal(int seat) {
        return seats[seat] != null ? "that seat is played from another computer" : takebacks.whyNot(seat);
    }

    /** A seat played at the host's own table answers the takeback asked; null when answered, else why not. */
    public synchronized String answerTakeback(int seat, boolean accept) {
        return seats[seat] != null ? "that seat is played from another computer"
                : takebacks.answer(seat, session.current().player(seat).name(), accept);
    }

    /** Whether an opponent of {@code asker} is here to answer a takeback (at the host's table or connected). */
    boolean opponentPresent(int asker) {
        for (int s = 0; s < seats.length; s++) {
            if (Takebacks.answers(session.current(), asker, s) && (seats[s] == null || seats[s].connection != null)) {
                return true;
            }
        }
        return false;
    }

    /** A takeback accepted: the host undoes the moves and saves (then every guest receives the whole view again). */
    void takeBack(int moves) {
        for (int i = 0; i < moves; i++) {
            session.undo();
        }
        aliases.settle(session.current()); // the moves taken back took no die out of a bag: only places change
        afterChange.accept(this);
    }

    /** Ends a takeback whose answer time has passed (the lobby asks every second). */
    void tick() {
        takebacks.tick();
    }

    Takebacks takebacks() {
        return takebacks;
    }

    List<HostListener> listeners() {
        return listeners;
    }

    // ---- saving for later ----

    /**
     * Saves the game for later: saved as after every move, every connection told and closed. The
     * game stays hosted here (a player coming back with their token resumes it); the host's window
     * may stop hosting it ({@link Lobby#stopHosting}) and host it again later from its folder
     * ({@link ServerGames#resume}) with the same codes and tokens.
     */
    public synchronized void saveForLater(String by) {
        afterChange.accept(this);
        String text = by + " saved the game for later: everyone comes back with the same codes when it is hosted"
                + " again";
        everyone(Protocol.saved(by, text));
        closeAll(text);
        listeners.forEach(l -> l.saved(by));
    }

    /** Closes every connection to this game, telling why (no presence notices: everyone is leaving). */
    void closeAll(String reason) {
        List<Connection> all = outbox.connections();
        outbox.spectators.clear();
        for (RemoteSeat r : seats) {
            if (r != null) {
                r.connection = null;
            }
        }
        for (Connection c : all) {
            c.game = null;
            c.close(reason);
        }
    }

    /** A chat line from the host's own table or a guest, to everyone. */
    public synchronized void say(String from, String text) {
        String line = Chat.clean(text);
        everyone(Protocol.chatFrom(from, line));
        listeners.forEach(l -> l.chat(from, line));
    }

    // ---- what the host sends ----

    void everyone(String message) {
        outbox.everyone(message);
    }

    /** The whole view to one connection (it asked: a resync). */
    void sendWholeView(Connection c) {
        outbox.update(c, Protocol.array(), true);
    }

    /** The whole view to every connection (after a takeback). */
    void sendWholeViews() {
        outbox.wholeViews();
    }

    private void remember(ArrayNode events) {
        events.forEach(e -> remember(e.get("text").asText()));
    }

    /** A log line a (re)joining guest catches up with. */
    void remember(String line) {
        recentLog.addLast(line);
        if (recentLog.size() > LOG_CATCH_UP) {
            recentLog.removeFirst();
        }
    }
}
