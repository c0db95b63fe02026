package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;

/** A connection that keeps what the host sends it, for tests without a network. */
final class RecordingPeer implements Peer {
    private static final ObjectMapper JSON = new ObjectMapper();
    final List<String> received = new ArrayList<>();
    private final String address;
    String closedBecause;

    RecordingPeer(String address) {
        this.address = address;
    }

    @Override
    public synchronized void send(String message) {
        received.add(message);
    }

    @Override
    public synchronized void close(String reason) {
        closedBecause = reason;
    }

    @Override
    public String address() {
        return address;
    }

    synchronized int count() {
        return received.size();
    }

    /** The messages received since {@code from}, read as JSON. */
    synchronized List<JsonNode> since(int from) {
        List<JsonNode> nodes = new ArrayList<>();
        for (String m : received.subList(from, received.size())) {
            nodes.add(read(m));
        }
        return nodes;
    }

    private static JsonNode read(String message) {
        try {
            return JSON.readTree(message);
        } catch (Exception e) {
            throw new AssertionError("the host sent something that is not JSON: " + message, e);
        }
    }

    synchronized JsonNode last(String type) {
        for (int i = received.size() - 1; i >= 0; i--) {
            JsonNode m = read(received.get(i));
            if (m.get("type").asText().equals(type)) {
                return m;
            }
        }
        throw new AssertionError("no '" + type + "' message among " + received);
    }
}
