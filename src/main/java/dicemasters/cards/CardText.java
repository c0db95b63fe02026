package dicemasters.cards;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The English a player reads on a card, generated from its definition so that what a card says
 * and what it does cannot disagree. {@link #of} gives keywords and abilities, one per line;
 * {@link #describe} adds the cost, type, affiliations and levels.
 */
public final class CardText {
    private CardText() {
    }

    /** Keywords (with what they mean) and abilities, one per line; empty for a card without text. */
    public static String of(CardDefinition card) {
        List<String> lines = new ArrayList<>();
        card.keywords().stream().sorted().forEach(k -> lines.add(keyword(k)));
        for (Ability a : card.abilities()) {
            lines.add(new AbilityText(card, a).sentence());
        }
        return String.join("\n", lines);
    }

    /** One ability's sentence as the card shows it (for naming a Global by its words). */
    public static String ofAbility(CardDefinition card, Ability ability) {
        return new AbilityText(card, ability).sentence();
    }

    /** The whole card: "Cost 5 Bolt. Character. Teenage Mutant Ninja Turtle.", levels, then {@link #of}. */
    public static String describe(CardDefinition card) {
        List<String> lines = new ArrayList<>();
        lines.add(card.fullName() + " (" + card.id() + ")");
        StringBuilder header = new StringBuilder("Cost ").append(card.cost());
        if (!card.energyTypes().isEmpty()) {
            header.append(' ').append(card.energyTypes().stream().map(Energy::label).collect(Collectors.joining("/")));
        }
        header.append(". ").append(typeName(card.type())).append(", up to ").append(card.dieLimit())
                .append(card.dieLimit() == 1 ? " die." : " dice.");
        if (!card.affiliations().isEmpty()) {
            header.append(" Affiliation: ").append(String.join(", ", card.affiliations())).append('.');
        }
        lines.add(header.toString());
        for (int level = 1; level <= card.maxLevel(); level++) {
            Face f = card.levelFace(level);
            lines.add("Level " + level + ": field cost " + f.fieldCost() + ", " + f.attack() + "A " + f.defense() + "D"
                    + (f.bursts() > 0 ? ", " + "*".repeat(f.bursts()) : ""));
        }
        String text = of(card);
        if (!text.isEmpty()) {
            lines.add(text);
        }
        return String.join("\n", lines);
    }

    static String typeName(CardType type) {
        return switch (type) {
            case CHARACTER -> "Character";
            case ACTION -> "Action";
            case BASIC_ACTION -> "Basic Action";
            case SIDEKICK -> "Sidekick";
        };
    }

    /** "Overcrush (what it means)."; keywords of the newer rulebook say so. */
    static String keyword(Keyword k) {
        // Two glossaries define these differently: the newer book (WWE 2019) is followed.
        String note = k == Keyword.INTIMIDATE || k == Keyword.REGENERATE ? " [rules of the newer rulebook]" : "";
        return k.label() + " (" + k.meaning() + ")." + note;
    }

    /** A sentence starts with a capital letter. */
    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
