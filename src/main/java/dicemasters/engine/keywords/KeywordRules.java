package dicemasters.engine.keywords;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Amounts;
import dicemasters.engine.facts.CardTests;
import dicemasters.engine.facts.Conditions;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.AppliedModifiers;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * Rules that card abilities and keywords add to buying and to the turn: cost reductions
 * ("cost 1 less", Turtle Power), extra rerolls, Deadly, Intimidate and the effects that end at Cleanup
 * (restrictions on attacking and blocking are combat's: {@code combat.CombatRestrictions}).
 * The core rules ask here; the cards' data says which apply.
 */
public final class KeywordRules {
    private KeywordRules() {
    }

    /**
     * What a card costs {@code buyer} now: printed cost less every reduction from the buyer's (and in
     * Doubles the teammate's) active cards, never below 1 or the number of energy types on the card.
     */
    public static int purchaseCost(GameState s, CardInPlay card, int buyer) {
        CardDefinition def = card.definition();
        int reduction = 0;
        // Only static abilities change costs; whether a card is active is the costly question.
        for (int index : s.gameCards().whileActiveCards()) {
            reduction += reductionFrom(s, s.cards().get(index), card, buyer);
        }
        reduction += TurnAllowances.nextPurchaseReduction(s, card, buyer);
        return Math.max(def.cost() - reduction, Math.max(1, def.energyTypes().size()));
    }

    /** "While active" reductions count while the card is active; "always" ones (from the card) always. */
    private static int reductionFrom(GameState s, CardInPlay reducer, CardInPlay bought, int buyer) {
        int whileActive = 0;
        int always = 0;
        for (Ability ability : s.abilities(reducer.index())) {
            if (ability.trigger() != Trigger.WHILE_ACTIVE && ability.trigger() != Trigger.ALWAYS
                    || !Conditions.holds(s, ability.condition(), reducer.owner(), -1)) {
                continue;
            }
            for (Effect effect : ability.effects()) {
                if (effect instanceof Effect.ReducePurchaseCost r && reaches(s, r, reducer, bought, buyer)) {
                    int amount = Amounts.of(s, r.amount(), reducer.index(), reducer.owner(), -1, -1);
                    if (ability.trigger() == Trigger.ALWAYS) {
                        always += amount;
                    } else {
                        whileActive += amount;
                    }
                }
            }
        }
        return always + (whileActive != 0 && Targets.isActive(s, reducer.index()) ? whileActive : 0);
    }

    /**
     * A cost change reaches a purchase by the buyer's side (the reducer's team for OWN) of a character
     * card matching its filter, or of any card its filter asks for by name or type.
     */
    private static boolean reaches(GameState s, Effect.ReducePurchaseCost r, CardInPlay reducer, CardInPlay bought,
                                   int buyer) {
        boolean ownTeam = s.seats().sameTeam(reducer.owner(), buyer);
        boolean side = switch (r.side()) {
            case OWN -> ownTeam;
            case OPPOSING -> !ownTeam;
            case ANY -> true;
        };
        boolean kind = bought.definition().type() == dicemasters.engine.card.CardType.CHARACTER
                || r.cards().has(DieCondition.Named.class) || r.cards().has(DieCondition.OfType.class);
        return side && kind && cardMatches(s, r.cards(), reducer, bought);
    }

    /** A card-level filter (affiliation, energy, name, printed keywords, type, named, "other" than the reducing card). */
    static boolean cardMatches(GameState s, dicemasters.engine.card.DieFilter f, CardInPlay reducer,
                               CardInPlay bought) {
        return CardTests.matches(s, f, reducer, bought.definition());
    }

    /** The extra rerolls the player's active cards give, in card order: how many dice each may reroll. */
    public static List<Integer> extraRerolls(GameState s, int player) {
        List<Integer> result = new java.util.ArrayList<>();
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(index);
            if (card.owner() != player) {
                continue;
            }
            for (Ability ability : s.abilities(index)) {
                for (Effect effect : ability.effects()) {
                    if (ability.trigger() == Trigger.WHILE_ACTIVE && effect instanceof Effect.TurnRule r
                            && r.quantity() == Effect.TurnRule.Quantity.EXTRA_REROLLS && Targets.isActive(s, index)) {
                        result.add(r.amount());
                    }
                }
            }
        }
        return result;
    }

    /** Whether another die already called out this target: the glossary cancels both Call Outs. */
    public static boolean callOutCancelled(GameState s, Die caller, Die target) {
        return CallOuts.calledOutByAnother(s, caller, target);
    }

    /** Deadly: a die engaged with a Deadly die is marked to be KO'd at the end of the turn, by its player. */
    public static void markDeadly(GameState s, Die blocker, Die attacker) {
        if (Stats.hasKeyword(s, attacker, Keyword.DEADLY)) {
            AppliedModifiers.mark(s, new AppliedModifier(blocker.id(), 0, 0, null, Restriction.DOOMED, attacker.id()));
        }
        if (Stats.hasKeyword(s, blocker, Keyword.DEADLY)) {
            AppliedModifiers.mark(s, new AppliedModifier(attacker.id(), 0, 0, null, Restriction.DOOMED, blocker.id()));
        }
    }

    /**
     * Cleanup: applied effects end, except "must attack at its next opportunity" on a die still in
     * the field that has not attacked since (attacking removes it).
     */
    public static void endAppliedEffects(GameState s) {
        TurnRecords.allowGlobals(s);
        CombatChanges.attackerDeclaresBlockers(s, false);
        AppliedModifiers.end(s, m -> m.restriction() != Restriction.MUST_ATTACK_NEXT
                && m.restriction() != Restriction.SET_ASIDE && m.restriction() != Restriction.CAPTURED
                && m.restriction() != Restriction.CONTROLLED);
    }

    /** A die that attacks has met its "must attack at its next opportunity". */
    public static void attacked(GameState s, Die d) {
        AppliedModifiers.end(s, m -> m.dieId() == d.id() && m.restriction() == Restriction.MUST_ATTACK_NEXT);
    }

    /** End of turn: dice set aside (Intimidate) return to the Field Zone at the level they showed. */
    public static void returnSetAside(Table t) {
        GameState s = t.s;
        for (int opponent : s.seats().opponentsOf(s.activePlayer())) {
            for (Die d : s.diceIn(opponent, Zone.OUT_OF_PLAY)) {
                t.move(d, Zone.FIELD);
            }
        }
        List<Die> marked = new java.util.ArrayList<>();
        for (int player : s.seats().allies(s.activePlayer())) {
            s.diceIn(player, Zone.OUT_OF_PLAY).stream()
                    .filter(d -> Stats.hasRestriction(s, d, Restriction.SET_ASIDE)).forEach(marked::add);
        }
        AppliedModifiers.end(s, m -> m.restriction() == Restriction.SET_ASIDE);
        marked.forEach(d -> t.move(d, Zone.FIELD));
    }
}
