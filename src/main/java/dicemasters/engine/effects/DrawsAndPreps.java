package dicemasters.engine.effects;

import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Abilities that hear of dice drawn and rolled or Prepped outside the Clear and Draw Step
 * ("whenever you draw and roll any number of dice", "whenever your opponent Preps one or more
 * dice"): they trigger once for the effect or action that moved the dice, however many it moved.
 * A KO that sends a die to the Prep Area is no Prep.
 */
final class DrawsAndPreps {
    private DrawsAndPreps() {
    }

    static void moved(Table t, GameEvent.DieMoved m, List<PendingEffect> batch) {
        GameState s = t.s;
        boolean clearAndDraw = Triggers.inClearAndDraw(s) && s.isOnActiveTeam(m.owner());
        if (m.from() == Zone.BAG && m.to() == Zone.RESERVE && !clearAndDraw) {
            onceFor(s, batch, m.owner(), Trigger.WHEN_YOU_DRAW_AND_ROLL, sameNameResolving(s));
        } else if (m.to() == Zone.PREP && !clearAndDraw && !knockedOut(t, m)) {
            for (int opponent : s.seats().opponentsOf(m.owner())) {
                onceFor(s, batch, opponent, Trigger.WHEN_OPPONENT_PREPS, null);
            }
        }
    }

    /** The player's active cards with the trigger, each once per effect, leaving out cards named {@code except}. */
    private static void onceFor(GameState s, List<PendingEffect> batch, int player, Trigger trigger, String except) {
        List<PendingEffect> found = new ArrayList<>();
        Triggers.perActiveCard(s, player, trigger, found);
        for (PendingEffect p : found) {
            boolean excluded = except != null && s.cards().get(p.cardIndex()).definition().name().equals(except);
            boolean already = batch.stream().anyMatch(b -> b.cardIndex() == p.cardIndex()
                    && b.abilityIndex() == p.abilityIndex() && b.controller() == p.controller());
            if (!excluded && !already) {
                batch.add(p);
            }
        }
    }

    /**
     * The name of the card whose ability is resolving, if any: dice drawn by an ability of a card of
     * that name ("excluding dice drawn from this ability or copies of it") set off none of its own.
     */
    private static String sameNameResolving(GameState s) {
        PendingEffect head = s.nextEffect();
        return head == null ? null : s.cards().get(head.cardIndex()).definition().name();
    }

    /** The move is the first half of a KO (the die moves, then is told KO'd). */
    private static boolean knockedOut(Table t, GameEvent.DieMoved m) {
        return t.nextEventToLookAt() instanceof GameEvent.DieKnockedOut k && k.dieId() == m.dieId();
    }
}
