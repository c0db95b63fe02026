package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Only what changed: a guest that joined following changes receives, after each action, the
 * events and the parts of its view that changed, and keeps the same table as a guest receiving the
 * whole view each time; the whole view comes again every 50 updates, after a takeback and on
 * request, so a guest that lost its way finds it again.
 */
class ViewChangesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A demo game: Ann receives whole views, Ben and a spectator only what changed, another spectator whole views. */
    private static final class Table {
        final Lobby lobby = new Lobby(new MutableClock(), new SecureRandom());
        final HostGame game = lobby.host("demo", GameSession.start(TableForTwo.DEMO, 4), List.of(0, 1), g -> { });
        final RecordingPeer[] seats = {new RecordingPeer("10.0.0.1"), new RecordingPeer("10.0.0.2")};
        final Connection[] connections = new Connection[2];
        final RecordingPeer wholeWatcher = new RecordingPeer("10.0.0.3");
        final RecordingPeer changesWatcher = new RecordingPeer("10.0.0.4");
        final ViewFollower ben = new ViewFollower();
        final ViewFollower watcher = new ViewFollower();
        int benRead;
        int watcherRead;

        Table() {
            connections[0] = lobby.connect(seats[0]);
            lobby.receive(connections[0], Protocol.join(game.joinCode(0), "Ann"));
            connections[1] = lobby.connect(seats[1]);
            lobby.receive(connections[1], Protocol.joinFollowingChanges(game.joinCode(1), "Ben"));
            lobby.receive(lobby.connect(wholeWatcher), Protocol.watch(game.watchCode()));
            lobby.receive(lobby.connect(changesWatcher), Protocol.watchFollowingChanges(game.watchCode()));
            catchUp();
        }

        /** One random legal move of the seat the game waits on. */
        void move(SplittableRandom random) {
            int acting = game.session().current().actingPlayer();
            JsonNode legal = seats[acting].last("update").get("legal");
            lobby.receive(connections[acting], "{\"v\":2,\"type\":\"action\",\"action\":"
                    + legal.get(random.nextInt(legal.size())) + "}");
        }

        /** Ben's and the spectator's followers read their new updates; false when one lost its way. */
        boolean catchUp() {
            boolean followed = true;
            for (JsonNode m : seats[1].since(benRead)) {
                followed &= !m.get("type").asText().equals("update") || ben.follow(m);
            }
            benRead = seats[1].count();
            for (JsonNode m : changesWatcher.since(watcherRead)) {
                followed &= !m.get("type").asText().equals("update") || watcher.follow(m);
            }
            watcherRead = changesWatcher.count();
            return followed;
        }
    }

    @Test
    void a_guest_following_changes_keeps_the_same_table_as_one_receiving_whole_views_over_a_whole_game() {
        Table table = new Table();
        SplittableRandom random = new SplittableRandom(11);
        int moves = 0;
        while (!table.game.session().current().isOver() && moves < 400) {
            table.move(random);
            moves++;
            assertThat(table.catchUp()).as("move " + moves + ": the changes led to the host's view").isTrue();
            assertThat(table.watcher.view()).isEqualTo(table.wholeWatcher.last("update").get("view"));
        }
        assertThat(moves).isGreaterThan(60);
        assertThat(table.ben.publicView().seat()).isEqualTo(1);
        assertThat(table.ben.publicView().turn()).isEqualTo(table.game.session().current().turn());
    }

    @Test
    void changes_are_far_smaller_than_whole_views_and_a_whole_view_comes_every_fifty_updates() {
        Table table = new Table();
        int wholeFrom = table.wholeWatcher.count();
        int changesFrom = table.changesWatcher.count();
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 120 && !table.game.session().current().isOver(); i++) {
            table.move(random);
        }
        long whole = bytes(table.wholeWatcher.received.subList(wholeFrom, table.wholeWatcher.count()));
        long changes = bytes(table.changesWatcher.received.subList(changesFrom, table.changesWatcher.count()));
        assertThat(changes).isLessThan(whole / 2);
        List<JsonNode> updates = table.changesWatcher.since(changesFrom).stream()
                .filter(m -> m.get("type").asText().equals("update")).toList();
        assertThat(updates.get(Outbox.WHOLE_VIEW_EVERY).has("view")).isTrue();
        assertThat(updates.subList(0, Outbox.WHOLE_VIEW_EVERY)).allMatch(m -> m.has("changes") && m.has("check"));
    }

    @Test
    void a_guest_that_lost_its_way_asks_for_the_whole_view_and_finds_it_again() {
        Table table = new Table();
        table.move(new SplittableRandom(1));
        ObjectNode spoiled = table.seats[1].last("update").deepCopy();
        ((ObjectNode) spoiled.get("changes")).put("turn", 99);
        ViewFollower follower = new ViewFollower();
        follower.follow(table.seats[1].since(0).stream().filter(m -> m.has("view")).findFirst().orElseThrow());
        assertThat(follower.follow(spoiled)).isFalse();

        table.lobby.receive(table.connections[1], Protocol.resync());
        assertThat(follower.follow(table.seats[1].last("update"))).isTrue();
        assertThat(follower.view().get("turn").asInt()).isEqualTo(table.game.session().current().turn());
    }

    @Test
    void a_takeback_sends_the_whole_view_to_a_guest_following_changes() {
        Table table = new Table();
        lobbyAction(table, "{\"type\":\"reroll\",\"dice\":[]}");
        table.lobby.receive(table.connections[0], Protocol.takeback());
        table.lobby.receive(table.connections[1], Protocol.takebackAnswer(true));
        assertThat(table.seats[1].last("update").has("view")).isTrue();
        assertThat(table.catchUp()).isTrue();
    }

    private static void lobbyAction(Table table, String action) {
        int acting = table.game.session().current().actingPlayer();
        table.lobby.receive(table.connections[acting], "{\"v\":2,\"type\":\"action\",\"action\":" + action + "}");
    }

    private static long bytes(List<String> messages) {
        return messages.stream().mapToLong(m -> m.getBytes(StandardCharsets.UTF_8).length).sum();
    }

    @Test
    void changes_name_only_the_fields_and_dice_that_changed() throws Exception {
        JsonNode before = JSON.readTree("{\"turn\":1,\"dice\":[{\"id\":0,\"zone\":\"USED\"},{\"id\":2,\"zone\":\"FIELD\"}]}");
        JsonNode after = JSON.readTree("{\"turn\":2,\"dice\":[{\"id\":2,\"zone\":\"FIELD\"},{\"id\":5,\"zone\":\"RESERVE\"}]}");
        ObjectNode changes = ViewChanges.between(before, after);
        assertThat(changes.toString())
                .isEqualTo("{\"turn\":2,\"dice\":{\"set\":[{\"id\":5,\"zone\":\"RESERVE\"}],\"gone\":[0]}}");
        assertThat(ViewChanges.apply(before, changes)).isEqualTo(after);
    }
}
