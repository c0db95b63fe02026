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
            try {
                nodes.add(JSON.readTree(m));
            } catch (Exception e) {
                throw new AssertionError("the host sent something that is not JSON: " + m, e);
            }
        }
        return nodes;
    }

    synchronized JsonNode last(String type) {
        List<JsonNode> all = since(0);
        for (int i = all.size() - 1; i >= 0; i--) {
            if (all.get(i).get("type").asText().equals(type)) {
                return all.get(i);
            }
        }
        throw new AssertionError("no '" + type + "' message among " + received);
    }
}
