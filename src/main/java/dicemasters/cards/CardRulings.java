package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Keyword;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the rulings files ({@code cards/rulings/<SET>.json}) say about single cards beyond their
 * text: the reading the engine follows where a card's text allows two (for a card or for a
 * keyword), cards that needed engine code of their own, and cards of a set left out of the card
 * files. Kept apart from the card definitions, so that saved games, which carry copies of their
 * cards, do not change when a ruling is written.
 */
public final class CardRulings {
    private static final CardRulings NONE = new CardRulings(Map.of(), Map.of(), Map.of(), Map.of());

    private final Map<String, String> rulings;
    private final Map<String, String> ownEngineCode;
    private final Map<String, String> leftOut;
    private final Map<Keyword, String> keywords;

    CardRulings(Map<String, String> rulings, Map<String, String> ownEngineCode, Map<String, String> leftOut,
                Map<Keyword, String> keywords) {
        this.rulings = Collections.unmodifiableMap(new TreeMap<>(rulings));
        this.ownEngineCode = Collections.unmodifiableMap(new TreeMap<>(ownEngineCode));
        this.leftOut = Collections.unmodifiableMap(new TreeMap<>(leftOut));
        this.keywords = Collections.unmodifiableMap(keywords.isEmpty() ? Map.of() : new EnumMap<>(keywords));
    }

    /** The rulings shipped with the program, read once on first use (the card panel shows them by card id). */
    public static CardRulings bundled() {
        return Bundled.RULINGS;
    }

    /** Loaded when first asked for, not with the class: most uses of the cards never show a ruling. */
    private static final class Bundled {
        static final CardRulings RULINGS = CardLibrary.loadBundled().rulings();
    }

    /** No rulings at all (a card folder without a rulings folder). */
    public static CardRulings none() {
        return NONE;
    }

    /** Card id: the reading the engine follows, by id. */
    public Map<String, String> rulings() {
        return rulings;
    }

    public Optional<String> rulingOf(String cardId) {
        return Optional.ofNullable(rulings.get(cardId));
    }

    /** Card id: why it needed engine code written for its own wording. */
    public Map<String, String> ownEngineCode() {
        return ownEngineCode;
    }

    /** Card id of a set: why it is not in the card files. */
    public Map<String, String> leftOut() {
        return leftOut;
    }

    /** Keyword: the reading the engine follows for every card with it, in keyword order. */
    public Map<Keyword, String> keywords() {
        return keywords;
    }

    /**
     * What a player reading the card should know: its own ruling, then the rulings of its keywords,
     * each named ("Iron Will: ...").
     */
    public List<String> shownWith(CardDefinition card) {
        List<String> shown = new ArrayList<>();
        rulingOf(card.id()).ifPresent(shown::add);
        keywords.forEach((keyword, ruling) -> {
            if (card.has(keyword)) {
                shown.add(keyword.label() + ": " + ruling);
            }
        });
        return shown;
    }
}
