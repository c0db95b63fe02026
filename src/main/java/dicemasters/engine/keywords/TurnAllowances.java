package dicemasters.engine.keywords;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Amounts;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.TurnEffect;

import java.util.List;

/**
 * What a player's cards allow beyond the usual turn: more dice in the Clear and Draw Step ("players
 * draw an extra die") and a cheaper next purchase ("the next Superstar die you purchase this turn
 * costs 2 less", used up by that purchase).
 */
public final class TurnAllowances {
    private TurnAllowances() {
    }

    /** How much less buying this card costs {@code buyer} from "next purchase" reductions of this turn. */
    static int nextPurchaseReduction(GameState s, CardInPlay card, int buyer) {
        int reduction = 0;
        for (TurnEffect te : nextPurchaseReductions(s, card, buyer)) {
            var e = (Effect.ReducePurchaseCost) te.effect(s);
            reduction += Amounts.of(s, e.amount(), te.cardIndex(), te.controller(), -1, -1);
        }
        return reduction;
    }

    /** "The next Superstar die you purchase this turn costs 2 less": those that apply to buying this card. */
    public static List<TurnEffect> nextPurchaseReductions(GameState s, CardInPlay card, int buyer) {
        if (s.thisTurn().turnEffects().isEmpty()
                || card.definition().type() != dicemasters.engine.card.CardType.CHARACTER) {
            return List.of();
        }
        List<TurnEffect> result = new java.util.ArrayList<>();
        for (TurnEffect te : s.thisTurn().turnEffects()) {
            if (te.controller() == buyer && te.effect(s) instanceof Effect.ReducePurchaseCost e
                    && KeywordRules.cardMatches(s, e.cards(), s.cards().get(te.cardIndex()), card)) {
                result.add(te);
            }
        }
        return result;
    }

    /** The players' Clear and Draw Step draws this many more dice for {@code player} (active cards' extra draws). */
    public static int extraDraws(GameState s, int player) {
        int extra = 0;
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(index);
            for (Ability ability : s.abilities(index)) {
                for (Effect effect : ability.effects()) {
                    if (ability.trigger() == Trigger.WHILE_ACTIVE && effect instanceof Effect.TurnRule x
                            && x.quantity() == Effect.TurnRule.Quantity.EXTRA_DRAWS
                            && drawsFor(s, x, card.owner(), player) && Targets.isActive(s, index)) {
                        extra += x.amount();
                    }
                }
            }
        }
        return extra;
    }

    // "Your opponent" is the one across (docs/RULES-DOUBLES.md, ruling 5).
    private static boolean drawsFor(GameState s, Effect.TurnRule x, int owner, int player) {
        return switch (x.player()) {
            case YOU -> owner == player;
            case OPPONENT -> s.seats().acrossFrom(owner) == player;
            case EACH -> true;
            case CONTROLLER_OF_THAT_DIE -> false;
        };
    }
}
