package dicemasters.net;

import dicemasters.session.GameSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** What the transport itself does with messages no rule of the protocol can read. */
@Timeout(30)
class WireTest {
    private final Lobby lobby = Lobby.standard();
    private NetServer server;
    private HostGame game;

    @BeforeEach
    void host() throws Exception {
        game = lobby.host("wire", GameSession.start(TableForTwo.DEMO, 5), List.of(0, 1), g -> { });
        server = NetServer.start(lobby, "127.0.0.1", 0);
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    /** A client that keeps what it hears. */
    static final class Ear implements NetClient.Listener {
        final List<String> messages = new CopyOnWriteArrayList<>();
        final CountDownLatch closed = new CountDownLatch(1);
        volatile String closedBecause;

        @Override
        public void message(String text) {
            messages.add(text);
        }

        @Override
        public void closed(String reason) {
            closedBecause = reason;
            closed.countDown();
        }
    }

    private NetClient connect(Ear ear) throws Exception {
        return NetClient.connect("127.0.0.1", server.port(), ear, Duration.ofSeconds(5));
    }

    @Test
    void a_program_speaking_another_protocol_version_is_told_so_in_words_and_let_go() throws Exception {
        Ear ear = new Ear();
        NetClient client = connect(ear);
        client.send("{\"v\":3,\"type\":\"join\",\"code\":\"x\",\"name\":\"Eve\"}");
        assertThat(ear.closed.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(ear.messages).anyMatch(m -> m.contains("\"bye\"") && m.contains("version 3")
                && m.contains("same version of Dice Masters Table"));
    }

    @Test
    void a_message_beyond_the_transports_limit_closes_that_connection_and_the_host_serves_on() throws Exception {
        Ear hostile = new Ear();
        NetClient client = connect(hostile);
        client.send("{\"v\":2,\"type\":\"chat\",\"text\":\"" + "x".repeat(100_000) + "\"}");
        assertThat(hostile.closed.await(10, TimeUnit.SECONDS)).isTrue();

        Ear watcher = new Ear();
        NetClient other = connect(watcher);
        other.send(Protocol.watch(game.watchCode()));
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (watcher.messages.stream().noneMatch(m -> m.contains("\"welcome\"")) && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertThat(watcher.messages).anyMatch(m -> m.contains("\"welcome\""));
        other.close();
    }

    @Test
    void a_binary_message_is_answered_as_a_broken_one() throws Exception {
        Ear ear = new Ear();
        java.net.http.WebSocket raw = java.net.http.HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(java.net.URI.create("ws://127.0.0.1:" + server.port() + NetServer.PATH),
                        new java.net.http.WebSocket.Listener() {
                            @Override
                            public java.util.concurrent.CompletionStage<?> onText(java.net.http.WebSocket ws,
                                                                                  CharSequence data, boolean last) {
                                ear.message(data.toString());
                                ws.request(1);
                                return null;
                            }
                        }).get(5, TimeUnit.SECONDS);
        raw.sendBinary(java.nio.ByteBuffer.wrap(new byte[] {1, 2, 3}), true).get(5, TimeUnit.SECONDS);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (ear.messages.isEmpty() && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertThat(ear.messages).anyMatch(m -> m.contains("not binary"));
        raw.abort();
    }
}
