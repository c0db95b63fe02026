package dicemasters.sim;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of recorded games ({@code --record} files, whole or cut short, several runs of a pair
 * together): for each pair of players the games, the score of the stronger kind (the later in
 * random, greedy, easy, normal, hard) with its 95% Wilson interval, and
 * how each search player thought (processor time per decision, simulated engine actions per
 * processor-second), and under the table the seeds each pair's games used, so that runs added
 * together are seen to have no gap and no repeat. Usage: {@code GamesSummary games-normal-greedy.csv more.csv ...}.
 */
public final class GamesSummary {
    private static final int COLUMNS = 14;

    private GamesSummary() {
    }

    /** One pair's games: the players' names in order, their points (a draw is half each), their thinking. */
    static final class Pair {
        final String first;
        final String second;
        int games;
        final double[] points = new double[2];
        final long[][] thinking = new long[2][4];
        /** How many games used each seed. */
        final Map<Long, Integer> seeds = new TreeMap<>();

        Pair(String first, String second) {
            this.first = first;
            this.second = second;
        }

        int index(String player) {
            return player.equals(first) ? 0 : 1;
        }
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: GamesSummary FILE.csv ... (files written by the simulator's --record)");
            System.exit(2);
        }
        List<Path> files = new ArrayList<>();
        for (String a : args) {
            files.add(Path.of(a));
        }
        print(read(files), System.out);
    }

    /** The games of the files by pair ("greedy|normal": the weaker kind first). */
    static Map<String, Pair> read(List<Path> files) {
        Map<String, Pair> pairs = new TreeMap<>();
        for (Path file : files) {
            List<String> lines;
            try {
                lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
            if (lines.isEmpty() || !lines.get(0).equals(GamesFile.HEADER)) {
                throw new IllegalArgumentException(file + ": not a record of games (its first line must be "
                        + GamesFile.HEADER + ")");
            }
            for (int i = 1; i < lines.size(); i++) {
                add(pairs, lines.get(i).split(",", -1), file + " line " + (i + 1));
            }
        }
        return pairs;
    }

    private static void add(Map<String, Pair> pairs, String[] c, String where) {
        if (c.length != COLUMNS) {
            throw new IllegalArgumentException(where + ": " + COLUMNS + " columns expected, not " + c.length);
        }
        String[] seats = {c[1], c[2]};
        boolean inOrder = rank(seats[0]) != rank(seats[1]) ? rank(seats[0]) < rank(seats[1])
                : seats[0].compareTo(seats[1]) <= 0;
        String a = inOrder ? seats[0] : seats[1];
        String b = a.equals(seats[0]) ? seats[1] : seats[0];
        Pair pair = pairs.computeIfAbsent(rank(a) + "" + rank(b) + " " + a + "|" + b, k -> new Pair(a, b));
        pair.games++;
        try {
            pair.seeds.merge(Long.parseLong(c[0]), 1, Integer::sum);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": the seed is not a whole number", e);
        }
        if (c[3].equals(a) || c[3].equals(b)) {
            pair.points[pair.index(c[3])] += 1;
        } else {
            pair.points[0] += 0.5;
            pair.points[1] += 0.5;
        }
        try {
            for (int seat = 0; seat < 2; seat++) {
                long[] t = pair.thinking[pair.index(seats[seat])];
                t[0] += Long.parseLong(c[6 + 4 * seat]);
                t[1] += Long.parseLong(c[7 + 4 * seat]);
                t[2] = Math.max(t[2], Long.parseLong(c[8 + 4 * seat]));
                t[3] += Long.parseLong(c[9 + 4 * seat]);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": a thinking column is not a whole number", e);
        }
    }

    private static int rank(String kind) {
        int i = SimulationConfig.PLAYER_KINDS.indexOf(kind);
        return i < 0 ? SimulationConfig.PLAYER_KINDS.size() : i;
    }

    static void print(Map<String, Pair> pairs, PrintStream out) {
        out.println("| pair | games | score of the second (95% interval) | search player | decisions searched"
                + " | processor s per decision (mean / longest) | simulated actions per processor-second |");
        out.println("|---|---|---|---|---|---|---|");
        for (Pair p : pairs.values()) {
            double score = p.points[1] / p.games;
            double[] interval = SimulationResult.wilson(score, p.games);
            String head = String.format(Locale.ROOT, "| %s – %s | %d | %.1f%% (%.1f–%.1f) |", p.first, p.second,
                    p.games, 100 * score, 100 * interval[0], 100 * interval[1]);
            boolean any = false;
            for (int i = 0; i < 2; i++) {
                long[] t = p.thinking[i];
                if (t[0] > 0) {
                    out.printf(Locale.ROOT, "%s %s | %d | %.3f / %.2f | %.0f |%n", any ? "| | | |" : head,
                            i == 0 ? p.first : p.second, t[0], t[1] / 1e3 / t[0], t[2] / 1e3,
                            t[3] / (t[1] / 1e3));
                    any = true;
                }
            }
            if (!any) {
                out.println(head + " | | | |");
            }
        }
        out.println();
        for (Pair p : pairs.values()) {
            out.println(p.first + " – " + p.second + ": " + seedsOf(p.seeds));
        }
    }

    /** "seeds 1–120, 122–200 (gaps), each once", or which seeds were played more than once. */
    static String seedsOf(Map<Long, Integer> seeds) {
        List<String> ranges = ranges(seeds.keySet());
        List<String> twice = ranges(seeds.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey)
                .toList());
        return "seeds " + String.join(", ", ranges) + (ranges.size() > 1 ? " (gaps)" : "")
                + (twice.isEmpty() ? ", each once" : "; played more than once: " + String.join(", ", twice));
    }

    /** Sorted seeds as ranges: "1–120", "122". */
    private static List<String> ranges(Collection<Long> sorted) {
        List<String> ranges = new ArrayList<>();
        Long start = null;
        long previous = 0;
        for (long seed : sorted) {
            if (start != null && seed != previous + 1) {
                ranges.add(range(start, previous));
                start = null;
            }
            if (start == null) {
                start = seed;
            }
            previous = seed;
        }
        if (start != null) {
            ranges.add(range(start, previous));
        }
        return ranges;
    }

    private static String range(long from, long to) {
        return from == to ? Long.toString(from) : from + "–" + to;
    }
}
