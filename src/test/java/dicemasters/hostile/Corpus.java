package dicemasters.hostile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The corpus of damaged files under {@code src/test/resources/hostile}: the bases (a valid saved game
 * and a valid card folder) and every case made from them, with expected.tsv giving each case's exact
 * outcome. {@link WriteHostileCorpus} writes it; {@code HostileCorpusTest} checks it is what the
 * cases make from the bases and that every outcome is the expected one.
 */
final class Corpus {
    static final Path DIR = Path.of("src", "test", "resources", "hostile");
    static final Path SAVED_GAMES = DIR.resolve("savedgames");
    static final Path CARD_FOLDERS = DIR.resolve("cardfolders");
    static final Path BASE_GAME = SAVED_GAMES.resolve("001-base.json");
    static final Path BASE_FOLDER = CARD_FOLDERS.resolve("001-base");
    static final Path EXPECTED = DIR.resolve("expected.tsv");

    private Corpus() {
    }

    /** Every committed case, made from the committed bases. */
    static List<CorpusCase> committedCases() throws IOException {
        String game = Files.readString(BASE_GAME);
        String set = Files.readString(BASE_FOLDER.resolve(CardFolderCases.SET));
        String presets = Files.readString(BASE_FOLDER.resolve(CardFolderCases.PRESETS));
        List<CorpusCase> all = new ArrayList<>(SavedGameCases.all(game));
        all.addAll(CardFolderCases.all(set, presets));
        return all;
    }

    /** Where a committed case lives: its file for a saved game, its folder for a card folder. */
    static Path pathOf(CorpusCase c) {
        return c.tool().equals(CorpusCase.REPLAY) ? SAVED_GAMES.resolve(c.name()) : CARD_FOLDERS.resolve(c.name());
    }

    /** The text of expected.tsv for all cases, the generated ones included. */
    static String expected(List<CorpusCase> committed) {
        StringBuilder b = new StringBuilder("# case\tcommand\texit\tkey words (all must appear)\twhat it is\n");
        committed.forEach(c -> b.append(c.tsvLine()).append('\n'));
        GeneratedCases.all().forEach(g -> b.append(g.asCase().tsvLine()).append('\n'));
        return b.toString();
    }

    static void write(Path file, byte[] bytes) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
