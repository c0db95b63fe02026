package dicemasters.engine.state;

/**
 * Damage a "the first X damage each turn" shield has prevented this turn, per recipient (a die
 * id, or -1 - player) and source ({@link DamageHit#sourceKey()}), so it stops after X.
 */
public record PreventedDamage(int cardIndex, int abilityIndex, int recipient, int source, int amount) {
}
