package dicemasters.engine.combat;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Amounts;
import dicemasters.engine.facts.Conditions;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PreventedDamage;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnEffect;
import dicemasters.engine.state.TurnRecords;

import java.util.List;

/**
 * Standing protections that change damage without anybody's choice: limits first ("deal only 1
 * combat damage"), then preventions, from effects lasting this turn and from "while active"
 * abilities of active cards.
 */
public final class Shields {
    private Shields() {
    }

    static DamageHit apply(Table t, DamageHit hit) {
        DamageHit h = doubled(t, hit);
        for (boolean limits : new boolean[]{true, false}) {
            h = fromTurnEffects(t, h, limits);
            h = fromActiveCards(t, h, limits);
        }
        return h;
    }

    /** Doubling comes before limits and preventions: "deals double damage" changes what is dealt. */
    private static DamageHit doubled(Table t, DamageHit hit) {
        GameState s = t.s;
        DamageHit h = hit;
        for (TurnEffect te : s.thisTurn().turnEffects()) {
            if (te.effect(s) instanceof Effect.ChangeDamage d && d.doubles()
                    && h.sourceDie() >= 0 && dealtByOneOf(s, d, te, h)
                    && DamageFilters.matches(s, d.damage(), te.controller(), te.cardIndex(), h)) {
                t.emit(new GameEvent.DamageDoubled(Damage.recipient(t, h), h.amount(), h.source(),
                        s.cards().get(te.cardIndex()).definition().name()));
                h = h.withAmount(h.amount() * 2);
            }
        }
        return h;
    }

    private static boolean dealtByOneOf(GameState s, Effect.ChangeDamage d, TurnEffect te, DamageHit h) {
        Die source = s.die(h.sourceDie());
        return d.dice().isChosen() ? te.dice().contains(source.id())
                : Targets.matches(s, d.dice(), source, te.controller(), -1);
    }

    private static DamageHit fromTurnEffects(Table t, DamageHit hit, boolean limits) {
        GameState s = t.s;
        DamageHit h = hit;
        for (TurnEffect te : List.copyOf(s.thisTurn().turnEffects())) {
            Effect e = te.effect(s);
            h = shield(t, e, new Holder(te.controller(), te.cardIndex(), te.abilityIndex(), -1, -1), h, limits);
        }
        return h;
    }

    private static DamageHit fromActiveCards(Table t, DamageHit hit, boolean limits) {
        GameState s = t.s;
        DamageHit h = hit;
        for (int cardIndex : s.gameCards().whileActiveCards()) {
            h = fromAbilitiesOf(t, h, limits, cardIndex, s.cards().get(cardIndex).owner(), -1);
        }
        // Copied "while active" shields work through the copying die, for its controller.
        for (Copies.Copying c : Copies.inField(s)) {
            h = fromAbilitiesOf(t, h, limits, c.card(), c.copier().owner(), c.copier().id());
        }
        return h;
    }

    /** The card's "while active" shields, of the card while it is active or of a die that copied it ({@code copier}). */
    private static DamageHit fromAbilitiesOf(Table t, DamageHit hit, boolean limits, int cardIndex, int controller,
                                             int copier) {
        GameState s = t.s;
        DamageHit h = hit;
        int source = copier;
        List<Ability> abilities = s.abilities(cardIndex);
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() != Trigger.WHILE_ACTIVE || !shieldsDamage(a) || a.condition().kind().looksAtDamageDealtTogether()) {
                continue; // those look at all the damage dealt at once: StagedDamage, as it is dealt
            }
            if (copier < 0) {
                source = Targets.firstActiveDie(s, cardIndex);
                if (source < 0) {
                    return h; // the card is not active
                }
            }
            if (!Conditions.holds(s, a.condition(), controller, source)) {
                continue; // "while ..., if two Songbird dice block": a shield with a condition
            }
            for (Effect e : a.effects()) {
                h = shield(t, e, new Holder(controller, cardIndex, i, source, copier), h, limits);
            }
        }
        return h;
    }

    private static boolean shieldsDamage(Ability a) {
        return a.effects().stream().anyMatch(e -> e instanceof Effect.PreventDamage
                || e instanceof Effect.ChangeDamage change && change.limits());
    }

    /**
     * Whose shield this is: the ability's controller, card and ability, the die it works through
     * (-1 for an effect lasting this turn), and the copying die for copied text (else -1).
     */
    private record Holder(int controller, int cardIndex, int abilityIndex, int sourceDie, int copier) {
    }

    private static DamageHit shield(Table t, Effect e, Holder by, DamageHit h, boolean limits) {
        GameState s = t.s;
        if (h.amount() <= 0) {
            return h;
        }
        String name = s.cards().get(by.cardIndex()).definition().name();
        if (limits && e instanceof Effect.ChangeDamage cap && cap.limits() && h.amount() > cap.max()
                && DamageFilters.matches(s, cap.damage(), by.controller(), by.cardIndex(), by.copier(), h)) {
            t.emit(new GameEvent.DamageLimited(Damage.recipient(t, h), h.amount(), cap.max(), h.source(), name));
            return h.withAmount(cap.max());
        }
        if (!limits && e instanceof Effect.PreventDamage p
                && DamageFilters.matches(s, p.damage(), by.controller(), by.cardIndex(), by.copier(), h)) {
            int prevented = preventable(s, p, by, h);
            if (prevented > 0) {
                t.emit(new GameEvent.DamagePrevented(Damage.recipient(t, h), prevented, h.source(), name));
                return h.withAmount(h.amount() - prevented);
            }
        }
        return h;
    }

    /** How much of this hit the prevention stops, keeping count of "the first X each turn". */
    private static int preventable(GameState s, Effect.PreventDamage p, Holder by, DamageHit h) {
        if (p.preventsAll()) {
            return h.amount();
        }
        int cardIndex = by.cardIndex();
        int abilityIndex = by.abilityIndex();
        int limit = Amounts.of(s, p.amount(), cardIndex, by.controller(), by.sourceDie(), -1);
        if (!p.firstEachTurn()) {
            return Math.max(0, Math.min(limit, h.amount()));
        }
        int recipient = h.toPlayer() ? -1 - h.targetPlayer() : h.targetDie();
        int already = 0;
        for (PreventedDamage done : s.thisTurn().damagePrevented()) {
            if (done.cardIndex() == cardIndex && done.abilityIndex() == abilityIndex && done.recipient() == recipient
                    && done.source() == h.sourceKey()) {
                already += done.amount();
            }
        }
        int prevented = Math.max(0, Math.min(limit - already, h.amount()));
        if (prevented > 0) {
            TurnRecords.notePrevented(s, new PreventedDamage(cardIndex, abilityIndex, recipient, h.sourceKey(), prevented));
        }
        return prevented;
    }
}
