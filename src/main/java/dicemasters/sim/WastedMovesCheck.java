package dicemasters.sim;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.MoveText;
import dicemasters.ai.Player;
import dicemasters.ai.WastedMoves;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Counts the moves that change nothing ({@link WastedMoves}) a player makes in games of real teams:
 * every seat played by the same kind of player, the teams drawn at random from the pool and built by
 * the computer's chooser in turn (odd seeds random, even seeds chosen), in the Tournament format and
 * in Doubles (the second game of every four). Usage: {@code WastedMovesCheck --games 200 --players normal,normal [--iterations normal=2000]
 * [--seed 1] [--turn-limit 40]} (Doubles games get twice the turns).
 */
public final class WastedMovesCheck {
    /** One wasted move: where it was made and what it was. */
    public record Wasted(String where, String move) {
    }

    /** What the games showed: games and moves judged, the wasted ones. */
    public record Report(int games, int moves, int judged, List<Wasted> wasted) {
        public Report {
            wasted = List.copyOf(wasted);
        }
    }

    private WastedMovesCheck() {
    }

    public static void main(String[] args) {
        SimulationConfig config;
        try {
            config = SimulationConfig.parse(withDefaults(args));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("usage: --games N --players KIND,KIND [--iterations normal=N] [--seed S] [--turn-limit T]");
            System.exit(2);
            return;
        }
        Report report = run(config.players().get(0), config, sofar -> System.err.printf(
                "%d games, %d moves, %d judged, %d wasted%n", sofar.games(), sofar.moves(), sofar.judged(),
                sofar.wasted().size()));
        print(report, System.out);
    }

    private static String[] withDefaults(String[] args) {
        List<String> all = new ArrayList<>(List.of("--format", "tournament", "--turn-limit", "40"));
        all.addAll(List.of(args));
        return all.toArray(new String[0]);
    }

    /**
     * Plays the games: the second of every four in Doubles, the others in the Tournament format;
     * {@code progress} hears the report so far after each game.
     */
    public static Report run(String kind, SimulationConfig config, Consumer<Report> progress) {
        int[] counts = new int[2];
        List<Wasted> wasted = new ArrayList<>();
        for (int i = 0; i < config.games(); i++) {
            long seed = config.seed() + i;
            Format format = i % 4 == 1 ? Format.DOUBLES : Format.TOURNAMENT;
            String teams = seed % 2 == 0 ? "chosen" : "random";
            playOne(kind, config, format, teams, seed, counts, wasted);
            progress.accept(new Report(i + 1, counts[0], counts[1], wasted));
        }
        return new Report(config.games(), counts[0], counts[1], wasted);
    }

    private static void playOne(String kind, SimulationConfig config, Format format, String teams, long seed,
                                int[] counts, List<Wasted> wasted) {
        GameSetup setup = RealTeams.setup(teams, format, seed);
        List<Player> seats = new ArrayList<>();
        for (int seat = 0; seat < setup.teams().size(); seat++) {
            Player player = Simulator.player(kind, seed * 4 + seat, config);
            seats.add(state -> {
                Action move = player.choose(state);
                counts[0]++;
                if (judged(move)) {
                    counts[1]++;
                    if (WastedMoves.changesNothing(state, move)) {
                        wasted.add(new Wasted(format.label() + ", " + teams + " teams, seed " + seed + ", turn "
                                + state.turn() + ", " + state.player(state.actingPlayer()).name(),
                                MoveText.describe(state, move)));
                    }
                }
                return move;
            });
        }
        AutoPlay.play(Engine.start(setup, seed).state(), seats, config.turnLimit() * (format == Format.DOUBLES ? 2 : 1),
                e -> { });
    }

    private static boolean judged(Action move) {
        return move instanceof Action.UseGlobal || move instanceof Action.UseActionDie
                || move instanceof Action.UseFieldAbility;
    }

    static void print(Report r, PrintStream out) {
        out.printf("%d games of real teams, %d moves, %d of them Globals, action dice or field abilities;"
                + " %d changed nothing%n", r.games(), r.moves(), r.judged(), r.wasted().size());
        for (Wasted w : r.wasted()) {
            out.println("  " + w.where() + ": " + w.move());
        }
    }

    /** The simulator's options for a check with one kind of player at every seat. */
    static SimulationConfig config(int games, String kind, long seed, int turnLimit, Map<String, Integer> iterations) {
        return new SimulationConfig(games, "tournament", List.of(kind, kind), seed, turnLimit, true, iterations, 1, null,
                "preset");
    }
}
