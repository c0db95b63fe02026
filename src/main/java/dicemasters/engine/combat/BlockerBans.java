package dicemasters.engine.combat;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.TurnEffect;

/**
 * "Target opponent may not declare blockers this turn": a rule on the player, not on the dice they
 * have when it begins, so a die that arrives in their Field Zone later cannot block either.
 */
public final class BlockerBans {
    private BlockerBans() {
    }

    public static boolean mayDeclareBlockers(GameState s, int player) {
        for (TurnEffect e : s.thisTurn.turnEffects) {
            if (e.effect(s) instanceof Effect.NoBlockersThisTurn ban && concerns(s, e.controller(), ban.player(), player)) {
                return false;
            }
        }
        return true;
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
