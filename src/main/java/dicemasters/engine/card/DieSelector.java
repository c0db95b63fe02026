package dicemasters.engine.card;

/**
 * Which character dice an effect acts on: the ability's own die, the die that caused the trigger,
 * chosen targets ("target", "up to N target"), or all dice matching the filter (not targeting).
 */
public record DieSelector(Selection selection, Side side, DieFilter filter, int count, boolean upTo) {

    public enum Selection { THIS_DIE, TRIGGERING_DIE, TARGET, ALL }

    public static DieSelector thisDie() {
        return new DieSelector(Selection.THIS_DIE, Side.OWN, DieFilter.ANY, 1, false);
    }

    public static DieSelector target(Side side) {
        return new DieSelector(Selection.TARGET, side, DieFilter.ANY, 1, false);
    }

    public static DieSelector all(Side side, DieFilter filter) {
        return new DieSelector(Selection.ALL, side, filter, 0, false);
    }

    public boolean isTargeted() {
        return selection == Selection.TARGET;
    }
}
