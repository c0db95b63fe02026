package dicemasters.ai;

import dicemasters.engine.action.Action;

import java.util.List;

/**
 * What a search player concluded about one decision: the move it chose, every move it tried with
 * how often and how well (its value is the chance of winning the simulations gave it, for the
 * player choosing), and what the thinking cost.
 *
 * @param iterations       simulations played
 * @param simulatedActions actions the engine applied in them
 * @param nanos            wall time of the decision
 */
public record Thought(Action choice, List<Option> options, int iterations, long simulatedActions, long nanos) {
    public Thought {
        options = List.copyOf(options);
    }

    /** A move the search tried, best first: how many simulations chose it and what they gave it. */
    public record Option(Action action, int visits, double value) {
    }

    /** The option of the chosen move (a decision with one possible move has no other). */
    public Option chosen() {
        for (Option o : options) {
            if (o.action().equals(choice)) {
                return o;
            }
        }
        return new Option(choice, 0, Double.NaN);
    }
}
