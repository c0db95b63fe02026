package dicemasters.bench;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.GreedyPlayer;
import dicemasters.engine.Engine;
import dicemasters.sim.Simulator;

/**
 * The mean number of engine actions in the greedy games {@link GamesBenchmark} plays (seeds 1 to N,
 * its turn limit), so that games a second can be told as actions a second, and two engines whose
 * games differ can be compared. Arguments: the number of games (default 1,000).
 */
public final class ActionsPerGame {
    private ActionsPerGame() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        GreedyPlayer greedy = new GreedyPlayer();
        for (String format : new String[] {"demo", "tournament"}) {
            var setup = Simulator.setup(format);
            long actions = 0;
            for (long seed = 1; seed <= games; seed++) {
                actions += AutoPlay.play(Engine.start(setup, seed).state(), greedy, greedy,
                        BenchGames.TURN_LIMIT, e -> { }).actionsApplied();
            }
            System.out.printf("%s: %d games, %.1f actions a game%n", format, games, actions / (double) games);
        }
    }
}
