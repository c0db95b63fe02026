package dicemasters.bench;

import dicemasters.engine.state.GameState;
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
 * setup and seed, as opening a saved game does. The game is the 2,000-action saved game in
 * {@code src/bench/resources/long-game.json} (written by {@link RecordLongGame}); 200 and 2,000
 * of its actions show whether the cost grows linearly (at most 11 times longer for 10 times more).
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
        recording = BenchGames.savedLongGame();
        if (recording.actions().size() < actions) {
            throw new IllegalStateException("the saved game has only " + recording.actions().size() + " actions");
        }
        System.out.println();
        System.out.println("Replaying the first " + actions + " of " + recording.actions().size()
                + " actions of the saved tournament game with seed " + recording.seed());
    }

    @Benchmark
    public GameState replay() {
        return recording.replay(actions);
    }
}
