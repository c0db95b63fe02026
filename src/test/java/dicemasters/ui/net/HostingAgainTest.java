package dicemasters.ui.net;

import dicemasters.ai.Strength;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.team.Format;
import dicemasters.persist.SavedGames;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import dicemasters.ui.TableController;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ann hosts at her table, each network game kept in a folder of its own. Her program dies in the
 * middle of the game; started again it finds the game still marked as hosted and hosts it again
 * on the same port with the same codes: Ben's window comes back by itself and the game goes on.
 * A game Ann stopped hosting cleanly (saved for later) is not offered on start, but can be hosted
 * again from the list of saved network games.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class HostingAgainTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    @TempDir
    Path folder;
    private final List<GuestWindow> guests = new CopyOnWriteArrayList<>();
    private final List<HostedTable> hosted = new ArrayList<>();

    @AfterEach
    void stop(FxRobot robot) {
        guests.forEach(GuestWindow::close);
        robot.interact(() -> hosted.forEach(HostedTable::stop));
    }

    /** Games marked as hosted by a program that is no longer running: every one here, as after a crash. */
    private HostedGames afterACrash() {
        return new HostedGames(folder, pid -> false);
    }

    private static void waitFor(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited in vain", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TableController annHosts(FxRobot robot) {
        NewGame demo = NewGame.demo(LIBRARY, 11L);
        NewGame game = new NewGame(Format.DEMO, List.of("Ann", "Ben"), demo.teams(), 1, 11L,
                List.of(Seat.PERSON, Seat.REMOTE));
        TableController ann = new TableController(demo.start());
        robot.interact(() -> {
            try {
                hosted.add(HostedTable.start(ann, game.start(), game.computerSeats(), 0, new HostedGames(folder)));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        return ann;
    }

    private GuestWindow benJoins(FxRobot robot, HostedTable table) {
        GuestWindow[] window = new GuestWindow[1];
        robot.interact(() -> window[0] = GuestWindow.show(new Stage(), new JoinDialog.Choice("127.0.0.1",
                table.port(), table.game().joinCode(1), "Ben")));
        guests.add(window[0]);
        window[0].connect();
        return window[0];
    }

    private static String prompt(GuestWindow window) {
        return window.controller() == null ? "" : window.waiting();
    }

    @Test
    void the_host_dies_mid_game_and_hosting_it_again_brings_bens_window_back(FxRobot robot) throws Exception {
        TableController ann = annHosts(robot);
        HostedTable first = hosted.get(0);
        GuestWindow ben = benJoins(robot, first);
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"));
        robot.interact(() -> ben.link().play(new Action.Reroll(List.of())));
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Main Step"));
        int played = ann.session().actions().size();
        assertThat(new HostedGames(folder).crashed(new ArrayList<>())).as("hosted by this running program").isEmpty();

        int port = first.port();
        first.dieWithoutEnding();
        waitFor(() -> prompt(ben).startsWith("The connection to the host was lost"));

        List<HostedGames.Kept> crashed = afterACrash().crashed(new ArrayList<>());
        assertThat(crashed).hasSize(1);
        assertThat(crashed.get(0).port()).isEqualTo(port);
        assertThat(crashed.get(0).describe()).isEqualTo("Ann vs Ben (turn 1)");
        TableController restarted = new TableController(NewGame.demo(LIBRARY, 3L).start());
        robot.interact(() -> {
            try {
                hosted.add(HostedTable.resume(restarted, afterACrash(), crashed.get(0)).orElseThrow());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        HostedTable again = hosted.get(1);
        assertThat(again.game().joinCode(1)).isEqualTo(first.game().joinCode(1));
        assertThat(restarted.session().actions()).hasSize(played);
        assertThat(restarted.computerSeats().isRemote(1)).isTrue();

        waitFor(() -> again.game().isConnected(1) && prompt(ben).startsWith("Your move, Ben: Main Step"));
        robot.interact(() -> ben.link().play(new Action.Pass()));
        waitFor(() -> restarted.session().actions().size() == played + 1);
        assertThat(restarted.state().actingPlayer()).as("Ann's turn at the restarted table").isZero();
    }

    @Test
    void a_game_stopped_cleanly_is_not_offered_on_start_but_can_be_hosted_again(FxRobot robot) throws Exception {
        annHosts(robot);
        HostedTable first = hosted.get(0);
        String id = first.game().id();
        robot.interact(first::stop);

        assertThat(afterACrash().crashed(new ArrayList<>())).isEmpty();
        List<HostedGames.Kept> saved = afterACrash().unfinished(new ArrayList<>());
        assertThat(saved).extracting(HostedGames.Kept::id).containsExactly(id);
        assertThat(SavedGames.open(folder.resolve(id + ".json")).actions()).isEmpty();
    }

    @Test
    void the_computer_seats_and_the_port_are_kept_and_a_broken_mark_is_named(FxRobot robot) throws Exception {
        HostedGames games = new HostedGames(folder);
        var lobby = dicemasters.net.Lobby.standard();
        var game = games.host(lobby, NewGame.demo(LIBRARY, 4L).start(), List.of(1));
        games.hosting(game.id(), 47123, Map.of(0, Strength.HARD));
        HostedGames.Kept kept = afterACrash().crashed(new ArrayList<>()).get(0);
        assertThat(kept.port()).isEqualTo(47123);
        assertThat(kept.computerSeats()).isEqualTo(Map.of(0, Strength.HARD));

        Files.writeString(folder.resolve(game.id() + ".host.json"), "{\"version\":1,\"port\":0}");
        List<String> problems = new ArrayList<>();
        assertThat(afterACrash().unfinished(problems)).isEmpty();
        assertThat(problems).singleElement().asString().contains(game.id()).contains("\"port\" (1 to 65535)");
    }
}
