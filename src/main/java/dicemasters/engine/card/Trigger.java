package dicemasters.engine.card;

/** When an ability happens. */
public enum Trigger {
    /** The text of an action die, used from the Reserve Pool. */
    ACTION_USED,
    /** A Global Ability: either player pays its cost in a Global window. */
    GLOBAL,
    WHEN_FIELDED,
    WHEN_ATTACKS,
    WHEN_BLOCKS,
    WHEN_BLOCKED,
    WHEN_DAMAGED,
    WHEN_KNOCKED_OUT,
    WHEN_PURCHASED,
    START_OF_YOUR_TURN,
    END_OF_TURN,
    /** A static effect that holds while the card has a die in the Field Zone. */
    WHILE_ACTIVE
}
