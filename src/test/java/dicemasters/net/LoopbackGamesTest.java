package dicemasters.net;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.persist.SavedGame;
import dicemasters.persist.StateHash;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whole games between automatic guests through the real protocol over this machine's loopback
 * (Jetty's WebSocket server, the JDK's client): two players, four in Doubles, and a guest cut off
 * in the middle of a turn who comes back with its token.
 */
@Timeout(120)
class LoopbackGamesTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final int CONCEDE_AFTER_TURN = 30;
    private final Lobby lobby = Lobby.standard();
    private final List<AutoGuest> guests = new ArrayList<>();
    private NetServer server;

    @AfterEach
    void stop() throws Exception {
        guests.forEach(AutoGuest::close);
        if (server != null) {
            server.close();
        }
    }

    @Test
    void two_guests_play_a_whole_seeded_game_and_the_hosts_record_replays_to_the_same_hashes() throws Exception {
        HostGame game = hostAndJoin(LIBRARY.preset("jus-demo").orElseThrow().toSetup(GameSetup.RANDOM_FIRST), 11);
        waitFor(() -> guests.stream().allMatch(g -> g.over), 20_000);
        assertPlayedCleanly(game);
        assertReplaysLocally(game.session());
    }

    @Test
    void four_guests_play_a_whole_doubles_game() throws Exception {
        HostGame game = hostAndJoin(LIBRARY.preset("hhs-doubles").orElseThrow().toSetup(GameSetup.RANDOM_FIRST), 12);
        waitFor(() -> guests.stream().allMatch(g -> g.over), 20_000);
        assertPlayedCleanly(game);
        assertReplaysLocally(game.session());
    }

    @Test
    void a_guest_cut_off_in_the_middle_of_its_turn_comes_back_and_the_game_goes_on() throws Exception {
        HostGame game = hostAndJoin(LIBRARY.preset("jus-demo").orElseThrow().toSetup(0), 13);
        AutoGuest ann = guests.get(0);
        // Cut while the game waits on Ann, a few actions in.
        waitFor(() -> game.session().actions().size() >= 6 && actingSeat(game) == 0, 30_000);
        synchronized (ann) {
            ann.cut();
        }
        waitFor(() -> !game.isConnected(0), 10_000);
        int actionsWhileAway = game.session().actions().size();
        assertThat(game.session().current().isOver()).isFalse();
        ann.rejoin(server.port());
        waitFor(() -> guests.stream().allMatch(g -> g.over), 20_000);
        assertThat(game.session().actions().size()).isGreaterThan(actionsWhileAway);
        assertPlayedCleanly(game);
        assertReplaysLocally(game.session());
    }

    @Test
    void three_games_at_once_on_one_server_each_go_their_own_way_to_the_end() throws Exception {
        GameSetup setup = LIBRARY.preset("jus-demo").orElseThrow().toSetup(GameSetup.RANDOM_FIRST);
        List<HostGame> games = new ArrayList<>();
        for (int g = 0; g < 3; g++) {
            games.add(lobby.host("game " + g, GameSession.start(setup, 20 + g), List.of(0, 1), x -> { }));
        }
        server = NetServer.start(lobby, "127.0.0.1", 0);
        for (int g = 0; g < 3; g++) {
            for (int s = 0; s < 2; s++) {
                AutoGuest guest = new AutoGuest("Guest " + g + s, g * 10L + s, CONCEDE_AFTER_TURN);
                guests.add(guest);
                guest.join(server.port(), games.get(g).joinCode(s));
            }
        }
        waitFor(() -> guests.stream().allMatch(g -> g.over), 60_000);
        for (HostGame game : games) {
            assertThat(game.session().current().isOver()).isTrue();
            assertReplaysLocally(game.session());
        }
        guests.forEach(g -> assertThat(g.refusals).isEmpty());
        int sent = guests.stream().mapToInt(g -> g.actionsSent).sum();
        assertThat(sent).isEqualTo(games.stream().mapToInt(g -> g.session().actions().size()).sum());
    }

    private HostGame hostAndJoin(GameSetup setup, long seed) throws Exception {
        int seats = setup.teams().size();
        List<Integer> remote = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            remote.add(s);
        }
        HostGame game = lobby.host("loopback", GameSession.start(setup, seed), remote, g -> { });
        server = NetServer.start(lobby, "127.0.0.1", 0);
        for (int s = 0; s < seats; s++) {
            AutoGuest guest = new AutoGuest("Guest " + s, seed * 10 + s, CONCEDE_AFTER_TURN);
            guests.add(guest);
            guest.join(server.port(), game.joinCode(s));
        }
        return game;
    }

    private static int actingSeat(HostGame game) {
        synchronized (game) {
            return game.session().current().actingPlayer();
        }
    }

    private void assertPlayedCleanly(HostGame game) {
        assertThat(game.session().current().isOver()).isTrue();
        for (AutoGuest g : guests) {
            assertThat(g.refusals).as(g + " was refused").isEmpty();
            assertThat(g.lastView.get("over").asBoolean()).isTrue();
        }
        int sent = guests.stream().mapToInt(g -> g.actionsSent).sum();
        assertThat(sent).isEqualTo(game.session().actions().size());
    }

    /** The host's saved record replays, action by action, to the hashes of the same actions played here. */
    private static void assertReplaysLocally(GameSession hosted) {
        SavedGame record = SavedGame.of(hosted);
        GameSession local = GameSession.start(hosted.setup(), hosted.seed());
        assertThat(StateHash.of(local.current())).isEqualTo(record.startHash());
        for (SavedGame.RecordedAction recorded : record.actions()) {
            Action action = recorded.action();
            assertThat(local.play(action).isDone()).isTrue();
            assertThat(StateHash.of(local.current())).isEqualTo(recorded.hashAfter());
        }
        assertThat(local.current().isOver()).isTrue();
    }

    private void waitFor(BooleanSupplier condition, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                StringBuilder state = new StringBuilder();
                for (AutoGuest g : guests) {
                    state.append("\n seat ").append(g.seat).append(" sent ").append(g.actionsSent).append(" closed ")
                            .append(g.closedBecause).append(" refusals ").append(g.refusals);
                }
                lobby.games().forEach(g -> state.append("\n host: ").append(g.session().actions().size())
                        .append(" actions, waits on ").append(g.session().current().actingPlayer()));
                throw new AssertionError("waited " + millis + " ms in vain" + state);
            }
            Thread.sleep(10);
        }
    }
}
