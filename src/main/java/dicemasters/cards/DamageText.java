package dicemasters.cards;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Side;

/** The words for which damage a card means (who would take it, from where) and for preventing it. */
final class DamageText {
    private final CardDefinition card;
    /** The ability being written: a reaction's prevention speaks of "that damage". */
    private final Ability ability;
    private final SelectorText selectors;
    private final AmountText amounts;

    DamageText(CardDefinition card, Ability ability, SelectorText selectors, AmountText amounts) {
        this.card = card;
        this.ability = ability;
        this.selectors = selectors;
        this.amounts = amounts;
    }

    String preventText(Effect.PreventDamage e, String duration) {
        if (ability.isDamageReaction()) {
            return e.preventsAll() ? "prevent that damage"
                    : "prevent " + amounts.quantity(e.amount(), "").head().trim() + " of that damage";
        }
        if (e.preventsAll()) {
            return "prevent all " + damageText(e.damage()) + duration;
        }
        String damage = damageText(e.damage()).replace(" to your ", " to each of your ");
        String first = e.firstEachTurn() ? "the first " : "";
        String each = e.firstEachTurn() ? " from each source, each turn" : duration;
        if (ability.condition().kind().looksAtDamageDealtTogether()) {
            // once for all the damage dealt at that moment, taken from one piece of it
            damage = damage.replace(" from a ", " from one ").replace(" from an ", " from one ")
                    + " dealt at the same moment";
        }
        if (e.amount().isFixed()) {
            return "prevent " + first + e.amount().base() + " " + damage + each;
        }
        return "prevent " + first + "X " + damage + each + ", where X is " + amounts.numberOf(e.amount());
    }

    /** "the damage to you from an opposing die's when attacks ability" without its article. */
    String damageWhen(Ability a) {
        dicemasters.engine.card.DamageFilter f = a.reactionFilter();
        return f == null ? "damage would be dealt" : damageText(f) + " would be dealt";
    }

    /** "combat damage to your attacking character dice", "damage to you from Villain dice". */
    String damageText(dicemasters.engine.card.DamageFilter f) {
        String origin = switch (f.origin()) {
            case ANY -> "damage";
            case COMBAT -> "combat damage";
            case ABILITY -> f.sourceTrigger() != null ? "damage" : "ability damage";
        };
        String to = switch (f.to()) {
            case YOU -> "you";
            case YOUR_DICE -> "your " + recipientDice(f.dice());
            case YOU_OR_YOUR_DICE -> "you or your " + recipientDice(f.dice());
            case ANY_DIE -> recipientDice(f.dice());
            case ANYONE -> "players and " + recipientDice(f.dice());
        };
        StringBuilder b = new StringBuilder(origin).append(" to ").append(to);
        if (f.sourceTrigger() != null || f.sourceSide() != Side.ANY || !f.sourceDice().isAny()) {
            String side = f.sourceSide() == Side.OPPOSING ? "an opposing " : f.sourceSide() == Side.OWN
                    ? "your own " : "a ";
            String what = f.sourceDice().isAny() ? "die" : (selectors.adjectives(f.sourceDice())
                    + (f.sourceDice().cardName() != null ? f.sourceDice().cardName() + " " : "")
                    + "character die").trim();
            b.append(" from ").append(side).append(what);
            if (f.sourceTrigger() != null) {
                b.append("'s \"").append(f.sourceTrigger().jsonName()).append("\" ability");
            }
        }
        return b.toString();
    }

    private String recipientDice(DieFilter f) {
        if (f.wants(DieCondition.Other.class, false)) {
            return card.name() + " dice";
        }
        String name = f.cardName() != null ? f.cardName() : "character";
        return (selectors.adjectives(f) + name).trim() + " dice" + selectors.qualifiers(f);
    }
}
