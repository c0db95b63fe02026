package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Keyword;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A card's keyword list and its generated text agree: every keyword the text gives the card
 * itself (its explanation "Overcrush (...)", or an ability it heads, "Enlistment: ...") is in
 * the list, and every listed keyword is in the text, a keyword with an ability of its own
 * (Resistance, Enlistment) with that ability. Keywords the text names of other dice ("dice with
 * Resistance", "gets Overcrush") are not the card's own. The reference data's lists miss some
 * (Resistance, Enlistment, Turtle Power, Intimidate, Cleave); the card files do not.
 */
class KeywordListsTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadDirectory(Path.of("cards"));

    @Test
    void every_keyword_the_text_gives_a_card_is_in_its_keyword_list() {
        List<String> missing = new ArrayList<>();
        for (CardDefinition card : LIBRARY.cards()) {
            String text = CardText.of(card);
            for (Keyword k : Keyword.values()) {
                Pattern own = Pattern.compile("(^|\\n|, |\\. )" + Pattern.quote(k.label()) + "( \\(|:)");
                if (own.matcher(text).find() && !card.has(k)) {
                    missing.add(card.id() + " " + k.label());
                }
            }
        }
        assertThat(missing).as("keywords the text gives a card that its list lacks").isEmpty();
    }

    @Test
    void every_listed_keyword_is_in_the_text_with_its_ability() {
        List<String> unsaid = new ArrayList<>();
        for (CardDefinition card : LIBRARY.cards()) {
            String text = CardText.of(card);
            for (Keyword k : card.keywords()) {
                if (!text.contains(k.label() + " (")) {
                    unsaid.add(card.id() + " " + k.label());
                }
            }
            String abilities = abilities(text);
            // A Resistance ability works only after a KO of yours: it says so, or is set off by that KO.
            if (card.has(Keyword.RESISTANCE) && !abilities.contains("if a character die you control was ko'd this turn")
                    && !abilities.contains("whenever a character die you control is ko'd")) {
                unsaid.add(card.id() + " Resistance has no Resistance ability");
            }
            if (card.has(Keyword.ENLISTMENT) && !text.contains("Enlistment: ")) {
                unsaid.add(card.id() + " Enlistment has no Enlistment ability");
            }
        }
        assertThat(unsaid).as("listed keywords the text does not say").isEmpty();
    }

    /** The text without the keywords' explanations. */
    private static String abilities(String text) {
        return text.lines().filter(l -> Keyword.fromLabel(l.replaceFirst(" \\(.*$", "")) == null)
                .reduce("", (a, b) -> a + "\n" + b).toLowerCase(java.util.Locale.ROOT);
    }
}
