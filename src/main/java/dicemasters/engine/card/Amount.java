package dicemasters.engine.card;

/**
 * How much an effect does: a fixed number, plus {@code times} for each die a selector finds
 * ("for each") or times a stat of a die ("equal to its A"). Resolved by the engine when the
 * effect resolves, never earlier.
 */
public record Amount(int base, Measure measure, DieSelector dice, int times) {

    /** What is counted or read from {@link #dice}. */
    public enum Measure { NONE, COUNT, ATTACK, DEFENSE, LEVEL, HIGHEST_LEVEL, CARDS }

    public Amount {
        if (measure != Measure.NONE && dice == null) {
            throw new IllegalArgumentException("an amount that measures dice needs a dice selector");
        }
    }

    public static Amount of(int fixed) {
        return new Amount(fixed, Measure.NONE, null, 0);
    }

    public static Amount forEach(DieSelector dice, int times) {
        return new Amount(0, Measure.COUNT, dice, times);
    }

    /** "for each character you control": the different cards among the dice found. */
    public static Amount forEachCard(DieSelector dice, int times) {
        return new Amount(0, Measure.CARDS, dice, times);
    }

    public static Amount statOf(Measure stat, DieSelector die) {
        return new Amount(0, stat, die, 1);
    }

    public boolean isFixed() {
        return measure == Measure.NONE;
    }
}
