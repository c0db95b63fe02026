package dicemasters.ai;

/**
 * How a search player thinks: how many simulated games it plays per decision (and at most how
 * long it may take), on how many threads, how far each simulation looks before the position is
 * judged, and how it balances trying new moves against repeating good ones.
 *
 * @param iterations simulations per decision (the budget that makes runs repeatable)
 * @param maxMillis  a limit per decision on top of the iterations, 0 for none: each search thread's
 *                   processor time, and at most four times as much wall time ({@link ThinkingClock}; the
 *                   table uses one so that a slow machine never waits long; measurements use none)
 * @param threads    independent searches whose counts are added up (root parallelism)
 * @param horizonTurns turns each simulation plays, counting the current one, before judging
 * @param exploration  the UCB constant
 * @param widening     how many moves a node may try: {@code widening * sqrt(visits)}, at least 2
 * @param temperature  0 plays the most tried move; above 0 picks among the moves by their value
 *                     like a person who sometimes misjudges (Easy)
 * @param everyGroup   also consider every group of dice to reroll and every group of attackers (up
 *                     to {@link Candidates#MAX_GROUP_DICE} dice), not only the few simple plans
 *                     (Hard: the moves Normal never looks at)
 * @param weighAttacks the simulations choose each attack by playing the turn out after a few plans
 *                     ({@link Playout}) rather than by the greedy rule alone (Hard)
 */
public record SearchSettings(int iterations, long maxMillis, int threads, int horizonTurns, double exploration,
                             double widening, double temperature, boolean everyGroup, boolean weighAttacks) {
    public SearchSettings {
        if (iterations < 1 || threads < 1 || horizonTurns < 1 || maxMillis < 0) {
            throw new IllegalArgumentException("a search needs at least one iteration, thread and turn");
        }
    }

    public SearchSettings withIterations(int count) {
        return new SearchSettings(count, maxMillis, threads, horizonTurns, exploration,
                widening, temperature, everyGroup, weighAttacks);
    }

    public SearchSettings withMaxMillis(long millis) {
        return new SearchSettings(iterations, millis, threads, horizonTurns, exploration,
                widening, temperature, everyGroup, weighAttacks);
    }

    public SearchSettings withThreads(int count) {
        return new SearchSettings(iterations, maxMillis, count, horizonTurns, exploration,
                widening, temperature, everyGroup, weighAttacks);
    }

    public SearchSettings withHorizonTurns(int turns) {
        return new SearchSettings(iterations, maxMillis, threads, turns, exploration,
                widening, temperature, everyGroup, weighAttacks);
    }

    public SearchSettings withExploration(double c) {
        return new SearchSettings(iterations, maxMillis, threads, horizonTurns, c, widening, temperature, everyGroup,
                weighAttacks);
    }

    public SearchSettings withWidening(double w) {
        return new SearchSettings(iterations, maxMillis, threads, horizonTurns, exploration,
                w, temperature, everyGroup, weighAttacks);
    }

    public SearchSettings withEveryGroup(boolean every) {
        return new SearchSettings(iterations, maxMillis, threads, horizonTurns, exploration, widening, temperature,
                every, weighAttacks);
    }

    public SearchSettings withWeighAttacks(boolean weigh) {
        return new SearchSettings(iterations, maxMillis, threads, horizonTurns, exploration, widening, temperature,
                everyGroup, weigh);
    }

    public SearchSettings withTemperature(double t) {
        return new SearchSettings(iterations, maxMillis, threads, horizonTurns, exploration, widening, t, everyGroup,
                weighAttacks);
    }
}
