package dicemasters.engine.combat;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Amounts;
import dicemasters.engine.facts.Conditions;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * The damage dealt together (one combat damage step, or one effect) seen as a whole, just before
 * it is dealt: whether it would KO a die, and the "while active" preventions whose condition
 * depends on it ("while blocking, if Ronin would be KO'd, prevent 2 damage to you from an
 * attacking character die"). All of it is dealt at the same moment, so such a prevention looks at
 * the damage staged against its die after every reaction has been made, and changes the damage
 * dealt with it.
 */
public final class StagedDamage {
    private StagedDamage() {
    }

    /**
     * Each such prevention of an active card whose condition holds now prevents its amount once,
     * from the one matching piece of damage it takes the most from (the first of equal ones).
     */
    static void preventAsAWhole(Table t) {
        GameState s = t.s;
        for (int cardIndex : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(cardIndex);
            List<Ability> abilities = s.abilities(cardIndex);
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.trigger() != Trigger.WHILE_ACTIVE || !a.condition().kind().looksAtDamageDealtTogether()
                        || !Targets.isActive(s, cardIndex)) {
                    continue;
                }
                int source = Targets.firstActiveDie(s, cardIndex);
                if (!Conditions.holds(s, a.condition(), card.owner(), source)) {
                    continue;
                }
                for (Effect e : a.effects()) {
                    if (e instanceof Effect.PreventDamage p) {
                        prevent(t, p, card, source);
                    }
                }
            }
        }
    }

    private static void prevent(Table t, Effect.PreventDamage p, CardInPlay card, int source) {
        GameState s = t.s;
        List<DamageHit> hits = s.combat().pendingDamage().hits();
        int best = -1;
        for (int h = 0; h < hits.size(); h++) {
            DamageHit hit = hits.get(h);
            if (hit.amount() > 0 && DamageFilters.matches(s, p.damage(), card.owner(), card.index(), hit)
                    && (best < 0 || hit.amount() > hits.get(best).amount())) {
                best = h;
            }
        }
        if (best < 0) {
            return;
        }
        DamageHit hit = hits.get(best);
        int limit = p.preventsAll() ? hit.amount()
                : Amounts.of(s, p.amount(), card.index(), card.owner(), source, -1);
        int prevented = Math.max(0, Math.min(limit, hit.amount()));
        if (prevented > 0) {
            CombatChanges.changeHeldHit(s, best, hit.withAmount(hit.amount() - prevented));
            t.emit(new GameEvent.DamagePrevented(Damage.recipient(t, hit), prevented, hit.source(),
                    card.definition().name()));
        }
    }
}
