package dicemasters.ai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * When a search thread must stop thinking: after a limit of its own processor time, so that a
 * machine busy with other work does not make the computer weaker (it waits longer instead), and in
 * any case after {@link #WALL_FACTOR} times that limit of wall time, so that nobody waits long. A
 * clock is made and read on the thread that searches.
 */
final class ThinkingClock {
    /** How many times its processor-time limit a search may take in wall time on a busy machine. */
    static final int WALL_FACTOR = 4;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final ThinkingClock NONE = new ThinkingClock(0, Long.MAX_VALUE, Long.MAX_VALUE);

    private final long cpuStart;
    private final long cpuLimit;
    private final long wallDeadline;

    private ThinkingClock(long cpuStart, long cpuLimit, long wallDeadline) {
        this.cpuStart = cpuStart;
        this.cpuLimit = cpuLimit;
        this.wallDeadline = wallDeadline;
    }

    /** A clock for the calling thread; {@code limitMillis} 0 means no limit. */
    static ThinkingClock start(long limitMillis) {
        if (limitMillis == 0) {
            return NONE;
        }
        long limit = limitMillis * 1_000_000L;
        long wallEnd = System.nanoTime() + WALL_FACTOR * limit;
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            return new ThinkingClock(0, Long.MAX_VALUE, System.nanoTime() + limit);
        }
        return new ThinkingClock(THREADS.getCurrentThreadCpuTime(), limit, wallEnd);
    }

    boolean expired() {
        if (this == NONE) {
            return false;
        }
        return System.nanoTime() > wallDeadline
                || (cpuLimit != Long.MAX_VALUE && THREADS.getCurrentThreadCpuTime() - cpuStart > cpuLimit);
    }
}
