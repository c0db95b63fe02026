package dicemasters.engine.effects;

import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;

import java.util.List;

/**
 * What a die being damaged or KO'd sets off: "when damaged", "when dealt combat damage" (which
 * remember how much damage was dealt), "when KO'd" and "when KO'd by combat damage", for the die
 * itself and for cards watching it.
 */
final class DamageTriggers {
    private DamageTriggers() {
    }

    static void damaged(GameState s, GameEvent.DieDamaged d, List<PendingEffect> batch) {
        DamageTallies.hitDieAndOpponent(s, d, batch);
        int before = batch.size();
        Triggers.onDie(s, d.dieId(), Trigger.WHEN_DAMAGED, batch);
        if (d.combat()) {
            Triggers.onDie(s, d.dieId(), Trigger.WHEN_DEALT_COMBAT_DAMAGE, batch);
        }
        // "Equal to the damage dealt to it": the abilities remember how much this was.
        for (int i = before; i < batch.size(); i++) {
            batch.set(i, batch.get(i).withDamageDealt(d.amount()));
        }
    }

    static void knockedOut(GameState s, GameEvent.DieKnockedOut k, List<PendingEffect> batch) {
        ownAbilities(s, k, Trigger.WHEN_KNOCKED_OUT, batch);
        WatchingTriggers.watchers(s, k.dieId(), k.byDie(), Trigger.WHEN_KNOCKED_OUT, batch);
        if (k.byCombat()) {
            ownAbilities(s, k, Trigger.WHEN_KNOCKED_OUT_BY_COMBAT, batch);
            WatchingTriggers.watchers(s, k.dieId(), k.byDie(), Trigger.WHEN_KNOCKED_OUT_BY_COMBAT, batch);
        }
        if (k.whileAttacking()) {
            ownAbilities(s, k, Trigger.WHEN_KNOCKED_OUT_ATTACKING, batch);
        }
    }

    /** A KO'd die has left the field and its effects: its abilities are those the event says it had. */
    private static void ownAbilities(GameState s, GameEvent.DieKnockedOut k, Trigger trigger,
                                     List<PendingEffect> batch) {
        Die d = s.die(k.dieId());
        int before = batch.size();
        if (!k.hadLostAbilities()) {
            Triggers.ownPerDie(s, d, s.abilities(d.cardIndex()), d.id(), trigger, batch);
        }
        if (k.copiedCard() >= 0) {
            Triggers.copiedPerDie(s, d, k.copiedCard(), d.id(), trigger, batch);
        }
        // "If it was KO'd by a Sidekick die": its own abilities know the die that KO'd it.
        for (int i = before; i < batch.size() && k.byDie() >= 0; i++) {
            batch.set(i, batch.get(i).withRelatedDie(k.byDie()));
        }
    }
}
