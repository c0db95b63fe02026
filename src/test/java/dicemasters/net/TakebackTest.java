package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Undo at a network table: Ann asks to take back her last move, Ben accepts or declines; accepted,
 * the host's game goes back and both guests see the table as before the move; otherwise nothing
 * changes. The demo starts with Ann (seat 0) deciding her reroll; keeping every die rolls nothing,
 * so that move can be taken back.
 */
class TakebackTest {
    private static final String KEEP_EVERY_DIE = "{\"v\":2,\"type\":\"action\",\"action\":{\"type\":\"reroll\",\"dice\":[]}}";
    private static final int ANN = 0;
    private static final int BEN = 1;

    @Test
    void ben_is_asked_when_ann_asks_to_take_back_her_last_move() {
        TableForTwo table = annKeptHerDice();
        int before = table.peers[BEN].count();
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        JsonNode asked = table.peers[BEN].last("takebackAsked");
        assertThat(asked.get("text").asText()).isEqualTo("Ann asks to take back their last move");
        assertThat(asked.get("seat").asInt()).isEqualTo(ANN);
        assertThat(asked.get("moves").asInt()).isEqualTo(1);
        assertThat(table.peers[BEN].count()).isEqualTo(before + 1);
    }

    @Test
    void accepted_the_move_is_taken_back_and_both_guests_see_the_table_as_before_it() {
        TableForTwo table = new TableForTwo(1);
        JsonNode[] viewsBefore = {lastView(table, ANN), lastView(table, BEN)};
        keep(table);
        int saves = table.saves;
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        table.lobby.receive(table.connections[BEN], Protocol.takebackAnswer(true));

        assertThat(table.game.session().actions()).isEmpty();
        assertThat(table.saves).as("saved once the move was taken back").isEqualTo(saves + 1);
        for (int seat : new int[] {ANN, BEN}) {
            assertThat(table.peers[seat].last("takebackEnded").get("accepted").asBoolean()).isTrue();
            assertThat(table.peers[seat].last("takebackEnded").get("text").asText())
                    .isEqualTo("Ben accepted: Ann took back their last move");
            assertThat(lastView(table, seat)).isEqualTo(viewsBefore[seat]);
        }
        assertThat(table.peers[ANN].last("update").has("legal")).as("Ann decides her reroll again").isTrue();
    }

    @Test
    void a_guests_program_reads_the_takeback_messages_strictly() throws Exception {
        TableForTwo table = annKeptHerDice();
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        table.lobby.receive(table.connections[BEN], Protocol.takebackAnswer(false));
        int last = table.peers[BEN].count();
        HostMessage asked = HostMessage.read(table.peers[BEN].received.get(last - 2));
        HostMessage ended = HostMessage.read(table.peers[BEN].received.get(last - 1));
        assertThat(asked).isEqualTo(new HostMessage.TakebackAsked(ANN, "Ann", 1, "Ann asks to take back their last move"));
        assertThat(ended).isEqualTo(new HostMessage.TakebackEnded(ANN, "Ann", false, "Ben declined: the move stands"));
    }

    @Test
    void declined_nothing_changes_and_ann_cannot_ask_again_for_the_same_move() {
        TableForTwo table = annKeptHerDice();
        JsonNode view = lastView(table, BEN);
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        table.lobby.receive(table.connections[BEN], Protocol.takebackAnswer(false));

        assertThat(table.game.session().actions()).hasSize(1);
        assertThat(lastView(table, BEN)).isEqualTo(view);
        assertThat(table.peers[ANN].last("takebackEnded").get("text").asText()).isEqualTo("Ben declined: the move stands");
        table.pause();
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        assertThat(table.peers[ANN].last("rejected").get("reason").asText()).contains("declined");
    }

    @Test
    void unanswered_for_a_minute_the_move_stands() {
        TableForTwo table = annKeptHerDice();
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        table.clock.advance(Duration.ofSeconds(59));
        table.lobby.tick();
        assertThat(table.peers[BEN].since(0)).extracting(m -> m.get("type").asText()).doesNotContain("takebackEnded");

        table.clock.advance(Duration.ofSeconds(1));
        table.lobby.tick();
        assertThat(table.peers[BEN].last("takebackEnded").get("text").asText()).contains("no answer in 60 seconds");
        table.lobby.receive(table.connections[BEN], Protocol.takebackAnswer(true));
        assertThat(table.peers[BEN].last("rejected").get("reason").asText()).isEqualTo("no takeback is asked");
        assertThat(table.game.session().actions()).hasSize(1);
    }

