package dicemasters.engine.state;

/**
 * Damage a die dealt this turn, kept only in games with a card that asks about it ("if Betrayal did
 * at least 2 damage", "when a She-Hulk die deals combat damage to both an opposing character die and
 * an opponent in the same turn"). {@code toOpponent}: dealt to an opponent of the die's controller or
 * to one of their dice.
 */
public record DamageDealt(int sourceDie, int amount, boolean combat, boolean toPlayer, boolean toOpponent) {
}
