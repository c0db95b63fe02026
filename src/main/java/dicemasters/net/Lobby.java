package dicemasters.net;

import dicemasters.session.GameSession;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The host's door: every connection arrives here, joins a game's seat with its join code, comes
 * back with its reconnect token, or watches with a watch code; then its messages go to its game.
 * Broken messages get an error back and, repeated, the connection is closed; wrong codes from one
 * address are slowed down. Each game has its own lock (its object), taken for its guests'
 * messages, so a game never waits for another's move or save; the lobby's lock guards arriving
 * connections and the list of games, and may take a game's lock inside it, never the other way.
 */
public final class Lobby {
    private final Clock clock;
    private final Codes codes;
    private final WrongCodes wrongCodes;
    private final List<HostGame> games = new ArrayList<>();

    public Lobby(Clock clock, SecureRandom random) {
        this.clock = clock;
        this.codes = new Codes(random);
        this.wrongCodes = new WrongCodes(clock);
    }

    public static Lobby standard() {
        return new Lobby(Clock.systemUTC(), new SecureRandom());
    }

    /**
     * Hosts a game: each seat in {@code remote} gets its own join code; {@code afterChange} runs
     * after every action and every seat taken (to save the game).
     */
    public synchronized HostGame host(String id, GameSession session, List<Integer> remote,
                                      Consumer<HostGame> afterChange) {
        RemoteSeat[] seats = new RemoteSeat[session.setup().teams().size()];
        remote.forEach(s -> seats[s] = new RemoteSeat(codes.newCode(), null, null));
        return add(new HostGame(id, session, seats, codes.newCode(), afterChange, clock));
    }

    /** Hosts a game again after a restart, with the codes, tokens and names it had ({@link SeatsFile}). */
    synchronized HostGame resume(String id, GameSession session, SeatsFile.Seats saved, Consumer<HostGame> afterChange) {
        return add(new HostGame(id, session, saved.seats(), saved.watchCode(), afterChange, clock));
    }

    private HostGame add(HostGame game) {
        games.add(game);
        return game;
    }

    public synchronized List<HostGame> games() {
        return List.copyOf(games);
    }

    /** Stops hosting a game: its connections are closed; its folder keeps it ({@link ServerGames#resume}). */
    public void stopHosting(HostGame game) {
        synchronized (this) {
            games.remove(game);
        }
        synchronized (game) {
            game.closeAll("the host stopped hosting this game");
        }
    }

    /** Ends what waits on the clock (a takeback unanswered in time); the server calls it every second. */
    public void tick() {
        for (HostGame game : games()) {
            synchronized (game) {
                game.tick();
            }
        }
    }

    /** A new connection; the transport passes its messages to {@link #receive}. */
    public Connection connect(Peer peer) {
        return new Connection(peer);
    }

    /**
     * A connection's message. A joined connection's messages are handled under its game's lock,
     * so games do not wait for each other (a move's save, say); the others under the lobby's.
     * The lobby's lock may take a game's inside it, never the other way round.
     */
    public void receive(Connection c, String text) {
        while (true) {
            HostGame game = c.game;
            synchronized (game != null ? game : this) {
                if (c.game == game) { // else it left its game meanwhile: look again
                    if (!c.closed) {
                        handle(c, text);
                    }
                    return;
                }
            }
        }
    }

    private void handle(Connection c, String text) {
        boolean played = false;
        try {
            Message m = Message.parse(text, Protocol.FROM_GUEST);
            if (c.joined()) {
                played = c.game.receive(c, m);
            } else {
                arrive(c, m);
            }
        } catch (ProtocolException e) {
            if (e.fatal()) {
                c.close(e.getMessage());
            } else {
                strike(c, e.getMessage());
            }
        } catch (RuntimeException e) {
            c.peer.send(Protocol.error("the host could not handle this message (" + e.getClass().getSimpleName() + ")"));
        }
        // A move the game goes on with is never one too many: the engine sets that pace, not the guest.
        if (!played && !c.closed && !c.withinRate(clock)) {
            strike(c, "more than " + Connection.MESSAGES_PER_SECOND + " messages in a second: slow down");
        }
    }

    /** A message the transport refused before it could be read (a binary one): counted like any broken message. */
    public void broken(Connection c, String problem) {
        HostGame game = c.game;
        synchronized (game != null ? game : this) {
            if (!c.closed) {
                strike(c, problem);
            }
        }
    }