    @Test
    void a_move_played_while_a_takeback_is_asked_ends_it_and_the_move_stands() {
        TableForTwo table = annKeptHerDice();
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        table.lobby.receive(table.connections[ANN], "{\"v\":2,\"type\":\"action\",\"action\":{\"type\":\"pass\"}}");
        assertThat(table.peers[BEN].last("takebackEnded").get("text").asText()).contains("the game went on");
        assertThat(table.game.session().actions()).hasSize(2);
    }

    @Test
    void a_move_that_rolled_dice_cannot_be_taken_back() {
        TableForTwo table = new TableForTwo(1);
        JsonNode reroll = null;
        for (JsonNode a : table.legal()) {
            if (a.get("type").asText().equals("reroll") && !a.get("dice").isEmpty()) {
                reroll = a;
            }
        }
        table.lobby.receive(table.connections[ANN], "{\"v\":2,\"type\":\"action\",\"action\":" + reroll + "}");
        assertThat(table.game.session().eventsOf(1)).anyMatch(GameEvent::revealsInformation);
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        assertThat(table.peers[ANN].last("rejected").get("reason").asText()).contains("drawn or rolled");
        assertThat(table.peers[BEN].since(0)).extracting(m -> m.get("type").asText()).doesNotContain("takebackAsked");
    }

    @Test
    void no_takeback_is_asked_of_an_opponent_who_is_away() {
        TableForTwo table = annKeptHerDice();
        table.lobby.disconnected(table.connections[BEN]);
        table.lobby.receive(table.connections[ANN], Protocol.takeback());
        assertThat(table.peers[ANN].last("rejected").get("reason").asText()).contains("no opponent is here");
    }

    @Test
    void the_hosts_own_player_takes_back_a_move_when_the_guest_accepts() {
        MutableClock clock = new MutableClock();
        Lobby lobby = new Lobby(clock, new SecureRandom());
        HostGame game = lobby.host("local", GameSession.start(TableForTwo.DEMO, 1), List.of(BEN), g -> { });
        List<String> heard = new ArrayList<>();
        game.addListener(new HostListener() {
            public void played(int seat, Action action, List<GameEvent> events) {
            }

            public void presence(int seat, String name, boolean connected) {
            }

            public void chat(String from, String text) {
            }

            @Override
            public void takebackEnded(int seat, boolean accepted, String text) {
                heard.add(text);
            }
        });
        RecordingPeer ben = new RecordingPeer("10.0.0.2");
        Connection benConnection = lobby.connect(ben);
        lobby.receive(benConnection, Protocol.join(game.joinCode(BEN), "Ben"));
        assertThat(game.playLocal(ANN, new Action.Reroll(List.of()))).isNull();
        assertThat(game.answerTakeback(ANN, true)).isEqualTo("no takeback is asked");

        assertThat(game.askTakeback(ANN)).isNull();
        assertThat(game.answerTakeback(ANN, true)).contains("you asked for this takeback");
        lobby.receive(benConnection, Protocol.takebackAnswer(true));

        assertThat(game.session().actions()).isEmpty();
        assertThat(heard).containsExactly("Ben accepted: Sam took back their last move");
    }

    private static TableForTwo annKeptHerDice() {
        TableForTwo table = new TableForTwo(1);
        keep(table);
        return table;
    }

    private static void keep(TableForTwo table) {
        assertThat(table.acting()).isEqualTo(ANN);
        table.lobby.receive(table.connections[ANN], KEEP_EVERY_DIE);
        assertThat(table.game.session().actions()).hasSize(1);
        assertThat(table.game.session().eventsOf(1)).noneMatch(GameEvent::revealsInformation);
        assertThat(table.acting()).as("Ann goes on to her Main Step").isEqualTo(ANN);
    }

    private static JsonNode lastView(TableForTwo table, int seat) {
        return table.peers[seat].last("update").get("view");
    }
}
