package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.net.GuestLink;
import dicemasters.net.LinkGuest;
import dicemasters.persist.StateHash;
import dicemasters.session.GameSession;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import dicemasters.ui.TableController;
import dicemasters.ui.TableView;
import dicemasters.ui.position.PositionEditorWindow;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.net.ServerSocket;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Game > Set up a position…, then Host over the network from here…: the Host dialog's choices for
 * the position's seats (a person here, the computer, another computer) and the port; the table
 * hosts the game from the position, and a guest who joins with the seat's code sees it as it is.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class HostingAPositionTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private TableController ann;
    private NetworkMenu network;
    private PositionEditorWindow editor;
    private GuestLink ben;

    @Start
    void start(Stage stage) {
        ann = new TableController(NewGame.demo(LIBRARY, 21L).start());
        stage.setScene(new Scene(new TableView(ann), 1280, 800));
        stage.show();
        network = new NetworkMenu(stage, ann, LIBRARY, () -> true, null);
        editor = PositionEditorWindow.open(stage, LIBRARY, ann::state, (session, computer) -> false);
        editor.offerHosting(network::hostFromPosition);
    }

    @AfterEach
    void stop(FxRobot robot) {
        if (ben != null) {
            ben.close();
        }
        robot.interact(() -> {
            if (network.hosted() != null) {
                network.hosted().stop();
            }
        });
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void the_position_is_hosted_with_the_seats_chosen_and_a_guest_sees_it(FxRobot robot) throws Exception {
        assertThat(Engine.positionProblem(ann.state())).as("the demo's start can be a position").isNull();
        String position = StateHash.of(GameSession.fromPosition(Engine.positionOf(ann.state())).current());
        int port = freePort();

        robot.clickOn("#host-from-here");
        Node ok = robot.lookup(".dialog-pane .button").match(n -> n instanceof javafx.scene.control.Button b
                && b.isDefaultButton()).query();
        ComboBox<?> bens = robot.lookup("#host-seat-2").queryAs(ComboBox.class);
        assertThat(bens.getValue()).isEqualTo(Seat.REMOTE);
        robot.interact(() -> ((ComboBox<Seat>) (ComboBox<?>) bens).setValue(Seat.PERSON));
        assertThat(ok.isDisabled()).as("no seat played from another computer").isTrue();
        robot.interact(() -> ((ComboBox<Seat>) (ComboBox<?>) bens).setValue(Seat.REMOTE));
        robot.clickOn("#host-port").eraseText(5).write(String.valueOf(port));
        robot.clickOn(ok);
        WaitForAsyncUtils.waitForFxEvents();

        HostedTable hosted = network.hosted();
        assertThat(hosted).as("hosting").isNotNull();
        assertThat(hosted.port()).isEqualTo(port);
        assertThat(hosted.game().isRemote(1)).isTrue();
        assertThat(hosted.game().isRemote(0)).isFalse();
        assertThat(ann.session().startPosition()).as("the table plays the game from the position").isNotNull();
        assertThat(StateHash.of(ann.state())).isEqualTo(position);
        assertThat(ann.computerSeats().isRemote(1)).isTrue();

        LinkGuest guest = new LinkGuest(3, 99);
        ben = GuestLink.open("127.0.0.1", port, hosted.game().joinCode(1), "Ben", guest);
        guest.use(ben);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> hosted.game().isConnected(1) && guest.welcomes == 1);
        assertThat(guest.seat).isEqualTo(1);
    }
}
