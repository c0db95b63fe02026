package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/CARD-REVIEW.md, the card-by-card read of the generated text against the print, covers every
 * card once; a card read as "ruled" has its ruling in the rulings files, and none is left "differs".
 */
class CardReviewTableTest {
    private static final Path TABLE = Path.of("docs", "CARD-REVIEW.md");
    private static final Set<String> VERDICTS = Set.of("same", "ruled");

    /** Card id: its verdict, from the table's rows. */
    private static Map<String, String> verdicts() throws IOException {
        Map<String, String> verdicts = new TreeMap<>();
        for (String line : Files.readAllLines(TABLE)) {
            List<String> cells = List.of(line.split("(?<!\\\\)\\|", -1));
            if (cells.size() == 6 && cells.get(1).trim().matches("[A-Z]+[0-9]{3}")) {
                String id = cells.get(1).trim();
                assertThat(verdicts.put(id, cells.get(3).trim())).as(id + " has one row").isNull();
            }
        }
        return verdicts;
    }

    @Test
    void every_card_is_reviewed_once_with_a_known_verdict() throws IOException {
        CardLibrary library = CardLibrary.loadDirectory(Path.of("cards"));
        Map<String, String> verdicts = verdicts();
        assertThat(verdicts.keySet()).containsExactlyInAnyOrderElementsOf(
                library.cards().stream().map(CardDefinition::id).toList());
        assertThat(verdicts.values()).allMatch(VERDICTS::contains, "same or ruled; never differs");
    }

    @Test
    void every_card_reviewed_as_ruled_has_its_ruling() throws IOException {
        CardRulings rulings = CardLibrary.loadDirectory(Path.of("cards")).rulings();
        verdicts().forEach((id, verdict) -> {
            if (verdict.equals("ruled")) {
                assertThat(rulings.rulingOf(id)).as(id + " is ruled").isPresent();
            }
        });
    }
}
