package dicemasters.style;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/TESTING.md: a test names the cards whose dice it places, buys, scripts to be drawn or rolled
 * or whose Globals it uses by the card's name ({@code game.place(ANN, "Donatello", FIELD_ZONE,
 * level(1))}, {@code game.buy("Ping")}, {@code game.useGlobal("Clayface", 1)}), so it reads like the
 * card. The one exception: a game with two printings of one character (two cards named "Batman"),
 * where only the id says which; the test's own text then names both ids, and the fixture refuses the
 * shared name.
 */
class CardsNamedByNameTest {
    private static final Pattern NAMED_BY_ID = Pattern.compile("\\.(?:place\\(\\s*[A-Z_]+,|buy\\(|useGlobal\\("
            + "|globalAction\\(|resolveFirst\\(|nextDrawsTake\\((?:[A-Z_]+,\\s*)*|nextRollShows\\()\\s*"
            + "\"([A-Z]+[0-9]+[a-z]?)\"");
    private static final Pattern CARD_ID = Pattern.compile("\"([A-Z]+[0-9]+[a-z]?)\"");
    /** A line of a class's members (a method, a field, an annotation): where a method's text begins. */
    private static final Pattern MEMBER = Pattern.compile("\\n    [^ \\n}][^\\n]*\\(");

    @Test
    void tests_name_cards_by_name_unless_two_cards_of_the_game_share_it() throws IOException {
        Map<String, String> names = cardNames();
        List<String> byId = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/test/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String source = Files.readString(file);
                Matcher m = NAMED_BY_ID.matcher(source);
                while (m.find()) {
                    String id = m.group(1);
                    if (!sharesItsName(id, methodAround(source, m.start()), names)) {
                        byId.add(file.getFileName() + ": " + id + " (" + names.getOrDefault(id, "a card") + ")");
                    }
                }
            }
        }
        assertThat(byId).as("cards named by id where their name says which").isEmpty();
    }

    /** Another card the test names has the same name: only the id tells the two apart. */
    private static boolean sharesItsName(String id, String method, Map<String, String> names) {
        String name = names.get(id);
        Matcher m = CARD_ID.matcher(method);
        while (m.find()) {
            if (!m.group(1).equals(id) && name != null && name.equals(names.get(m.group(1)))) {
                return true;
            }
        }
        return false;
    }

    /** The text of the method (or field) the position is in. */
    private static String methodAround(String source, int position) {
        int start = 0;
        int end = source.length();
        Matcher m = MEMBER.matcher(source);
        while (m.find()) {
            if (m.start() >= position) {
                end = m.start();
                break;
            }
            start = m.start();
        }
        return source.substring(start, end);
    }

    /** Card id to name, for the bundled cards and the test cards. */
    private static Map<String, String> cardNames() throws IOException {
        Map<String, String> names = new HashMap<>();
        ObjectMapper json = new ObjectMapper();
        for (Path folder : List.of(Path.of("cards"), Path.of("src/test/resources/testcards"))) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                    JsonNode cards = json.readTree(file.toFile()).path("cards");
                    cards.forEach(card -> names.put(card.path("id").asText(), card.path("name").asText()));
                }
            }
        }
        return names;
    }
}
