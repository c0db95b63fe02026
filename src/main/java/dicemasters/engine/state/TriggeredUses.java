package dicemasters.engine.state;

import dicemasters.engine.card.Ability;

/**
 * Triggered abilities used only so many times per turn ("only once"): counted for each die they
 * come from (each die of a card with Cleave cleaves once), or for the card when no die is theirs.
 * A use counts when the ability starts (for a "you may" ability, once its controller says yes).
 */
public final class TriggeredUses {
    private TriggeredUses() {
    }

    /** Whether the ability has been used as often this turn as it may be. */
    public static boolean usedUp(GameState s, PendingEffect p, Ability a) {
        if (a.usesPerTurn() <= 0 || !a.trigger().isTriggered()) {
            return false;
        }
        String key = key(p);
        return s.thisTurn.timesUsed(key) >= a.usesPerTurn();
    }

    /** The ability starts (or its controller paid for it or chose to use it): one use of it this turn. */
    public static void count(GameState s, PendingEffect p, Ability a) {
        if (a.usesPerTurn() > 0 && a.trigger().isTriggered()) {
            TurnRecords.useLimited(s, key(p));
        }
    }

    private static String key(PendingEffect p) {
        String card = ThisTurn.limitedKey(p.controller(), p.cardIndex(), p.abilityIndex());
        return p.sourceDie() >= 0 ? card + "/die" + p.sourceDie() : card;
    }
}
