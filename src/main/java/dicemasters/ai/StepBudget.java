package dicemasters.ai;

import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

/**
 * How long one computer seat may think at the table: a limit per decision (processor time, see
 * {@link ThinkingClock}) and a budget of wall time for all its decisions in one step of one turn,
 * so that a seat's whole Main Step (several purchases, fieldings, Globals) keeps nobody waiting
 * however busy the machine is. Every decision's whole wall time counts against it, the listing of
 * its moves included. A decision may search half of what is left of the budget less a reserve (the
 * number of decisions still to come is not known); the reserve pays for the decisions that come
 * after, each of which plays the greedy player's plan without searching or listing every move
 * ({@link #FLOOR_MILLIS}) once what is left is too little to search. One budget per seat; not
 * shared between threads.
 */
public final class StepBudget {
    /** What a decision gets once the step's budget is spent: too little to search (0 would mean no budget). */
    static final long FLOOR_MILLIS = 1;
    /** Less than this is not worth listing every move and searching: the decision plays without. */
    static final long MIN_SEARCH_MILLIS = 50;
    /** The share of a step's budget kept for the decisions played without searching (a fifth). */
    private static final int RESERVE_DIVISOR = 5;

    private final long stepMillis;
    private int turn = -1;
    private Step step;
    private long spentMillis;

    public StepBudget(Strength strength) {
        this(stepMillis(strength));
    }

    private StepBudget(long stepMillis) {
        this.stepMillis = stepMillis;
    }

    /** A budget that never runs out (the simulator's measurements without one). */
    public static StepBudget unlimited() {
        return new StepBudget(0);
    }

    /**
     * A limit per decision in processor time: Normal promises at most a second on one core (its
     * simulations take 0.1 to 0.2 s on average, docs/AI.md), Hard 1.1 to 1.5 s a decision on
     * average on one thread.
     */
    public static long decisionLimitMillis(Strength strength) {
        return switch (strength) {
            case EASY, NORMAL -> 1000;
            case HARD -> 8000;
        };
    }

    /**
     * Wall time for a seat's whole step: 2.5 s for Easy and Normal, so that a whole step stays
     * within 3 s on a busy machine (a Main Step in Doubles took up to 40 s without: docs/AI.md), the
     * half second over it for a search that stops a little late; Hard, chosen by a person who
     * accepts to wait for a stronger move, 20 s.
     */
    static long stepMillis(Strength strength) {
        return switch (strength) {
            case EASY, NORMAL -> 2500;
            case HARD -> 20_000;
        };
    }

    /**
     * Wall time the decision the state waits on may take, its whole thinking included; 0 for no
     * budget, {@link #FLOOR_MILLIS} for none left to search.
     */
    public long remainingMillis(GameState state) {
        if (stepMillis == 0) {
            return 0;
        }
        if (state.turn() != turn || state.step() != step) {
            turn = state.turn();
            step = state.step();
            spentMillis = 0;
        }
        long forSearch = (stepMillis - stepMillis / RESERVE_DIVISOR - spentMillis) / 2;
        return forSearch < MIN_SEARCH_MILLIS ? FLOOR_MILLIS : forSearch;
    }

    /** Counts the whole wall time a decision in the state's step took, from its start to its move. */
    public void spent(GameState state, long millis) {
        remainingMillis(state);
        spentMillis += millis;
    }
}
