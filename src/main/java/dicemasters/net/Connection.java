package dicemasters.net;

import java.time.Clock;
import java.time.Instant;

/**
 * What the host knows of one connection: the game and seat it joined (or that it watches), the
 * broken messages it sent, and how many messages it sent this second.
 */
public final class Connection {
    static final int NO_SEAT = -2;
    static final int SPECTATOR = -1;
    /** Broken messages (bad JSON, unknown fields, too many messages) before the connection is closed. */
    static final int MAX_STRIKES = 5;
    /** Messages a second a person's program never needs more of. */
    static final int MESSAGES_PER_SECOND = 20;

    final Peer peer;
    /** Set and cleared under the game's lock; read first without it to find which lock to take. */
    volatile HostGame game;
    int seat = NO_SEAT;
    private int strikes;
    private long second = Long.MIN_VALUE;
    private int inThisSecond;
    volatile boolean closed;
    /** Whether it asked for only what changed in each update, and the last view it received. */
    boolean changesOnly;
    com.fasterxml.jackson.databind.JsonNode lastView;
    int updatesSinceWholeView;

    Connection(Peer peer) {
        this.peer = peer;
    }

    boolean joined() {
        return game != null;
    }

    /** Counts a message; false when it is one too many for this second. */
    boolean withinRate(Clock clock) {
        long now = Instant.now(clock).getEpochSecond();
        if (now != second) {
            second = now;
            inThisSecond = 0;
        }
        return ++inThisSecond <= MESSAGES_PER_SECOND;
    }

    /** Counts a broken message; true when that was one too many. */
    boolean strike() {
        return ++strikes >= MAX_STRIKES;
    }

    void close(String reason) {
        if (!closed) {
            closed = true;
            peer.send(Protocol.bye(reason));
            peer.close(reason);
        }
    }
}
