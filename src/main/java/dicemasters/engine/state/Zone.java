package dicemasters.engine.state;

/**
 * Where a die is. The Attack Zone is part of the Field Zone for every rule that asks about the
 * field. ON_CARD holds dice not yet purchased.
 */
public enum Zone {
    ON_CARD("on its card"), BAG("Bag"), PREP("Prep Area"), RESERVE("Reserve Pool"), FIELD("Field Zone"),
    ATTACK("Attack Zone"), OUT_OF_PLAY("Out of Play"), USED("Used Pile"),
    /** Removed from the game by an effect: gone for good, no longer a die of the game. */
    REMOVED("removed from the game");

    private final String label;

    Zone(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Field Zone including the Attack Zone. */
    public boolean inField() {
        return this == FIELD || this == ATTACK;
    }

    /** Rolled dice are whatever their face shows; unrolled dice are just dice. */
    public boolean isRolled() {
        return this == RESERVE || inField();
    }
}
