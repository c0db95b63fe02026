package dicemasters.net;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;

/**
 * One guest's WebSocket at the host, handing its text messages to the {@link Lobby}. Public only
 * because Jetty calls it by reflection.
 */
public final class GuestSocket implements Session.Listener.AutoDemanding, Peer {
    private final Lobby lobby;
    private volatile Session session;
    private volatile Connection connection;

    GuestSocket(Lobby lobby) {
        this.lobby = lobby;
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        this.session = opened;
        this.connection = lobby.connect(this);
    }

    @Override
    public void onWebSocketText(String message) {
        lobby.receive(connection, message);
    }

    @Override
    public void onWebSocketBinary(ByteBuffer payload, Callback callback) {
        callback.succeed();
        lobby.broken(connection, "the protocol sends text messages, not binary ones");
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason) {
        if (connection != null) {
            lobby.disconnected(connection);
        }
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        if (connection != null) {
            lobby.disconnected(connection);
        }
    }

    @Override
    public void send(String message) {
        Session s = session;
        if (s != null && s.isOpen()) {
            s.sendText(message, Callback.NOOP);
        }
    }

    @Override
    public void close(String reason) {
        Session s = session;
        if (s != null && s.isOpen()) {
            s.close(StatusCode.POLICY_VIOLATION, reason.length() > 120 ? reason.substring(0, 120) : reason,
                    Callback.NOOP);
        }
    }

    @Override
    public String address() {
        SocketAddress remote = session == null ? null : session.getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress() : String.valueOf(remote);
    }
}
