package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.AppliedModifiers;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.TurnTallies;

/**
 * Effects that change a rule of the game for the rest of the turn (what a purchase does, what
 * Globals cost or whether they work, who declares blockers), tokens placed on a card, and character
 * tokens created.
 */
final class TurnRuleEffects {
    private TurnRuleEffects() {
    }

    /** Applies the effect if it is of this family; false if it is not. */
    static boolean apply(Resolving r, Effect effect) {
        if (effect instanceof Effect.FirstPurchaseToPrep) {
            TurnTallies.sendFirstPurchaseToPrep(r.s, r.p.controller());
            r.t.emit(new GameEvent.TurnEffectBegun(r.p.controller(), r.source,
                    "the first die " + r.t.name(r.p.controller()) + " purchases this turn goes to the Prep Area"));
        } else if (effect instanceof Effect.ChangeTokens e && !e.removes()) {
            int count = r.value(e.count());
            if (count == 0) {
                r.notDone("no token is placed: the number comes to 0");
            }
            setTokens(r, r.s.tokensOn(r.p.cardIndex()) + count);
        } else if (effect instanceof Effect.ChangeTokens e) {
            if (r.s.tokensOn(r.p.cardIndex()) == 0) {
                r.notDone("there is no token on the card to remove");
            }
            setTokens(r, Math.max(0, r.s.tokensOn(r.p.cardIndex()) + r.value(e.count())));
        } else if (effect instanceof Effect.TurnRule e && e.quantity() == Effect.TurnRule.Quantity.LIFE_TO_USE_A_GLOBAL) {
            TurnRecords.raiseGlobalLifeCost(r.t, e.amount(), r.source);
        } else if (effect instanceof Effect.StopGlobals) {
            stopGlobals(r);
        } else if (effect instanceof Effect.DeclareOpposingBlockers) {
            declareOpposingBlockers(r);
        } else if (effect instanceof Effect.ReduceFieldCost) {
            r.beginTurnEffect("field costs change this turn");
        } else if (effect instanceof Effect.GrantKeyword e && e.asFielded()) {
            r.beginTurnEffect("dice fielded this turn gain " + e.keyword().label());
        } else if (effect instanceof Effect.EachTimeThisTurn e) {
            r.beginTurnEffect("the rest of its ability happens each time \"" + e.trigger().jsonName() + "\"");
        } else if (effect instanceof Effect.CreateCharacterTokens e) {
            Tokens.create(r.t, r.p.controller(), e, r.source);
        } else if (effect instanceof Effect.TurnRule e
                && e.quantity() == Effect.TurnRule.Quantity.MOST_CHARACTER_DICE_FIELDED) {
            for (int player : r.players(e.player())) {
                TurnTallies.stopFielding(r.s, player);
                r.t.emit(new GameEvent.TurnEffectBegun(r.p.controller(), r.source,
                        r.t.name(player) + " cannot field character dice this turn"));
            }
        } else if (effect instanceof Effect.TurnRule e && e.quantity() == Effect.TurnRule.Quantity.MOST_BLOCKERS) {
            r.beginTurnEffect(r.players(e.player()).stream().map(r.t::name).collect(java.util.stream.Collectors
                    .joining(" and ")) + " may not declare blockers this turn");
        } else if (effect instanceof Effect.TurnRule e
                && e.quantity() == Effect.TurnRule.Quantity.LIFE_FOR_EACH_BLOCKER) {
            r.beginTurnEffect(r.players(e.player()).stream().map(r.t::name).collect(java.util.stream.Collectors
                    .joining(" and ")) + " lose " + e.amount() + " life for each die assigned to block this turn");
        } else if (effect instanceof Effect.ReducePurchaseCost e) {
            int amount = r.value(e.amount());
            if (amount <= 0) {
                r.notDone("no purchase costs less: the amount comes to 0");
            } else {
                r.beginTurnEffect("the next character die " + r.t.name(r.p.controller()) + " purchases this turn"
                        + " costs " + amount + " less");
            }
        } else {
            return false;
        }
        return true;
    }

    private static void setTokens(Resolving r, int count) {
        int before = r.s.tokensOn(r.p.cardIndex());
        if (count == before) {
            return;
        }
        StateChanges.setTokensOn(r.s, r.p.cardIndex(), count);
        r.t.emit(new GameEvent.TokensChanged(r.p.cardIndex(), r.source, before, count));
    }

    /** Only the active team's abilities can take over the declaration of blockers. */
    private static void declareOpposingBlockers(Resolving r) {
        if (!r.s.isOnActiveTeam(r.p.controller())) {
            r.notDone("only the attacking player's abilities can declare the opponent's blockers");
            return;
        }
        CombatChanges.attackerDeclaresBlockers(r.s, true);
        r.t.emit(new GameEvent.AbilityTriggered(r.p.controller(), r.source, r.t.name(r.p.controller())
                + " declares " + r.t.teamName(r.s.seats().acrossFrom(r.p.controller())) + "'s blockers this turn"));
    }

    private static void stopGlobals(Resolving r) {
        int ended = AppliedModifiers.end(r.s, AppliedModifier::fromGlobal);
        TurnRecords.stopGlobals(r.s);
        r.t.emit(new GameEvent.AbilityTriggered(r.p.controller(), r.source, "Global Abilities cannot be used until"
                + " end of turn" + (ended > 0 ? ", and " + ended + (ended == 1 ? " effect" : " effects")
                + " of Globals used earlier end" : "")));
    }
}
