package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;

import java.nio.file.Path;
import java.util.List;

/**
 * A tool for reading the generated text of cards beside their print (the card review of
 * docs/CARD-REVIEW.md): prints each card's id, name and text, all cards or the ids given.
 * Run: {@code java -cp target/classes:target/test-classes:<deps> dicemasters.cards.PrintCardTexts [ID...]}
 */
public final class PrintCardTexts {
    private PrintCardTexts() {
    }

    public static void main(String[] args) {
        CardLibrary library = CardLibrary.loadDirectory(Path.of("cards"));
        List<String> ids = List.of(args);
        for (CardDefinition card : library.cards()) {
            if (ids.isEmpty() || ids.contains(card.id())) {
                System.out.println("== " + card.id() + " " + card.fullName());
                System.out.println(CardText.of(card));
            }
        }
    }
}
