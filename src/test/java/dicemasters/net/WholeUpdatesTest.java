package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A guest link follows only what changed: each update of changes is made whole before it is read,
 * and comes out the same as the update of a guest receiving whole views; changes that do not lead
 * to the host's view are dropped and the whole view asked for once.
 */
class WholeUpdatesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final TableForTwo table = new TableForTwo(6);
    private final RecordingPeer whole = new RecordingPeer("10.0.0.7");
    private final RecordingPeer changes = new RecordingPeer("10.0.0.8");

    private void watchAndPlay(int moves) {
        table.lobby.receive(table.stranger(whole), Protocol.watch(table.game.watchCode()));
        table.lobby.receive(table.stranger(changes), Protocol.watchFollowingChanges(table.game.watchCode()));
        SplittableRandom random = new SplittableRandom(6);
        for (int i = 0; i < moves && !table.game.session().current().isOver(); i++) {
            JsonNode legal = table.legal();
            table.lobby.receive(table.connections[table.acting()],
                    "{\"v\":2,\"type\":\"action\",\"action\":" + legal.get(random.nextInt(legal.size())) + "}");
            table.pause();
        }
    }

    private static List<String> updates(RecordingPeer peer) {
        return peer.received.stream().filter(m -> m.contains("\"type\":\"update\"")).toList();
    }

    @Test
    void updates_of_changes_made_whole_read_as_the_whole_views_sent_to_another_guest() throws Exception {
        watchAndPlay(60);
        List<String> wholeUpdates = updates(whole);
        List<String> changeUpdates = updates(changes);
        assertThat(changeUpdates).hasSameSizeAs(wholeUpdates).hasSizeGreaterThan(30);
        assertThat(changeUpdates).as("most came as changes").filteredOn(m -> m.contains("\"changes\"")).hasSizeGreaterThan(30);

        WholeUpdates link = new WholeUpdates();
        for (int i = 0; i < changeUpdates.size(); i++) {
            HostMessage.Update made = (HostMessage.Update) HostMessage.read(link.whole(changeUpdates.get(i)));
            HostMessage.Update sent = (HostMessage.Update) HostMessage.read(wholeUpdates.get(i));
            assertThat(made.view()).as("update " + i).isEqualTo(sent.view());
            assertThat(made.lines()).isEqualTo(sent.lines());
        }
    }

    @Test
    void a_spoiled_change_is_dropped_and_the_whole_view_asked_for_once_until_it_comes() throws Exception {
        watchAndPlay(10);
        List<String> changeUpdates = updates(changes);
        WholeUpdates link = new WholeUpdates();
        assertThat(link.whole(changeUpdates.get(0))).as("the first update holds the whole view").isNotNull();
        ObjectNode spoiled = (ObjectNode) JSON.readTree(changeUpdates.get(1));
        spoiled.put("check", spoiled.get("check").asLong() + 1);

        assertThat(link.whole(Protocol.text(spoiled))).isNull();
        assertThat(link.askForWholeView()).isTrue();
        assertThat(link.whole(changeUpdates.get(2))).as("changes on a lost view").isNull();
        assertThat(link.askForWholeView()).as("asked already").isFalse();

        table.lobby.receive(table.connections[0], Protocol.resync());
        assertThat(link.whole(table.peers[0].received.get(table.peers[0].received.size() - 1))).isNotNull();
        assertThat(link.askForWholeView()).as("after the whole view, the next loss asks again").isTrue();
    }
}
