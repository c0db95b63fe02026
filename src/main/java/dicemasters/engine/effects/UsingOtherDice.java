package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.energy.PaymentSuggestions;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.keywords.Costs;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.keywords.Purchases;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Effects that make use of other dice: another card's abilities used as the ability's own die's,
 * the action face a die shows, a die bought from its card. What they start resolves right after
 * the ability, before anything else waiting in the queue.
 */
final class UsingOtherDice {
    private UsingOtherDice() {
    }

    /** Applies the effect if it is of this family; false if it is not. */
    static boolean apply(Resolving r, Effect effect, List<Die> dice) {
        if (effect instanceof Effect.UseAbilitiesOf e && e.usesShownFace()) {
            dice.forEach(d -> useActionFace(r, d));
        } else if (effect instanceof Effect.UseAbilitiesOf e) {
            dice.forEach(d -> useAbilitiesOf(r, d, e));
        } else if (effect instanceof Effect.PurchaseDie e) {
            dice.forEach(d -> purchase(r, d, e));
        } else {
            return false;
        }
        return true;
    }

    /**
     * The printed abilities of the card with the trigger (for a burst, as the own die's face shows)
     * that another die may use. Not one that itself uses another die's abilities: it would only ask
     * the same question again, and two such dice (two Clayface: Matthew Hagen) could hand it back
     * and forth without end.
     */
    static List<Integer> abilitiesWith(GameState s, CardDefinition card, dicemasters.engine.card.Trigger trigger,
                                       int bursts) {
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < card.abilities().size(); i++) {
            Ability a = card.abilities().get(i);
            if (a.trigger() == trigger && a.watch() == null
                    && a.effects().stream().noneMatch(e -> e instanceof Effect.UseAbilitiesOf use && !use.usesShownFace())
                    && (a.burst() == Burst.ALWAYS || bursts > 0 && a.burst().matches(bursts))) {
                result.add(i);
            }
        }
        return result;
    }

    private static void useAbilitiesOf(Resolving r, Die d, Effect.UseAbilitiesOf e) {
        Die own = r.sourceDie();
        if (own == null || !r.s.isCharacterInField(own)) {
            r.notDone("it has no die in the Field Zone to use the abilities of " + r.owned(d) + " with");
            return;
        }
        List<Integer> abilities = abilitiesWith(r.s, r.s.definition(d), e.trigger(), r.s.face(own).bursts());
        if (abilities.isEmpty()) {
            r.notDone(r.owned(d) + " has no \"" + e.trigger().jsonName() + "\" ability to use");
            return;
        }
        r.t.emit(new GameEvent.AbilityTriggered(r.p.controller(), r.source, r.t.name(r.p.controller()) + " uses the \""
                + e.trigger().jsonName() + "\" ability of " + r.owned(d)));
        List<PendingEffect> borrowed = new ArrayList<>();
        for (int i : abilities) {
            borrowed.add(new PendingEffect(r.p.controller(), d.cardIndex(), i, own.id(), d.id(), 0, 0, null));
        }
        runNext(r, borrowed);
    }

    private static void useActionFace(Resolving r, Die d) {
        if (!d.zone().isRolled() || !r.s.face(d).isAction()) {
            r.notDone(r.owned(d) + " shows no action face to use");
            return;
        }
        int bursts = r.s.face(d).bursts();
        CardDefinition card = r.s.definition(d);
        TurnRecords.useActionDie(r.s, r.p.controller(), d.cardIndex(), bursts);
        List<PendingEffect> used = new ArrayList<>();
        for (int i : AbilityStarts.actionAbilities(card, bursts)) {
            used.add(new PendingEffect(r.p.controller(), d.cardIndex(), i, d.id(), -1, bursts, 0, null));
        }
        runNext(r, used);
    }

    private static void purchase(Resolving r, Die d, Effect.PurchaseDie e) {
        int buyer = r.p.controller();
        CardInPlay card = r.s.cardOf(d);
        String why = whyNotBought(r.s, d, buyer, e.discount());
        if (why != null) {
            r.notDone(r.owned(d) + " is not purchased: " + why);
            return;
        }
        Payment payment = PaymentSuggestions.suggest(r.s, buyer, cost(r.s, card, buyer, e.discount()),
                card.definition().energyTypes());
        Purchases.buy(r.t, buyer, d, payment, e.to() == Place.PREP ? Zone.PREP : Zone.USED);
    }

    /** What the die costs the buyer with the discount, never below the floor of costs. */
    static int cost(GameState s, CardInPlay card, int buyer, int discount) {
        int floor = Math.max(1, card.definition().energyTypes().size());
        return Math.max(floor, KeywordRules.purchaseCost(s, card, buyer) - discount);
    }

    /** Why the buyer cannot purchase the die now (not theirs to buy, a limit, a name, no energy), or null. */
    static String whyNotBought(GameState s, Die d, int buyer, int discount) {
        CardInPlay card = s.cardOf(d);
        if (d.zone() != Zone.ON_CARD) {
            return "it is no longer on its card";
        }
        if (!card.isShared() && card.owner() != buyer) {
            return "dice are bought only from your own cards and the Basic Action Cards";
        }
        // Doubles: at most one of each Basic Action die per player and turn, however it is bought.
        if (s.player(buyer).basicActionsBought().contains(card.index())) {
            return "a player buys at most one of each Basic Action die per turn in Doubles";
        }
        String limited = Costs.purchaseLimitProblem(s, card, buyer);
        if (limited != null) {
            return limited;
        }
        String named = s.namedCharacters().isEmpty() ? null : Naming.forbidden(s, card, "purchased");
        if (named != null) {
            return named;
        }
        return PaymentSuggestions.suggest(s, buyer, cost(s, card, buyer, discount), card.definition().energyTypes())
                == null ? "there is not enough energy to pay for it" : null;
    }

    /** The abilities started resolve right after the one resolving now, in order. */
    private static void runNext(Resolving r, List<PendingEffect> started) {
        PendingEffect head = EffectQueue.finishNext(r.s);
        for (int i = started.size() - 1; i >= 0; i--) {
            EffectQueue.resolveFirst(r.s, started.get(i));
        }
        EffectQueue.resolveFirst(r.s, head);
    }
}
