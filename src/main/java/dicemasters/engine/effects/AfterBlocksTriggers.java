package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.GameCards;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;

import java.util.List;

/** An action die's "this turn, after blockers are declared" ability when the die is used after that moment. */
final class AfterBlocksTriggers {
    private AfterBlocksTriggers() {
    }

    /**
     * "This turn, after blockers ..." used once blockers are declared: the moment has come already, so
     * the ability acts at once (the first use of the card this turn; a later one adds nothing).
     */
    static void usedInTheWindow(GameState s, GameEvent.ActionDieUsed used, List<PendingEffect> batch) {
        int cardIndex = s.die(used.dieId()).cardIndex();
        List<Ability> abilities = s.abilities(cardIndex);
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() == Trigger.AFTER_BLOCKS && a.watch() == null && GameCards.worksForTheTurn(a)
                    && a.burst().matches(used.bursts()) && firstUseOf(s, cardIndex, used.player(), a)) {
                batch.add(new PendingEffect(used.player(), cardIndex, i, -1, -1, used.bursts(), 0, null));
            }
        }
    }

    private static boolean firstUseOf(GameState s, int cardIndex, int player, Ability a) {
        return s.thisTurn().actionUses().stream().filter(u -> u.cardIndex() == cardIndex && u.player() == player
                && a.burst().matches(u.bursts())).count() == 1;
    }
}
