package dicemasters.engine.card;

/**
 * {@code chooser} is who picks the targets: the ability's controller, or their opponent
 * ("the controller of that die may deal 2 damage to target character die you control").
 * Which dice an effect acts on: the ability's own die, the die that caused the trigger,
 * chosen targets ("target", "up to N target"), or all dice matching the filter (not targeting),
 * looked for in a place (the Field Zone unless the text says otherwise).
 */
public record DieSelector(Selection selection, Side side, DieFilter filter, int count, boolean upTo, Place place,
                          PlayerSelector chooser) {

    /**
     * THOSE: the dice the ability's previous targeted effect chose ("target die gets +3A and Overcrush").
     * ANOTHER_TARGET: chosen like TARGET, but never one of the dice the previous targeted effect chose
     * ("... to a different target die").
     * SAME_NAME: all matching dice of cards with the name of a die the previous targeted effect chose
     * (a character named by choosing one of its dice: "that character can't block").
     * KNOCKED_OUT_BY: the die whose damage KO'd the triggering die ("whenever a Turtle die is KO'd").
     * CHOSEN_BY_OWNER: one die its owner chooses among their own ("each player must sacrifice one
     * character die"); not targeted, so protection from targeting does not keep it out, and an owner
     * with no such die chooses nothing without stopping the rest.
     */
    public enum Selection { THIS_DIE, TRIGGERING_DIE, TARGET, ALL, THOSE, SAME_NAME, ANOTHER_TARGET,
        KNOCKED_OUT_BY, CHOSEN_BY_OWNER }

    public DieSelector {
        if (filter == null) {
            filter = DieFilter.ANY;
        }
        if (place == null) {
            place = Place.FIELD;
        }
        if (chooser == null) {
            chooser = PlayerSelector.YOU;
        }
        if (chooser == PlayerSelector.EACH) {
            throw new IllegalArgumentException("one player chooses targets");
        }
        if (selection == Selection.CHOSEN_BY_OWNER) {
            if (side != Side.OWN && side != Side.OPPOSING) {
                throw new IllegalArgumentException("a die chosen by its owner is on one side");
            }
            chooser = side == Side.OWN ? PlayerSelector.YOU : PlayerSelector.OPPONENT;
        }
    }

    public DieSelector(Selection selection, Side side, DieFilter filter, int count, boolean upTo) {
        this(selection, side, filter, count, upTo, Place.FIELD, PlayerSelector.YOU);
    }

    public DieSelector(Selection selection, Side side, DieFilter filter, int count, boolean upTo, Place place) {
        this(selection, side, filter, count, upTo, place, PlayerSelector.YOU);
    }

    public static DieSelector thisDie() {
        return new DieSelector(Selection.THIS_DIE, Side.OWN, DieFilter.ANY, 1, false);
    }

    public static DieSelector triggeringDie() {
        return new DieSelector(Selection.TRIGGERING_DIE, Side.ANY, DieFilter.ANY, 1, false);
    }

    public static DieSelector target(Side side) {
        return new DieSelector(Selection.TARGET, side, DieFilter.ANY, 1, false);
    }

    public static DieSelector all(Side side, DieFilter filter) {
        return new DieSelector(Selection.ALL, side, filter, 0, false);
    }

    /** Targets: protection from targeting keeps dice out of them. */
    public boolean isTargeted() {
        return selection == Selection.TARGET || selection == Selection.ANOTHER_TARGET;
    }

    /** A player picks these dice (targets, or a die chosen by its owner) before the effect acts. */
    public boolean isChosen() {
        return isTargeted() || selection == Selection.CHOSEN_BY_OWNER;
    }
}
