package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The computer opponent: an Information-Set Monte Carlo Tree Search ({@link Search}) over the
 * engine's own legal actions, with greedy simulations and a position evaluation. It sees only
 * what its player could see: every simulation draws the hidden information (bag draws, rolls,
 * the opponent's secret number) from the player's own generator, seeded from its construction
 * seed and the visible position, so the same position always gets the same answer.
 */
public final class SearchPlayer implements Player {
    private final SearchSettings settings;
    private final long seed;
    private final Evaluation evaluation;
    private volatile boolean stopped;

    public SearchPlayer(Strength strength, long seed) {
        this(strength.settings(), seed);
    }

    public SearchPlayer(SearchSettings settings, long seed) {
        this(settings, seed, new Evaluation());
    }

    /** A search player judging positions with other weights than the shipped ones (a screen of weights). */
    public SearchPlayer(SearchSettings settings, long seed, EvaluationWeights weights) {
        this(settings, seed, new Evaluation(weights));
    }

    SearchPlayer(SearchSettings settings, long seed, Evaluation evaluation) {
        this.settings = settings;
        this.seed = seed;
        this.evaluation = evaluation;
    }

    public SearchSettings settings() {
        return settings;
    }

    @Override
    public Action choose(GameState state) {
        return think(state).choice();
    }

    /** Stops a search running on another thread: it answers with the best move found so far. */
    public void stop() {
        stopped = true;
    }

    /** Thinks about the decision the state waits on: the move chosen, the moves tried, the cost. */
    public Thought think(GameState state) {
        return think(state, 0);
    }

    /**
     * Thinks as {@link #think(GameState)} does, stopping after {@code wallMillis} of wall time
     * whatever the settings allow, listing the moves included (0: no such limit): the table's budget
     * for a whole step. With no time left it plays the greedy player's plan, the first of the moves.
     */
    public Thought think(GameState state, long wallMillis) {
        long start = System.nanoTime();
        stopped = false;
        // A move that changes nothing is never made; inside the simulations it costs too much to look for.
        List<Action> moves = WastedMoves.withoutWasted(state, Candidates.of(state, settings.everyGroup()));
        if (moves.isEmpty()) {
            throw new IllegalStateException("no legal action in step " + state.step());
        }
        long searchNanos = wallMillis * 1_000_000 - (System.nanoTime() - start);
        long searchMillis = wallMillis == 0 ? 0 : searchNanos / 1_000_000;
        if (moves.size() == 1 || (wallMillis > 0 && searchMillis < 1)) {
            // The greedy player's plan comes first: the move when the table's budget is already spent.
            return new Thought(moves.get(0), List.of(), 0, 0, System.nanoTime() - start);
        }
        long base = seed * 0x9E3779B97F4A7C15L ^ VisibleHash.of(state);
        List<Search> searches = searchAll(state, moves, base, searchMillis);
        Map<Action, double[]> totals = new LinkedHashMap<>();
        int iterations = 0;
        long simulated = 0;
        for (Search search : searches) {
            iterations += search.iterations;
            simulated += search.simulatedActions;
            for (SearchNode c : search.root.children) {
                double[] t = totals.computeIfAbsent(c.action, a -> new double[2]);
                t[0] += c.visits;
                t[1] += c.reward;
            }
        }
        List<Thought.Option> options = new ArrayList<>();
        totals.forEach((action, t) -> options.add(new Thought.Option(action, (int) t[0], t[1] / t[0])));
        options.sort(Comparator.comparingInt((Thought.Option o) -> -o.visits())
                .thenComparingDouble(o -> -o.value()));
        Action choice = settings.temperature() > 0 ? misjudged(options, new SplittableRandom(base))
                : options.get(0).action();
        return new Thought(choice, options, iterations, simulated, System.nanoTime() - start);
    }

    private List<Search> searchAll(GameState state, List<Action> moves, long base, long wallMillis) {
        int me = state.actingPlayer();
        int threads = settings.threads();
        List<Search> searches = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            Search search = new Search(settings, evaluation, () -> stopped);
            searches.add(search);
            int budget = settings.iterations() / threads + (i < settings.iterations() % threads ? 1 : 0);
            SplittableRandom random = new SplittableRandom(base + i * 0x632BE59BD9B4E019L);
            Runnable work = () -> search.run(state, me, moves, random, budget, settings.maxMillis(), wallMillis);
            if (threads == 1) {
                work.run();
            } else {
                Thread worker = new Thread(work, "search-" + i);
                worker.setDaemon(true);
                worker.start();
                workers.add(worker);
            }
        }
        for (Thread worker : workers) {
            try {
                worker.join();
            } catch (InterruptedException e) {
                stopped = true;
                Thread.currentThread().interrupt();
            }
        }
        return searches;
    }

    /** A choice among the tried moves, each as likely as its value makes it (a person's misjudgement). */
    private Action misjudged(List<Thought.Option> options, SplittableRandom random) {
        double[] weights = new double[options.size()];
        double best = options.stream().mapToDouble(Thought.Option::value).max().orElse(0);
        double total = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.exp((options.get(i).value() - best) / settings.temperature());
            total += weights[i];
        }
        double pick = random.nextDouble() * total;
        for (int i = 0; i < weights.length; i++) {
            pick -= weights[i];
            if (pick <= 0) {
                return options.get(i).action();
            }
        }
        return options.get(0).action();
    }
}
