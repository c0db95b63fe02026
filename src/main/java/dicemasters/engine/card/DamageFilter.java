package dicemasters.engine.card;

/**
 * Which damage a prevention, a redirection or a limit applies to, seen from the ability's
 * controller: who would take it ({@code to}, with a filter on the dice), where it comes from
 * (combat or an ability, the trigger of that ability, whose dice, which dice). A null field
 * means "any".
 * <p>"Prevent all damage to you from one opposing die's 'when attacks' ability" is
 * {@code to = YOU, origin = ABILITY, sourceTrigger = WHEN_ATTACKS, sourceSide = OPPOSING}.
 */
public record DamageFilter(Recipient to, DieFilter dice, Origin origin, Trigger sourceTrigger, Side sourceSide,
                           DieFilter sourceDice) {

    /** Who would take the damage. */
    public enum Recipient {
        YOU, YOUR_DICE, YOU_OR_YOUR_DICE, ANY_DIE, ANYONE;

        public boolean includesPlayer() {
            return this == YOU || this == YOU_OR_YOUR_DICE || this == ANYONE;
        }

        public boolean includesDice() {
            return this != YOU;
        }
    }

    /** Combat damage, or damage dealt by an ability (action dice, Globals, character abilities). */
    public enum Origin { ANY, COMBAT, ABILITY }

    public DamageFilter {
        if (to == null) {
            throw new IllegalArgumentException("a damage filter says who would take the damage");
        }
        if (origin == null) {
            origin = Origin.ANY;
        }
        if (dice == null) {
            dice = DieFilter.ANY;
        }
        if (sourceSide == null) {
            sourceSide = Side.ANY;
        }
        if (sourceDice == null) {
            sourceDice = DieFilter.ANY;
        }
        if (sourceTrigger != null && origin == Origin.COMBAT) {
            throw new IllegalArgumentException("combat damage comes from no ability trigger");
        }
    }

    public static DamageFilter to(Recipient to) {
        return new DamageFilter(to, null, Origin.ANY, null, Side.ANY, null);
    }

    public DamageFilter withOrigin(Origin value) {
        return new DamageFilter(to, dice, value, sourceTrigger, sourceSide, sourceDice);
    }

    public DamageFilter withDice(DieFilter value) {
        return new DamageFilter(to, value, origin, sourceTrigger, sourceSide, sourceDice);
    }

    public DamageFilter fromAbility(Trigger trigger, Side side) {
        return new DamageFilter(to, dice, Origin.ABILITY, trigger, side, sourceDice);
    }

    public DamageFilter withSourceDice(DieFilter value) {
        return new DamageFilter(to, dice, origin, sourceTrigger, sourceSide, value);
    }
}
