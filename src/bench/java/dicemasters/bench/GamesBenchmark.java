package dicemasters.bench;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.GreedyPlayer;
import dicemasters.engine.Engine;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.sim.Simulator;
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
 * Complete games per second on one thread: two greedy players play a whole game (up to the turn
 * limit), a new seed each time, choosing through the engine's legal-action listing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GamesBenchmark {
    @Param({"demo", "tournament"})
    public String format;

    private GameSetup setup;
    private final GreedyPlayer greedy = new GreedyPlayer();
    private long seed;

    @Setup
    public void prepare() {
        setup = Simulator.setup(format);
    }

    @Benchmark
    public GameState greedyGame() {
        seed++;
        return AutoPlay.play(Engine.start(setup, seed).state(), greedy, greedy, BenchGames.TURN_LIMIT, e -> { });
    }
}
