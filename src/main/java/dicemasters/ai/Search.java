package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * Single-observer Information-Set Monte Carlo Tree Search on one thread. Each iteration imagines
 * the hidden information anew ({@link Engine#redrawHiddenInformation}, seeded from the searcher's
 * own generator), walks the tree of moves from the root choosing by upper confidence bounds among
 * the moves that exist in this imagined game, adds one new move, lets the simulation policy
 * ({@link Playout}: the greedy player, for Hard with its attacks weighed) play both sides to the
 * horizon, judges the position ({@link Evaluation}) and credits every move on the
 * path. The opponent's moves are in the same tree and chosen for the opponent's benefit.
 */
final class Search {
    private static final int MAX_PLAYOUT_ACTIONS = 4000;

    private final SearchSettings settings;
    private final Evaluation evaluation;
    private final Playout playout;
    private final List<SearchNode> path = new ArrayList<>();
    final SearchNode root = new SearchNode(null, -1);
    long simulatedActions;
    int iterations;

    private final BooleanSupplier stopped;

    Search(SearchSettings settings, Evaluation evaluation, BooleanSupplier stopped) {
        this.settings = settings;
        this.evaluation = evaluation;
        this.stopped = stopped;
        this.playout = new Playout(evaluation, settings.weighAttacks());
    }

    /**
     * Runs until the iterations are spent, the time limit ({@code limitMillis} of this thread's
     * processor time, 0 for none; see {@link ThinkingClock}) passes, it is stopped, or the most
     * tried root move can no longer be overtaken, or {@code wallMillis} of wall time pass (0 for none).
     */
    void run(GameState state, int me, List<Action> rootMoves, SplittableRandom random, int budget, long limitMillis,
             long wallMillis) {
        ThinkingClock clock = ThinkingClock.start(limitMillis, wallMillis);
        while (iterations < budget) {
            iterate(state, me, rootMoves, random.nextLong());
            iterations++;
            if (clock.wallExpired() || (iterations & 15) == 0 && (clock.expired() || stopped.getAsBoolean()
                    || decided(budget - iterations))) {
                return;
            }
        }
    }

    private boolean decided(int remaining) {
        int first = 0;
        int second = 0;
        for (SearchNode c : root.children) {
            if (c.visits > first) {
                second = first;
                first = c.visits;
            } else if (c.visits > second) {
                second = c.visits;
            }
        }
        return first - second > remaining;
    }

    private void iterate(GameState state, int me, List<Action> rootMoves, long seed) {
        GameState s = Engine.redrawHiddenInformation(state, me, seed);
        int horizon = state.turn() + settings.horizonTurns();
        path.clear();
        SearchNode node = root;
        List<Action> moves = rootMoves;
        while (!s.isOver() && s.turn() < horizon) {
            if (moves == null) {
                moves = Candidates.of(s, settings.everyGroup());
            }
            if (moves.size() == 1) {
                s = apply(s, moves.get(0));
                moves = null;
                continue;
            }
            SearchNode next = select(node, moves, s.actingPlayer());
            path.add(next);
            s = apply(s, next.action);
            if (next.visits == 0) {
                break;
            }
            node = next;
            moves = null;
        }
        s = playOut(s, horizon);
        double value = evaluation.value(s, me);
        root.visits++;
        for (SearchNode n : path) {
            n.visits++;
            n.reward += state.seats().sameTeam(n.player, me) ? value : 1 - value;
        }
    }

    /** The first untried move the widening allows, else the best bound among those tried. */
    private SearchNode select(SearchNode node, List<Action> moves, int mover) {
        int allowed = Math.max(2, (int) (settings.widening() * Math.sqrt(node.visits + 1)));
        int count = Math.min(allowed, moves.size());
        SearchNode best = null;
        double bestBound = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            Action move = moves.get(i);
            SearchNode child = node.child(move);
            if (child == null) {
                child = node.add(move, mover);
                child.availability++;
                return child;
            }
            child.availability++;
            double bound = child.ucb(settings.exploration());
            if (bound > bestBound) {
                bestBound = bound;
                best = child;
            }
        }
        return best;
    }

    private GameState playOut(GameState s, int horizon) {
        for (int i = 0; i < MAX_PLAYOUT_ACTIONS && !s.isOver() && s.turn() < horizon; ) {
            Action action = playout.choose(s);
            Playout.RestOfTurn rest = playout.playedAfterChoice();
            if (rest != null && i + rest.actions() <= MAX_PLAYOUT_ACTIONS) {
                s = rest.state();
                i += rest.actions();
            } else {
                s = apply(s, action);
                i++;
            }
        }
        simulatedActions += playout.simulatedActions;
        playout.simulatedActions = 0;
        return s;
    }

    /** Every iteration plays on its own imagined copy of the position, so moves change it in place. */
    private GameState apply(GameState s, Action action) {
        simulatedActions++;
        return Playout.appliedInPlace(s, action);
    }
}
