package dicemasters.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.setup.GameSetup;
import dicemasters.net.HostGame;
import dicemasters.net.Lobby;
import dicemasters.net.NetClient;
import dicemasters.net.NetServer;
import dicemasters.net.Protocol;
import dicemasters.net.ViewFollower;
import dicemasters.session.GameSession;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Network play over this machine's loopback: the time from a guest's move (its action sent) to
 * the move shown on both guests' screens (the update received by both), and the bytes a guest
 * receives per action. Plays whole demo games between two random guests, one move at a time. The
 * second argument {@code changes} has the guests join following only what changed
 * ({@link Protocol#joinFollowingChanges}) instead of receiving the whole view after every action.
 *
 * mvn -Pbench test-compile exec:exec -Dbench.main=dicemasters.bench.NetworkLatency -Dbench.args=5
 * mvn -Pbench test-compile exec:exec -Dbench.main=dicemasters.bench.NetworkLatency -Dbench.args="5 changes"
 */
public final class NetworkLatency {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One guest's program: counts the updates and bytes it receives and keeps its last legal actions. */
    private static final class Guest implements NetClient.Listener {
        final AtomicLong updates = new AtomicLong();
        final AtomicLong bytes = new AtomicLong();
        final ViewFollower follower = new ViewFollower();
        volatile JsonNode legal;
        volatile boolean over;
        volatile int turn;

        @Override
        public void message(String text) {
            bytes.addAndGet(text.getBytes(StandardCharsets.UTF_8).length);
            try {
                JsonNode m = JSON.readTree(text);
                if (m.get("type").asText().equals("update")) {
                    if (!follower.follow(m)) {
                        throw new IllegalStateException("the changes did not lead to the host's view");
                    }
                    legal = m.get("legal");
                    over = follower.view().get("over").asBoolean();
                    turn = follower.view().get("turn").asInt();
                    updates.incrementAndGet();
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void closed(String reason) {
        }
    }

    private NetworkLatency() {
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        boolean changes = args.length > 1 && args[1].equals("changes");
        GameSetup setup = CardLibrary.loadBundled().preset("jus-demo").orElseThrow().toSetup(GameSetup.RANDOM_FIRST);
        List<Long> micros = new ArrayList<>();
        long bytes = 0;
        long actions = 0;
        Lobby lobby = Lobby.standard();
        try (NetServer server = NetServer.start(lobby, "127.0.0.1", 0)) {
            for (int g = 0; g < games; g++) {
                HostGame game = lobby.host("bench" + g, GameSession.start(setup, 100 + g), List.of(0, 1), x -> { });
                Guest[] guests = {new Guest(), new Guest()};
                NetClient[] clients = new NetClient[2];
                for (int s = 0; s < 2; s++) {
                    clients[s] = NetClient.connect("127.0.0.1", server.port(), guests[s], Duration.ofSeconds(5));
                    clients[s].send(changes ? Protocol.joinFollowingChanges(game.joinCode(s), "Guest " + s)
                            : Protocol.join(game.joinCode(s), "Guest " + s));
                }
                waitUntil(() -> guests[0].updates.get() > 0 && guests[1].updates.get() > 0);
                long before = guests[0].bytes.get() + guests[1].bytes.get();
                SplittableRandom random = new SplittableRandom(g);
                while (!guests[0].over) {
                    int acting = guests[0].legal != null ? 0 : 1;
                    Guest mover = guests[acting];
                    String action = mover.turn > 30 ? "{\"type\":\"concede\"}"
                            : mover.legal.get(random.nextInt(mover.legal.size())).toString();
                    long seen0 = guests[0].updates.get();
                    long seen1 = guests[1].updates.get();
                    long start = System.nanoTime();
                    clients[acting].send("{\"v\":" + Protocol.VERSION + ",\"type\":\"action\",\"action\":" + action + "}");
                    waitUntil(() -> guests[0].updates.get() > seen0 && guests[1].updates.get() > seen1);
                    if (g > 0) { // the first game warms the JIT up
                        micros.add((System.nanoTime() - start) / 1000);
                    }
                    actions++;
                }
                bytes += guests[0].bytes.get() + guests[1].bytes.get() - before;
                for (NetClient c : clients) {
                    c.close();
                }
            }
        }
        long[] sorted = micros.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf("%d games, %d actions over loopback, %s (latency of the %d after the first game)%n", games,
                actions, changes ? "only what changed" : "the whole view each time", sorted.length);
        System.out.printf("move to shown on both screens: median %.2f ms, 99th percentile %.2f ms, max %.2f ms%n",
                at(sorted, 0.5) / 1000.0, at(sorted, 0.99) / 1000.0, sorted[sorted.length - 1] / 1000.0);
        System.out.printf("bytes a guest receives per action: %d%n", bytes / actions / 2);
    }

    private static long at(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(quantile * sorted.length))];
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("no answer within 10 s");
            }
            java.util.concurrent.locks.LockSupport.parkNanos(20_000); // leave the two cores to the host and guests
        }
    }
}
