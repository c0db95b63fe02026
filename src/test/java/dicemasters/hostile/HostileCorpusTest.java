package dicemasters.hostile;

import dicemasters.cli.CheckCards;
import dicemasters.cli.ReplayCommand;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every damaged saved game and card folder of the corpus (src/test/resources/hostile, see its
 * README.md) gives exactly its expected outcome: the exit status and the key words of the message,
 * within seconds; opening a saved game fails only with a {@link SavedGameException}. The committed
 * files must be what the cases make from the bases (written by {@link WriteHostileCorpus}).
 */
class HostileCorpusTest {
    private static final long SECONDS_EACH = 20;
    private static ExecutorService runner;

    @TempDir
    Path temp;

    @BeforeAll
    static void startRunner() {
        runner = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "hostile-case");
            t.setDaemon(true);
            return t;
        });
    }

    @AfterAll
    static void stopRunner() {
        runner.shutdownNow();
    }

    @Test
    void the_committed_corpus_is_what_the_cases_make_from_the_bases() throws IOException {
        List<CorpusCase> cases = Corpus.committedCases();
        assertThat(cases.size() + GeneratedCases.all().size()).as("cases in the corpus").isGreaterThanOrEqualTo(150);
        TreeSet<Path> expectedFiles = new TreeSet<>();
        for (CorpusCase c : cases) {
            Path where = Corpus.pathOf(c);
            for (var file : c.files().entrySet()) {
                Path path = c.tool().equals(CorpusCase.REPLAY) ? where : where.resolve(file.getKey());
                expectedFiles.add(path);
                assertThat(Files.exists(path) && Arrays.equals(Files.readAllBytes(path), file.getValue()))
                        .as(path + " is what its case makes; run WriteHostileCorpus (see its comment)").isTrue();
            }
        }
        try (Stream<Path> all = Files.walk(Corpus.DIR)) {
            TreeSet<Path> onDisk = new TreeSet<>(all.filter(Files::isRegularFile)
                    .filter(p -> !p.equals(Corpus.EXPECTED) && !p.getFileName().toString().equals("README.md")).toList());
            assertThat(onDisk).as("files of the corpus without a case").isEqualTo(expectedFiles);
        }
        assertThat(Files.readString(Corpus.EXPECTED)).as("expected.tsv is up to date; run WriteHostileCorpus")
                .isEqualTo(Corpus.expected(cases));
    }

    @Test
    void every_committed_case_has_exactly_its_expected_outcome() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (CorpusCase c : Corpus.committedCases()) {
            check(c, Corpus.pathOf(c), wrong);
        }
        assertThat(wrong).as("cases whose outcome differs from expected.tsv").isEmpty();
    }

    @Test
    void every_case_made_at_test_time_has_exactly_its_expected_outcome() throws Exception {
        List<String> wrong = new ArrayList<>();
        String game = Files.readString(Corpus.BASE_GAME);
        int made = 0;
        for (GeneratedCases.Generated g : GeneratedCases.all()) {
            Path dir = Files.createDirectory(temp.resolve(g.name()));
            Path input = g.maker().make(dir, game, Corpus.BASE_FOLDER);
            if (input != null) {
                made++;
                check(g.asCase(), input, wrong);
            }
        }
        assertThat(wrong).as("cases whose outcome differs from expected.tsv").isEmpty();
        assertThat(made).as("special files this machine can make").isGreaterThanOrEqualTo(GeneratedCases.all().size() - 3);
    }

    /** Runs the case's command on {@code input} with a time limit and notes any difference from the expected. */
    private static void check(CorpusCase c, Path input, List<String> wrong) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Future<Integer> run = runner.submit(() -> {
            PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
            return c.tool().equals(CorpusCase.REPLAY)
                    ? ReplayCommand.run(new String[]{"--no-log", input.toString()}, print, print)
                    : CheckCards.run(new String[]{input.toString()}, print, print);
        });
        int exit;
        try {
            exit = run.get(SECONDS_EACH, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            run.cancel(true);
            wrong.add(c.name() + ": still running after " + SECONDS_EACH + " s");
            return;
        }
        String output = out.toString(StandardCharsets.UTF_8);
        List<String> missing = c.keywords().stream().filter(k -> !output.contains(k)).toList();
        if (exit != c.exit() || !missing.isEmpty()) {
            wrong.add(c.name() + ": exit " + exit + " (expected " + c.exit() + "), missing " + missing + " in:\n"
                    + output.lines().filter(l -> !l.startsWith("  ")).limit(8).reduce("", (a, b) -> a + "    " + b + "\n"));
        }
        if (c.tool().equals(CorpusCase.REPLAY)) {
            checkOpen(c, input, wrong);
        }
    }

    /** Opening in the window works for a game that replays as recorded, else fails only with a SavedGameException. */
    private static void checkOpen(CorpusCase c, Path input, List<String> wrong) throws Exception {
        Future<String> open = runner.submit(() -> {
            try {
                SavedGames.open(input);
                return c.exit() == 0 ? null : "opened although the replay does not match";
            } catch (SavedGameException e) {
                return c.exit() == 0 ? "refused: " + e.getMessage() : null;
            } catch (RuntimeException | Error e) {
                return "opening failed with " + e;
            }
        });
        String problem = open.get(SECONDS_EACH, TimeUnit.SECONDS);
        if (problem != null) {
            wrong.add(c.name() + ": " + problem);
        }
    }
}
