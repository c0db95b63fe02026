package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

/**
 * Rerolls a hint must not advise: throwing away energy that pays for the die the player would buy
 * with the roll they have. What they would buy is the greedy player's purchase in the Main Step
 * that keeping every die leads to (the most expensive die the Reserve Pool pays for).
 */
final class RerollAdvice {
    private RerollAdvice() {
    }

    /** The purchase the player would make keeping every die, when the reroll throws away some of its energy; else null. */
    static Action.Purchase purchaseLost(GameState s, Action move) {
        if (!(move instanceof Action.Reroll reroll) || reroll.dice().isEmpty()) {
            return null;
        }
        Action.Purchase purchase = purchaseAfterKeeping(s);
        if (purchase == null) {
            return null;
        }
        for (Payment.Spend spend : purchase.payment().spends()) {
            if (reroll.dice().contains(spend.dieId())) {
                return purchase;
            }
        }
        return null;
    }

    /** The most tried option that keeps every die the purchase spends, or null when the search tried none. */
    static Thought.Option keeping(Thought thought, Action.Purchase purchase) {
        for (Thought.Option o : thought.options()) {
            if (o.action() instanceof Action.Reroll r
                    && purchase.payment().spends().stream().noneMatch(spend -> r.dice().contains(spend.dieId()))) {
                return o;
            }
        }
        return null;
    }

    private static int printedCost(GameState s, Action.Purchase p) {
        return s.cards().get(p.cardIndex()).definition().cost();
    }

    private static Action.Purchase purchaseAfterKeeping(GameState s) {
        int me = s.actingPlayer();
        Result result = Engine.apply(s, new Action.Reroll(java.util.List.of()));
        if (!(result instanceof Result.Done done)) {
            return null;
        }
        GameState main = done.state();
        if (main.decision() != null || main.step() != Step.MAIN || main.actingPlayer() != me) {
            return null;
        }
        Action.Purchase best = null;
        for (Action a : Engine.legalActions(main)) {
            if (a instanceof Action.Purchase p && (best == null || printedCost(main, p) > printedCost(main, best))) {
                best = p;
            }
        }
        return best;
    }
}
