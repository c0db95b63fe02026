package dicemasters.engine.state;

import dicemasters.engine.card.Restriction;

/**
 * What the applied effects of copying say about a die (the rules of copying are in the mechanics
 * room): the state needs them to tell a die's card, and a KO to tell what the die was as it left.
 * In a game without a card that copies, every question is one field read.
 */
public final class AppliedCopies {
    private AppliedCopies() {
    }

    /** The card index whose abilities the die has gained (copied abilities, or it is a copy of a die), or -1. */
    public static int copiedCard(GameState s, Die d) {
        if (!s.gameCards().copiesAbilities()) {
            return -1;
        }
        for (AppliedModifier m : s.modifiers) {
            if (m.dieId() == d.id() && isCopying(m)) {
                return s.die(m.partner()).cardIndex();
            }
        }
        return -1;
    }

    /** The card index of the die that {@code d} became a copy of ("copy the die"), or -1. */
    public static int becameCopyOf(GameState s, Die d) {
        if (!s.gameCards().copiesAbilities()) {
            return -1;
        }
        for (AppliedModifier m : s.modifiers) {
            if (m.dieId() == d.id() && m.restriction() == Restriction.COPYING_DIE) {
                return s.die(m.partner()).cardIndex();
            }
        }
        return -1;
    }

    /**
     * Whether the die's own card's abilities do not work for it (nor make the card active): it lost
     * them, or it is a copy of another die.
     */
    public static boolean hasLostAbilities(GameState s, Die d) {
        if (!s.gameCards().copiesAbilities()) {
            return false;
        }
        for (AppliedModifier m : s.modifiers) {
            if (m.dieId() == d.id() && (m.restriction() == Restriction.ABILITIES_LOST
                    || m.restriction() == Restriction.COPYING_DIE)) {
                return true;
            }
        }
        return false;
    }

    /** An applied effect by which a die has another card's abilities. */
    public static boolean isCopying(AppliedModifier m) {
        return m.restriction() == Restriction.COPYING_ABILITIES || m.restriction() == Restriction.COPYING_DIE;
    }
}
