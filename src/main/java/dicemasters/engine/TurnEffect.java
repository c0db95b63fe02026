package dicemasters.engine;

/**
 * An effect that holds until the end of the turn without being tied to a die ("prevent all
 * combat damage to your attacking character dice this turn"): which ability of which card, which
 * of its effects, and the player who used it.
 */
public record TurnEffect(int controller, int cardIndex, int abilityIndex, int effectIndex) {
}
