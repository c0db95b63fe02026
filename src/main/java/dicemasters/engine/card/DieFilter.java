package dicemasters.engine.card;

/**
 * Conditions a character die must meet to be chosen. A null field means "any".
 * Only dice in the Field Zone (Attack Zone included) are ever chosen, as the targeting rules say.
 */
public record DieFilter(Boolean sidekick, Boolean attacking, Boolean blocking, Boolean damaged) {
    public static final DieFilter ANY = new DieFilter(null, null, null, null);

    public DieFilter withAttacking(boolean value) {
        return new DieFilter(sidekick, value, blocking, damaged);
    }

    public DieFilter withSidekick(boolean value) {
        return new DieFilter(value, attacking, blocking, damaged);
    }
}
