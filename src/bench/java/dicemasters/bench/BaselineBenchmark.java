package dicemasters.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * The floor under {@link GamesBenchmark}: the least work any implementation of a game must do,
 * that is, as many random draws and die moves as an average greedy game of the format makes,
 * with no rules, no choices and no events. Engine time per game divided by this time per game
 * is how far the engine is from that limit.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BaselineBenchmark {
    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    @Param({"demo", "tournament"})
    public String format;

    private long draws;
    private long moves;
    private int diceCount;
    private long seed;

    @Setup
    public void prepare() {
        BenchGames.Work work = BenchGames.averageWork(format, 200);
        draws = work.draws();
        moves = work.moves();
        diceCount = work.dice();
        System.out.println();
        System.out.println("Baseline work per " + format + " game: " + draws + " random draws, " + moves
                + " die moves, " + diceCount + " dice");
    }

    /** One game's worth of draws (SplitMix64, as the engine's) and zone changes on an array of dice. */
    @Benchmark
    public int minimumGame() {
        byte[] zones = new byte[diceCount];
        long rng = ++seed;
        long steps = Math.max(draws, moves);
        int check = 0;
        for (long i = 0; i < steps; i++) {
            int die = (int) i % diceCount;
            if (i < draws) {
                rng += GAMMA;
                long z = rng;
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                z ^= z >>> 31;
                die = (int) ((z >>> 1) % diceCount);
            }
            if (i < moves) {
                zones[die] = (byte) ((zones[die] + 1) & 7);
            }
            check += zones[die];
        }
        return check;
    }
}
