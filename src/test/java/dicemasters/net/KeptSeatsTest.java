package dicemasters.net;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

import static dicemasters.net.ServerOutput.waitFor;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A guest's program keeps its seat on disk: closed (or crashed) and started again, it takes its
 * seat back with its token; a game saved for later on the server is come back to the same way; a
 * game over is forgotten. The file is its owner's only and read strictly.
 */
@Timeout(60)
class KeptSeatsTest {
    private static final KeptSeats.Seat BENS = new KeptSeats.Seat("192.168.1.5", 47100, "game-x1", 1, "tok3n",
            "Ben", List.of("Ann", "Ben"));

    @TempDir
    Path folder;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    private KeptSeats kept() {
        return new KeptSeats(folder.resolve(KeptSeats.FILE_NAME));
    }

    @Test
    void a_kept_seat_reads_back_and_is_offered_in_words() throws IOException {
        kept().remember(BENS);
        assertThat(kept().list()).containsExactly(BENS);
        assertThat(BENS.offer()).isEqualTo("Rejoin your game with Ann at 192.168.1.5:47100?");
        KeptSeats.Seat doubles = new KeptSeats.Seat("10.0.0.2", 47100, "game-d", 2, "t", "Cid",
                List.of("Ann", "Ben", "Cid", "Dee"));
        assertThat(doubles.offer()).isEqualTo("Rejoin your game with Ann and Ben and Dee at 10.0.0.2:47100?");
    }

    @Test
    void the_same_seat_kept_again_replaces_the_old_one_and_a_game_is_forgotten_whole() throws IOException {
        kept().remember(BENS);
        KeptSeats.Seat newToken = new KeptSeats.Seat("192.168.1.5", 47100, "game-x1", 1, "other", "Ben",
                List.of("Ann", "Ben"));
        KeptSeats.Seat elsewhere = new KeptSeats.Seat("10.0.0.9", 47100, "game-y", 0, "t2", "Ben",
                List.of("Ben", "Cat"));
        kept().remember(newToken);
        kept().remember(elsewhere);
        assertThat(kept().list()).containsExactly(newToken, elsewhere);
        kept().forget("192.168.1.5", 47100, "game-x1");
        assertThat(kept().list()).containsExactly(elsewhere);
    }

