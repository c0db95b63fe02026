package dicemasters.engine.state;

/**
 * SplitMix64: a tiny, well-mixed generator whose whole state is one long, so it lives inside the
 * game state and is copied, saved and restored with it.
 */
public final class Rng {
    private Rng() {
    }

    public static long next(long state) {
        return state + 0x9E3779B97F4A7C15L;
    }

    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A value in [0, bound); for the small bounds of dice and bags the modulo bias is below 1e-17. */
    public static int bounded(long mixed, int bound) {
        long value = (mixed >>> 1) % bound;
        return (int) value;
    }
}
