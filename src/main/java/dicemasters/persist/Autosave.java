package dicemasters.persist;

import dicemasters.ai.Strength;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps the game in progress on disk after every action, so a crash or a killed process loses
 * nothing, and finds it again on the next start. Each save writes the whole game to a new file and
 * renames it over the old one: the autosave is always either the previous save or the new one.
 * <p>
 * Not thread-safe, like {@link GameSession}: call it from the thread that plays the session, or
 * take a {@link #snapshot} there and {@link #write} it on a background thread (one at a time).
 */
public final class Autosave {
    public static final String FILE_NAME = "autosave.json";
    /** Where a broken autosave is moved so it stops being offered but stays for a bug report. */
    public static final String SET_ASIDE_NAME = "autosave-unreadable.json";

    private final Path file;
    private final RecentGames recent;
    private final HashCache hashes = new HashCache();
    private GameSession lastSaved;

    public Autosave(Path file) {
        this(file, java.time.Clock.systemUTC());
    }

    /** An autosave whose games, once they leave the table, are kept in the folder {@code recent} beside it. */
    public Autosave(Path file, java.time.Clock clock) {
        this.file = file.toAbsolutePath();
        this.recent = new RecentGames(this.file.resolveSibling(RecentGames.FOLDER_NAME), clock);
    }

    /** The autosave in the user's home folder: ~/.dice-masters-table/autosave.json. */
    public static Autosave inUserHome() {
        return new Autosave(Path.of(System.getProperty("user.home"), ".dice-masters-table", FILE_NAME));
    }

    public Path file() {
        return file;
    }

    /** The games that left the table before this one, newest first. */
    public RecentGames recent() {
        return recent;
    }

    /**
     * The game in the autosave leaves the table (another game replaces it, or it was not resumed):
     * its file joins the {@link #recent} games and the next save starts a new autosave. Nothing to
     * do when there is no autosave. It touches only files, so it may run on the writing thread,
     * in order with the writes.
     */
    public void keepAsRecent() throws IOException {
        if (Files.exists(file)) {
            recent.keep(file);
        }
    }

    /** Call after every accepted action and after every undo. */
    public void save(GameSession session) throws IOException {
        write(snapshot(session));
    }

    /**
     * The record of the session as it stands, hashing only states not hashed before. Take it on the
     * thread that plays the session; {@link #write} may then run on another thread.
     */
    public SavedGame snapshot(GameSession session) {
        return snapshot(session, Map.of());
    }

    /** {@link #snapshot(GameSession)} with the seats the computer plays. */
    public SavedGame snapshot(GameSession session, Map<Integer, Strength> computerSeats) {
        if (session != lastSaved) {
            // A new game: the states of the old one will never be asked for again.
            hashes.clear();
            lastSaved = session;
        }
        return SavedGame.of(session, hashes).withComputerSeats(computerSeats);
    }

    /** Writes a snapshot: to a new file, flushed to the disk, then renamed over the autosave. */
    public void write(SavedGame game) throws IOException {
        SavedGames.save(game, file);
    }

    /**
     * The game the last run left unfinished, replayed, checked and ready to continue; empty when
     * there is no autosave or its game has ended. A broken autosave is a {@link SavedGameException}
     * whose message the program can show before offering to {@link #setAside} the file.
     */
    public Optional<GameSession> unfinishedGame() throws SavedGameException {
        return unfinished().map(SavedGames.Opened::session);
    }

    /** {@link #unfinishedGame}, with the seats the computer played. */
    public Optional<SavedGames.Opened> unfinished() throws SavedGameException {
        deleteLeftovers();
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        SavedGames.Opened opened = SavedGames.openGame(file);
        return opened.session().current().isOver() ? Optional.empty() : Optional.of(opened);
    }

    /** Forget the autosave: the player declined to resume, or started a new game. */
    public void discard() throws IOException {
        Files.deleteIfExists(file);
        lastSaved = null;
        hashes.clear();
    }

    /** Moves a broken autosave out of the way (replacing an older broken one) and returns where it went. */
    public Path setAside() throws IOException {
        Path target = file.resolveSibling(SET_ASIDE_NAME);
        Files.move(file, target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }

    /**
     * Deletes temporary files of saves cut short by a crash. Best effort: the autosave itself is
     * whole either way and leftovers are never read.
     */
    private void deleteLeftovers() {
        Path dir = file.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return;
        }
        try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(dir,
                file.getFileName() + ".*" + AtomicFiles.TEMP_SUFFIX)) {
            for (Path leftover : leftovers) {
                Files.deleteIfExists(leftover);
            }
        } catch (IOException e) {
            // Left for the next start to try again.
        }
    }
}
