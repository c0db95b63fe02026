package dicemasters.sim;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.EvaluationWeights;
import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.ai.RandomPlayer;
import dicemasters.ai.SearchPlayer;
import dicemasters.ai.SearchSettings;
import dicemasters.ai.Strength;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.Engine;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Plays many complete games between two automatic players and reports speed, game length, win
 * rates with 95% intervals and how the search players thought. Game i uses seed {@code seed + i}
 * and, with seats alternated, the second-named player sits first in every game of an even seed, so
 * a run is repeatable, and runs of consecutive seeds add up to one run. Usage: {@code Simulator --games 1000 --players greedy,normal --format demo [--seed 1]
 * [--turn-limit 100] [--seats alternate|fixed] [--iterations normal=1500] [--parallel 1] [--record games.csv]
 * [--teams preset|random|chosen]}; with real teams (random or chosen, tournament or doubles) the games
 * of seeds 2k-1 and 2k share their teams, each player playing each; in Doubles a player may be a
 * team of two kinds (normal+hard: the team's first seat, then the teammate's); a search player may
 * judge positions with the weights of a file ({@code normal@before.properties}), the A/B of a change
 * of the evaluation's weights.
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
            System.err.println(usage());
            System.exit(2);
            return;
        }
        ProgressBar bar = new ProgressBar(System.err, config.games());
        SimulationResult result = run(config, bar::update);
        print(result, System.out);
    }

    static String usage() {
        return "usage: --games N --players KIND,KIND --format demo|tournament|doubles [--seed S] [--turn-limit T]"
                + " [--seats alternate|fixed] [--iterations easy=N,normal=N,hard=N] [--parallel N] [--record FILE]"
                + " [--teams preset|random|chosen]; KIND is one of " + SimulationConfig.PLAYER_KINDS
                + ", in Doubles also a team of two such as normal+hard, and a search player may judge with the"
                + " evaluation weights of a file (normal@FILE)";
    }

    /** The setup of a format, with the first player chosen by each game's own generator. */
    public static GameSetup setup(String format) {
        return switch (format) {
            case "tournament" -> BenchmarkTeams.vanillaTournament(GameSetup.RANDOM_FIRST);
            case "doubles" -> DemoTeams.tmntDoubles(GameSetup.RANDOM_FIRST);
            default -> DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST);
        };
    }

    /** A fresh player of a kind; random players get their own seed so games stay repeatable. */
    public static Player player(String kind, long seed) {
        return player(kind, seed, new SimulationConfig(1, "demo", List.of(kind, kind), seed, 1));
    }

    /**
     * A fresh player of a kind. Search players think on one thread with their strength's budget of
     * simulations (or the config's), so measurements do not depend on the machine's speed or load.
     */
    static Player player(String kind, long seed, SimulationConfig config) {
        String base = SimulationConfig.baseKind(kind);
        return switch (base) {
            case "random" -> new RandomPlayer(seed);
            case "greedy" -> new GreedyPlayer();
            default -> {
                EvaluationWeights weights = SimulationConfig.weightsOf(kind);
                yield weights == null ? new SearchPlayer(searchSettings(base, config), seed)
                        : new SearchPlayer(searchSettings(base, config), seed, weights);
            }
        };
    }

    static SearchSettings searchSettings(String kind, SimulationConfig config) {
        SearchSettings settings = Strength.valueOf(kind.toUpperCase(Locale.ROOT)).settings().withThreads(1);
        Integer iterations = config.iterations().get(kind);
        return iterations == null ? settings : settings.withIterations(iterations);
    }

    /** One game's result: which player sat first, who won (player 0 or 1, -1 for a draw), its length, each player's thinking. */
    record GameRecord(long seed, int firstSeatPlayer, int winner, boolean atTurnLimit, int turns, long actions,
                      ThinkingStats[] thinking) {
    }

    /**
     * The teams of a game: the format's preset, or real teams from the pool, the same for the two
     * games of seeds 2k-1 and 2k (whose seats are swapped), so each player plays each team.
     */
    static GameSetup setup(SimulationConfig config, long seed) {
        if (!config.realTeams()) {
            return setup(config.format());
        }
        return RealTeams.setup(config.teams(), RealTeams.format(config.format()), Math.floorDiv(seed + 1, 2));
    }

    /** Plays every game; {@code progress} hears the number of games finished after each one. */
    public static SimulationResult run(SimulationConfig config, IntConsumer progress) {
        GameSetup setup = config.realTeams() ? null : setup(config.format());
        ThinkingStats[] thinking = {new ThinkingStats(), new ThinkingStats()};
        long start = System.nanoTime();
        List<GameRecord> records;
        try (GamesFile file = GamesFile.open(config)) {
            records = playAll(config, setup, thinking, progress, file);
        }
        long nanos = System.nanoTime() - start;
        int[] seatWins = new int[2];
        int[] playerWins = new int[2];
        int limitDraws = 0;
        int ties = 0;
        long turns = 0;
        long actions = 0;
        for (GameRecord r : records) {
            if (r.atTurnLimit()) {
                limitDraws++;
            } else if (r.winner() < 0) {
                ties++;
            } else {
                playerWins[r.winner()]++;
                seatWins[r.winner() == r.firstSeatPlayer() ? 0 : 1]++;
            }
            turns += r.turns();
            actions += r.actions();
        }
        return new SimulationResult(config, seatWins, playerWins, limitDraws, ties, turns, actions, nanos, thinking);
    }

    private static List<GameRecord> playAll(SimulationConfig config, GameSetup setup, ThinkingStats[] thinking,
                                            IntConsumer progress, GamesFile file) {
        if (config.parallel() == 1) {
            List<GameRecord> records = new ArrayList<>();
            for (int i = 0; i < config.games(); i++) {
                GameRecord r = playOne(config, setup, i, thinking);
                file.add(r);
                records.add(r);
                progress.accept(i + 1);
            }
            return records;
        }
        ExecutorService pool = Executors.newFixedThreadPool(config.parallel());
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<GameRecord>> futures = new ArrayList<>();
            for (int i = 0; i < config.games(); i++) {
                int game = i;
                futures.add(pool.submit(() -> {
                    GameRecord r = playOne(config, setup, game, thinking);
                    file.add(r);
                    synchronized (progress) {
                        progress.accept(done.incrementAndGet());
                    }
                    return r;
                }));
            }
            List<GameRecord> records = new ArrayList<>();
            for (Future<GameRecord> f : futures) {
                records.add(f.get());
            }
            return records;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the simulation was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private static GameRecord playOne(SimulationConfig config, GameSetup preset, int game, ThinkingStats[] thinking) {
        long seed = config.seed() + game;
        GameSetup setup = preset != null ? preset : setup(config, seed);
        // By the seed, not the game's place in the run: a run stopped and resumed at any seed seats
        // every game as one run would have.
        int first = config.alternateSeats() && Math.floorMod(seed, 2) == 0 ? 1 : 0;
        // Seat s is played by the config's player "first" when s is on the first seat's team; in
        // Doubles each config player plays both seats of its team (its own player at each seat).
        int seats = setup.teams().size();
        ThinkingStats[] thisGame = {new ThinkingStats(), new ThinkingStats()};
        List<Player> players = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            int p = seat % 2 == 0 ? first : 1 - first;
            long playerSeed = seat < 2 ? seed * 2 + 1 + p : seed * 2 + 1 + p + 1_000_003L * seat;
            String kind = SimulationConfig.kindAt(config.players().get(p), seat >= 2);
            players.add(new MeasuredPlayer(player(kind, playerSeed, config), thisGame[p]));
        }
        GameState end = AutoPlay.play(Engine.start(setup, seed).state(), players, config.turnLimit(), e -> { });
        int winner = end.isOver() && !end.isTie() ? (end.winner() == 0 ? first : 1 - first) : -1;
        thinking[0].add(thisGame[0]);
        thinking[1].add(thisGame[1]);
        return new GameRecord(seed, first, winner, !end.isOver(), Math.min(end.turn(), config.turnLimit()),
                end.actionsApplied(), thisGame);
    }

    static void print(SimulationResult r, PrintStream out) {
        SimulationReport.print(r, out);
    }
}
