package dicemasters.engine.state;

import dicemasters.engine.card.Effect;

import java.util.List;

/**
 * An effect that holds until the end of the turn without being tied to a die's own modifiers
 * ("prevent all combat damage to your attacking character dice this turn"): which ability of
 * which card, which of its effects, the player who used it, and the dice it chose, if it targets
 * ("target blocking die deals double damage").
 */
public record TurnEffect(int controller, int cardIndex, int abilityIndex, int effectIndex, List<Integer> dice) {

    public TurnEffect {
        dice = List.copyOf(dice);
    }

    public TurnEffect(int controller, int cardIndex, int abilityIndex, int effectIndex) {
        this(controller, cardIndex, abilityIndex, effectIndex, List.of());
    }

    /** The effect itself, among the card's abilities as the game numbers them (granted keywords' included). */
    public Effect effect(GameState s) {
        return s.abilities(cardIndex).get(abilityIndex).effects().get(effectIndex);
    }
}
