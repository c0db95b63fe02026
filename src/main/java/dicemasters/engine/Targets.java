package dicemasters.engine;

import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Side;

import java.util.ArrayList;
import java.util.List;

/**
 * Which dice an effect may act on. Only character dice in the Field Zone (Attack Zone included)
 * can be chosen, as the targeting rules say.
 */
final class Targets {
    private Targets() {
    }

    /** A card is active while one or more of its dice are character dice in the Field Zone. */
    static boolean isActive(GameState s, int cardIndex) {
        for (Die d : s.dice) {
            if (d.cardIndex() == cardIndex && s.isCharacterInField(d)) {
                return true;
            }
        }
        return false;
    }

    /** Dice a selector may choose (TARGET) or acts on (ALL) for an ability controlled by {@code controller}. */
    static List<Die> candidates(GameState s, DieSelector selector, int controller, int sourceDie, int triggeringDie) {
        List<Die> result = new ArrayList<>();
        switch (selector.selection()) {
            case THIS_DIE -> addIfCharacterInField(s, sourceDie, result);
            case TRIGGERING_DIE -> addIfCharacterInField(s, triggeringDie, result);
            case TARGET, ALL -> {
                for (Die d : s.dice) {
                    if (s.isCharacterInField(d) && onSide(d, selector.side(), controller)
                            && passes(s, d, selector.filter())) {
                        result.add(d);
                    }
                }
            }
        }
        return result;
    }

    private static void addIfCharacterInField(GameState s, int dieId, List<Die> into) {
        if (dieId >= 0 && s.isCharacterInField(s.dice[dieId])) {
            into.add(s.dice[dieId]);
        }
    }

    /** For "while active" bonuses: does the static effect of {@code card} reach die {@code d}? */
    static boolean matchesStatically(GameState s, DieSelector selector, CardInPlay card, Die d) {
        if (!s.isCharacterInField(d)) {
            return false;
        }
        return switch (selector.selection()) {
            case THIS_DIE -> d.cardIndex() == card.index();
            case ALL -> onSide(d, selector.side(), card.owner()) && passes(s, d, selector.filter());
            default -> false;
        };
    }

    static boolean onSide(Die d, Side side, int controller) {
        return switch (side) {
            case OWN -> d.owner == controller;
            case OPPOSING -> d.owner != controller;
            case ANY -> true;
        };
    }

    static boolean passes(GameState s, Die d, DieFilter f) {
        if (f.sidekick() != null && f.sidekick() != (s.definition(d).type() == CardType.SIDEKICK)) {
            return false;
        }
        boolean attacking = d.zone == Zone.ATTACK && d.blocking < 0;
        if (f.attacking() != null && f.attacking() != attacking) {
            return false;
        }
        if (f.blocking() != null && f.blocking() != (d.blocking >= 0)) {
            return false;
        }
        return f.damaged() == null || f.damaged() == (d.damage > 0);
    }
}
