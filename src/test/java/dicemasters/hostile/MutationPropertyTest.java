package dicemasters.hostile;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.CardLoadError;
import dicemasters.cli.CheckCards;
import dicemasters.cli.ReplayCommand;
import dicemasters.persist.Autosave;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Thousands of random mutants of a valid saved game and of a valid card folder (see {@link Mutants}):
 * whatever the damage, only the documented outcomes occur. A saved game gives exit 0, 1 or 2 and
 * opens or fails with a {@link SavedGameException}, an autosave resumes or is refused the same way;
 * a card folder loads with its problems listed (each naming its file), CheckCards exits 0, 1 or 2.
 * More mutants: {@code -Dmutants=100000}; another series: {@code -Dmutants.seed=7}. A mutant that
 * breaks the property is written to target/mutants/ and named in the failure.
 */
class MutationPropertyTest {
    private static final int MUTANTS = Integer.getInteger("mutants", 1500);
    private static final long SEED = Long.getLong("mutants.seed", 2024);
    private static final PrintStream NOWHERE = new PrintStream(OutputStream.nullOutputStream());
    private static final Set<Integer> REPLAY_EXITS = Set.of(ReplayCommand.MATCHES, ReplayCommand.DIVERGED,
            ReplayCommand.UNREADABLE);
    private static final Set<Integer> CARDS_EXITS = Set.of(CheckCards.ALL_LOADED, CheckCards.SOME_REFUSED,
            CheckCards.NOTHING_LOADED);

    @TempDir
    Path dir;

    @Test
    void a_mutated_saved_game_opens_or_is_refused_with_the_documented_exception_and_exit_code() throws IOException {
        String base = Files.readString(Corpus.BASE_GAME);
        Mutants mutants = new Mutants(SEED);
        Path file = dir.resolve("mutant.json");
        List<String> broken = new ArrayList<>();
        int[] exits = new int[4];
        for (int i = 0; i < MUTANTS && broken.size() < 5; i++) {
            byte[] mutant = mutants.mutate(base);
            Files.write(file, mutant);
            int exit = ReplayCommand.run(new String[]{"--no-log", file.toString()}, NOWHERE, NOWHERE);
            String problem = REPLAY_EXITS.contains(exit) ? openProblem(file, exit) : "exit " + exit;
            if (problem != null) {
                broken.add(keep("savedgame", i, mutant, problem));
            } else {
                exits[exit]++;
            }
        }
        assertThat(broken).as("mutants with an undocumented outcome (seed " + SEED + ")").isEmpty();
        assertThat(exits[ReplayCommand.UNREADABLE]).as("most damage is noticed when reading").isGreaterThan(MUTANTS / 2);
        assertThat(exits[ReplayCommand.DIVERGED]).as("some damage only shows in the replay").isPositive();
    }

    /** What is wrong with opening the file as the window does, or null: it opens exactly when the exit was 0. */
    private static String openProblem(Path file, int exit) {
        try {
            SavedGames.open(file);
            return exit == ReplayCommand.MATCHES ? null : "opens although ReplayCommand exited " + exit;
        } catch (SavedGameException e) {
            return exit != ReplayCommand.MATCHES && e.getMessage().startsWith("mutant.json: ") ? null
                    : "refused with '" + e.getMessage() + "' after exit " + exit;
        } catch (RuntimeException | Error e) {
            return "opening threw " + e;
        }
    }

    @Test
    void a_mutated_autosave_is_resumed_or_refused_and_kept_aside_never_crashing_the_start() throws IOException {
        String base = Files.readString(Corpus.BASE_GAME);
        Mutants mutants = new Mutants(SEED + 1);
        Autosave autosave = new Autosave(dir.resolve("autosave.json"));
        List<String> broken = new ArrayList<>();
        for (int i = 0; i < MUTANTS / 5 && broken.size() < 5; i++) {
            byte[] mutant = mutants.mutate(base);
            Files.write(autosave.file(), mutant);
            try {
                autosave.unfinishedGame();
            } catch (SavedGameException e) {
                Path aside = autosave.setAside();
                if (!Arrays.equals(Files.readAllBytes(aside), mutant)) {
                    broken.add(keep("autosave", i, mutant, "the set-aside copy differs from the autosave"));
                }
            } catch (RuntimeException | Error e) {
                broken.add(keep("autosave", i, mutant, "resuming threw " + e));
            }
        }
        assertThat(broken).as("autosaves that broke the start (seed " + SEED + ")").isEmpty();
    }

    @Test
    void a_mutated_card_file_or_presets_loads_with_its_problems_named_and_never_throws() throws IOException {
        String set = Files.readString(Corpus.BASE_FOLDER.resolve(CardFolderCases.SET));
        String presets = Files.readString(Corpus.BASE_FOLDER.resolve(CardFolderCases.PRESETS));
        Mutants mutants = new Mutants(SEED + 2);
        Path folder = Files.createDirectory(dir.resolve("cards"));
        List<String> broken = new ArrayList<>();
        int refused = 0;
        for (int i = 0; i < MUTANTS && broken.size() < 5; i++) {
            boolean setFile = i % 3 != 2;
            byte[] mutant = mutants.mutate(setFile ? set : presets);
            Files.write(folder.resolve(CardFolderCases.SET), setFile ? mutant : Corpus.utf8(set));
            Files.write(folder.resolve(CardFolderCases.PRESETS), setFile ? Corpus.utf8(presets) : mutant);
            String problem;
            try {
                List<CardLoadError> errors = CardLibrary.loadCardFolder(folder).errors();
                refused += errors.isEmpty() ? 0 : 1;
                problem = unnamed(errors);
                // The command loads the folder again: every fourth mutant is enough to check its exit codes.
                int exit = problem == null && i % 4 == 0 ? CheckCards.run(new String[]{folder.toString()}, NOWHERE, NOWHERE)
                        : CheckCards.ALL_LOADED;
                problem = problem != null || CARDS_EXITS.contains(exit) ? problem : "CheckCards exited " + exit;
            } catch (RuntimeException | Error e) {
                problem = "loading threw " + e;
            }
            if (problem != null) {
                broken.add(keep(setFile ? "set" : "presets", i, mutant, problem));
            }
        }
        assertThat(broken).as("card mutants with an undocumented outcome (seed " + SEED + ")").isEmpty();
        assertThat(refused).as("most damage to card files is noticed").isGreaterThan(MUTANTS / 2);
    }

    /** A problem reported without its file, without a message, or with unprintable text; null when none is. */
    private static String unnamed(List<CardLoadError> errors) {
        for (CardLoadError error : errors) {
            if (error.file() == null || error.message() == null || error.message().isBlank()
                    || error.toString().chars().anyMatch(c -> c < ' ')) {
                return "a problem without a file, a message or printable text: " + error;
            }
        }
        return null;
    }

    /** Keeps a mutant that broke the property under target/mutants and says where it is. */
    private static String keep(String kind, int index, byte[] mutant, String problem) throws IOException {
        Path kept = Path.of("target", "mutants", kind + "-" + SEED + "-" + index + ".json");
        Files.createDirectories(kept.getParent());
        Files.write(kept, mutant);
        return problem + " (mutant " + index + " of seed " + SEED + ", kept in " + kept + ")";
    }
}
