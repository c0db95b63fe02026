package dicemasters.sim;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Plays every pair of the listed players with the simulator's options and prints each pair's
 * report as it finishes, then a table of scores with 95% intervals (the row player's score against
 * the column player) and how each search player thought. Usage: {@code RoundRobin --players
 * random,greedy,easy,normal,hard --games 200 --format tournament [any Simulator option]}; with
 * {@code --record games.csv} each pair's games go to their own file (games-normal-greedy.csv).
 */
public final class RoundRobin {
    private RoundRobin() {
    }

    public static void main(String[] args) {
        List<String> kinds;
        List<SimulationConfig> pairs;
        try {
            kinds = players(args);
            pairs = pairs(kinds, args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(Simulator.usage() + " (--players lists two or more kinds)");
            System.exit(2);
            return;
        }
        List<SimulationResult> results = new ArrayList<>();
        for (SimulationConfig pair : pairs) {
            System.err.println(pair.players().get(0) + " against " + pair.players().get(1) + ":");
            ProgressBar bar = new ProgressBar(System.err, pair.games());
            SimulationResult result = Simulator.run(pair, bar::update);
            Simulator.print(result, System.out);
            System.out.println();
            System.out.flush();
            results.add(result);
        }
        table(kinds, results, System.out);
    }

    static List<String> players(String[] args) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--players")) {
                List<String> kinds = List.of(args[i + 1].split(",", -1));
                kinds.forEach(SimulationConfig::checkKind);
                if (kinds.size() < 2 || kinds.stream().distinct().count() != kinds.size()) {
                    throw new IllegalArgumentException("--players needs two or more different kinds");
                }
                return kinds;
            }
        }
        return SimulationConfig.PLAYER_KINDS;
    }

    /** The simulator's config for every pair, in the order of the list (the earlier player named first). */
    static List<SimulationConfig> pairs(List<String> kinds, String[] args) {
        String[] rest = withoutPlayers(args);
        SimulationConfig base = SimulationConfig.parse(rest);
        List<SimulationConfig> pairs = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            for (int j = i + 1; j < kinds.size(); j++) {
                SimulationConfig pair = base.withPlayers(List.of(kinds.get(i), kinds.get(j)));
                pairs.add(base.gamesFile() == null ? pair : pair.withGamesFile(perPair(base.gamesFile(),
                        kinds.get(i), kinds.get(j))));
            }
        }
        return pairs;
    }

    /** "games.csv" becomes "games-normal-greedy.csv": one record of seeds and results per pair. */
    static String perPair(String file, String a, String b) {
        int dot = file.lastIndexOf('.');
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        String suffix = "-" + a + "-" + b;
        return dot > slash ? file.substring(0, dot) + suffix + file.substring(dot) : file + suffix;
    }

    private static String[] withoutPlayers(String[] args) {
        List<String> rest = new ArrayList<>(Arrays.asList(args));
        int at = rest.indexOf("--players");
        if (at >= 0) {
            rest.remove(at);
            if (at < rest.size()) {
                rest.remove(at);
            }
        }
        return rest.toArray(new String[0]);
    }

    static void table(List<String> kinds, List<SimulationResult> results, PrintStream out) {
        Map<String, String> cells = new LinkedHashMap<>();
        Map<String, ThinkingStats> thinking = new LinkedHashMap<>();
        for (SimulationResult r : results) {
            for (int p = 0; p < 2; p++) {
                String me = r.config().players().get(p);
                String other = r.config().players().get(1 - p);
                double[] i = r.scoreInterval(p);
                cells.put(me + "|" + other, String.format(Locale.ROOT, "%.1f%% (%.1f–%.1f)", 100 * r.score(p),
                        100 * i[0], 100 * i[1]));
                if (r.thinking()[p].decisions() > 0) {
                    thinking.putIfAbsent(me + " against " + other, r.thinking()[p]);
                }
            }
        }
        SimulationConfig c = results.get(0).config();
        out.printf(Locale.ROOT, "Score of the row player against the column player, %s format, %d games a pair,"
                + " seats alternated, seeds %d to %d (a draw counts half; 95%% Wilson interval)%n%n",
                SimulationReport.formatOf(c),
                c.games(), c.seed(), c.seed() + c.games() - 1);
        out.println("| | " + String.join(" | ", kinds) + " |");
        out.println("|---" + "|---".repeat(kinds.size()) + "|");
        for (String row : kinds) {
            StringBuilder line = new StringBuilder("| **" + row + "** |");
            for (String column : kinds) {
                line.append(' ').append(row.equals(column) ? "—" : cells.getOrDefault(row + "|" + column, "")).append(" |");
            }
            out.println(line);
        }
        out.println();
        out.println("| search player | decisions searched | processor s per decision (mean / longest) | wall s per"
                + " decision (mean / longest) | simulations per decision | engine actions per processor-second |");
        out.println("|---|---|---|---|---|---|");
        thinking.forEach((who, t) -> out.printf(Locale.ROOT, "| %s | %d | %.3f / %.2f | %.3f / %.2f | %.0f | %.0f |%n",
                who, t.decisions(), t.cpuSecondsPerDecision(), t.longestCpuSeconds(), t.secondsPerDecision(),
                t.longestSeconds(), t.iterationsPerDecision(), t.actionsPerCpuSecond()));
    }
}
