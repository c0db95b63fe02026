package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.state.AppliedModifiers;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * What each effect of the card vocabulary does to the table, for one resolving ability. The rules
 * live in families, by what they do in the game: {@link DamageEffects} (damage and life),
 * {@link DiceMoves} (moving, fielding, KO, capture, control), {@link DiceRolls} (spinning, rolling,
 * drawing, energy), {@link StatEffects} (stats, keywords, restrictions, copies) and
 * {@link TurnRuleEffects} (rules for the rest of the turn, tokens). Every change goes through
 * {@link Table}, so each one emits its event.
 */
final class EffectRules {
    private final Resolving r;

    EffectRules(Table t, PendingEffect p) {
        this.r = new Resolving(t, p);
    }

    /** Applies the effect; what a Global Ability applies to dice is marked as a Global's (some cards end it). */
    void apply(Effect effect, List<Die> dice) {
        int before = r.s.modifiers().size();
        applyEffect(effect, dice);
        if (r.s.gameCards().tracksGlobalEffects() && Abilities.abilityOf(r.s, r.p).isGlobal()) {
            AppliedModifiers.markFromGlobal(r.s, before);
        }
    }

    private void applyEffect(Effect effect, List<Die> dice) {
        if (isResolvedElsewhere(effect) || DamageEffects.apply(r, effect, dice) || DiceMoves.apply(r, effect, dice)
                || DiceRolls.apply(r, effect, dice) || StatEffects.apply(r, effect, dice)
                || TurnRuleEffects.apply(r, effect) || UsingOtherDice.apply(r, effect, dice)) {
            return;
        }
        throw new IllegalStateException("no rule for effect " + effect);
    }

    /**
     * Effects with nothing to do here: a payment made by the resolver before this point, a choice
     * that is the whole effect (later effects act on "those"), an Enlistment not taken up, and the
     * static rules that work while the card is active (cost reductions, protections, blocking rules).
     */
    private static boolean isResolvedElsewhere(Effect effect) {
        return effect instanceof Effect.PayEnergy || effect instanceof Effect.Choose
                || effect instanceof Effect.Enlist
                || effect instanceof Effect.SelfCombatDamage || effect instanceof Effect.FullDamageToEachBlocker
                || effect instanceof Effect.LoseKeyword || effect instanceof Effect.GainKeywordsOf
                || effect instanceof Effect.TurnToFace
                || effect instanceof Effect.ForbidNamed || effect instanceof Effect.CantBeBlockedBy
                || effect instanceof Effect.BlockableOnlyBy
                || effect instanceof Effect.TurnRule rule && rule.quantity().whileActive()
                || effect instanceof Effect.ProtectFromTargeting
                || effect instanceof Effect.OneAttackerPerAffiliation
                || effect instanceof Effect.OneBlockerDealsDamage || effect instanceof Effect.TriggeredAbilitiesCostLife;
    }
}
