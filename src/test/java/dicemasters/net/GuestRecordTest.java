package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.files.FileProblem;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A guest saves what it saw: the public events, the views and its own actions, in guest numbers,
 * in a file a person can open; never anything hidden.
 */
class GuestRecordTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HIDDEN = "(?i).*(seed|rng|random|secret|script|order).*|token";
    private static final int GUEST = 1;

    @TempDir
    Path folder;

    /** A hosted game whose seat 1 guest keeps a record of everything it receives and sends. */
    private static final class RecordedGame {
        final Lobby lobby;
        final HostGame game;
        final RecordingPeer[] peers = {new RecordingPeer("10.0.0.1"), new RecordingPeer("10.0.0.2")};
        final Connection[] connections = new Connection[2];
        final GuestRecord record = new GuestRecord();
        int heard;

        RecordedGame(Lobby lobby, String id, long seed) {
            this.lobby = lobby;
            game = lobby.host(id, GameSession.start(TableForTwo.DEMO, seed), List.of(0, 1), g -> { });
            for (int seat = 0; seat < 2; seat++) {
                connections[seat] = lobby.connect(peers[seat]);
                lobby.receive(connections[seat], Protocol.join(game.joinCode(seat), seat == 0 ? "Ann" : "Ben"));
            }
            listen();
        }

        JsonNode legal() {
            return peers[game.session().current().actingPlayer()].last("update").get("legal");
        }

        void play(JsonNode action) {
            int acting = game.session().current().actingPlayer();
            String message = "{\"v\":2,\"type\":\"action\",\"action\":" + action + "}";
            if (acting == GUEST) {
                record.sent(message);
            }
            lobby.receive(connections[acting], message);
            listen();
        }

        private void listen() {
            peers[GUEST].received.subList(heard, peers[GUEST].count()).forEach(record::heard);
            heard = peers[GUEST].count();
        }

        List<String> entries() {
            return record.entries().stream().map(e -> JSON.valueToTree(e).toString()).toList();
        }
    }

    @Test
    void the_record_has_no_field_that_could_hold_hidden_information_and_its_file_names_none() throws Exception {
        Set<String> names = new TreeSet<>();
        for (Class<?> entry : GuestRecord.Entry.class.getPermittedSubclasses()) {
            GuestSeesOnlyWhatIsPublicTest.componentNames(entry, names);
        }
        assertThat(names).noneMatch(n -> n.matches(HIDDEN)).contains("events", "view", "action");

        RecordedGame played = new RecordedGame(new Lobby(new MutableClock(), new SecureRandom()), "demo", 987654321L);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 60 && !played.game.session().current().isOver(); i++) {
            played.play(played.legal().get(random.nextInt(played.legal().size())));
        }
        Path file = folder.resolve("what-ben-saw.json");
        played.record.write(file);
        String text = Files.readString(file);
        Set<String> keys = new TreeSet<>();
        keysIn(JSON.readTree(text), keys);
        assertThat(keys).noneMatch(k -> k.matches(HIDDEN)).contains("seen", "sent", "events", "view", "text");
        assertThat(text).doesNotContain("987654321")
                .doesNotContain(played.peers[GUEST].last("welcome").get("token").asText());
        assertThat(text).as("a person can read it: indented, with the log's words").contains("\n  ").contains("\"text\"");
    }

    @Test
    void two_games_that_differ_only_in_hidden_information_give_the_same_record_until_a_random_result_is_shown() {
        long[] pair = GuestSeesOnlyWhatIsPublicTest.twoSeedsThatLookAlike();
        Lobby lobby = new Lobby(new MutableClock(), new SecureRandom());
        RecordedGame a = new RecordedGame(lobby, "one", pair[0]);
        RecordedGame b = new RecordedGame(lobby, "two", pair[1]);
        assertThat(a.game.session().current().rngState()).isNotEqualTo(b.game.session().current().rngState());
        SplittableRandom choice = new SplittableRandom(7);
        int moves = 0;
        while (a.entries().equals(b.entries())) {
            assertThat(b.legal()).isEqualTo(a.legal());
            JsonNode action = withoutRolling(a.legal(), choice);
            a.play(action);
            b.play(action);
            moves++;
            assertThat(moves).as("the games stay alike only until the next draw").isLessThan(500);
        }
        assertThat(moves).as("moves recorded alike before a random result was shown").isGreaterThanOrEqualTo(3);
        List<String> one = a.entries();
        List<String> other = b.entries();
        int first = 0;
        while (one.get(first).equals(other.get(first))) {
            first++;
        }
        JsonNode seenInA = JSON.valueToTree(a.record.entries().get(first)).get("events");
        JsonNode seenInB = JSON.valueToTree(b.record.entries().get(first)).get("events");
        int event = 0;
        while (seenInA.get(event).equals(seenInB.get(event))) {
            event++;
        }
        assertThat(GuestSeesOnlyWhatIsPublicTest.isRandomResult(seenInA, event)).isTrue();
        assertThat(GuestSeesOnlyWhatIsPublicTest.isRandomResult(seenInB, event)).isTrue();
    }

    @Test
    void a_record_reads_back_as_it_was_written_and_a_file_that_is_not_one_is_refused_in_words() throws Exception {
        RecordedGame played = new RecordedGame(new Lobby(new MutableClock(), new SecureRandom()), "demo", 5);
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 20; i++) {
            played.play(played.legal().get(random.nextInt(played.legal().size())));
        }
        Path file = folder.resolve("record.json");
        played.record.write(file);

        GuestRecord read = GuestRecord.read(file);
        assertThat(read.entries()).isEqualTo(played.record.entries());
        assertThat(read.seat()).isEqualTo(GUEST);
        assertThat(read.entries()).anyMatch(e -> e instanceof GuestRecord.Sent)
                .anyMatch(e -> e instanceof GuestRecord.Seen);

        Path broken = folder.resolve("broken.json");
        Files.writeString(broken, Files.readString(file).replaceFirst("\"seen\"", "\"peeked\""));
        assertThatThrownBy(() -> GuestRecord.read(broken)).isInstanceOf(FileProblem.class)
                .hasMessageContaining("unknown kind 'peeked'");
        Files.writeString(broken, "{\"kind\":\"saved game\"}");
        assertThatThrownBy(() -> GuestRecord.read(broken)).hasMessageContaining("not a guest record");
    }

    /** Keeps every roll and never concedes, so only draws show new randomness; busy moves first. */
    private static JsonNode withoutRolling(JsonNode legal, SplittableRandom choice) {
        List<JsonNode> calm = new ArrayList<>();
        List<JsonNode> busy = new ArrayList<>();
        for (JsonNode a : legal) {
            String type = a.get("type").asText();
            boolean rerolls = type.equals("reroll") && !a.get("dice").isEmpty();
            if (!rerolls && !type.equals("concede")) {
                calm.add(a);
                boolean waits = type.equals("pass") || type.equals("reroll")
                        || type.equals("declareAttackers") && a.get("dice").isEmpty();
                if (!waits) {
                    busy.add(a);
                }
            }
        }
        List<JsonNode> from = busy.isEmpty() ? calm : busy;
        return from.get(choice.nextInt(from.size()));
    }

    private static void keysIn(JsonNode node, Set<String> keys) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            keys.add(names.next());
        }
        node.forEach(child -> keysIn(child, keys));
    }
}
