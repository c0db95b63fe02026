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
        return start(limitMillis, 0);
    }

    /**
     * A clock for the calling thread with, besides, at most {@code wallMillis} of wall time (a
     * step's budget at the table); 0 means no such limit.
     */
    static ThinkingClock start(long limitMillis, long wallMillis) {
        if (limitMillis == 0 && wallMillis == 0) {
            return NONE;
        }
        long now = System.nanoTime();
        long wallCap = wallMillis == 0 ? Long.MAX_VALUE : wallMillis * 1_000_000L;
        if (limitMillis == 0) {
            return new ThinkingClock(0, Long.MAX_VALUE, now + wallCap);
        }
        long limit = limitMillis * 1_000_000L;
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            return new ThinkingClock(0, Long.MAX_VALUE, now + Math.min(limit, wallCap));
        }
        return new ThinkingClock(THREADS.getCurrentThreadCpuTime(), limit, now + Math.min(WALL_FACTOR * limit, wallCap));
    }

    /** Whether the wall time is up: cheap enough to ask after every simulation (a busy machine may make one long). */
    boolean wallExpired() {
        return System.nanoTime() > wallDeadline;
    }

    boolean expired() {
        if (this == NONE) {
            return false;
        }
        return System.nanoTime() > wallDeadline
                || (cpuLimit != Long.MAX_VALUE && THREADS.getCurrentThreadCpuTime() - cpuStart > cpuLimit);
    }
}
