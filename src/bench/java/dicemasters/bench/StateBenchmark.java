package dicemasters.bench;

import dicemasters.ai.GreedyPlayer;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The two calls every move makes, in a busy tournament-size Main Step: listing the legal actions
 * (each with its suggested payment, each checked) and applying one action (the greedy player's
 * choice there), which copies the state, carries the action out and settles the game.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class StateBenchmark {
    private GameState busy;
    private Action chosen;

    @Setup
    public void prepare() {
        busy = BenchGames.busyState();
        chosen = new GreedyPlayer().choose(busy);
        System.out.println();
        System.out.println("Busy state: turn " + busy.turn() + ", " + Engine.legalActions(busy).size()
                + " legal actions, " + busy.dice().size() + " dice; applying " + chosen);
    }

    @Benchmark
    public List<Action> legalActions() {
        return Engine.legalActions(busy);
    }

    @Benchmark
    public Result applyOneAction() {
        return Engine.apply(busy, chosen);
    }
}
