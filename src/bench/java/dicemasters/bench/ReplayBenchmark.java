package dicemasters.bench;

import dicemasters.engine.GameState;
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
 * Replaying a saved game: re-applying its recorded actions, in order, to the start made from its
 * setup and seed. 200 and 2,000 actions of the same game show whether the cost grows linearly.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ReplayBenchmark {
    @Param({"200", "2000"})
    public int actions;

    private BenchGames.Recording recording;

    @Setup
    public void prepare() {
        recording = BenchGames.longGame(2000);
        System.out.println();
        System.out.println("Replaying the first " + actions + " of " + recording.actions().size()
                + " actions of the tournament game with seed " + recording.seed());
    }

    @Benchmark
    public GameState replay() {
        return recording.replay(actions);
    }
}
