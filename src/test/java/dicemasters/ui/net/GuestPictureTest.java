package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.net.GuestLink;
import dicemasters.net.HostGame;
import dicemasters.net.HostMessage;
import dicemasters.net.Lobby;
import dicemasters.net.NetServer;
import dicemasters.session.GameSession;
import dicemasters.ui.NewGame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A guest's picture of the table, drawn only from what the host sent, shows what the host's own
 * table shows of every die outside the bags and the count of each bag, at every decision of a
 * game played by two random guests over loopback.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class GuestPictureTest {
    private final Lobby lobby = Lobby.standard();
    private NetServer server;
    private final List<GuestLink> links = new ArrayList<>();
    private final List<String> problems = new CopyOnWriteArrayList<>();
    private volatile int compared;
    /** The guests' links are all open (a welcome may arrive before its link is returned). */
    private final CountDownLatch open = new CountDownLatch(1);

    @AfterEach
    void close() throws Exception {
        links.forEach(GuestLink::close);
        server.close();
    }

    @Test
    void the_picture_shows_every_die_the_host_shows_and_bags_as_counts() throws Exception {
        play(NewGame.demo(CardLibrary.loadBundled(), 3L).toSetup(), 3L);
    }

    @Test
    void in_doubles_the_picture_shows_the_four_players_dice_as_the_host_does() throws Exception {
        play(CardLibrary.loadBundled().preset("hhs-doubles").orElseThrow().toSetup(GameSetup.RANDOM_FIRST), 12L);
    }

    private void play(GameSetup setup, long seed) throws Exception {
        int seats = setup.teams().size();
        HostGame game = lobby.host("picture", GameSession.start(setup, seed), java.util.stream.IntStream.range(0, seats)
                .boxed().toList(), g -> { });
        server = NetServer.start(lobby, "127.0.0.1", 0);
        for (int seat = 0; seat < seats; seat++) {
            links.add(GuestLink.open("127.0.0.1", server.port(), game.joinCode(seat), "Guest " + seat,
                    new RandomGuest(game, setup, seat)));
        }
        open.countDown();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < end && !over(game) && problems.isEmpty()) {
            Thread.sleep(20);
        }
        assertThat(problems).isEmpty();
        assertThat(over(game)).isTrue();
        assertThat(compared).isGreaterThan(20);
    }

    private boolean over(HostGame game) {
        synchronized (game) {
            return game.session().current().isOver();
        }
    }

    /** What a table shows of dice: per card, zone, owner and face, how many; the bags as counts. */
    private static Map<String, Integer> shown(GameState s) {
        Map<String, Integer> out = new TreeMap<>();
        for (Die d : s.dice()) {
            String key = d.cardIndex() + " " + d.zone() + " " + d.owner()
                    + (d.zone().isRolled() ? " face " + d.faceIndex() + " damage " + d.damage() : "");
            out.merge(key, 1, Integer::sum);
        }
        return out;
    }

    /** Plays at random among the legal moves the host sends; before each move, compares the picture with the host's table. */
    private final class RandomGuest implements GuestLink.Listener {
        private final HostGame game;
        private final GameSetup setup;
        private final int seat;
        private final SplittableRandom random;

        RandomGuest(HostGame game, GameSetup setup, int seat) {
            this.game = game;
            this.setup = setup;
            this.seat = seat;
            this.random = new SplittableRandom(seat);
        }

        @Override
        public void received(HostMessage message) {
            try {
                open.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            if (message instanceof HostMessage.Update u && !u.legal().isEmpty()) {
                GuestPicture picture = GuestPicture.of(setup, u.view());
                GameState host;
                synchronized (game) {
                    host = game.session().current();
                }
                if (!shown(picture.state()).equals(shown(host))) {
                    problems.add("turn " + host.turn() + ": the picture shows " + shown(picture.state())
                            + " where the host has " + shown(host));
                }
                if (picture.state().step() != host.step() || picture.state().player(seat).life() != host.player(seat)
                        .life()) {
                    problems.add("turn " + host.turn() + ": the picture is at " + picture.state().step());
                }
                compared++;
                Action next = u.view().turn() > 6 ? new Action.Concede() : u.legal().get(random.nextInt(u.legal()
                        .size()));
                links.get(seat).play(next);
            } else if (message instanceof HostMessage.Rejected || message instanceof HostMessage.Error) {
                problems.add("guest " + seat + " was told: " + message);
            }
        }

        @Override
        public void lost(String reason, boolean retrying) {
        }
    }
}
