package dicemasters.sim;

import java.io.PrintStream;
import java.util.Locale;

/** The simulator's report: the games played, speed, length, each player's score and thinking. */
final class SimulationReport {
    private SimulationReport() {
    }

    static void print(SimulationResult r, PrintStream out) {
        SimulationConfig c = r.config();
        String a = c.players().get(0);
        String b = c.players().get(1);
        String seats = c.alternateSeats() ? a + " and " + b + ", seats alternated (" + b + " sits first in odd games)"
                : a + " (seat 1) against " + b + " (seat 2)";
        out.printf(Locale.ROOT, "%d %s games, %s, seeds %d to %d, turn limit %d%n", r.games(), formatOf(c), seats,
                c.seed(), c.seed() + r.games() - 1, c.turnLimit());
        out.printf(Locale.ROOT, "Speed: %.2f games per second (%.2f s in all, JIT warm-up included)%n",
                r.gamesPerSecond(), r.nanos() / 1e9);
        out.printf(Locale.ROOT, "Per game: %.1f turns, %.1f actions on average%n", r.averageTurns(),
                r.averageActions());
        for (int p = 0; p < 2; p++) {
            double[] interval = r.scoreInterval(p);
            out.printf(Locale.ROOT, "%s: %d wins, score %.1f%% (95%% interval %.1f%% to %.1f%%)%n", c.players().get(p),
                    r.playerWins()[p], 100 * r.score(p), 100 * interval[0], 100 * interval[1]);
        }
        for (int seat = 0; seat < 2; seat++) {
            String who = c.alternateSeats() ? "" : " (" + c.players().get(seat) + ")";
            out.printf(Locale.ROOT, "Seat %d%s: %d wins, %.1f%%%n", seat + 1, who, r.wins()[seat], 100 * r.winRate(seat));
        }
        out.printf(Locale.ROOT, "Draws: %d, %.1f%% (%d at the turn limit, %d with both players at 0 life)%n",
                r.draws(), 100.0 * r.draws() / r.games(), r.turnLimitDraws(), r.ties());
        for (int p = 0; p < 2; p++) {
            ThinkingStats t = r.thinking()[p];
            if (t.decisions() > 0) {
                out.printf(Locale.ROOT, "Thinking of %s: %d decisions searched, %.3f s of processor time each on"
                                + " average (longest %.2f s; wall %.3f s, longest %.2f s), %.0f simulations and %.0f engine"
                                + " actions per decision, %.0f engine actions per processor-second%n",
                        c.players().get(p), t.decisions(), t.cpuSecondsPerDecision(), t.longestCpuSeconds(),
                        t.secondsPerDecision(), t.longestSeconds(), t.iterationsPerDecision(), t.actionsPerDecision(),
                        t.actionsPerCpuSecond());
            }
        }
    }

    /** "tournament", or "tournament (chosen teams from the pool)". */
    static String formatOf(SimulationConfig c) {
        return c.format() + (c.realTeams() ? " (" + c.teams() + " teams from the pool)" : "");
    }
}
