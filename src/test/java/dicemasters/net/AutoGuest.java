package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A guest's program played by a random automatic player, over the real protocol: it joins with a
 * code, answers every update that gives it legal actions with one of them (never conceding before
 * {@code concedeAfterTurn}, so games end), and can be cut off and come back with its token.
 */
final class AutoGuest implements NetClient.Listener {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final String name;
    private final SplittableRandom random;
    private final int concedeAfterTurn;
    private NetClient client;
    volatile String token;
    volatile int seat = Connection.NO_SEAT;
    volatile JsonNode lastView;
    volatile boolean over;
    volatile String closedBecause;
    final List<String> refusals = new ArrayList<>();
    volatile int actionsSent;

    AutoGuest(String name, long seed, int concedeAfterTurn) {
        this.name = name;
        this.random = new SplittableRandom(seed);
        this.concedeAfterTurn = concedeAfterTurn;
    }

    void join(int port, String code) throws Exception {
        connect(port);
        client.send(Protocol.join(code, name));
    }

    /** The connection cut at once, as by a pulled cable. */
    void cut() {
        client.abort();
    }

    void rejoin(int port) throws Exception {
        closedBecause = null;
        connect(port);
        client.send(Protocol.rejoin(token));
    }

    void close() {
        client.close();
    }

    private void connect(int port) throws Exception {
        client = NetClient.connect("127.0.0.1", port, this, Duration.ofSeconds(5));
    }

    @Override
    public synchronized void message(String text) {
        JsonNode m;
        try {
            m = JSON.readTree(text);
        } catch (Exception e) {
            refusals.add("not JSON: " + text);
            return;
        }
        switch (m.get("type").asText()) {
            case "welcome" -> {
                seat = m.get("seat").asInt();
                if (m.has("token")) {
                    token = m.get("token").asText();
                }
            }
            case "update" -> {
                lastView = m.get("view");
                over = lastView.get("over").asBoolean();
                if (m.has("legal") && !over) {
                    client.send(Protocol.text(Protocol.message("action").set("action", choose(m.get("legal")))));
                    actionsSent++;
                }
            }
            case "rejected", "error" -> refusals.add(text);
            default -> { }
        }
    }

    /** One of the legal actions at random; past the turn limit, conceding (never listed, always allowed). */
    private JsonNode choose(JsonNode legal) {
        if (lastView.get("turn").asInt() > concedeAfterTurn) {
            return JSON.createObjectNode().put("type", "concede");
        }
        return legal.get(random.nextInt(legal.size()));
    }

    @Override
    public void closed(String reason) {
        closedBecause = reason;
    }
}
