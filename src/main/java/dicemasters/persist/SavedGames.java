package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.ai.Strength;
import dicemasters.engine.card.PrintableText;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Saving a game to a file and opening it again. Opening reads, replays and checks every recorded
 * hash before it hands back a new session, so a failed open changes nothing: the game in progress
 * belongs to the caller and is never touched here.
 */
public final class SavedGames {
    /** Far above any real game (a long game is tens of kilobytes); refuses to read anything bigger. */
    public static final long MAX_FILE_BYTES = JsonFiles.Limits.SAVED_GAME.maxBytes();

    private SavedGames() {
    }

    /** Writes the game so far; the file is replaced in one step, never left half written. */
    public static void save(GameSession session, Path file) throws IOException {
        save(SavedGame.of(session), file);
    }

    public static void save(SavedGame game, Path file) throws IOException {
        AtomicFiles.write(file, new SavedGameJson().write(game));
    }

    /** Reads a file without replaying it (a problem report gives the saved game it holds). */
    public static SavedGame read(Path file) throws SavedGameException {
        String source = nameOf(file);
        JsonNode root = readTree(file, source);
        return ProblemReports.isReport(root) ? ProblemReports.savedGameOf(root, source)
                : new SavedGameJson().read(root, source);
    }

    /**
     * Opens a saved game to continue it: reads, replays and checks it. Any problem, the first
     * action that is illegal or does not match its hash included, is a {@link SavedGameException}.
     */
    public static GameSession open(Path file) throws SavedGameException {
        return openGame(file).session();
    }

    /** A saved game opened to continue it, and the seats the computer played (the others are people's). */
    public record Opened(GameSession session, Map<Integer, Strength> computerSeats) {
    }

    /** {@link #open}, with who played each seat. */
    public static Opened openGame(Path file) throws SavedGameException {
        SavedGame game = read(file);
        ReplayCheck.Outcome outcome;
        try {
            outcome = ReplayCheck.run(game);
        } catch (SavedGameException e) {
            throw new SavedGameException(nameOf(file) + ": " + e.getMessage(), 0, e);
        }
        if (!outcome.matches()) {
            ReplayCheck.Divergence d = outcome.divergence();
            throw new SavedGameException(nameOf(file) + ": " + d.message(), d.actionNumber(), null);
        }
        return new Opened(outcome.session(), game.computerSeats());
    }

    /** The file's name as messages give it (a name may hold any character, so it is escaped). */
    static String nameOf(Path file) {
        return PrintableText.escape(file.getFileName() == null ? file.toString() : file.getFileName().toString());
    }

    private static JsonNode readTree(Path file, String source) throws SavedGameException {
        try {
            return JsonFiles.read(file, JsonFiles.Limits.SAVED_GAME);
        } catch (FileProblem e) {
            throw new SavedGameException(source + ": " + e.getMessage(), 0, e);
        }
    }
}
