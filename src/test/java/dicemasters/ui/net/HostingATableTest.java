package dicemasters.ui.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.team.Format;
import dicemasters.net.Protocol;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import dicemasters.ui.TableController;
import dicemasters.ui.TableView;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ann hosts a Demo game at her table; Ben plays seat 2 from another program over loopback. Ann's
 * table waits for Ben, shows his moves, refuses to move for him, and tells when he is away.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HostingATableTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private TableController controller;
    private HostedTable hosted;
    private final RawGuest ben = new RawGuest();
    private final List<String> chat = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        NewGame demo = NewGame.demo(LIBRARY, 7L);
        // Ben's seat goes first, so Ann's table starts by waiting for him.
        NewGame game = new NewGame(Format.DEMO, List.of("Ann", "Ben"), demo.teams(), 1, 7L,
                List.of(Seat.PERSON, Seat.REMOTE));
        controller = new TableController(demo.start());
        stage.setScene(new Scene(new TableView(controller), 1280, 800));
        stage.show();
        hosted = HostedTable.start(controller, game, 0);
        hosted.onChat((from, text) -> chat.add(from + ": " + text));
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(hosted::stop);
    }

    private String prompt(FxRobot robot) {
        return robot.lookup("#prompt").queryAs(Label.class).getText();
    }

    private void waitFor(BooleanSupplier condition) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited in vain; the prompt: " + controller.prompt() + "; chat: " + chat, e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void the_table_waits_for_ben_and_shows_his_moves_as_they_come(FxRobot robot) throws Exception {
        assertThat(prompt(robot)).isEqualTo("Waiting for Ben to join from another computer (Game > Network game codes…).");

        ben.join(hosted.port(), hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(robot).startsWith("Waiting for Ben: "));
        assertThat(prompt(robot)).isEqualTo("Waiting for Ben: Roll and Reroll");

        // Nothing clicked at Ann's table acts for Ben.
        robot.interact(() -> controller.play(new Action.Reroll(List.of())));
        assertThat(controller.message()).isEqualTo("Ben (Player 2) plays from another computer; wait for their move.");
        assertThat(controller.session().actions()).isEmpty();

        // Ben keeps his roll: the move reaches Ann's table and its log.
        JsonNode keepAll = legal().stream().filter(a -> a.get("type").asText().equals("reroll")
                && a.get("dice").isEmpty()).findFirst().orElseThrow();
        ben.sendLegal(keepAll);
        waitFor(() -> controller.session().actions().size() == 1);
        assertThat(controller.state().actingPlayer()).isEqualTo(1);
        assertThat(prompt(robot)).startsWith("Waiting for Ben: Main Step");

        // Ben passes in his Main Step, which ends his first turn; Ann keeps her roll, and Ben sees it.
        int updates = updatesReceived();
        ben.sendLegal(legal().stream().filter(a -> a.get("type").asText().equals("pass")).findFirst().orElseThrow());
        waitFor(() -> controller.state().actingPlayer() == 0);
        robot.interact(controller::confirm);
        assertThat(controller.message()).isNull();
        waitFor(() -> updatesReceived() >= updates + 2);
        assertThat(controller.session().actions()).hasSize(3);
        assertThat(ben.lastUpdate().path("view").path("actingPlayer").asInt()).isEqualTo(controller.state().actingPlayer());
    }

    @Test
    void chat_goes_both_ways_as_plain_text(FxRobot robot) throws Exception {
        ben.join(hosted.port(), hosted.game().joinCode(1), "Ben");
        waitFor(() -> ben.lastUpdate() != null);
        robot.interact(() -> hosted.say("hello Ben"));
        waitFor(() -> ben.heard("chat", "text", "hello Ben"));
        assertThat(ben.heard("chat", "from", "Ann")).isTrue();

        ben.send(Protocol.chat("hi <b>Ann</b>"));
        waitFor(() -> chat.contains("Ben: hi <b>Ann</b>"));
    }

    @Test
    void a_dropped_guest_is_waited_for_and_comes_back_with_the_token(FxRobot robot) throws Exception {
        ben.join(hosted.port(), hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(robot).startsWith("Waiting for Ben: "));

        ben.cut();
        waitFor(() -> prompt(robot).equals("Ben lost the connection: waiting for them to come back."));
        assertThat(chat).contains(": Ben lost the connection.");

        ben.rejoin(hosted.port());
        waitFor(() -> prompt(robot).equals("Waiting for Ben: Roll and Reroll"));
        assertThat(controller.session().actions()).isEmpty();
    }

    private List<JsonNode> legal() throws Exception {
        waitFor(() -> ben.lastUpdate() != null && ben.lastUpdate().has("legal"));
        List<JsonNode> out = new java.util.ArrayList<>();
        ben.lastUpdate().get("legal").forEach(out::add);
        return out;
    }

    private int updatesReceived() {
        return (int) ben.received.stream().filter(m -> m.get("type").asText().equals("update")).count();
    }

    @Test
    void another_game_on_the_table_ends_the_hosting_and_nobody_is_waited_for(FxRobot robot) throws Exception {
        robot.interact(() -> controller.newGame(NewGame.demo(LIBRARY, 3L).start()));
        assertThat(hosted.stopped()).isTrue();
        assertThat(controller.computerSeats().isRemote(1)).isFalse();
        assertThat(prompt(robot)).doesNotStartWith("Waiting for");
    }
}
