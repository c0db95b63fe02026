package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.persist.SavedGameJson;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** Joining, coming back, watching and playing a hosted game, message by message. */
class LobbyTest {

    @Test
    void a_joining_guest_receives_its_seat_a_reconnect_token_and_the_copies_of_the_cards_used() throws Exception {
        TableForTwo table = new TableForTwo(3);
        JsonNode welcome = table.peers[1].last("welcome");
        assertThat(welcome.get("seat").asInt()).isEqualTo(1);
        assertThat(welcome.get("token").asText()).hasSizeGreaterThanOrEqualTo(20);
        GameSetup sent = new SavedGameJson().readSetupWithCards(welcome.get("setup"), "welcome");
        assertThat(sent.teams()).hasSize(2);
        for (int t = 0; t < 2; t++) {
            assertThat(sent.teams().get(t).cards()).isEqualTo(TableForTwo.DEMO.teams().get(t).cards());
        }
        assertThat(sent.basicActions()).isEqualTo(TableForTwo.DEMO.basicActions());
    }

    @Test
    void only_the_seat_the_game_waits_on_receives_legal_actions() {
        TableForTwo table = new TableForTwo(3);
        int acting = table.acting();
        assertThat(table.peers[acting].last("update").has("legal")).isTrue();
        assertThat(table.peers[1 - acting].last("update").has("legal")).isFalse();
    }

    @Test
    void a_guests_move_reaches_the_other_guest_and_a_spectator() {
        TableForTwo table = new TableForTwo(3);
        RecordingPeer watcher = new RecordingPeer("10.0.0.9");
        table.lobby.receive(table.stranger(watcher), Protocol.watch(table.game.watchCode()));
        int other = 1 - table.acting();
        int before = table.peers[other].count();
        int watched = watcher.count();
        table.lobby.receive(table.connections[table.acting()],
                "{\"v\":2,\"type\":\"action\",\"action\":" + table.legal().get(0) + "}");
        assertThat(table.game.session().actions()).hasSize(1);
        assertThat(table.peers[other].since(before)).extracting(m -> m.get("type").asText()).contains("update");
        assertThat(watcher.since(watched)).extracting(m -> m.get("type").asText()).contains("update");
        assertThat(watcher.last("update").get("view").get("seat").asInt()).isEqualTo(-1);
        assertThat(table.saves).as("saved after the move").isGreaterThanOrEqualTo(3);
    }

    @Test
    void an_illegal_move_is_refused_with_the_engines_reason() {
        TableForTwo table = new TableForTwo(3);
        Action buy = new Action.Purchase(2, dicemasters.engine.energy.Payment.NOTHING);
        String reason = Engine.check(table.game.session().current(), buy);
        assertThat(reason).isNotBlank();
        table.lobby.receive(table.connections[table.acting()], Protocol.action(buy));
        assertThat(table.peers[table.acting()].last("rejected").get("reason").asText()).isEqualTo(reason);
        assertThat(table.game.session().actions()).isEmpty();
    }

    @Test
    void the_reconnect_token_takes_the_seat_back_and_closes_the_old_connection() {
        TableForTwo table = new TableForTwo(3);
        String token = table.peers[1].last("welcome").get("token").asText();
        RecordingPeer again = new RecordingPeer("10.0.0.22");
        table.lobby.receive(table.stranger(again), Protocol.rejoin(token));
        assertThat(again.last("welcome").get("seat").asInt()).isEqualTo(1);
        assertThat(again.last("update").get("view").get("seat").asInt()).isEqualTo(1);
        assertThat(table.peers[1].closedBecause).contains("reconnect token");
        assertThat(table.game.isConnected(1)).isTrue();
    }

    @Test
    void a_dropped_guest_is_told_to_the_other_and_the_game_waits() {
        TableForTwo table = new TableForTwo(3);
        table.lobby.disconnected(table.connections[1]);
        JsonNode presence = table.peers[0].last("presence");
        assertThat(presence.get("seat").asInt()).isEqualTo(1);
        assertThat(presence.get("connected").asBoolean()).isFalse();
        assertThat(table.game.isConnected(1)).isFalse();
    }

    @Test
    void wrong_codes_from_one_address_are_slowed_down_and_then_allowed_again() {
        TableForTwo table = new TableForTwo(3);
        RecordingPeer guesser = new RecordingPeer("198.51.100.4");
        Connection c = table.stranger(guesser);
        for (int i = 0; i < WrongCodes.FREE_TRIES; i++) {
            table.lobby.receive(c, Protocol.join("guess " + i, "Eve"));
        }
        table.lobby.receive(c, Protocol.join(table.spare.joinCode(0), "Eve"));
        assertThat(guesser.last("rejected").get("reason").asText()).contains("too many wrong codes");
        table.clock.advance(Duration.ofSeconds(2));
        table.lobby.receive(c, Protocol.join(table.spare.joinCode(0), "Eve"));
        assertThat(guesser.last("welcome").get("seat").asInt()).isEqualTo(0);
    }

    @Test
    void join_codes_are_four_short_words_of_more_than_sixty_bits() {
        String code = new Codes(new SecureRandom()).newCode();
        assertThat(code.split(" ")).hasSize(4).allMatch(w -> w.length() == 6);
        assertThat(Codes.BITS).isGreaterThan(60);
        assertThat(Codes.normalized("  " + code.toUpperCase().replace(' ', '-') + " ")).isEqualTo(code);
    }

    @Test
    void a_seat_played_at_the_host_moves_through_the_same_checks_and_guests_see_its_moves() {
        TableForTwo table = new TableForTwo(3);
        HostGame mixed = table.lobby.host("mixed", dicemasters.session.GameSession.start(TableForTwo.DEMO, 4),
                java.util.List.of(1), g -> { });
        java.util.List<String> heard = new java.util.ArrayList<>();
        mixed.addListener(new HostListener() {
            @Override
            public void played(int seat, Action action, java.util.List<dicemasters.engine.state.GameEvent> events) {
                heard.add("played by " + seat);
            }

            @Override
            public void presence(int seat, String name, boolean connected) {
                heard.add(name + (connected ? " came" : " left"));
            }

            @Override
            public void chat(String from, String text) {
                heard.add(from + ": " + text);
            }
        });
        RecordingPeer ben = new RecordingPeer("10.0.0.30");
        table.lobby.receive(table.stranger(ben), Protocol.join(mixed.joinCode(1), "Ben"));
        assertThat(mixed.isRemote(0)).isFalse();
        assertThat(mixed.joinCode(0)).isNull();
        assertThat(mixed.playLocal(1, new Action.Pass())).isEqualTo("that seat is played from another computer");
        Action first = Engine.legalActions(mixed.session().current()).get(0);
        assertThat(mixed.playLocal(0, first)).isNull();
        assertThat(ben.last("update").get("events").size()).isPositive();
        mixed.say("Sam", "good luck\u0007");
        assertThat(ben.last("chat").get("text").asText()).isEqualTo("good luck");
        assertThat(heard).containsExactly("Ben came", "played by 0", "Sam: good luck");
    }
}
