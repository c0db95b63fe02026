package dicemasters.net;

/** One connection as the host sees it, whatever carries it (a WebSocket, or a test's queue). */
public interface Peer {
    /** Sends one message; never blocks on a slow guest. */
    void send(String message);

    /** Closes the connection, telling why. */
    void close(String reason);

    /** Where it comes from (an IP address), for slowing down wrong codes. */
    String address();
}
