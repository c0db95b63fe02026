package dicemasters.net;

import dicemasters.engine.setup.GameSetup;
import dicemasters.persist.Autosave;
import dicemasters.persist.GroupSaves;
import dicemasters.persist.SavedGameJson;
import dicemasters.persist.SavedGameException;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * The games a host keeps in a folder: each is saved after every action and every seat taken (its
 * saved game through {@link Autosave}, its seats in a {@link SeatsFile}), and on start every
 * unfinished game there is hosted again, so guests rejoin with their tokens after a restart.
 */
public final class ServerGames {
    private final Path folder;
    private final Lobby lobby;
    /** The writer that commits several games' saves together (null: each game forces its own save). */
    private final GroupSaves group;

    public ServerGames(Path folder, Lobby lobby) {
        this(folder, lobby, null);
    }

    /**
     * Games whose saves go through {@code group}: each still waits until its own save is on the
     * disk before anyone hears of the move, but saves arriving together share the disk's flushes.
     */
    public ServerGames(Path folder, Lobby lobby, GroupSaves group) {
        this.folder = folder;
        this.lobby = lobby;
        this.group = group;
    }

    /** Hosts every unfinished game of the folder again; a file that cannot be read is named in the list of problems. */
    public List<String> resumeAll() throws IOException {
        List<String> problems = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return problems;
        }
        List<Path> seatFiles = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SeatsFile.SUFFIX)) {
            files.forEach(seatFiles::add);
        }
        seatFiles.sort(null);
        for (Path seats : seatFiles) {
            String name = seats.getFileName().toString();
            String id = name.substring(0, name.length() - SeatsFile.SUFFIX.length());
            try {
                resume(id);
            } catch (SavedGameException | IOException e) {
                problems.add(id + ": " + e.getMessage());
            }
        }
        return problems;
    }

    /**
     * Hosts one kept game again (a game saved for later, say) with the codes, tokens and names it
     * had; empty when the game is over.
     */
    public java.util.Optional<HostGame> resume(String id) throws SavedGameException, IOException {
        Autosave save = autosave(id);
        var opened = save.unfinishedGame();
        if (opened.isEmpty()) {
            return java.util.Optional.empty();
        }
        GameSession session = opened.get();
        Path seats = folder.resolve(id + SeatsFile.SUFFIX);
        SeatsFile.Seats saved = SeatsFile.read(seats, session.setup().teams().size());
        return java.util.Optional.of(lobby.resume(id, session, saved, keeper(save, seats)));
    }

    /** A new game with every seat remote, saved from the start. */
    public HostGame hostNew(GameSetup setup) {
        List<Integer> seats = new ArrayList<>();
        for (int s = 0; s < setup.teams().size(); s++) {
            seats.add(s);
        }
        return host(setup, seats);
    }

    /**
     * A new game whose {@code remote} seats are played from other computers (the others at the
     * host's own table), saved from the start and after every action.
     */
    public HostGame host(GameSetup setup, List<Integer> remote) {
        return host(GameSession.start(setup, new SecureRandom().nextLong()), remote);
    }

    /**
     * A game already started (the host's window's new game, or one from a position) hosted from
     * the folder, its {@code remote} seats played from other computers; saved now and after every
     * action.
     */
    public HostGame host(GameSession session, List<Integer> remote) {
        String id = "game-" + Long.toUnsignedString(new SecureRandom().nextLong(), 36);
        var keeper = keeper(autosave(id), folder.resolve(id + SeatsFile.SUFFIX));
        HostGame game = lobby.host(id, session, remote, keeper);
        keeper.accept(game);
        return game;
    }

    private Autosave autosave(String id) {
        return new Autosave(folder.resolve(id + ".json"));
    }

    /** Saves the game after every change, and its seats when they changed (a seat taken), not after every move. */
    private java.util.function.Consumer<HostGame> keeper(Autosave save, Path seats) {
        String[] written = {null};
        return game -> {
            try {
                if (group == null) {
                    save.save(game.session());
                } else {
                    group.save(save.file(), new SavedGameJson().write(save.snapshot(game.session())));
                }
                String now = SeatsFile.text(game);
                if (!now.equals(written[0])) {
                    SeatsFile.write(seats, now);
                    written[0] = now;
                }
            } catch (IOException e) {
                throw new UncheckedIOException("the game " + game.id() + " could not be saved", e);
            }
        };
    }
}
