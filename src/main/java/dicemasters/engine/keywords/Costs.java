package dicemasters.engine.keywords;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.List;

/**
 * What card abilities change in what dice cost to field ("cost 1 less", "cost 1 more", "free to
 * field") and in how many dice a player may purchase in a turn.
 */
public final class Costs {
    private Costs() {
    }

    /**
     * What it costs to field a character die now: its level's fielding cost changed by the static
     * abilities of active cards that reach it ("cost 1 less to field", "cost 1 more", "free to
     * field"), never below 0.
     */
    public static int fieldCost(GameState s, Die d) {
        int printed = s.face(d).fieldCost();
        int reduction = 0;
        boolean free = false;
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay reducer = s.cards().get(index);
            int amount = 0;
            boolean makesFree = false;
            for (Effect.ReduceFieldCost r : fieldCostRules(s, reducer, d)) {
                amount += r.amount();
                makesFree |= r.free();
            }
            if ((amount != 0 || makesFree) && Targets.isActive(s, index)) {
                reduction += amount;
                free |= makesFree;
            }
        }
        for (Effect.ReduceFieldCost r : thisTurnsFieldCostRules(s, d)) {
            reduction += r.amount();
            free |= r.free();
        }
        return free ? 0 : Math.max(0, printed - reduction);
    }

    /** Field cost rules an ability set for the rest of the turn ("this turn, opposing Sidekicks cost 1 more"). */
    private static List<Effect.ReduceFieldCost> thisTurnsFieldCostRules(GameState s, Die d) {
        List<Effect.ReduceFieldCost> rules = new java.util.ArrayList<>();
        for (dicemasters.engine.state.TurnEffect te : s.thisTurn().turnEffects()) {
            if (te.effect(s) instanceof Effect.ReduceFieldCost r && onSide(s, d.owner(), r.side(), te.controller())
                    && (!isEnlistment(s, te) || Targets.isActive(s, te.cardIndex()))
                    && KeywordRules.cardMatches(s, r.cards(), s.cards().get(te.cardIndex()), s.cardOf(d))) {
                rules.add(r);
            }
        }
        return rules;
    }

    /** An Enlistment's effect ("while this is active, ... unless your opponent KOs a die") ends as its card leaves. */
    private static boolean isEnlistment(GameState s, dicemasters.engine.state.TurnEffect te) {
        return s.abilities(te.cardIndex()).get(te.abilityIndex()).effects().stream()
                .anyMatch(effect -> effect instanceof Effect.Enlist);
    }

    /** The card's "while active" field cost rules that reach the die (by its owner's side and its card). */
    private static List<Effect.ReduceFieldCost> fieldCostRules(GameState s, CardInPlay reducer, Die d) {
        List<Effect.ReduceFieldCost> rules = new java.util.ArrayList<>();
        for (Ability ability : s.abilities(reducer.index())) {
            if (ability.trigger() != Trigger.WHILE_ACTIVE) {
                continue;
            }
            for (Effect effect : ability.effects()) {
                if (effect instanceof Effect.ReduceFieldCost r && onSide(s, d.owner(), r.side(), reducer.owner())
                        && KeywordRules.cardMatches(s, r.cards(), reducer, s.cardOf(d))) {
                    rules.add(r);
                }
            }
        }
        return rules;
    }

    /** Whether a player is on the side a card's rule names, seen from the card's owner (in Doubles: their team). */
    static boolean onSide(GameState s, int player, dicemasters.engine.card.Side side, int owner) {
        return switch (side) {
            case OWN -> s.seats().sameTeam(player, owner);
            case OPPOSING -> !s.seats().sameTeam(player, owner);
            case ANY -> true;
        };
    }

    /** A purchase the active cards' limits forbid ("no more than one character die per turn"); null if none does. */
    public static String purchaseLimitProblem(GameState s, CardInPlay card, int buyer) {
        boolean action = card.definition().type().isAction();
        var player = s.player(buyer);
        int bought = action ? player.actionDicePurchasedThisTurn()
                : player.purchasedThisTurn() - player.actionDicePurchasedThisTurn();
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay limiter = s.cards().get(index);
            for (Ability ability : s.abilities(index)) {
                for (Effect effect : ability.effects()) {
                    if (ability.trigger() == Trigger.WHILE_ACTIVE && effect instanceof Effect.TurnRule limit
                            && limit.quantity() == (action ? Effect.TurnRule.Quantity.MOST_ACTION_PURCHASES
                            : Effect.TurnRule.Quantity.MOST_CHARACTER_PURCHASES)
                            && limits(s, limit, limiter, buyer) && bought >= limit.amount() && Targets.isActive(s, index)) {
                        int most = limit.amount();
                        return limiter.definition().name() + " lets " + player.name() + " purchase only " + most
                                + (action ? " action" : " character") + (most == 1 ? " die" : " dice") + " per turn.";
                    }
                }
            }
        }
        return null;
    }

    private static boolean limits(GameState s, Effect.TurnRule limit, CardInPlay limiter, int buyer) {
        return switch (limit.player()) {
            case YOU -> s.seats().sameTeam(buyer, limiter.owner());
            case OPPONENT -> !s.seats().sameTeam(buyer, limiter.owner());
            case EACH -> true;
            case CONTROLLER_OF_THAT_DIE -> false; // refused by the loader: a static rule has no "that die"
        };
    }
}
