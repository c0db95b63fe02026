package dicemasters.net;

import dicemasters.engine.action.Action;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A guest's (or a spectator's) link to a host, for a window: it joins with a join code (or watches
 * with a watch code), follows only what changed in each update ({@link WholeUpdates}), reads every
 * message strictly ({@link HostMessage}), keeps what it saw ({@link #record()}) and, when the connection
 * is lost after the welcome, comes back by itself with its reconnect token (a spectator with its
 * watch code), waiting 1 s, 2 s, 4 s ... up to {@link #LONGEST_WAIT} between tries, until it is
 * back or closed. Its listener is told on the link's own threads, one message at a time.
 */
public final class GuestLink {
    /** What the guest's window hears. */
    public interface Listener {
        void received(HostMessage message);

        /** The connection was lost: why, and whether the link is trying to come back. */
        void lost(String reason, boolean retrying);
    }

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    public static final Duration LONGEST_WAIT = Duration.ofSeconds(15);

    private final String host;
    private final int port;
    private final String code;
    private final Listener listener;
    private final ScheduledExecutorService retries = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "guest-link-retry");
        t.setDaemon(true);
        return t;
    });
    private NetClient client;
    /** The connection now: what an older one says once it is replaced is not heard. */
    private Connection current;
    private String token;
    private boolean welcomed;
    private boolean closed;
    private int failedTries;
    /** Updates come as only what changed; each is made whole before it is read (one per connection). */
    private WholeUpdates updates = new WholeUpdates();
    /** What this guest saw and did, to save and watch again. */
    private final GuestRecord record = new GuestRecord();

    private GuestLink(String host, int port, String code, Listener listener) {
        this.host = host;
        this.port = port;
        this.code = code;
        this.listener = listener;
    }

    /** Joins the seat of a join code under a player's name ({@code name} null: watches with a watch code). */
    public static GuestLink open(String host, int port, String code, String name, Listener listener) throws Exception {
        GuestLink link = new GuestLink(host, port, code, listener);
        synchronized (link) {
            link.current = link.new Connection();
            link.client = NetClient.connect(host, port, link.current, CONNECT_TIMEOUT);
            link.send(name == null ? Protocol.watchFollowingChanges(code) : Protocol.joinFollowingChanges(code, name));
        }
        return link;
    }

    /**
     * Comes back to a seat with the reconnect token its program kept ({@link KeptSeats}): after this
     * program was closed or restarted, or the game was saved for later and is hosted again.
     */
    public static GuestLink rejoin(String host, int port, String token, Listener listener) throws Exception {
        GuestLink link = new GuestLink(host, port, null, listener);
        synchronized (link) {
            link.token = token;
            link.current = link.new Connection();
            link.client = NetClient.connect(host, port, link.current, CONNECT_TIMEOUT);
            link.send(Protocol.rejoinFollowingChanges(token));
        }
        return link;
    }

    /** Sends a move (in guest numbers, as the host listed it or as the player drafted it). */
    public synchronized void play(Action action) {
        send(Protocol.action(action));
    }

    public synchronized void say(String text) {
        send(Protocol.chat(text));
    }

    /** Asks the opponents to take back this seat's last move. */
    public synchronized void askTakeback() {
        send(Protocol.takeback());
    }

    /** Answers the takeback an opponent asked. */
    public synchronized void answerTakeback(boolean accept) {
        send(Protocol.takebackAnswer(accept));
    }

    /** Saves the game for later at the host (while another player is away). */
    public synchronized void saveForLater() {
        send(Protocol.saveForLater());
    }

    private void send(String message) {
        if (client != null) {
            client.send(message);
            record.sent(message);
        }
    }

    /** What this guest saw and did so far (a record it may save, {@link GuestRecord#write}). */
    public GuestRecord record() {
        return record;
    }

    /** The reconnect token the host gave this seat (null before the welcome, or for a spectator). */
    public synchronized String token() {
        return token;
    }

    /** Cuts the connection at once, as a pulled cable does (tests): the link comes back by itself. */
    public synchronized void cut() {
        if (client != null) {
            client.abort();
            // An aborted connection tells its listener nothing more: the link notices the loss itself.
            ended(current, "the connection was cut");
        }
    }

    /** Leaves for good: no more tries. */
    public synchronized void close() {
        closed = true;
        retries.shutdownNow();
        if (client != null) {
            client.close();
        }
    }

    private synchronized void heard(Connection from, String text) {
        if (from != current) {
            return;
        }
        record.heard(text);
        String whole = updates.whole(text);
        if (whole == null) {
            if (updates.askForWholeView()) {
                send(Protocol.resync()); // the changes did not lead to the host's view: the whole view sets it right
            }
            return;
        }
        HostMessage m;
        try {
            m = HostMessage.read(whole);
        } catch (ProtocolException e) {
            listener.received(new HostMessage.Error("the host sent a broken message: " + e.getMessage()));
            return;
        }
        if (m instanceof HostMessage.Welcome w) {
            welcomed = true;
            failedTries = 0;
            if (w.token() != null) {
                token = w.token();
            }
        } else if (m instanceof HostMessage.Bye) {
            closed = true; // the host said why it ends: trying again would not change it
        }
        listener.received(m);
    }

    private synchronized void ended(Connection which, String reason) {
        if (which != current) {
            return;
        }
        current = null;
        client = null;
        boolean retrying = !closed && welcomed;
        listener.lost(reason, retrying);
        if (retrying) {
            retryLater();
        }
    }

    private void retryLater() {
        long wait = Math.min(LONGEST_WAIT.toMillis(), 1000L << Math.min(failedTries, 10));
        failedTries++;
        retries.schedule(this::retry, wait, TimeUnit.MILLISECONDS);
    }

    private synchronized void retry() {
        if (closed) {
            return;
        }
        try {
            current = new Connection();
            updates = new WholeUpdates();
            client = NetClient.connect(host, port, current, CONNECT_TIMEOUT);
            send(token != null ? Protocol.rejoinFollowingChanges(token) : Protocol.watchFollowingChanges(code));
        } catch (Exception e) {
            current = null;
            client = null;
            listener.lost("the host cannot be reached (" + e.getClass().getSimpleName() + ")", true);
            retryLater();
        }
    }

    /** One connection's messages; a connection that ended is replaced by the next try. */
    private final class Connection implements NetClient.Listener {
        @Override
        public void message(String text) {
            heard(this, text);
        }

        @Override
        public void closed(String reason) {
            ended(this, reason);
        }
    }
}
