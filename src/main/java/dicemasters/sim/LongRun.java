package dicemasters.sim;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.setup.GameSetup;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The long-run checker: plays N seeded games by random legal choices, checking every invariant of
 * {@link Invariants} after every action (see docs/RELIABILITY.md). Game i has seed {@code seed + i}
 * and plays setup number {@code seed mod setups} of {@link LongRunSetups}, so any game reported
 * replays alone with {@code --seed S --games 1}. Usage: {@code LongRun [--games N] [--seed S]
 * [--turn-limit T] [--threads K]}. Exit status: 0 when every invariant held in every game, 1 when one broke (each
 * broken game is told on the progress output as it is found, and the first {@value #MAX_REPORTED} again
 * at the end), 2 for a wrong argument or no cards.
 */
public final class LongRun {
    static final int MAX_REPORTED = 20;

    /** What the run is asked to do. */
    record Options(long games, long seed, int turnLimit, int threads) {
    }

    /** What a run found. */
    record Report(long games, long actions, long finished, long broken, List<String> violations, long nanos) {
    }

    private LongRun() {
    }

    public static void main(String[] args) {
        Options options;
        try {
            options = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("usage: LongRun [--games N] [--seed S] [--turn-limit T] [--threads K]");
            System.exit(2);
            return;
        }
        List<GameSetup> setups = LongRunSetups.all(CardLibrary.loadBundled());
        if (setups.isEmpty()) {
            System.err.println("no game to play: the card files did not load");
            System.exit(2);
            return;
        }
        Report report = run(options, setups, System.err);
        print(options, setups.size(), report, System.out);
        System.exit(report.broken() == 0 ? 0 : 1);
    }

    /**
     * Plays every game, on {@code options.threads()} threads taking games in turn; the report is the
     * same whatever the number of threads (games are independent and broken ones are sorted by seed).
     */
    static Report run(Options options, List<GameSetup> setups, PrintStream progress) {
        long start = System.nanoTime();
        AtomicLong next = new AtomicLong();
        AtomicLong done = new AtomicLong();
        AtomicLong actions = new AtomicLong();
        AtomicLong finished = new AtomicLong();
        ConcurrentSkipListMap<Long, String> broken = new ConcurrentSkipListMap<>();
        long step = Math.max(1, options.games() / 100);
        Runnable worker = () -> {
            for (long i = next.getAndIncrement(); i < options.games(); i = next.getAndIncrement()) {
                long seed = options.seed() + i;
                GameSetup setup = setups.get((int) Math.floorMod(seed, (long) setups.size()));
                CheckedGame.Outcome outcome = CheckedGame.play(setup, seed, options.turnLimit());
                actions.addAndGet(outcome.actions());
                finished.addAndGet(outcome.finished() ? 1 : 0);
                if (outcome.violation() != null) {
                    broken.put(seed, "seed " + seed + ", " + outcome.violation());
                    // Told at once too: an overnight run stopped early still says which games broke.
                    synchronized (progress) {
                        progress.printf(Locale.ROOT, "%nBROKEN: seed %d, %s%n", seed, outcome.violation());
                    }
                }
                if (done.incrementAndGet() % step == 0) {
                    synchronized (progress) {
                        progress.printf(Locale.ROOT, "\r%d / %d games, %d actions, %d broken", done.get(),
                                options.games(), actions.get(), broken.size());
                    }
                }
            }
        };
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < options.threads(); t++) {
            Thread thread = new Thread(worker, "long-run-" + t);
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        progress.println();
        List<String> first = broken.values().stream().limit(MAX_REPORTED).toList();
        return new Report(options.games(), actions.get(), finished.get(), broken.size(), first,
                System.nanoTime() - start);
    }

    static void print(Options options, int setups, Report r, PrintStream out) {
        double seconds = r.nanos() / 1e9;
        out.printf(Locale.ROOT, "%d games (seeds %d to %d, %d setups, turn limit %d, %d threads): %d actions,"
                        + " %d finished, %d at the turn limit%n", r.games(), options.seed(), options.seed() + r.games() - 1,
                setups, options.turnLimit(), options.threads(), r.actions(), r.finished(),
                r.games() - r.finished() - r.broken());
        out.printf(Locale.ROOT, "%d invariants checked after every action; %.0f s, %.0f games/s, %.0f actions/s%n",
                Invariants.NAMES.size(), seconds, r.games() / seconds, r.actions() / seconds);
        if (r.broken() == 0) {
            out.println("OK: every invariant held after every action of every game.");
        } else {
            out.println("BROKEN: " + r.broken() + " games broke an invariant; the first ones:");
            r.violations().forEach(v -> out.println("  " + v));
        }
    }

    static Options parse(String... args) {
        long games = 1000;
        long seed = 1;
        int turnLimit = 60;
        int threads = 1;
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            switch (args[i]) {
                case "--games" -> games = number(args[i], args[i + 1], 1);
                case "--seed" -> seed = number(args[i], args[i + 1], Long.MIN_VALUE);
                case "--turn-limit" -> turnLimit = (int) Math.min(10_000, number(args[i], args[i + 1], 1));
                case "--threads" -> threads = (int) Math.min(256, number(args[i], args[i + 1], 1));
                default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
            }
        }
        return new Options(games, seed, turnLimit, threads);
    }

    private static long number(String option, String value, long least) {
        try {
            long n = Long.parseLong(value);
            if (n < least) {
                throw new IllegalArgumentException(option + " must be at least " + least + ", not " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, not '" + value + "'");
        }
    }
}
