package dicemasters.engine.card;

/**
 * How much an effect does: a fixed number, plus {@code times} for each die a selector finds
 * ("for each") or times a stat of a die ("equal to its A"). Resolved by the engine when the
 * effect resolves, never earlier.
 * <p>{@code divideBy} divides the result, rounding down ("half of its A, rounded down": 2), and
 * {@code minimum} (or null) is the least it can come to after that ("minimum 1").
 */
public record Amount(int base, Measure measure, DieSelector dice, int times, int divideBy, Integer minimum) {

    /**
     * What is counted or read from {@link #dice}. ENERGY counts the energy symbols the dice show
     * (a double energy face counts 2); ENERGY_OF_THAT_TYPE only those of an energy type of the card
     * of the die that set the ability off (Wild never counts: "that matches the die's energy type").
     */
    public enum Measure { NONE, COUNT, ATTACK, DEFENSE, LEVEL, HIGHEST_LEVEL, CARDS, ENERGY,
        /** The tokens on the ability's own card; needs no dice. */
        TOKENS, ENERGY_OF_THAT_TYPE,
        /** The damage whose dealing set off a "when damaged" ability; needs no dice. */
        DAMAGE_DEALT,
        /** The highest level the card of the (first) die found has ("spin it up to its maximum level"). */
        TOP_LEVEL }

    public Amount {
        if (measure != Measure.NONE && measure != Measure.TOKENS && measure != Measure.DAMAGE_DEALT && dice == null) {
            throw new IllegalArgumentException("an amount that measures dice needs a dice selector");
        }
        if (divideBy < 1) {
            throw new IllegalArgumentException("an amount is divided by 1 or more");
        }
    }

    public Amount(int base, Measure measure, DieSelector dice, int times) {
        this(base, measure, dice, times, 1, null);
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

    /** "1 for each token on this card". */
    public static Amount forEachToken(int times) {
        return new Amount(0, Measure.TOKENS, null, times);
    }

    /** "Equal to the damage dealt to it" (in a "when damaged" ability). */
    public static Amount damageDealt(int times) {
        return new Amount(0, Measure.DAMAGE_DEALT, null, times);
    }

    public static Amount statOf(Measure stat, DieSelector die) {
        return new Amount(0, stat, die, 1);
    }

    /** Whether it never comes to less than 0: what it measures (counts, stats, levels) never is. */
    public boolean neverNegative() {
        return base >= 0 && times >= 0;
    }

    public boolean isFixed() {
        return measure == Measure.NONE;
    }

    /** The amount once measured: divided (rounding down), then raised to the minimum. */
    public int finish(int measured) {
        int value = Math.floorDiv(base + times * measured, divideBy);
        return minimum == null ? value : Math.max(minimum, value);
    }

    /** Whether it is divided or has a minimum. */
    public boolean isScaled() {
        return divideBy != 1 || minimum != null;
    }
}
