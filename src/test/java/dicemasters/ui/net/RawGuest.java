package dicemasters.ui.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.net.NetClient;
import dicemasters.net.Protocol;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A guest's program without a window, over loopback: it joins, keeps every message and sends what a test says. */
final class RawGuest implements NetClient.Listener {
    private static final ObjectMapper JSON = new ObjectMapper();
    final List<JsonNode> received = new CopyOnWriteArrayList<>();
    private NetClient client;

    void join(int port, String code, String name) throws Exception {
        client = NetClient.connect("127.0.0.1", port, this, Duration.ofSeconds(5));
        client.send(Protocol.join(code, name));
    }

    /** Comes back with the reconnect token of its welcome, on a new connection. */
    void rejoin(int port) throws Exception {
        String token = received.stream().filter(m -> m.get("type").asText().equals("welcome")).findFirst()
                .orElseThrow().get("token").asText();
        client = NetClient.connect("127.0.0.1", port, this, Duration.ofSeconds(5));
        client.send(Protocol.rejoin(token));
    }

    void send(String message) {
        client.send(message);
    }

    /** Sends an action as the host listed it among the legal ones. */
    void sendLegal(JsonNode action) {
        client.send("{\"v\":" + Protocol.VERSION + ",\"type\":\"action\",\"action\":" + action + "}");
    }

    void cut() {
        client.abort();
    }

    /** The last update received, or null. */
    JsonNode lastUpdate() {
        for (int i = received.size() - 1; i >= 0; i--) {
            if (received.get(i).get("type").asText().equals("update")) {
                return received.get(i);
            }
        }
        return null;
    }

    boolean heard(String type, String field, String value) {
        return received.stream().anyMatch(m -> m.get("type").asText().equals(type)
                && m.path(field).asText().equals(value));
    }

    @Override
    public void message(String text) {
        try {
            received.add(JSON.readTree(text));
        } catch (Exception e) {
            throw new IllegalStateException("the host sent something that is not JSON: " + text, e);
        }
    }

    @Override
    public void closed(String reason) {
    }
}
