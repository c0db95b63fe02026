package dicemasters.engine.combat;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnEffect;

/**
 * Rules on a player's blocks for the rest of the turn, not on the dice they have when the rule
 * begins, so they hold for a die that arrives in their Field Zone later too: "target opponent may not
 * declare blockers this turn", "for each die your opponent assigns to block they lose 1 life".
 */
public final class PlayerBlockRules {
    private PlayerBlockRules() {
    }

    public static boolean mayDeclareBlockers(GameState s, int player) {
        for (TurnEffect e : s.thisTurn().turnEffects()) {
            if (e.effect(s) instanceof Effect.TurnRule ban && ban.quantity() == Effect.TurnRule.Quantity.MOST_BLOCKERS
                    && concerns(s, e.controller(), ban.player(), player)) {
                return false;
            }
        }
        return true;
    }

    /** Each effect making the blocker's controller lose life for each die they assign to block. */
    static void loseLifeForBlocker(Table t, Die blocker) {
        GameState s = t.s;
        int life = 0;
        for (TurnEffect e : s.thisTurn().turnEffects()) {
            if (e.effect(s) instanceof Effect.TurnRule price
                    && price.quantity() == Effect.TurnRule.Quantity.LIFE_FOR_EACH_BLOCKER
                    && concerns(s, e.controller(), price.player(), blocker.owner())) {
                life += price.amount();
            }
        }
        if (life > 0) {
            Life.lose(t, blocker.owner(), life, s.nameOf(blocker) + " was assigned to block");
        }
    }

    /** Whether the player is one the effect names, seen from the player who used it. */
    private static boolean concerns(GameState s, int controller, PlayerSelector who, int player) {
        return switch (who) {
            case YOU -> s.seats().sameTeam(controller, player);
            case OPPONENT -> s.seats().opponents(controller, player);
            case EACH -> true;
            case CONTROLLER_OF_THAT_DIE -> false; // refused by the card reader
        };
    }
}
