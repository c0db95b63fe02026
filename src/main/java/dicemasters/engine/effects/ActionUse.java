package dicemasters.engine.effects;

import dicemasters.engine.GameState;

import java.util.List;

/**
 * A player used an action die of a card this turn, rolled with that many bursts. An action card's
 * triggered abilities (other than its use and its Global) work for that player for the rest of the
 * turn ("when an opposing character die is KO'd this turn, ...").
 */
public record ActionUse(int player, int cardIndex, int bursts) {

    /**
     * An action card's ability that works for the turn its die is used: a free triggered ability
     * (the ones with a cost are reactive Globals, offered to either player).
     */
    public static boolean worksForTheTurn(dicemasters.engine.card.Ability a) {
        return a.cost().isFree() && a.trigger() != dicemasters.engine.card.Trigger.ACTION_USED && !a.isGlobal()
                && a.trigger() != dicemasters.engine.card.Trigger.REACTIVE_GLOBAL && !isOfDieInField(a);
    }

    /** A Continuous action die's abilities work while the die is in the Field Zone, not for a turn. */
    private static boolean isOfDieInField(dicemasters.engine.card.Ability a) {
        return a.trigger() == dicemasters.engine.card.Trigger.START_OF_YOUR_CLEAR_AND_DRAW
                || a.trigger() == dicemasters.engine.card.Trigger.WHEN_ANOTHER_DIE_OF_THIS_CARD_USED
                || a.trigger() == dicemasters.engine.card.Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL;
    }

    /**
     * The first use this turn by each player of the card's action dice whose bursts the ability
     * needs: an action card's triggered abilities work for the rest of the turn it was used in.
     */
    static List<ActionUse> firstUsesThisTurn(GameState s, int cardIndex, dicemasters.engine.card.Ability a) {
        List<ActionUse> result = new java.util.ArrayList<>();
        for (ActionUse use : s.thisTurn.actionUses) {
            if (use.cardIndex() == cardIndex && a.burst().matches(use.bursts())
                    && result.stream().noneMatch(u -> u.player() == use.player())) {
                result.add(use);
            }
        }
        return result;
    }
}
