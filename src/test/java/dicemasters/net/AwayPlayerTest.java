package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.action.Action;
import dicemasters.persist.SavedGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A player lost the connection: the game waits for them, and the players still here may concede
 * for their own side or save the game for later; saved, it is hosted again from its folder with
 * the same codes and tokens, and the players come back to the table as it was.
 */
class AwayPlayerTest {
    private static final String KEEP_EVERY_DIE = "{\"v\":2,\"type\":\"action\",\"action\":{\"type\":\"reroll\",\"dice\":[]}}";
    private static final int ANN = 0;
    private static final int BEN = 1;

    @TempDir
    Path folder;

    @Test
    void while_the_player_the_game_waits_on_is_away_the_other_concedes_for_their_own_side() {
        TableForTwo table = new TableForTwo(1);
        assertThat(table.acting()).isEqualTo(ANN);
        table.lobby.disconnected(table.connections[ANN]);
        assertThat(table.game.awaySeats()).containsExactly(ANN);
        assertThat(table.peers[BEN].last("presence").get("connected").asBoolean()).isFalse();

        table.lobby.receive(table.connections[BEN], Protocol.action(new Action.Concede()));

        assertThat(table.game.session().current().isOver()).isTrue();
        assertThat(table.game.session().current().winner()).isEqualTo(ANN);
        assertThat(table.peers[BEN].last("update").get("events").get(0).get("text").asText()).contains("Bruce conceded");
    }

    @Test
    void on_the_server_the_player_still_here_saves_the_game_and_both_come_back_to_it_later() throws Exception {
        Lobby lobby = new Lobby(new MutableClock(), new SecureRandom());
        HostGame game = new ServerGames(folder, lobby).hostNew(TableForTwo.DEMO);
        RecordingPeer[] peers = {new RecordingPeer("10.0.0.1"), new RecordingPeer("10.0.0.2")};
        Connection[] connections = new Connection[2];
        for (int seat = 0; seat < 2; seat++) {
            connections[seat] = lobby.connect(peers[seat]);
            lobby.receive(connections[seat], Protocol.join(game.joinCode(seat), seat == 0 ? "Ann" : "Ben"));
        }
        int acting = game.session().current().actingPlayer();
        lobby.receive(connections[acting], KEEP_EVERY_DIE);
        JsonNode benSaw = peers[BEN].last("update").get("view");
        String annsToken = peers[ANN].last("welcome").get("token").asText();
        String bensToken = peers[BEN].last("welcome").get("token").asText();
        String annsCode = game.joinCode(ANN);

        lobby.disconnected(connections[ANN]);
        lobby.receive(connections[BEN], Protocol.saveForLater());

        assertThat(peers[BEN].last("saved").get("text").asText()).startsWith("Ben saved the game for later");
        assertThat(peers[BEN].closedBecause).contains("saved the game for later");

        Lobby later = new Lobby(new MutableClock(), new SecureRandom());
        assertThat(new ServerGames(folder, later).resumeAll()).isEmpty();
        HostGame resumed = later.games().get(0);
        assertThat(resumed.joinCode(ANN)).isEqualTo(annsCode);
        assertThat(resumed.session().actions()).hasSize(1);
        RecordingPeer ben = new RecordingPeer("10.0.0.2");
        RecordingPeer ann = new RecordingPeer("10.0.0.1");
        later.receive(later.connect(ben), Protocol.rejoin(bensToken));
        later.receive(later.connect(ann), Protocol.rejoin(annsToken));
        // The same table, down to the guest numbers of the dice: the host follows the record again.
        assertThat(ben.last("update").get("view")).isEqualTo(benSaw);
        assertThat(ann.last("welcome").get("seat").asInt()).isEqualTo(ANN);
    }

    @Test
    void the_host_saves_a_game_for_later_and_hosts_it_again_with_the_same_codes() throws Exception {
        Lobby lobby = new Lobby(new MutableClock(), new SecureRandom());
        HostGame game = new ServerGames(folder, lobby).host(TableForTwo.DEMO, List.of(BEN));
        RecordingPeer ben = new RecordingPeer("10.0.0.2");
        lobby.receive(lobby.connect(ben), Protocol.join(game.joinCode(BEN), "Ben"));
        assertThat(game.playLocal(game.session().current().actingPlayer(), new Action.Reroll(List.of()))).isNull();
        String token = ben.last("welcome").get("token").asText();

        game.saveForLater("Sam");
        lobby.stopHosting(game);

        assertThat(ben.last("saved").get("by").asText()).isEqualTo("Sam");
        assertThat(HostMessage.read(ben.received.get(ben.count() - 2))).isInstanceOf(HostMessage.Saved.class);
        assertThat(ben.closedBecause).contains("Sam saved the game for later");
        assertThat(lobby.games()).isEmpty();
        Lobby later = new Lobby(new MutableClock(), new SecureRandom());
        HostGame again = new ServerGames(folder, later).resume(game.id()).orElseThrow();
        assertThat(again.joinCode(BEN)).isEqualTo(game.joinCode(BEN));
        assertThat(again.isRemote(ANN)).isFalse();
        RecordingPeer back = new RecordingPeer("10.0.0.2");
        later.receive(later.connect(back), Protocol.rejoin(token));
        assertThat(back.last("welcome").get("seat").asInt()).isEqualTo(BEN);
        assertThat(SavedGames.open(folder.resolve(game.id() + ".json")).actions()).hasSize(1);
    }

    @Test
    void with_everyone_here_the_game_is_not_saved_for_later_by_a_guest() {
        TableForTwo table = new TableForTwo(1);
        table.lobby.receive(table.connections[BEN], Protocol.saveForLater());
        assertThat(table.peers[BEN].last("rejected").get("reason").asText()).startsWith("everyone is here");
        assertThat(table.peers[BEN].closedBecause).isNull();
    }
}
