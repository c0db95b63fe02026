package dicemasters.persist;

import dicemasters.engine.setup.GameSetup;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The last autosaves of games that left the table (replaced by another game, or not resumed), so a
 * game replaced by mistake can still be found and opened. Each is a file named after the moment it
 * was kept; only the newest {@link #KEPT} stay. A file that cannot be read is listed as damaged,
 * never a reason to fail: this folder is written by the program but may be touched by anyone.
 */
public final class RecentGames {
    public static final int KEPT = 10;
    public static final String FOLDER_NAME = "recent";
    private static final Pattern NAME = Pattern.compile("game-(\\d{1,18})\\.json");

    private final Path folder;
    private final Clock clock;

    public RecentGames(Path folder, Clock clock) {
        this.folder = folder.toAbsolutePath();
        this.clock = clock;
    }

    public Path folder() {
        return folder;
    }

    /**
     * One kept game as the menu lists it: when it was kept, and who played which turn; or why it
     * cannot be read ({@code problem} set, {@code game} null).
     */
    public record Entry(Path file, Instant kept, SavedGame game, String problem) {
        public boolean damaged() {
            return game == null;
        }

        /** The players' names as the table shows them: "Sam vs Bruce", "Ann & Cid vs Ben & Dee". */
        public String players() {
            List<GameSetup.Team> teams = game.setup().teams();
            if (teams.size() == 4) {
                return teams.get(0).playerName() + " & " + teams.get(2).playerName() + " vs "
                        + teams.get(1).playerName() + " & " + teams.get(3).playerName();
            }
            return String.join(" vs ", teams.stream().map(GameSetup.Team::playerName).toList());
        }

        /** The turn the last move was made in (1 for a game without moves). */
        public int turn() {
            return game.actions().isEmpty() ? 1 : game.actions().get(game.actions().size() - 1).turn();
        }
    }

    /**
     * Moves a game's file into the folder as the newest kept game, then forgets the oldest beyond
     * {@link #KEPT}. The file is moved, not copied: whoever writes it next starts a new one.
     */
    public Path keep(Path file) throws IOException {
        Files.createDirectories(folder);
        long millis = clock.millis();
        Path target = folder.resolve("game-" + millis + ".json");
        while (Files.exists(target)) {
            target = folder.resolve("game-" + (++millis) + ".json");
        }
        Files.move(file, target, StandardCopyOption.REPLACE_EXISTING);
        forgetOldest();
        return target;
    }

    /** The kept games, newest first, at most {@link #KEPT}; an empty list when there is no folder. */
    public List<Entry> list() {
        List<Entry> entries = new ArrayList<>();
        for (Path file : newestFirst().stream().limit(KEPT).toList()) {
            Instant kept = Instant.ofEpochMilli(millisOf(file));
            try {
                entries.add(new Entry(file, kept, SavedGames.read(file), null));
            } catch (SavedGameException | RuntimeException e) {
                // A damaged file is listed as damaged; one deleted meanwhile is not listed at all.
                if (Files.exists(file)) {
                    entries.add(new Entry(file, kept, null, e.getMessage() == null ? e.toString() : e.getMessage()));
                }
            }
        }
        return entries;
    }

    private void forgetOldest() throws IOException {
        List<Path> all = newestFirst();
        for (Path old : all.subList(Math.min(KEPT, all.size()), all.size())) {
            Files.deleteIfExists(old);
        }
    }

    /** The folder's kept games (files named by this class only; anything else is left alone). */
    private List<Path> newestFirst() {
        List<Path> files = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return files;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, "game-*.json")) {
            for (Path file : stream) {
                if (millisOf(file) >= 0 && Files.isRegularFile(file)) {
                    files.add(file);
                }
            }
        } catch (NoSuchFileException e) {
            return files;
        } catch (IOException e) {
            // An unreadable folder lists nothing; the game on the table is not affected.
            return new ArrayList<>();
        }
        files.sort(Comparator.comparingLong(RecentGames::millisOf).reversed());
        return files;
    }

    /** The moment in the file's name, or -1 when the name is not one this class gives. */
    private static long millisOf(Path file) {
        Matcher m = NAME.matcher(file.getFileName().toString());
        return m.matches() ? Long.parseLong(m.group(1)) : -1;
    }
}
