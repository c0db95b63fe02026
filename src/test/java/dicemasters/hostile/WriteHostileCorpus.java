package dicemasters.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.ai.RandomPlayer;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes the corpus of damaged files, src/test/resources/hostile (see its README.md): run it after
 * adding a case, or with {@code --new-bases} to make the bases again (a new saved game from the
 * engine, a new card folder from cards/JUS.json and presets.json):
 * {@code mvn -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=dicemasters.hostile.WriteHostileCorpus}
 */
public final class WriteHostileCorpus {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> BASE_CARDS = Set.of("JUS003", "JUS004", "JUS010", "JUS032", "JUS061", "JUS067",
            "JUS068");

    private WriteHostileCorpus() {
    }

    public static void main(String[] args) throws IOException {
        if (List.of(args).contains("--new-bases") || !Files.exists(Corpus.BASE_GAME)) {
            writeBases();
        }
        deleteCases();
        List<CorpusCase> cases = Corpus.committedCases();
        for (CorpusCase c : cases) {
            Path where = Corpus.pathOf(c);
            if (c.tool().equals(CorpusCase.REPLAY)) {
                Corpus.write(where, c.files().get(c.name()));
            } else {
                for (var file : c.files().entrySet()) {
                    Corpus.write(where.resolve(file.getKey()), file.getValue());
                }
            }
        }
        Files.writeString(Corpus.EXPECTED, Corpus.expected(cases));
        System.out.println(cases.size() + " cases written under " + Corpus.DIR.toAbsolutePath() + ", "
                + GeneratedCases.all().size() + " more made at test time");
    }

    /** Removes every case but the bases, so a renamed or dropped case leaves nothing behind. */
    private static void deleteCases() throws IOException {
        for (Path dir : List.of(Corpus.SAVED_GAMES, Corpus.CARD_FOLDERS)) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    if (!p.equals(dir) && !p.startsWith(Corpus.BASE_FOLDER) && !p.equals(Corpus.BASE_GAME)) {
                        Files.delete(p);
                    }
                }
            }
        }
    }

    private static void writeBases() throws IOException {
        Files.createDirectories(Corpus.SAVED_GAMES);
        SavedGames.save(baseGame(), Corpus.BASE_GAME);
        Corpus.write(Corpus.BASE_FOLDER.resolve(CardFolderCases.SET), Corpus.utf8(baseSetFile()));
        Corpus.write(Corpus.BASE_FOLDER.resolve(CardFolderCases.PRESETS), Corpus.utf8(basePresets()));
    }

    /** The first seeded demo game whose first 24 actions include a purchase, stopped there. */
    private static GameSession baseGame() {
        for (long seed = 1; ; seed++) {
            GameSession game = GameSession.start(DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST), seed);
            RandomPlayer[] players = {new RandomPlayer(seed * 31 + 1), new RandomPlayer(seed * 31 + 2)};
            while (game.actions().size() < 24 && !game.current().isOver()) {
                game.play(players[game.current().actingPlayer()].choose(game.current()));
            }
            if (game.actions().size() == 24 && game.actions().stream().anyMatch(a -> a instanceof Action.Purchase)) {
                return game;
            }
        }
    }

    /** The demo game's cards and Batman, one card per line. */
    private static String baseSetFile() throws IOException {
        JsonNode jus = JSON.readTree(Path.of("cards", "JUS.json").toFile());
        StringBuilder b = new StringBuilder("{\n  \"set\": \"JUS\",\n  \"title\": \"").append(jus.get("title").asText())
                .append("\",\n  \"cards\": [\n");
        List<JsonNode> cards = Stream.of(jus.get("cards")).flatMap(n -> java.util.stream.StreamSupport.stream(
                n.spliterator(), false)).filter(c -> BASE_CARDS.contains(c.get("id").asText())).toList();
        for (int i = 0; i < cards.size(); i++) {
            b.append("    ").append(JSON.writeValueAsString(cards.get(i))).append(i + 1 < cards.size() ? ",\n" : "\n");
        }
        return b.append("  ]\n}\n").toString();
    }

    private static String basePresets() throws IOException {
        JsonNode presets = JSON.readTree(Path.of("cards", "presets.json").toFile()).get("presets");
        for (JsonNode preset : presets) {
            if (preset.get("id").asText().equals("jus-demo")) {
                return "{\n  \"presets\": [\n    " + JSON.writeValueAsString(preset) + "\n  ]\n}\n";
            }
        }
        throw new IllegalStateException("cards/presets.json has no jus-demo preset");
    }
}