    @Test
    void the_file_is_readable_by_its_owner_only_and_never_holds_a_join_code() throws IOException {
        kept().remember(BENS);
        Path file = folder.resolve(KeptSeats.FILE_NAME);
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        }
        assertThat(Files.readString(file)).contains("\"token\"").doesNotContain("\"code\"");
    }

    @Test
    void a_broken_file_is_refused_in_words_naming_what_is_wrong() throws IOException {
        Path file = folder.resolve(KeptSeats.FILE_NAME);
        String seat = "{\"address\":\"a\",\"port\":1,\"game\":\"g\",\"seat\":0,\"token\":\"t\",\"name\":\"n\","
                + "\"players\":[\"n\",\"m\"]";
        String[][] broken = {
                {"not json", "not valid JSON"},
                {"{\"version\":2,\"seats\":[]}", "\"version\": 1"},
                {"{\"version\":1,\"seats\":[]} trailing", "more text"},
                {"{\"version\":1,\"seats\":[" + seat + ",\"extra\":1}]}", "unknown field 'extra'"},
                {"{\"version\":1,\"seats\":[" + seat.replace("\"token\":\"t\",", "") + "}]}", "field 'token'"},
                {"{\"version\":1,\"seats\":[" + seat.replace("\"port\":1", "\"port\":70000") + "}]}", "field 'port'"},
                {"{\"version\":1,\"seats\":[" + seat.replace("\"seat\":0", "\"seat\":5") + "}]}", "field 'seat'"},
                {"{\"version\":1,\"seats\":[" + seat.replace("\"name\":\"n\"", "\"name\":7") + "}]}", "field 'name'"},
                {"{\"version\":1,\"seats\":[" + seat + "}],\"seats\":[]}", "seats"},
                {"{\"version\":1,\"seats\":[" + (seat + "},").repeat(KeptSeats.MAX_SEATS) + seat + "}]}", "more than 50"},
        };
        for (String[] b : broken) {
            Files.writeString(file, b[0]);
            assertThatThrownBy(() -> kept().list()).as(b[0]).isInstanceOf(IOException.class)
                    .hasMessageContaining(KeptSeats.FILE_NAME).hasMessageContaining(b[1]);
        }
        kept().remember(BENS); // a seat taken now replaces what could not be read
        assertThat(kept().list()).containsExactly(BENS);
    }

    /** A host with a game whose both seats are remote, kept in a folder as the headless server keeps them. */
    private HostGame host(Lobby lobby) {
        return new ServerGames(folder.resolve("server"), lobby).hostNew(TableForTwo.DEMO);
    }

    private int serve(Lobby lobby) throws Exception {
        NetServer server = NetServer.start(lobby, "127.0.0.1", 0);
        open.add(server);
        return server.port();
    }

    private LinkGuest join(int port, String code, String name, KeptSeats seats) throws Exception {
        LinkGuest guest = new LinkGuest(name.hashCode(), 3);
        GuestLink link = GuestLink.open("127.0.0.1", port, code, name,
                seats == null ? guest : new SeatKeeper(seats, "127.0.0.1", port, guest));
        guest.use(link);
        open.add(link::close);
        return guest;
    }

    private LinkGuest rejoin(KeptSeats.Seat seat, KeptSeats seats) throws Exception {
        LinkGuest guest = new LinkGuest(seat.name().hashCode(), 3);
        GuestLink link = GuestLink.rejoin(seat.address(), seat.port(), seat.token(),
                new SeatKeeper(seats, seat.address(), seat.port(), guest));
        guest.use(link);
        open.add(link::close);
        return guest;
    }

    @Test
    void a_guest_program_closed_mid_game_takes_its_seat_back_from_the_file_and_forgets_it_when_the_game_ends()
            throws Exception {
        Lobby lobby = Lobby.standard();
        HostGame game = host(lobby);
        int port = serve(lobby);
        LinkGuest ann = join(port, game.joinCode(0), "Ann", null);
        LinkGuest ben = join(port, game.joinCode(1), "Ben", kept());
        waitFor(() -> ben.welcomes == 1 && ann.actionsSent + ben.actionsSent >= 4);

        // Ben's program closes; the game waits on his seat.
        ben.link().close();
        waitFor(() -> game.awaySeats().contains(1));
        KeptSeats.Seat seat = kept().list().get(0);
        assertThat(seat.seat()).isEqualTo(1);
        assertThat(seat.offer()).isEqualTo("Rejoin your game with Sam at 127.0.0.1:" + port + "?");

        // Started again, it reads the file and comes back to the same seat with the token, no code typed.
        LinkGuest again = rejoin(seat, kept());
        waitFor(() -> again.welcomes == 1);
        assertThat(again.seat).isEqualTo(1);
        assertThat(game.awaySeats()).isEmpty();
        waitFor(() -> again.over && ann.over);
        waitFor(() -> {
            try {
                return kept().list().isEmpty();
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void a_game_saved_for_later_on_the_server_is_come_back_to_with_the_kept_seat() throws Exception {
        Lobby lobby = Lobby.standard();
        HostGame game = host(lobby);
        int port = serve(lobby);
        LinkGuest ann = join(port, game.joinCode(0), "Ann", null);
        KeptSeats bens = kept();
        // Ben's program only watches and saves: it never moves on its own.
        GuestLink.Listener quiet = new GuestLink.Listener() {
            @Override
            public void received(HostMessage message) {
            }

            @Override
            public void lost(String reason, boolean retrying) {
            }
        };
        GuestLink ben = GuestLink.open("127.0.0.1", port, game.joinCode(1), "Ben",
                new SeatKeeper(bens, "127.0.0.1", port, quiet));
        open.add(ben::close);
        waitFor(() -> game.isConnected(1) && game.isConnected(0));
        ann.link().close();
        waitFor(() -> game.awaySeats().contains(0));
        ben.saveForLater();
        waitFor(() -> !game.isConnected(1));
        ben.close();

        KeptSeats.Seat seat = bens.list().get(0);
        LinkGuest back = rejoin(seat, bens);
        waitFor(() -> back.welcomes == 1);
        assertThat(back.seat).isEqualTo(1);
        assertThat(game.isConnected(1)).isTrue();
        assertThat(game.session().current().isOver()).isFalse();
        assertThat(bens.list()).containsExactly(seat);
    }

    @Test
    void a_spectator_keeps_no_seat() throws Exception {
        Lobby lobby = Lobby.standard();
        HostGame game = host(lobby);
        int port = serve(lobby);
        LinkGuest watcher = new LinkGuest(1, 3);
        GuestLink link = GuestLink.open("127.0.0.1", port, game.watchCode(), null,
                new SeatKeeper(kept(), "127.0.0.1", port, watcher));
        open.add(link::close);
        waitFor(() -> watcher.welcomes == 1);
        assertThat(kept().list()).isEmpty();
    }
}
