package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Moves no player would make: a Global, an action die or a die's ability in the Field Zone whose
 * only results are the energy (or die) spent and what the opponent gains from it (a token on their
 * Goliath, a life). The engine plays the move on a copy, every way its owner may resolve it (its
 * targets, its order of triggers), and {@link Observed} compares the table before and after; the
 * move is wasted when no way changes anything else. Nothing here knows a card by name.
 */
public final class WastedMoves {
    /** Ways of resolving a move looked at; a move with more is never called wasted. */
    private static final int MAX_RESOLUTIONS = 24;

    private WastedMoves() {
    }

    /** The moves of a list that are not wasted, in their order; never empty when the list is not. */
    static List<Action> withoutWasted(GameState s, List<Action> moves) {
        List<Action> kept = null;
        for (int i = 0; i < moves.size(); i++) {
            Action move = moves.get(i);
            if (changesNothing(s, move)) {
                if (kept == null) {
                    kept = new java.util.ArrayList<>(moves.subList(0, i));
                }
            } else if (kept != null) {
                kept.add(move);
            }
        }
        return kept == null || kept.isEmpty() ? moves : kept;
    }

    /** True when the move, however its player resolves it, changes nothing but what it spends and gives away. */
    public static boolean changesNothing(GameState s, Action move) {
        Set<Integer> spent = spentBy(move);
        if (spent == null) {
            return false;
        }
        Result result = Engine.apply(s, move);
        if (!(result instanceof Result.Done done)) {
            return false;
        }
        Observed before = Observed.of(s, s.actingPlayer(), spent);
        int[] budget = {MAX_RESOLUTIONS};
        return unchangedWhateverChosen(done.state(), s.actingPlayer(), before, spent, budget);
    }

    /** The dice a move spends: its payment, and an action die used. Null for the moves not judged here. */
    private static Set<Integer> spentBy(Action move) {
        Set<Integer> spent = new HashSet<>();
        Payment payment;
        if (move instanceof Action.UseGlobal g) {
            payment = g.payment();
        } else if (move instanceof Action.UseFieldAbility f) {
            payment = f.payment();
        } else if (move instanceof Action.UseActionDie u) {
            spent.add(u.die());
            return spent;
        } else {
            return null;
        }
        for (Payment.Spend spend : payment.spends()) {
            spent.add(spend.dieId());
        }
        return spent;
    }

    /**
     * Whether every way the mover may go on resolving the move (choices of theirs only) leaves the
     * table as it was. A choice of another player, or too many ways, counts as a change.
     */
    private static boolean unchangedWhateverChosen(GameState s, int mover, Observed before, Set<Integer> spent,
                                                   int[] budget) {
        Decision decision = s.decision();
        if (decision == null || s.isOver()) {
            budget[0]--;
            return budget[0] >= 0 && before.unchangedIn(Observed.of(s, mover, spent));
        }
        if (s.actingPlayer() != mover || !resolving(decision)) {
            return false;
        }
        for (Action choice : Engine.legalActions(s)) {
            Result next = Engine.apply(s, choice);
            if (budget[0] <= 0 || !(next instanceof Result.Done done)
                    || !unchangedWhateverChosen(done.state(), mover, before, spent, budget)) {
                return false;
            }
        }
        return true;
    }

    /** The choices that finish resolving a move: its targets, the order of what it triggered, a number. */
    private static boolean resolving(Decision decision) {
        return decision instanceof Decision.ChooseTargets || decision instanceof Decision.OrderTriggers
                || decision instanceof Decision.ChooseNumber;
    }
}
