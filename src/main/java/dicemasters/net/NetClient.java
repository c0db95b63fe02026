package dicemasters.net;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * A guest's connection to a host, over the JDK's own WebSocket client. Messages arrive one at a
 * time on the listener (never two at once); sends are queued, one after the other, as the JDK's
 * client requires. A message from the host beyond {@link Protocol#FROM_HOST} closes the connection.
 */
public final class NetClient implements AutoCloseable {
    /** What a guest's program hears. */
    public interface Listener {
        void message(String text);

        /** The connection ended: the host closed it (its reason), or it was lost. */
        void closed(String reason);
    }

    private final WebSocket socket;
    private CompletableFuture<WebSocket> sending;

    private NetClient(WebSocket socket) {
        this.socket = socket;
        this.sending = CompletableFuture.completedFuture(socket);
    }

    /** Connects to {@code ws://host:port/play}; fails after {@code timeout}. */
    public static NetClient connect(String host, int port, Listener listener, Duration timeout) throws Exception {
        return connect(HttpClient.newBuilder().connectTimeout(timeout).build(), host, port, listener, timeout);
    }

    /**
     * Connects through a given HTTP client: many connections of one program (a benchmark's guests)
     * share its threads.
     */
    public static NetClient connect(HttpClient http, String host, int port, Listener listener, Duration timeout)
            throws Exception {
        URI uri = URI.create("ws://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + NetServer.PATH);
        WebSocket socket = http.newWebSocketBuilder()
                .connectTimeout(timeout)
                .buildAsync(uri, new Receiver(listener))
                .get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        return new NetClient(socket);
    }

    public synchronized void send(String message) {
        sending = sending.thenCompose(ws -> ws.sendText(message, true));
    }

    /** Cuts the connection at once, without a word (a cable pulled, a program killed). */
    public void abort() {
        socket.abort();
    }

    @Override
    public synchronized void close() {
        sending = sending.thenCompose(ws -> ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye"));
        sending.orTimeout(2, TimeUnit.SECONDS).exceptionally(e -> {
            socket.abort();
            return socket;
        });
    }

    /** Puts a message's parts together and hands each whole message on. */
    private static final class Receiver implements WebSocket.Listener {
        private final Listener listener;
        private final StringBuilder parts = new StringBuilder();
        private boolean ended;

        Receiver(Listener listener) {
            this.listener = listener;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            parts.append(data);
            if (parts.length() > Protocol.FROM_HOST.maxBytes()) {
                ws.abort();
                end("the host sent a message beyond " + Protocol.FROM_HOST.maxBytes() + " characters");
                return null;
            }
            if (last) {
                String message = parts.toString();
                parts.setLength(0);
                listener.message(message);
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
            end(reason == null || reason.isEmpty() ? "the host closed the connection (" + statusCode + ")" : reason);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            end("the connection was lost (" + error.getClass().getSimpleName() + ")");
        }

        private synchronized void end(String reason) {
            if (!ended) {
                ended = true;
                listener.closed(reason);
            }
        }
    }
}
