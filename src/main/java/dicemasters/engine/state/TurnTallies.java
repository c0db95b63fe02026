package dicemasters.engine.state;

/**
 * The players' tallies for the turn, which some rules and cards count: dice fielded and purchased,
 * Basic Action Cards bought from (Doubles), dice KO'd; and "cannot field" for the rest of the turn.
 * They change no die and tell no event.
 */
public final class TurnTallies {
    private TurnTallies() {
    }

    public static void startTurn(GameState s) {
        for (PlayerState player : s.players()) {
            player.fieldedThisTurn.clear();
            player.purchasedThisTurn = 0;
            player.actionDicePurchasedThisTurn = 0;
            player.firstPurchaseToPrep = false;
            player.basicActionsBought.clear();
            player.cannotField = false;
        }
    }

    /** The player cannot field character dice for the rest of the turn. */
    public static void stopFielding(GameState s, int player) {
        s.player(player).cannotField = true;
    }

    public static void forgetKnockOutsThisTurn(GameState s) {
        for (PlayerState player : s.players()) {
            player.knockedOutThisTurn = 0;
        }
    }

    public static void countFielded(GameState s, int player, int dieId) {
        s.player(player).fieldedThisTurn.add(dieId);
    }

    public static void countPurchase(GameState s, int player, boolean actionDie) {
        PlayerState p = s.player(player);
        p.purchasedThisTurn++;
        p.purchasedThisGame++;
        if (actionDie) {
            p.actionDicePurchasedThisTurn++;
        }
    }

    /** Doubles: the player bought a die of this Basic Action Card this turn. */
    public static void countBasicActionBought(GameState s, int player, int cardIndex) {
        s.player(player).basicActionsBought.add(cardIndex);
    }

    public static void sendFirstPurchaseToPrep(GameState s, int player) {
        s.player(player).firstPurchaseToPrep = true;
    }
}
