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
import dicemasters.net.ServerGames;
import dicemasters.persist.GroupSaves;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many simultaneous games one headless server holds: N demo games on one {@link NetServer}
 * over loopback, each game saved after every action in a folder as the headless server keeps
 * them ({@link ServerGames}), two automatic guests per game joined over the real protocol. Each
 * guest answers the legal actions it receives after a think time, with one of them at random
 * (guests see only the public view, so the engine-reading computer players cannot play one),
 * and concedes after turn 12 so that games end. Figures: the time from a guest's action sent to
 * the update received by both guests of its game (an upper bound of the server's time from an
 * action's arrival to its broadcast), actions a second, timeouts (an action with no update within
 * 10 s), dropped guests, and the load average of the machine.
 *
 * mvn -Pbench test-compile exec:exec -Dbench.main=dicemasters.bench.ServerBenchmark -Dbench.args="GAMES THINK_MS MAX_SECONDS [each|grouped|unsaved]"
 * (defaults: 200 games, 200 ms, 300 s, each; {@code each}: every game forces its own save to the
 * disk; {@code grouped}: saves committed together by one writer ({@link GroupSaves}), each game
 * still waiting for its own; {@code unsaved} hosts the games without saving them, to tell the
 * cost of saving after every action from the rest)
 */
public final class ServerBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int CONCEDE_AFTER_TURN = 12;
    private static final long TIMEOUT_NANOS = 10_000_000_000L;

    /** One game's two guests and the action waiting for both of them to see it. */
    private static final class Table {
        final NetClient[] clients = new NetClient[2];
        final int[] updates = new int[2];
        long sentAt;
        int updatesAtSend0;
        int updatesAtSend1;
        volatile boolean over;
    }

    private static final ConcurrentLinkedQueue<Long> MICROS = new ConcurrentLinkedQueue<>();
    private static final AtomicInteger ACTIONS = new AtomicInteger();
    private static final AtomicInteger TIMEOUTS = new AtomicInteger();
    private static final AtomicInteger DROPPED = new AtomicInteger();
    private static final AtomicInteger REFUSED = new AtomicInteger();

    private ServerBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        long thinkMillis = args.length > 1 ? Long.parseLong(args[1]) : 200;
        long maxSeconds = args.length > 2 ? Long.parseLong(args[2]) : 300;
        String saving = args.length > 3 ? args[3] : "each";
        if (!List.of("each", "grouped", "unsaved").contains(saving)) {
            throw new IllegalArgumentException("saving must be each, grouped or unsaved, not " + saving);
        }
        boolean saved = !saving.equals("unsaved");
        GameSetup setup = CardLibrary.loadBundled().preset("jus-demo").orElseThrow().toSetup(GameSetup.RANDOM_FIRST);
        Path folder = Files.createTempDirectory("server-benchmark");
        Lobby lobby = Lobby.standard();
        ServerGames kept = new ServerGames(folder, lobby, saving.equals("grouped") ? new GroupSaves() : null);
        List<HostGame> hosted = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            hosted.add(saved ? kept.hostNew(setup) : lobby.host("unsaved-" + g,
                    dicemasters.session.GameSession.start(setup, g), List.of(0, 1), game -> { }));
        }
        String loadBefore = loadAverage();
        ScheduledExecutorService thinking = Executors.newScheduledThreadPool(2);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        List<Table> tables = new ArrayList<>();
        long start = System.nanoTime();
        try (NetServer server = NetServer.start(lobby, "127.0.0.1", 0)) {
            for (int g = 0; g < games; g++) {
                Table table = new Table();
                tables.add(table);
                for (int s = 0; s < 2; s++) {
                    Guest guest = new Guest(table, s, new SplittableRandom(g * 2L + s), thinking, thinkMillis);
                    table.clients[s] = NetClient.connect(http, "127.0.0.1", server.port(), guest, Duration.ofSeconds(10));
                    table.clients[s].send(Protocol.join(hosted.get(g).joinCode(s), "Guest " + s));
                }
            }
            long end = start + TimeUnit.SECONDS.toNanos(maxSeconds);
            while (System.nanoTime() < end && !tables.stream().allMatch(t -> t.over)) {
                Thread.sleep(200);
                countTimeouts(tables);
            }
            long seconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start));
            System.out.println(!saved ? "games not saved (unsaved)" : saving.equals("grouped")
                    ? "every game saved after every action, saves committed in groups by one writer (grouped)"
                    : "every game saved after every action, each forcing its own save to the disk (each)");
            report(games, thinkMillis, tables, seconds, loadBefore);
            for (Table t : tables) {
                for (NetClient c : t.clients) {
                    c.close();
                }
            }
        } finally {
            thinking.shutdownNow();
        }
        System.exit(0);
    }

    private static void countTimeouts(List<Table> tables) {
        long now = System.nanoTime();
        for (Table t : tables) {
            synchronized (t) {
                if (t.sentAt != 0 && now - t.sentAt > TIMEOUT_NANOS) {
                    TIMEOUTS.incrementAndGet();
                    t.sentAt = 0;
                }
            }
        }
    }

    private static void report(int games, long think, List<Table> tables, long seconds, String loadBefore) {
        long[] sorted = MICROS.stream().mapToLong(Long::longValue).sorted().toArray();
        long finished = tables.stream().filter(t -> t.over).count();
        System.out.printf("%d games at once on one server over loopback, guests thinking %d ms: %d finished in %d s%n",
                games, think, finished, seconds);
        System.out.printf("%d actions, %.1f a second%n", ACTIONS.get(), ACTIONS.get() / (double) seconds);
        if (sorted.length > 0) {
            System.out.printf("action sent to update received by both guests: median %.2f ms, 99th percentile %.2f ms,"
                    + " max %.2f ms%n", at(sorted, 0.5) / 1000.0, at(sorted, 0.99) / 1000.0,
                    sorted[sorted.length - 1] / 1000.0);
        }
        System.out.printf("timeouts (no update within 10 s): %d, dropped guests: %d, refused actions: %d%n",
                TIMEOUTS.get(), DROPPED.get(), REFUSED.get());
        System.out.printf("load average before: %s; after: %s; processors: %d%n", loadBefore, loadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    private static long at(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(quantile * sorted.length))];
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim();
        } catch (Exception e) {
            return String.format("%.2f", java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                    .getSystemLoadAverage());
        }
    }

    /** One automatic guest: answers its legal actions after its think time; times its game's updates. */
    private static final class Guest implements NetClient.Listener {
        private final Table table;
        private final int seat;
        private final SplittableRandom random;
        private final ScheduledExecutorService thinking;
        private final long thinkMillis;

        Guest(Table table, int seat, SplittableRandom random, ScheduledExecutorService thinking, long thinkMillis) {
            this.table = table;
            this.seat = seat;
            this.random = random;
            this.thinking = thinking;
            this.thinkMillis = thinkMillis;
        }

        @Override
        public void message(String text) {
            JsonNode m;
            try {
                m = JSON.readTree(text);
            } catch (Exception e) {
                return;
            }
            String type = m.get("type").asText();
            if (type.equals("rejected") || type.equals("error")) {
                REFUSED.incrementAndGet();
            }
            if (!type.equals("update")) {
                return;
            }
            JsonNode view = m.get("view");
            seen(System.nanoTime());
            if (view.get("over").asBoolean()) {
                table.over = true;
            } else if (m.has("legal")) {
                String action = view.get("turn").asInt() > CONCEDE_AFTER_TURN ? "{\"type\":\"concede\"}"
                        : m.get("legal").get(random.nextInt(m.get("legal").size())).toString();
                thinking.schedule(() -> send(action), thinkMillis, TimeUnit.MILLISECONDS);
            }
        }

        private void seen(long now) {
            synchronized (table) {
                table.updates[seat]++;
                if (table.sentAt != 0 && table.updates[0] > table.updatesAtSend0
                        && table.updates[1] > table.updatesAtSend1) {
                    MICROS.add((now - table.sentAt) / 1000);
                    table.sentAt = 0;
                }
            }
        }

        private void send(String action) {
            synchronized (table) {
                table.updatesAtSend0 = table.updates[0];
                table.updatesAtSend1 = table.updates[1];
                table.sentAt = System.nanoTime();
            }
            ACTIONS.incrementAndGet();
            table.clients[seat].send("{\"v\":" + Protocol.VERSION + ",\"type\":\"action\",\"action\":" + action + "}");
        }

        @Override
        public void closed(String reason) {
            if (!table.over) {
                DROPPED.incrementAndGet();
            }
        }
    }
}
