package dicemasters.sim;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.ai.RandomPlayer;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.Engine;
import dicemasters.engine.GameSetup;
import dicemasters.engine.GameState;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * Plays many complete games between two automatic players and reports speed, game length and
 * win rates per seat. Game i uses seed {@code seed + i}, so a run is repeatable. Usage:
 * {@code Simulator --games 1000 --players greedy,random --format demo [--seed 1] [--turn-limit 100]}.
 */
public final class Simulator {
    private Simulator() {
    }

    public static void main(String[] args) {
        SimulationConfig config;
        try {
            config = SimulationConfig.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("usage: --games N --players greedy|random,greedy|random --format demo|tournament"
                    + " [--seed S] [--turn-limit T]");
            System.exit(2);
            return;
        }
        ProgressBar bar = new ProgressBar(System.err, config.games());
        SimulationResult result = run(config, bar::update);
        print(result, System.out);
    }

    /** The setup of a format, with the first player chosen by each game's own generator. */
    public static GameSetup setup(String format) {
        return "tournament".equals(format) ? BenchmarkTeams.vanillaTournament(GameSetup.RANDOM_FIRST)
                : DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST);
    }

    /** A fresh player of a kind; random players get their own seed so games stay repeatable. */
    public static Player player(String kind, long seed) {
        return "random".equals(kind) ? new RandomPlayer(seed) : new GreedyPlayer();
    }

    /** Plays every game; {@code progress} hears the number of games finished after each one. */
    public static SimulationResult run(SimulationConfig config, IntConsumer progress) {
        GameSetup setup = setup(config.format());
        int[] wins = new int[2];
        int limitDraws = 0;
        int ties = 0;
        long turns = 0;
        long actions = 0;
        long start = System.nanoTime();
        for (int i = 0; i < config.games(); i++) {
            long seed = config.seed() + i;
            GameState end = AutoPlay.play(Engine.start(setup, seed).state(),
                    player(config.players().get(0), seed * 2 + 1), player(config.players().get(1), seed * 2 + 2),
                    config.turnLimit(), e -> { });
            if (!end.isOver()) {
                limitDraws++;
            } else if (end.isTie()) {
                ties++;
            } else {
                wins[end.winner()]++;
            }
            turns += Math.min(end.turn(), config.turnLimit());
            actions += end.actionsApplied();
            progress.accept(i + 1);
        }
        return new SimulationResult(config, wins, limitDraws, ties, turns, actions, System.nanoTime() - start);
    }

    static void print(SimulationResult r, PrintStream out) {
        SimulationConfig c = r.config();
        out.printf(Locale.ROOT, "%d %s games, %s (seat 1) against %s (seat 2), seeds %d to %d, turn limit %d%n",
                r.games(), c.format(), c.players().get(0), c.players().get(1), c.seed(), c.seed() + r.games() - 1,
                c.turnLimit());
        out.printf(Locale.ROOT, "Speed: %.0f games per second (%.2f s in all, JIT warm-up included)%n",
                r.gamesPerSecond(), r.nanos() / 1e9);
        out.printf(Locale.ROOT, "Per game: %.1f turns, %.1f actions on average%n", r.averageTurns(),
                r.averageActions());
        for (int seat = 0; seat < 2; seat++) {
            out.printf(Locale.ROOT, "Seat %d (%s): %d wins, %.1f%%%n", seat + 1, c.players().get(seat),
                    r.wins()[seat], 100 * r.winRate(seat));
        }
        out.printf(Locale.ROOT, "Draws: %d, %.1f%% (%d at the turn limit, %d with both players at 0 life)%n",
                r.draws(), 100.0 * r.draws() / r.games(), r.turnLimitDraws(), r.ties());
    }
}
