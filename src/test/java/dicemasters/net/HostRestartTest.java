package dicemasters.net;

import dicemasters.persist.SavedGame;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dicemasters.net.ServerOutput.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The host's program dies in the middle of a game (its objects dropped without a clean end, its
 * server gone) and a new host is made from its folder on the same port: the guests' windows come
 * back by themselves with their tokens ({@link GuestLink} tries again), and the game goes on to
 * exactly the states it reaches without the crash (every hash the same).
 */
@Timeout(120)
class HostRestartTest {
    private static final long SEED = 2026;
    @TempDir
    Path folder;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    /** Two automatic guests joined to the game over loopback through links that come back by themselves. */
    private List<LinkGuest> guests(HostGame game, int port) throws Exception {
        List<LinkGuest> guests = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            LinkGuest guest = new LinkGuest(seat + 7, 6);
            GuestLink link = GuestLink.open("127.0.0.1", port, game.joinCode(seat), seat == 0 ? "Ann" : "Ben", guest);
            guest.use(link);
            open.add(link::close);
            guests.add(guest);
        }
        return guests;
    }

    private static int actions(List<LinkGuest> guests) {
        return guests.stream().mapToInt(g -> g.actionsSent).sum();
    }

    /** The game played to its end with no crash: its record. */
    private SavedGame withoutACrash() throws Exception {
        Path games = folder.resolve("calm");
        Lobby lobby = Lobby.standard();
        HostGame game = new ServerGames(games, lobby).host(GameSession.start(TableForTwo.DEMO, SEED), List.of(0, 1));
        NetServer server = NetServer.start(lobby, "127.0.0.1", 0);
        open.add(server);
        List<LinkGuest> guests = guests(game, server.port());
        waitFor(() -> guests.stream().allMatch(g -> g.over));
        return SavedGames.read(games.resolve(game.id() + ".json"));
    }

    @Test
    void a_host_that_died_mid_game_hosts_it_again_from_its_folder_and_the_game_ends_as_without_the_crash()
            throws Exception {
        SavedGame calm = withoutACrash();

        Path games = folder.resolve("crash");
        Lobby lobby = Lobby.standard();
        HostGame game = new ServerGames(games, lobby).host(GameSession.start(TableForTwo.DEMO, SEED), List.of(0, 1));
        NetServer server = NetServer.start(lobby, "127.0.0.1", 0);
        int port = server.port();
        List<LinkGuest> guests = guests(game, port);
        waitFor(() -> actions(guests) >= 12);
        server.close(); // the program dies: no game is ended, nothing more is saved, every connection drops
        waitFor(() -> guests.stream().allMatch(g -> g.lostBecause != null));
        assertThat(guests.stream().allMatch(g -> g.over)).as("the game was cut in the middle").isFalse();

        Lobby restarted = Lobby.standard();
        HostGame again = new ServerGames(games, restarted).resume(game.id()).orElseThrow();
        assertThat(again.joinCode(1)).isEqualTo(game.joinCode(1));
        NetServer back = NetServer.start(restarted, "127.0.0.1", port);
        open.add(back);
        waitFor(() -> guests.stream().allMatch(g -> g.welcomes == 2));
        waitFor(() -> guests.stream().allMatch(g -> g.over));

        SavedGame crashed = SavedGames.read(games.resolve(game.id() + ".json"));
        assertThat(crashed.actions()).isEqualTo(calm.actions()); // every action, its turn and the hash after it
        GameSession replayed = SavedGames.open(games.resolve(game.id() + ".json")); // replays and checks each hash
        assertThat(replayed.current().isOver()).isTrue();
    }
}
