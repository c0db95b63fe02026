package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * How a simulation plays both sides after the search tree ends. The greedy player's plan, except,
 * when {@code weighAttacks} is set, for attacking: there it plays the rest of the turn out after each
 * of three plans (its cautious attackers, everyone, nobody) and keeps the one the evaluation likes
 * best for the attacker. The greedy plan alone attacks only with dice no blocker can knock out,
 * so simulations would think the opponent never swings back.
 */
final class Playout {
    private static final int MAX_TURN_ACTIONS = 1000;

    private final GreedyPlayer greedy = new GreedyPlayer();
    private final Evaluation evaluation;
    private final boolean weighAttacks;
    long simulatedActions;
    /** The turn already played out after the attack plan {@link #choose} just returned, or null. */
    private RestOfTurn playedAfterChoice;

    /**
     * A turn played after an attack plan: the state, the actions it took (the plan's included), and
     * whether the playout would have made the same moves: the turn ended within the limit, and no
     * other attack step came (where the playout weighs plans again).
     */
    record RestOfTurn(GameState state, int actions, boolean asPlayoutPlays) {
    }

    Playout(Evaluation evaluation, boolean weighAttacks) {
        this.evaluation = evaluation;
        this.weighAttacks = weighAttacks;
    }

    Action choose(GameState s) {
        playedAfterChoice = null;
        if (weighAttacks && s.decision() == null && s.step() == Step.DECLARE_ATTACKERS) {
            return bestAttack(s);
        }
        return greedy.choose(s);
    }

    private Action bestAttack(GameState s) {
        List<Action> plans = attackPlans(s);
        if (plans.size() == 1) {
            return plans.get(0);
        }
        int attacker = s.actingPlayer();
        Action best = plans.get(0);
        double bestValue = -1;
        for (Action plan : plans) {
            RestOfTurn rest = restOfTurn(s, plan);
            double value = evaluation.value(rest.state(), attacker);
            if (value > bestValue) {
                best = plan;
                bestValue = value;
                playedAfterChoice = rest;
            }
        }
        return best;
    }

    /**
     * The rest of the turn played after the plan {@link #choose} just returned, if the playout would
     * make the same moves (else null). The engine's generator lives in the state, so the same moves
     * from the same state reach the same state: taking it saves playing the turn again.
     */
    RestOfTurn playedAfterChoice() {
        return playedAfterChoice != null && playedAfterChoice.asPlayoutPlays() ? playedAfterChoice : null;
    }

    /** The distinct legal plans among the cautious one, everyone and nobody; the cautious first. */
    private List<Action> attackPlans(GameState s) {
        List<Action> plans = new ArrayList<>();
        for (List<Integer> group : List.of(GreedyPlayer.attackers(s),
                GreedyPlayer.ids(Engine.possibleAttackers(s)), List.<Integer>of())) {
            Action plan = new Action.DeclareAttackers(group);
            if (!plans.contains(plan) && Engine.check(s, plan) == null) {
                plans.add(plan);
            }
        }
        if (plans.isEmpty()) {
            plans.add(greedy.choose(s));
        }
        return plans;
    }

    /** Every plan starts from {@code s}, so the first move is played on a copy, the rest on that copy. */
    private RestOfTurn restOfTurn(GameState s, Action plan) {
        int turn = s.turn();
        simulatedActions++;
        GameState next = done(Engine.apply(s, plan), plan);
        int actions = 1;
        boolean sameAsPlayout = true;
        for (int i = 0; i < MAX_TURN_ACTIONS && !next.isOver() && next.turn() == turn; i++) {
            sameAsPlayout &= next.decision() != null || next.step() != Step.DECLARE_ATTACKERS;
            simulatedActions++;
            next = appliedInPlace(next, greedy.choose(next));
            actions++;
        }
        boolean ended = next.isOver() || next.turn() != turn;
        return new RestOfTurn(next, actions, sameAsPlayout && ended);
    }

    /**
     * A move a search or simulation chose, played on {@code s} itself: the simulation owns it and
     * goes on from the result. Such a move is legal, or this is a bug.
     */
    static GameState appliedInPlace(GameState s, Action action) {
        return done(Engine.applyInPlace(s, action), action);
    }

    private static GameState done(Result result, Action action) {
        if (result instanceof Result.Done done) {
            return done.state();
        }
        throw new IllegalStateException("the search tried an illegal move " + action + ": "
                + ((Result.Rejected) result).reason());
    }
}
