package dicemasters.engine.state;

/**
 * A player used an action die of a card this turn, rolled with that many bursts. An action card's
 * triggered abilities (other than its use and its Global) work for that player for the rest of the
 * turn ("when an opposing character die is KO'd this turn, ...").
 */
public record ActionUse(int player, int cardIndex, int bursts) {
}
