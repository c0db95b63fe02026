package dicemasters.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The puzzles a player has solved (Learn > Puzzles ticks them), remembered beside the settings in
 * {@code ~/.dice-masters-table/solved-puzzles.txt}: one puzzle id a line. Read strictly: a line that
 * is not an id, an id given twice, too many lines or too large a file is refused with the file and
 * the line, and the program starts with none solved. No JavaFX.
 */
public final class SolvedPuzzles {
    static final String FILE_NAME = "solved-puzzles.txt";
    private static final long MAX_BYTES = 64 * 1024;
    private static final int MAX_LINES = 1000;
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,59}");
    private final Path file;
    private final Set<String> solved = new LinkedHashSet<>();
    private String problem;

    private SolvedPuzzles(Path file) {
        this.file = file;
    }

    /** Kept in the settings' folder; in memory when the settings are (the tests' windows). */
    public static SolvedPuzzles beside(SettingsKeeper settings) {
        return settings.folder() == null ? inMemory() : read(settings.folder().resolve(FILE_NAME));
    }

    public static SolvedPuzzles inMemory() {
        return new SolvedPuzzles(null);
    }

    /** The file's puzzles; when it cannot be read, none, and {@link #problemOnStart} says why. */
    public static SolvedPuzzles read(Path file) {
        SolvedPuzzles kept = new SolvedPuzzles(file);
        try {
            kept.load();
        } catch (IOException e) {
            kept.solved.clear();
            kept.problem = file + ": " + e.getMessage();
        }
        return kept;
    }

    private void load() throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        if (!Files.isRegularFile(file) || Files.size(file) > MAX_BYTES) {
            throw new IOException("not a list of solved puzzles (at most " + MAX_BYTES + " bytes)");
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.size() > MAX_LINES) {
            throw new IOException(lines.size() + " lines; at most " + MAX_LINES);
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (!ID.matcher(line).matches()) {
                throw new IOException("line " + (i + 1) + ": not a puzzle's id (small letters, digits and dashes)");
            }
            if (!solved.add(line)) {
                throw new IOException("line " + (i + 1) + ": '" + line + "' is listed twice");
            }
        }
    }

    public boolean isSolved(String id) {
        return solved.contains(id);
    }

    public Set<String> all() {
        return Set.copyOf(solved);
    }

    /** Why the file could not be read when the program started, or null. */
    public String problemOnStart() {
        return problem;
    }

    /** Remembers a solved puzzle (written at once when there is a file). */
    public void markSolved(String id) {
        if (!ID.matcher(id).matches() || !solved.add(id) || file == null) {
            return;
        }
        try {
            Files.createDirectories(file.getParent());
            Path temporary = file.resolveSibling(FILE_NAME + ".new");
            Files.writeString(temporary, "# Dice Masters Table: the puzzles you have solved (Learn > Puzzles).\n"
                    + String.join("\n", solved) + "\n", StandardCharsets.UTF_8);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            System.err.println("The solved puzzles could not be saved to " + file + ": " + e.getMessage());
        }
    }
}
