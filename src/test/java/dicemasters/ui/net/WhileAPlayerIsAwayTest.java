package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.net.HostGame;
import dicemasters.net.Lobby;
import dicemasters.net.NetServer;
import dicemasters.engine.team.Format;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Both players are guests of a host with no table of its own (as at the headless server), over
 * loopback: when Ann leaves, Ben's window waits for her and offers to concede or to save the game
 * for later; either is a message to the host, whose game decides.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class WhileAPlayerIsAwayTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private HostGame game;
    private NetServer server;
    private final List<GuestWindow> guests = new CopyOnWriteArrayList<>();

    @BeforeEach
    void host() throws Exception {
        Lobby lobby = Lobby.standard();
        NewGame demo = NewGame.demo(LIBRARY, 5L);
        NewGame both = new NewGame(Format.DEMO, List.of("Ann", "Ben"), demo.teams(), 0, 5L,
                List.of(Seat.REMOTE, Seat.REMOTE));
        game = lobby.host("away", both.start(), List.of(0, 1), g -> { });
        server = NetServer.start(lobby, "127.0.0.1", 0);
    }

    @AfterEach
    void stop() throws Exception {
        guests.forEach(GuestWindow::close);
        server.close();
    }

    private GuestWindow open(FxRobot robot, int seat, String name) {
        GuestWindow[] window = new GuestWindow[1];
        robot.interact(() -> window[0] = GuestWindow.show(new Stage(), new JoinDialog.Choice("127.0.0.1",
                server.port(), game.joinCode(seat), name)));
        guests.add(window[0]);
        window[0].connect();
        return window[0];
    }

    private void waitFor(BooleanSupplier condition, Supplier<String> what) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited in vain; " + what.get(), e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private GuestWindow benWhileAnnIsAway(FxRobot robot) {
        GuestWindow ann = open(robot, 0, "Ann");
        GuestWindow ben = open(robot, 1, "Ben");
        waitFor(() -> game.isConnected(0) && game.isConnected(1) && ben.controller() != null, () -> "both at the table");
        ann.close();
        waitFor(() -> ben.barShown() != null && ben.barShown().startsWith("Ann lost the connection: waiting"),
                () -> String.valueOf(ben.barShown()));
        return ben;
    }

    private void click(FxRobot robot, GuestWindow window, String id) {
        Button button = robot.from(window.root()).lookup(id).queryButton();
        robot.interact(() -> ((Stage) button.getScene().getWindow()).toFront());
        robot.clickOn(button);
    }

    @Test
    void ben_saves_the_game_for_later_while_ann_is_away(FxRobot robot) {
        GuestWindow ben = benWhileAnnIsAway(robot);
        click(robot, ben, "#network-save");
        waitFor(() -> ben.barShown() != null && ben.barShown().startsWith("Ben saved the game for later"),
                () -> String.valueOf(ben.barShown()));
        assertThat(ben.waiting()).startsWith("Ben saved the game for later").endsWith("This window may be closed.");
        assertThat(game.isConnected(1)).as("the host let every connection go").isFalse();
        assertThat(game.session().current().isOver()).isFalse();
    }

    @Test
    void ben_concedes_while_ann_is_away_after_saying_yes(FxRobot robot) {
        GuestWindow ben = benWhileAnnIsAway(robot);
        click(robot, ben, "#network-concede");
        DialogPane confirm = robot.lookup("#confirm-concede").queryAs(DialogPane.class);
        Button yes = robot.from(confirm).lookup(".button").queryAllAs(Button.class).stream()
                .filter(b -> b.getText().equals("Concede")).findFirst().orElseThrow();
        robot.clickOn(yes);
        waitFor(() -> game.session().current().isOver(), () -> ben.waiting());
        assertThat(game.session().current().winner()).isZero();
        waitFor(() -> ben.waiting().equals("Ann wins the game."), () -> ben.waiting());
        assertThat(ben.barShown()).as("nothing left to offer once the game is over").isNull();
    }
}
