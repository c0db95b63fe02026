package dicemasters.ai;

import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

/**
 * How long one computer seat may think at the table: a limit per decision (processor time, see
 * {@link ThinkingClock}) and a budget of wall time for all its decisions in one step of one turn,
 * so that a seat's whole Main Step (several purchases, fieldings, Globals) keeps nobody waiting
 * however busy the machine is. A decision may take half of what is left of the step's budget (the
 * number of decisions still to come is not known); once it is spent, each decision left plays the
 * greedy player's plan without searching ({@link #FLOOR_MILLIS}). One budget per seat; not shared
 * between threads.
 */
public final class StepBudget {
    /** What a decision gets once the step's budget is spent: too little to search (0 would mean no budget). */
    static final long FLOOR_MILLIS = 1;

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
     * Wall time for a seat's searches in one step: 2.5 s for Easy and Normal, so that with the
     * listing of each decision's moves a whole step stays within 3 s on a busy machine (a Main Step
     * in Doubles took up to 40 s before: docs/AI.md); Hard, chosen by a person who accepts to wait
     * for a stronger move, 20 s.
     */
    static long stepMillis(Strength strength) {
        return switch (strength) {
            case EASY, NORMAL -> 2500;
            case HARD -> 20_000;
        };
    }

    /** Wall time the decision the state waits on may take, its whole thinking included; 0 for no budget. */
    public long remainingMillis(GameState state) {
        if (stepMillis == 0) {
            return 0;
        }
        if (state.turn() != turn || state.step() != step) {
            turn = state.turn();
            step = state.step();
            spentMillis = 0;
        }
        return Math.max(FLOOR_MILLIS, (stepMillis - spentMillis) / 2);
    }

    /** Counts wall time a decision in the state's step took. */
    public void spent(GameState state, long millis) {
        remainingMillis(state);
        spentMillis += millis;
    }
}
