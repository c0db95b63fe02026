package dicemasters.hostile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

import static dicemasters.hostile.Edits.action;
import static dicemasters.hostile.Edits.regex;
import static dicemasters.hostile.Edits.replace;

/**
 * Cases git cannot hold or should not: devices, named pipes, folders, missing files and files of
 * megabytes. The test makes each one in a temporary folder from the corpus's base and runs it like
 * the committed ones; expected.tsv lists them with the rest.
 */
final class GeneratedCases {
    /** A case made at test time: {@link #make} returns the path to hand to the command. */
    record Generated(String name, String tool, int exit, List<String> keywords, String what, Maker maker) {
        CorpusCase asCase() {
            return new CorpusCase(name, tool, java.util.Map.of(), exit, keywords, what + " (made at test time)");
        }
    }

    /** Makes the input in {@code dir} from the base saved game and base card folder; null when not possible here. */
    @FunctionalInterface
    interface Maker {
        Path make(Path dir, String baseGame, Path baseFolder) throws IOException, InterruptedException;
    }

    private GeneratedCases() {
    }

    static List<Generated> all() {
        String replay = CorpusCase.REPLAY;
        String cards = CorpusCase.CARDS;
        return List.of(
                new Generated("g01-dev-zero", replay, 2, List.of("is not an ordinary file"), "/dev/zero as a saved game",
                        (dir, game, folder) -> Files.exists(Path.of("/dev/zero")) ? Path.of("/dev/zero") : null),
                new Generated("g02-named-pipe", replay, 2, List.of("is not an ordinary file"),
                        "a named pipe nobody writes to", (dir, game, folder) -> fifo(dir.resolve("pipe.json"))),
                new Generated("g03-folder", replay, 2, List.of("is a folder, not a file"), "a folder named game.json",
                        (dir, game, folder) -> Files.createDirectory(dir.resolve("game.json"))),
                new Generated("g04-no-such-file", replay, 2, List.of("no such file"), "a file that is not there",
                        (dir, game, folder) -> dir.resolve("nowhere.json")),
                new Generated("g05-nine-megabytes", replay, 2, List.of("the file is too big for a saved game",
                        "the limit is 8388608 bytes, 8 MB"), "9 MB of spaces after the game",
                        (dir, game, folder) -> write(dir, game + " ".repeat(9 * 1024 * 1024))),
                new Generated("g06-team-of-250000-cards", replay, 2, List.of("more than 1000000 values"),
                        "a team of 250,000 cards, under 8 MB", (dir, game, folder) -> write(dir, replace(game,
                        "{\"card\":\"JUS003\",\"dice\":2}", String.join(",", Collections.nCopies(250_000,
                                "{\"card\":\"JUS003\",\"dice\":2}"))))),
                new Generated("g06b-team-of-100000-cards", replay, 2, List.of("field 'cards' lists 100000 items; at most 20"),
                        "a team of 100,000 cards, within the limit of values", (dir, game, folder) -> write(dir, replace(game,
                        "{\"card\":\"JUS003\",\"dice\":2}", String.join(",", Collections.nCopies(99_999,
                                "{\"card\":\"JUS003\",\"dice\":2}"))))),
                new Generated("g07-name-of-7-megabytes", replay, 2, List.of("a text is longer than 20000 characters"),
                        "a player name of 7 MB", (dir, game, folder) -> write(dir, replace(game, "\"player\":\"Sam\"",
                        "\"player\":\"" + "S".repeat(7 * 1024 * 1024) + "\""))),
                new Generated("g08-20001-actions", replay, 2, List.of("field 'actions' lists 20001 items; at most 20000"),
                        "20,001 actions", (dir, game, folder) -> write(dir, regex(game, "\"actions\": \\[[\\s\\S]*\\]\n\\}",
                        "\"actions\": [\n" + String.join(",\n", Collections.nCopies(20_001,
                                "    " + action(game, 1).replaceFirst(",$", ""))) + "\n  ]\n}"))),
                new Generated("g09-a-million-values", replay, 2, List.of("it holds more than 1000000 values"),
                        "a reroll of 1,100,000 dice", (dir, game, folder) -> write(dir, replace(game, action(game, 1),
                        action(game, 1).replaceFirst("\"dice\":\\[[^\\]]*\\]", "\"dice\":["
                                + String.join(",", Collections.nCopies(1_100_000, "0")) + "]")))),
                new Generated("g10-card-folder-missing", cards, 2, List.of("cannot list the card folder: it does not exist"),
                        "a card folder that is not there", (dir, game, folder) -> dir.resolve("cards")),
                new Generated("g11-card-folder-empty", cards, 2, List.of("the card folder has no card files",
                        "presets.json: missing from the card folder"), "an empty card folder",
                        (dir, game, folder) -> Files.createDirectory(dir.resolve("cards"))),
                new Generated("g12-set-file-is-dev-zero", cards, 2, List.of("JUS.json: is not an ordinary file"),
                        "the set file a link to /dev/zero", (dir, game, folder) -> folderWith(dir, folder, set ->
                        Files.createSymbolicLink(set, Path.of("/dev/zero")))),
                new Generated("g13-presets-named-pipe", cards, 1, List.of("presets.json: is not an ordinary file"),
                        "presets.json a named pipe", (dir, game, folder) -> {
                            Path cardsDir = folderWith(dir, folder, set -> Files.copy(folder.resolve("JUS.json"), set));
                            Files.delete(cardsDir.resolve("presets.json"));
                            return fifo(cardsDir.resolve("presets.json")) == null ? null : cardsDir;
                        }),
                new Generated("g14-presets-folder", cards, 1, List.of("presets.json: is a folder, not a file"),
                        "presets.json a folder", (dir, game, folder) -> {
                            Path cardsDir = folderWith(dir, folder, set -> Files.copy(folder.resolve("JUS.json"), set));
                            Files.delete(cardsDir.resolve("presets.json"));
                            Files.createDirectory(cardsDir.resolve("presets.json"));
                            return cardsDir;
                        }),
                new Generated("g15-set-file-3-megabytes", cards, 2, List.of("JUS.json: the file is too big for a card file"),
                        "a set file of 3 MB", (dir, game, folder) -> folderWith(dir, folder, set -> Files.writeString(set,
                        Files.readString(folder.resolve("JUS.json")) + " ".repeat(3 * 1024 * 1024)))));
    }

    @FunctionalInterface
    private interface SetFileMaker {
        void make(Path set) throws IOException;
    }

    /** A copy of the base folder whose set file is made by {@code set}. */
    private static Path folderWith(Path dir, Path base, SetFileMaker set) throws IOException {
        Path cards = Files.createDirectory(dir.resolve("cards"));
        Files.copy(base.resolve("presets.json"), cards.resolve("presets.json"));
        set.make(cards.resolve("JUS.json"));
        return cards;
    }

    private static Path write(Path dir, String text) throws IOException {
        return Files.write(dir.resolve("game.json"), text.getBytes(StandardCharsets.UTF_8));
    }

    private static Path fifo(Path path) throws IOException, InterruptedException {
        try {
            return new ProcessBuilder("mkfifo", path.toString()).start().waitFor() == 0 ? path : null;
        } catch (IOException e) {
            return null;
        }
    }
}
