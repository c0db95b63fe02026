package dicemasters.net;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Slows down guessing: after a few wrong codes from one address, that address must wait before
 * trying again, twice as long after each further wrong code (up to a minute). A right code clears
 * the count. Remembers a bounded number of addresses, the oldest forgotten first.
 */
final class WrongCodes {
    static final int FREE_TRIES = 3;
    private static final Duration FIRST_WAIT = Duration.ofSeconds(1);
    private static final Duration LONGEST_WAIT = Duration.ofMinutes(1);
    private static final int ADDRESSES = 10_000;

    private final Clock clock;
    private final Map<String, Tally> tallies = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Tally> eldest) {
            return size() > ADDRESSES;
        }
    };

    private record Tally(int wrong, Instant notBefore) {
    }

    WrongCodes(Clock clock) {
        this.clock = clock;
    }

    /** Why this address may not try a code now, or null when it may. */
    synchronized String refusal(String address) {
        Tally t = tallies.get(address);
        if (t == null || !clock.instant().isBefore(t.notBefore())) {
            return null;
        }
        long seconds = Math.max(1, Duration.between(clock.instant(), t.notBefore()).toSeconds());
        return "too many wrong codes from this address: try again in " + seconds + " s";
    }

    synchronized void wrong(String address) {
        Tally t = tallies.getOrDefault(address, new Tally(0, Instant.MIN));
        int wrong = t.wrong() + 1;
        Instant notBefore = Instant.MIN;
        if (wrong >= FREE_TRIES) {
            Duration wait = FIRST_WAIT.multipliedBy(1L << Math.min(6, wrong - FREE_TRIES));
            notBefore = clock.instant().plus(wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait);
        }
        tallies.put(address, new Tally(wrong, notBefore));
    }

    synchronized void right(String address) {
        tallies.remove(address);
    }
}
