package dicemasters.testing;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A test card, written the way the card is printed, so rule tests need no card file:
 * <pre>{@code
 * // Sniper (2): When fielded, deal 1 damage to target opposing character die.
 * CardDefinition sniper = CardBuilder.character("Sniper").cost(2).energy(MASK)
 *         .level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
 *         .whenFielded(new Effect.DamageDice(DieSelector.target(Side.OPPOSING), 1))
 *         .build();
 * }</pre>
 * Dice get the faces of {@link StandardDice} (the convention of RULINGS.md). The id is "T-" and
 * the name unless {@link #id} says otherwise; team cards have the subtitle "Test".
 */
public final class CardBuilder {
    private final CardType type;
    private final String name;
    private String id;
    private String subtitle;
    private int cost;
    private final List<Energy> energyTypes = new ArrayList<>();
    private final List<String> affiliations = new ArrayList<>();
    private int dieLimit;
    private final List<Face> levels = new ArrayList<>();
    private final List<Keyword> keywords = new ArrayList<>();
    private final List<Ability> abilities = new ArrayList<>();

    private CardBuilder(CardType type, String name, String subtitle, int dieLimit) {
        this.type = type;
        this.name = name;
        this.id = "T-" + name;
        this.subtitle = subtitle;
        this.dieLimit = dieLimit;
    }

    /** A character card: give it levels, in order from level 1. */
    public static CardBuilder character(String name) {
        return new CardBuilder(CardType.CHARACTER, name, "Test", 4);
    }

    /** A (non-basic) action card: three action faces and energy of its type. */
    public static CardBuilder actionCard(String name) {
        return new CardBuilder(CardType.ACTION, name, "Test", 4);
    }

    /** A Basic Action Card, shared by both players: three action faces and three double-generic faces. */
    public static CardBuilder basicAction(String name) {
        return new CardBuilder(CardType.BASIC_ACTION, name, "", 3);
    }

    public CardBuilder id(String value) {
        this.id = value;
        return this;
    }

    public CardBuilder subtitle(String value) {
        this.subtitle = value;
        return this;
    }

    /** The purchase cost. */
    public CardBuilder cost(int value) {
        this.cost = value;
        return this;
    }

    /** The energy type (two or more: a crossover card). */
    public CardBuilder energy(Energy... types) {
        energyTypes.addAll(List.of(types));
        return this;
    }

    public CardBuilder affiliations(String... names) {
        affiliations.addAll(List.of(names));
        return this;
    }

    public CardBuilder dieLimit(int value) {
        this.dieLimit = value;
        return this;
    }

    /** The next level's character face: {field cost, A, D}. */
    public CardBuilder level(int fieldCost, int attack, int defense) {
        return level(fieldCost, attack, defense, 0);
    }

    /** The next level's character face with bursts. */
    public CardBuilder level(int fieldCost, int attack, int defense, int bursts) {
        levels.add(Face.character(levels.size() + 1, fieldCost, attack, defense, bursts));
        return this;
    }

    public CardBuilder keywords(Keyword... values) {
        keywords.addAll(List.of(values));
        return this;
    }

    /** Any ability, as the card vocabulary writes it. */
    public CardBuilder ability(Ability ability) {
        abilities.add(ability);
        return this;
    }

    /** "When fielded, ..." */
    public CardBuilder whenFielded(Effect... effects) {
        return when(Trigger.WHEN_FIELDED, effects);
    }

    /** An action die's text: "use: ..." (the base text, whatever the bursts). */
    public CardBuilder whenUsed(Effect... effects) {
        return when(Trigger.ACTION_USED, effects);
    }

    /** An action die's burst text: what it does with {@code burst} showing. */
    public CardBuilder whenUsedWith(Burst burst, Effect... effects) {
        return ability(new Ability(Trigger.ACTION_USED, burst, false, Cost.FREE, 0, List.of(effects)));
    }

    /** "While active, ..." */
    public CardBuilder whileActive(Effect... effects) {
        return when(Trigger.WHILE_ACTIVE, effects);
    }

    /** A triggered ability: "when {@code trigger}, {@code effects}". */
    public CardBuilder when(Trigger trigger, Effect... effects) {
        return ability(Ability.of(trigger, effects));
    }

    /** "Global: pay {@code cost} to ..." */
    public CardBuilder global(Cost cost, Effect... effects) {
        return ability(Ability.global(cost, effects));
    }

    public CardDefinition build() {
        List<Face> faces = switch (type) {
            case CHARACTER, SIDEKICK -> {
                if (levels.isEmpty()) {
                    throw new IllegalStateException(name + ": a character needs its levels");
                }
                yield StandardDice.characterFaces(energyTypes, levels);
            }
            case ACTION -> StandardDice.actionFaces(energyTypes);
            case BASIC_ACTION -> StandardDice.basicActionFaces();
        };
        return new CardDefinition(id, name, subtitle, type, cost, energyTypes, affiliations, dieLimit, faces,
                Set.copyOf(keywords), abilities);
    }
}
