package dicemasters.persist;

import dicemasters.session.GameSession;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.ByteBuffer;

/**
 * Saving a game to a file and opening it again. Opening reads, replays and checks every recorded
 * hash before it hands back a new session, so a failed open changes nothing: the game in progress
 * belongs to the caller and is never touched here.
 */
public final class SavedGames {
    /** Far above any real game (a long game is tens of kilobytes); refuses to read anything bigger. */
    public static final long MAX_FILE_BYTES = 8L * 1024 * 1024;

    private SavedGames() {
    }

    /** Writes the game so far; the file is replaced in one step, never left half written. */
    public static void save(GameSession session, Path file) throws IOException {
        save(SavedGame.of(session), file);
    }

    public static void save(SavedGame game, Path file) throws IOException {
        AtomicFiles.write(file, new SavedGameJson().write(game));
    }

    /** Reads a file without replaying it. */
    public static SavedGame read(Path file) throws SavedGameException {
        String source = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        return new SavedGameJson().read(readText(file, source), source);
    }

    /**
     * Opens a saved game to continue it: reads, replays and checks it. Any problem, the first
     * action that is illegal or does not match its hash included, is a {@link SavedGameException}.
     */
    public static GameSession open(Path file) throws SavedGameException {
        SavedGame game = read(file);
        ReplayCheck.Outcome outcome;
        try {
            outcome = ReplayCheck.run(game);
        } catch (SavedGameException e) {
            throw new SavedGameException(file.getFileName() + ": " + e.getMessage(), 0, e);
        }
        if (!outcome.matches()) {
            ReplayCheck.Divergence d = outcome.divergence();
            throw new SavedGameException(file.getFileName() + ": " + d.message(), d.actionNumber(), null);
        }
        return outcome.session();
    }

    private static String readText(Path file, String source) throws SavedGameException {
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new SavedGameException(source + ": the file is too big for a saved game (" + size
                        + " bytes; the limit is " + MAX_FILE_BYTES + " bytes, 8 MB)");
            }
            byte[] bytes = Files.readAllBytes(file);
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (NoSuchFileException e) {
            throw new SavedGameException(source + ": no such file", 0, e);
        } catch (CharacterCodingException e) {
            throw new SavedGameException(source + ": not a text file (not UTF-8)", 0, e);
        } catch (IOException e) {
            throw new SavedGameException(source + ": cannot be read (" + e.getMessage() + ")", 0, e);
        }
    }
}
