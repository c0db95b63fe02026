package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.ThisTurn;

/**
 * Triggered abilities used only so many times per turn ("only once"): counted for each die they
 * come from (each die of a card with Cleave cleaves once), or for the card when no die is theirs.
 * A use counts when the ability starts (for a "you may" ability, once its controller says yes).
 */
final class TriggeredUses {
    private TriggeredUses() {
    }

    static boolean usedUp(GameState s, PendingEffect p, Ability a) {
        if (a.usesPerTurn() <= 0 || !a.trigger().isTriggered()) {
            return false;
        }
        String key = key(p);
        return s.thisTurn.limitedUses.stream().filter(key::equals).count() >= a.usesPerTurn();
    }

    static void count(GameState s, PendingEffect p, Ability a) {
        if (a.usesPerTurn() > 0 && a.trigger().isTriggered()) {
            s.thisTurn.limitedUses.add(key(p));
        }
    }

    private static String key(PendingEffect p) {
        String card = ThisTurn.limitedKey(p.controller(), p.cardIndex(), p.abilityIndex());
        return p.sourceDie() >= 0 ? card + "/die" + p.sourceDie() : card;
    }
}
