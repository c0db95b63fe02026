package dicemasters.net;

import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The host's WebSocket server (Jetty): guests connect to {@code ws://address:port/play}; every
 * connection's messages go to the {@link Lobby}. Jetty itself refuses a message beyond
 * {@link #MAX_FRAME_TEXT} (the lobby's own, smaller limit answers in words below that).
 */
public final class NetServer implements AutoCloseable {
    public static final String PATH = "/play";
    static final long MAX_FRAME_TEXT = 64 * 1024;
    /** A guest silent this long (no message, no ping) is taken as gone; the game waits for them. */
    static final Duration IDLE = Duration.ofMinutes(30);

    private final Server server;
    private final ServerConnector connector;
    private final ScheduledExecutorService clock;

    private NetServer(Server server, ServerConnector connector, ScheduledExecutorService clock) {
        this.server = server;
        this.connector = connector;
        this.clock = clock;
    }

    /** Starts serving; {@code port} 0 takes a free port ({@link #port()} tells which). */
    public static NetServer start(Lobby lobby, String host, int port) throws Exception {
        Server server = new Server();
        ServerConnector connector = new ServerConnector(server);
        connector.setHost(host);
        connector.setPort(port);
        server.addConnector(connector);
        ContextHandler context = new ContextHandler("/");
        WebSocketUpgradeHandler upgrade = WebSocketUpgradeHandler.from(server, context, container -> {
            container.setMaxTextMessageSize(MAX_FRAME_TEXT);
            container.setMaxBinaryMessageSize(1024);
            container.setIdleTimeout(IDLE);
            container.addMapping(PATH, (request, response, callback) -> new GuestSocket(lobby));
        });
        context.setHandler(upgrade);
        server.setHandler(context);
        server.setStopTimeout(2000);
        server.start();
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "network games' clock");
            t.setDaemon(true);
            return t;
        });
        clock.scheduleWithFixedDelay(() -> tick(lobby), 1, 1, TimeUnit.SECONDS); // takebacks unanswered in time
        return new NetServer(server, connector, clock);
    }

    private static void tick(Lobby lobby) {
        try {
            lobby.tick();
        } catch (RuntimeException e) {
            // a game that could not be saved now: the next second tries again, the others go on
        }
    }

    public int port() {
        return connector.getLocalPort();
    }

    @Override
    public void close() throws Exception {
        clock.shutdownNow();
        server.stop();
    }
}