    public void disconnected(Connection c) {
        c.closed = true;
        HostGame game = c.game;
        if (game != null) {
            synchronized (game) {
                if (c.game == game) {
                    game.left(c);
                }
            }
        }
    }

    private void strike(Connection c, String problem) {
        c.peer.send(Protocol.error(problem));
        if (c.strike()) {
            c.close("too many broken messages; the last: " + problem);
        }
    }

    private void arrive(Connection c, Message m) throws ProtocolException {
        switch (m.type()) {
            case "join" -> join(c, m);
            case "rejoin" -> rejoin(c, m);
            case "watch" -> watch(c, m);
            case "action", "chat" -> throw m.error("join a game first (join, rejoin or watch)");
            case "takeback", "takebackAnswer", "saveForLater", "resync" -> throw m.error("join a game first (join, rejoin or watch)");
            default -> throw m.error("unknown message type (known: join, rejoin, watch, action, chat, takeback,"
                    + " takebackAnswer, saveForLater, resync)");
        }
    }

    private void join(Connection c, Message m) throws ProtocolException {
        String code = Codes.normalized(m.text("code", Protocol.MAX_CODE));
        String name = Chat.clean(m.text("name", Protocol.MAX_NAME));
        views(c, m);
        m.finish();
        if (name.isEmpty()) {
            throw m.error("field 'name' must name the player");
        }
        if (slowedDown(c)) {
            return;
        }
        for (HostGame g : games) {
            for (int s = 0; s < g.seatCount(); s++) {
                RemoteSeat r = g.seat(s);
                if (r != null && same(r.code, code)) {
                    wrongCodes.right(c.peer.address());
                    if (r.taken()) {
                        c.peer.send(Protocol.rejected("this seat is taken: its player comes back with the reconnect"
                                + " token their program keeps"));
                        return;
                    }
                    synchronized (g) {
                        g.join(c, s, name, codes.newToken());
                    }
                    return;
                }
            }
        }
        wrong(c, "no game here has this join code");
    }

    private void rejoin(Connection c, Message m) throws ProtocolException {
        String token = m.text("token", Protocol.MAX_CODE);
        views(c, m);
        m.finish();
        if (slowedDown(c)) {
            return;
        }
        for (HostGame g : games) {
            for (int s = 0; s < g.seatCount(); s++) {
                RemoteSeat r = g.seat(s);
                if (r != null && r.taken() && same(r.token, token)) {
                    wrongCodes.right(c.peer.address());
                    synchronized (g) {
                        g.rejoin(c, s);
                    }
                    return;
                }
            }
        }
        wrong(c, "no seat here has this reconnect token");
    }

    private void watch(Connection c, Message m) throws ProtocolException {
        String code = Codes.normalized(m.text("code", Protocol.MAX_CODE));
        views(c, m);
        m.finish();
        if (slowedDown(c)) {
            return;
        }
        for (HostGame g : games) {
            if (same(g.watchCode(), code)) {
                wrongCodes.right(c.peer.address());
                synchronized (g) {
                    g.watch(c);
                }
                return;
            }
        }
        wrong(c, "no game here has this watch code");
    }

    /** The optional {@code "views"}: {@code "changes"} for only what changed in each update, {@code "whole"} (the default). */
    private static void views(Connection c, Message m) throws ProtocolException {
        if (m.has("views")) {
            String views = m.text("views", Protocol.MAX_NAME);
            if (!views.equals(Protocol.CHANGES) && !views.equals("whole")) {
                throw m.error("field 'views' must be \"whole\" or \"changes\"");
            }
            c.changesOnly = views.equals(Protocol.CHANGES);
        }
    }

    private boolean slowedDown(Connection c) {
        String refusal = wrongCodes.refusal(c.peer.address());
        if (refusal != null) {
            c.peer.send(Protocol.rejected(refusal));
            return true;
        }
        return false;
    }

    private void wrong(Connection c, String problem) {
        wrongCodes.wrong(c.peer.address());
        c.peer.send(Protocol.rejected(problem));
    }

    /** Compares codes in a time that does not tell how much of a guess was right. */
    private static boolean same(String secret, String guess) {
        return MessageDigest.isEqual(secret.getBytes(StandardCharsets.UTF_8), guess.getBytes(StandardCharsets.UTF_8));
    }
}
