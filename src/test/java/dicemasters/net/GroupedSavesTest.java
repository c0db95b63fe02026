package dicemasters.net;

import dicemasters.persist.GroupSaves;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dicemasters.net.ServerOutput.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Games whose saves are committed in groups ({@link GroupSaves}) play as those that force their
 * own: three games at once over loopback end, and each record replays with every hash.
 */
@Timeout(120)
class GroupedSavesTest {
    @TempDir
    Path folder;

    @Test
    void three_games_saved_in_groups_end_and_each_record_replays() throws Exception {
        Lobby lobby = Lobby.standard();
        List<LinkGuest> guests = new ArrayList<>();
        List<GuestLink> links = new ArrayList<>();
        try (GroupSaves group = new GroupSaves(); NetServer server = NetServer.start(lobby, "127.0.0.1", 0)) {
            ServerGames kept = new ServerGames(folder, lobby, group);
            List<HostGame> games = new ArrayList<>();
            for (int g = 0; g < 3; g++) {
                HostGame game = kept.host(GameSession.start(TableForTwo.DEMO, 40 + g), List.of(0, 1));
                games.add(game);
                for (int seat = 0; seat < 2; seat++) {
                    LinkGuest guest = new LinkGuest(g * 2 + seat, 5);
                    GuestLink link = GuestLink.open("127.0.0.1", server.port(), game.joinCode(seat), "P" + seat, guest);
                    guest.use(link);
                    guests.add(guest);
                    links.add(link);
                }
            }
            waitFor(() -> guests.stream().allMatch(g -> g.over));
            for (HostGame game : games) {
                GameSession replayed = SavedGames.open(folder.resolve(game.id() + ".json"));
                assertThat(replayed.actions()).isEqualTo(game.session().actions());
                assertThat(replayed.current().isOver()).isTrue();
            }
        } finally {
            links.forEach(GuestLink::close);
        }
    }
}
