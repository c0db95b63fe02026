package dicemasters.engine.state;

import dicemasters.engine.card.CardDefinition;

/**
 * A card on the table: one of a player's team cards, a shared Basic Action Card (owner -1), or a
 * player's built-in Sidekick card. Dice refer to it by index.
 */
public record CardInPlay(int index, CardDefinition definition, int owner) {
    public static final int SHARED = -1;

    public boolean isShared() {
        return owner == SHARED;
    }

    public boolean isSidekicks() {
        return definition.type() == dicemasters.engine.card.CardType.SIDEKICK;
    }
}
