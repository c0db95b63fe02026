package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every message of the hostile corpus (src/test/resources/hostile-net, see its README) gets its
 * expected outcome, and only an accepted action changes the game.
 */
class HostileMessagesTest {
    private static final String KEEP = "@keep";
    private static final Path CORPUS = Path.of("src/test/resources/hostile-net/messages.tsv");

    record Case(String id, String who, String message, String expected, List<String> keyWords, String what) {
    }

    @TestFactory
    Stream<DynamicTest> every_hostile_message_gets_its_expected_outcome() throws IOException {
        List<Case> cases = cases();
        assertThat(cases).hasSizeGreaterThanOrEqualTo(50);
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.id() + " " + c.what(), () -> run(c)));
    }

    private static List<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        for (String line : Files.readAllLines(CORPUS, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            List<String> words = f[4].isEmpty() ? List.of() : List.of(f[4].split("\\|"));
            cases.add(new Case(f[0], f[1], f[2], f[3], words, f[5]));
        }
        return cases;
    }

    private static void run(Case c) {
        TableForTwo table = new TableForTwo(1);
        RecordingPeer peer = new RecordingPeer("192.0.2.7");
        Connection connection = sender(table, c.who(), peer);
        RecordingPeer listening = c.who().equals("acting") || c.who().equals("waiting") ? table.peers[seatOf(table, c.who())]
                : peer;
        String message = c.message();
        if (message.startsWith(KEEP + " ")) { // the acting seat's move first, one that can be taken back
            table.lobby.receive(table.connections[table.acting()],
                    "{\"v\":2,\"type\":\"action\",\"action\":{\"type\":\"reroll\",\"dice\":[]}}");
            table.pause();
            message = message.substring(KEEP.length() + 1);
        }
        int actionsBefore = table.game.session().actions().size();
        int from = listening.count();
        for (String sent : messages(table, message)) {
            table.lobby.receive(connection, sent);
        }
        List<JsonNode> answers = listening.since(from);
        JsonNode answer = answers.stream().filter(a -> a.get("type").asText().equals(c.expected()))
                .reduce((first, second) -> second)
                .orElseThrow(() -> new AssertionError(c.id() + ": no '" + c.expected() + "' among " + answers));
        String text = answer.toString();
        c.keyWords().forEach(w -> assertThat(text).as(c.id()).contains(w));
        assertThat(listening.closedBecause != null).as(c.id() + " closed").isEqualTo(c.expected().equals("bye"));
        int played = table.game.session().actions().size() - actionsBefore;
        assertThat(played).as(c.id() + " actions played").isEqualTo(c.expected().equals("update") ? 1 : 0);
    }

    private static int seatOf(TableForTwo table, String who) {
        return who.equals("acting") ? table.acting() : 1 - table.acting();
    }

    private static Connection sender(TableForTwo table, String who, RecordingPeer peer) {
        return switch (who) {
            case "acting", "waiting" -> table.connections[seatOf(table, who)];
            case "spectator" -> {
                Connection c = table.stranger(peer);
                table.lobby.receive(c, Protocol.watch(table.game.watchCode()));
                table.pause();
                yield c;
            }
            default -> table.stranger(peer);
        };
    }

    /** The message(s) a case sends, its macros filled in. */
    private static List<String> messages(TableForTwo table, String message) {
        String chat = "{\"v\":2,\"type\":\"chat\",\"text\":\"again\"}";
        switch (message) {
            case "@legal":
                return List.of("{\"v\":2,\"type\":\"action\",\"action\":" + table.legal().get(0) + "}");
            case "@huge":
                return List.of("{\"v\":2,\"type\":\"chat\",\"text\":\"" + "x".repeat(20_000) + "\"}");
            case "@deep":
                return List.of("{\"v\":2,\"type\":\"chat\",\"text\":" + "[".repeat(200) + "]".repeat(200) + "}");
            case "@manyints":
                return List.of("{\"v\":2,\"type\":\"action\",\"action\":{\"type\":\"reroll\",\"dice\":["
                        + "1,".repeat(1199) + "1]}}");
            case "@manykeys": {
                StringBuilder keys = new StringBuilder("{\"v\":2,\"type\":\"watch\",\"code\":\"x\"");
                for (int i = 0; i < 1500; i++) {
                    keys.append(",\"k").append(i).append("\":0");
                }
                return List.of(keys.append('}').toString());
            }
            case "@fivebad":
                return List.of("a", "b", "c", "d", "e");
            case "@wrongcodes":
                return List.of(Protocol.join("wrong one", "Eve"), Protocol.join("wrong two", "Eve"),
                        Protocol.join("wrong three", "Eve"), Protocol.join("wrong four", "Eve"));
            case "@flood":
                return java.util.Collections.nCopies(40, chat);
            case "@ownanswer":
                return List.of(Protocol.takeback(), Protocol.takebackAnswer(true));
            case "@asktwice":
                return List.of(Protocol.takeback(), Protocol.takeback());
            case "@takebackflood":
                return java.util.Collections.nCopies(40, Protocol.takeback());
            default:
                return List.of(fill(table, message));
        }
    }

    private static String fill(TableForTwo table, String message) {
        String spare = table.spare.joinCode(0);
        return message.replace("@code0", table.game.joinCode(0))
                .replace("@spare0", spare)
                .replace("@SPARE0", spare.toUpperCase().replace(' ', '-'))
                .replace("@watch", table.game.watchCode())
                .replace("@long250", "y".repeat(250))
                .replace("@long50", "z".repeat(50));
    }
}
