package dicemasters.sim;

import dicemasters.ai.Thought;

/**
 * How much a search player thought over many games: the decisions it searched (those with more
 * than one possible move), their wall time and the processor time of the thinking thread (on a
 * shared machine wall time mostly says how often the thread got a core), the longest, the
 * simulations and the engine actions they applied. Shared by games running at once, so additions
 * are synchronized.
 */
public final class ThinkingStats {
    private long decisions;
    private long nanos;
    private long cpuNanos;
    private long longestCpuNanos;
    private long longestNanos;
    private long iterations;
    private long simulatedActions;

    synchronized void add(Thought thought, long cpu) {
        if (thought.iterations() == 0) {
            return;
        }
        decisions++;
        nanos += thought.nanos();
        cpuNanos += cpu;
        longestCpuNanos = Math.max(longestCpuNanos, cpu);
        longestNanos = Math.max(longestNanos, thought.nanos());
        iterations += thought.iterations();
        simulatedActions += thought.simulatedActions();
    }

    /** Adds another's counts (one game's thinking to a whole run's). */
    synchronized void add(ThinkingStats other) {
        synchronized (other) {
            decisions += other.decisions;
            nanos += other.nanos;
            cpuNanos += other.cpuNanos;
            longestCpuNanos = Math.max(longestCpuNanos, other.longestCpuNanos);
            longestNanos = Math.max(longestNanos, other.longestNanos);
            iterations += other.iterations;
            simulatedActions += other.simulatedActions;
        }
    }

    /** Decisions searched, processor milliseconds, the longest in milliseconds, simulated actions: a record's columns. */
    synchronized String columns() {
        return decisions + "," + cpuNanos / 1_000_000 + "," + longestCpuNanos / 1_000_000 + "," + simulatedActions;
    }

    public synchronized long decisions() {
        return decisions;
    }

    /** Average wall time of a searched decision, in seconds. */
    public synchronized double secondsPerDecision() {
        return decisions == 0 ? 0 : nanos / 1e9 / decisions;
    }

    /** Average processor time of the thinking thread per searched decision, in seconds. */
    public synchronized double cpuSecondsPerDecision() {
        return decisions == 0 ? 0 : cpuNanos / 1e9 / decisions;
    }

    public synchronized double longestCpuSeconds() {
        return longestCpuNanos / 1e9;
    }

    /** Engine actions applied in simulations per second of processor time. */
    public synchronized double actionsPerCpuSecond() {
        return cpuNanos == 0 ? 0 : simulatedActions / (cpuNanos / 1e9);
    }

    public synchronized double longestSeconds() {
        return longestNanos / 1e9;
    }

    public synchronized double iterationsPerDecision() {
        return decisions == 0 ? 0 : (double) iterations / decisions;
    }

    public synchronized double actionsPerDecision() {
        return decisions == 0 ? 0 : (double) simulatedActions / decisions;
    }

    /** Engine actions applied in simulations per second of thinking. */
    public synchronized double actionsPerSecond() {
        return nanos == 0 ? 0 : simulatedActions / (nanos / 1e9);
    }

    public synchronized double iterationsPerSecond() {
        return nanos == 0 ? 0 : iterations / (nanos / 1e9);
    }
}
