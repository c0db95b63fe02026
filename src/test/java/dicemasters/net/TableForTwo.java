package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.setup.GameSetup;
import dicemasters.session.GameSession;

import java.security.SecureRandom;
import java.util.List;

/**
 * A hosted demo game without a network: both seats remote and joined ({@link RecordingPeer}s), a
 * second game with free seats to join, and a clock the test moves.
 */
final class TableForTwo {
    static final GameSetup DEMO = CardLibrary.loadBundled().preset("jus-demo").orElseThrow().toSetup(0);
    final MutableClock clock = new MutableClock();
    final Lobby lobby = new Lobby(clock, new SecureRandom());
    final HostGame game;
    final HostGame spare;
    final RecordingPeer[] peers = {new RecordingPeer("10.0.0.1"), new RecordingPeer("10.0.0.2")};
    final Connection[] connections = new Connection[2];
    int saves;

    TableForTwo(long seed) {
        game = lobby.host("demo", GameSession.start(DEMO, seed), List.of(0, 1), g -> saves++);
        spare = lobby.host("spare", GameSession.start(DEMO, seed + 1), List.of(0, 1), g -> { });
        for (int seat = 0; seat < 2; seat++) {
            connections[seat] = lobby.connect(peers[seat]);
            lobby.receive(connections[seat], Protocol.join(game.joinCode(seat), seat == 0 ? "Ann" : "Ben"));
        }
    }

    /** A new connection from its own address, not joined to anything. */
    Connection stranger(RecordingPeer peer) {
        return lobby.connect(peer);
    }

    int acting() {
        return game.session().current().actingPlayer();
    }

    /** The legal actions the acting seat's guest last received. */
    JsonNode legal() {
        return peers[acting()].last("update").get("legal");
    }

    /** Advances the clock past the message-rate window, as a person's pace would. */
    void pause() {
        clock.advance(java.time.Duration.ofSeconds(2));
    }
}
