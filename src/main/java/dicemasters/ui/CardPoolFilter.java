package dicemasters.ui;

import dicemasters.cards.CardText;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Energy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The team builder's search and filters over the card pool: words in the name or subtitle, the
 * set, an energy type, an affiliation, the cost. Any filter left empty lets every card through.
 * Also what the pool offers: its team cards once each (an identical reprint in another set is
 * listed once) and the values each filter can take. No JavaFX.
 */
public record CardPoolFilter(String words, String set, Energy energy, String affiliation, Integer cost) {
    static final CardPoolFilter ALL = new CardPoolFilter("", null, null, null, null);

    boolean matches(CardDefinition card) {
        return (words.isBlank() || card.fullName().toLowerCase(Locale.ROOT).contains(words.strip()
                .toLowerCase(Locale.ROOT)))
                && (set == null || setOf(card).equals(set))
                && (energy == null || card.energyTypes().contains(energy))
                && (affiliation == null || card.affiliations().contains(affiliation))
                && (cost == null || card.cost() == cost);
    }

    List<CardDefinition> apply(List<CardDefinition> pool) {
        return pool.stream().filter(this::matches).toList();
    }

    CardPoolFilter withWords(String w) {
        return new CardPoolFilter(w == null ? "" : w, set, energy, affiliation, cost);
    }

    CardPoolFilter withSet(String s) {
        return new CardPoolFilter(words, s, energy, affiliation, cost);
    }

    CardPoolFilter withEnergy(Energy e) {
        return new CardPoolFilter(words, set, e, affiliation, cost);
    }

    CardPoolFilter withAffiliation(String a) {
        return new CardPoolFilter(words, set, energy, a, cost);
    }

    CardPoolFilter withCost(Integer c) {
        return new CardPoolFilter(words, set, energy, affiliation, c);
    }

    /** "JUS" for JUS003. */
    static String setOf(CardDefinition card) {
        return card.id().replaceAll("[0-9].*$", "");
    }

    /** The cards of these types, an identical reprint (same name, same text) listed once, the first by id. */
    public static List<CardDefinition> distinct(List<CardDefinition> cards, List<CardType> types) {
        Map<String, CardDefinition> byCard = new LinkedHashMap<>();
        for (CardDefinition card : cards) {
            if (types.contains(card.type())) {
                byCard.putIfAbsent(card.fullName() + "\n" + CardText.of(card), card);
            }
        }
        return new ArrayList<>(byCard.values());
    }

    static List<String> sets(List<CardDefinition> pool) {
        return new ArrayList<>(pool.stream().map(CardPoolFilter::setOf).collect(java.util.stream.Collectors
                .toCollection(TreeSet::new)));
    }

    static List<String> affiliations(List<CardDefinition> pool) {
        TreeSet<String> all = new TreeSet<>();
        pool.forEach(c -> all.addAll(c.affiliations()));
        return new ArrayList<>(all);
    }

    static List<Integer> costs(List<CardDefinition> pool) {
        return new ArrayList<>(pool.stream().map(CardDefinition::cost).collect(java.util.stream.Collectors
                .toCollection(TreeSet::new)));
    }
}
