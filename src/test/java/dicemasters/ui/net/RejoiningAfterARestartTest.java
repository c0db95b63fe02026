package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.team.Format;
import dicemasters.net.HostGame;
import dicemasters.net.KeptSeats;
import dicemasters.net.Lobby;
import dicemasters.net.NetServer;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ben's program is closed in the middle of a network game and started again: Join a network game
 * offers "Rejoin your game with Ann at 127.0.0.1:PORT?", and Rejoin puts Ben back at his seat with
 * the token his program kept, no code typed. A file of kept seats that cannot be read is said in
 * words in the dialog.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class RejoiningAfterARestartTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    @TempDir
    Path folder;
    private HostGame game;
    private NetServer server;
    private final List<GuestWindow> guests = new CopyOnWriteArrayList<>();

    @BeforeEach
    void host() throws Exception {
        Lobby lobby = Lobby.standard();
        NewGame demo = NewGame.demo(LIBRARY, 5L);
        NewGame both = new NewGame(Format.DEMO, List.of("Ann", "Ben"), demo.teams(), 0, 5L,
                List.of(Seat.REMOTE, Seat.REMOTE));
        game = lobby.host("kept", both.start(), List.of(0, 1), g -> { });
        server = NetServer.start(lobby, "127.0.0.1", 0);
    }

    @AfterEach
    void stop() throws Exception {
        guests.forEach(GuestWindow::close);
        server.close();
    }

    private KeptSeats kept() {
        return new KeptSeats(folder.resolve(KeptSeats.FILE_NAME));
    }

    private GuestWindow open(FxRobot robot, JoinDialog.Choice choice) {
        GuestWindow[] window = new GuestWindow[1];
        robot.interact(() -> window[0] = GuestWindow.show(new Stage(), choice));
        window[0].keepIn(kept());
        guests.add(window[0]);
        window[0].connect();
        return window[0];
    }

    private static void waitFor(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited in vain", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The rows Join a network game shows above the fields, on a stage of their own; the choice made lands in {@code chosen}. */
    private VBox rows(FxRobot robot, JoinDialog.Choice[] chosen) {
        VBox[] rows = new VBox[1];
        robot.interact(() -> {
            rows[0] = KeptSeatRows.of(kept(), seat -> chosen[0] = JoinDialog.Choice.rejoin(seat));
            Stage stage = new Stage();
            stage.setScene(new Scene(rows[0], 600, 200));
            stage.show();
        });
        return rows[0];
    }

    @Test
    void ben_closes_his_window_and_rejoins_his_seat_from_the_join_dialog(FxRobot robot) throws IOException {
        GuestWindow ben = open(robot, new JoinDialog.Choice("127.0.0.1", server.port(), game.joinCode(1), "Ben"));
        waitFor(() -> ben.controller() != null && game.isConnected(1));
        robot.interact(ben::close);
        waitFor(() -> game.awaySeats().contains(1));

        JoinDialog.Choice[] chosen = {null};
        VBox rows = rows(robot, chosen);
        String offer = robot.from(rows).lookup(".label").queryAs(Label.class).getText();
        assertThat(offer).isEqualTo("Rejoin your game with Ann at 127.0.0.1:" + server.port() + "?");
        robot.clickOn(robot.from(rows).lookup("#rejoin-0").queryButton());
        assertThat(chosen[0].token()).isEqualTo(kept().list().get(0).token());
        assertThat(chosen[0].code()).isNull();

        GuestWindow again = open(robot, chosen[0]);
        waitFor(() -> again.controller() != null && game.isConnected(1));
        assertThat(again.controller().look().bottomSeat()).isEqualTo(1);
        assertThat(game.awaySeats()).isEmpty();
    }

    @Test
    void a_game_saved_for_later_keeps_bens_seat_and_he_comes_back_to_it(FxRobot robot) throws IOException {
        GuestWindow ann = open(robot, new JoinDialog.Choice("127.0.0.1", server.port(), game.joinCode(0), "Ann"));
        GuestWindow ben = open(robot, new JoinDialog.Choice("127.0.0.1", server.port(), game.joinCode(1), "Ben"));
        waitFor(() -> game.isConnected(0) && game.isConnected(1) && ben.controller() != null);
        robot.interact(ann::close);
        waitFor(() -> game.awaySeats().contains(0));
        robot.interact(() -> ben.link().saveForLater());
        waitFor(() -> ben.waiting().contains("Your seat is kept") && !game.isConnected(1));

        KeptSeats.Seat seat = kept().list().stream().filter(s -> s.seat() == 1).findFirst().orElseThrow();
        GuestWindow again = open(robot, JoinDialog.Choice.rejoin(seat));
        waitFor(() -> again.controller() != null && game.isConnected(1));
        assertThat(again.controller().look().bottomSeat()).isEqualTo(1);
    }

    @Test
    void forget_takes_a_seat_off_the_list(FxRobot robot) throws IOException {
        kept().remember(new KeptSeats.Seat("10.0.0.7", 47100, "g", 0, "t", "Ben", List.of("Ben", "Ann")));
        VBox rows = rows(robot, new JoinDialog.Choice[1]);
        robot.clickOn(robot.from(rows).lookup("#forget-0").queryButton());
        assertThat(kept().list()).isEmpty();
        assertThat(robot.from(rows).lookup("#rejoin-0").tryQuery()).isEmpty();
    }

    @Test
    void a_file_that_cannot_be_read_is_said_in_words(FxRobot robot) throws IOException {
        Files.writeString(folder.resolve(KeptSeats.FILE_NAME), "{\"version\":1}");
        VBox rows = rows(robot, new JoinDialog.Choice[1]);
        String said = robot.from(rows).lookup("#kept-seats-problem").queryAs(Label.class).getText();
        assertThat(said).contains("could not be read").contains(KeptSeats.FILE_NAME).contains("join code");
    }
}
