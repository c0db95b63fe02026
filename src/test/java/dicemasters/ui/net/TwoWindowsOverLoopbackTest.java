package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.team.Format;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import dicemasters.ui.TableController;
import dicemasters.ui.TableView;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
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
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ann hosts a Demo game in one window; Ben joins it from another window (and a spectator watches
 * from a third), all over loopback in this program. Ben plays by choosing among the moves the host
 * sends, sees Ann's moves, chats, loses the connection and comes back where he was.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class TwoWindowsOverLoopbackTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private TableController ann;
    private HostedTable hosted;
    private final List<String> annChat = new CopyOnWriteArrayList<>();
    private final List<GuestWindow> guests = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        NewGame demo = NewGame.demo(LIBRARY, 11L);
        NewGame game = new NewGame(Format.DEMO, List.of("Ann", "Ben"), demo.teams(), 1, 11L,
                List.of(Seat.PERSON, Seat.REMOTE));
        ann = new TableController(demo.start());
        stage.setScene(new Scene(new TableView(ann), 1280, 800));
        stage.show();
        hosted = HostedTable.start(ann, game, 0);
        hosted.onChat((from, text) -> annChat.add(from + ": " + text));
    }

    @AfterEach
    void stop(FxRobot robot) {
        guests.forEach(GuestWindow::close);
        robot.interact(hosted::stop);
    }

    private GuestWindow open(FxRobot robot, String code, String name) {
        GuestWindow[] window = new GuestWindow[1];
        robot.interact(() -> window[0] = GuestWindow.show(new Stage(), new JoinDialog.Choice("127.0.0.1",
                hosted.port(), code, name)));
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

    private static String prompt(GuestWindow window) {
        TableController table = window.controller();
        String words = table == null ? null : table.look().watching();
        return words == null ? "(no table yet)" : words;
    }

    private static Node root(GuestWindow window) {
        return window.root();
    }

    /** Ben clicks the move the host listed as this one. */
    private void choose(FxRobot robot, GuestWindow ben, java.util.function.Predicate<Action> which) {
        int index = -1;
        List<Action> legal = ben.legal();
        for (int i = 0; i < legal.size() && index < 0; i++) {
            if (which.test(legal.get(i))) {
                index = i;
            }
        }
        assertThat(index).as("a move among " + legal).isNotNegative();
        Button button = robot.from(root(ben)).lookup("#guest-move-" + index).queryButton();
        robot.interact(() -> ((Stage) button.getScene().getWindow()).toFront());
        robot.clickOn(button);
    }

    @Test
    void ben_plays_from_his_window_and_sees_anns_moves(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"), () -> prompt(ben));
        assertThat(ben.controller().look().bottomSeat()).as("Ben's seat at the bottom").isEqualTo(1);

        choose(robot, ben, a -> a instanceof Action.Reroll r && r.dice().isEmpty());
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Main Step"), () -> prompt(ben));
        assertThat(ann.prompt()).isEqualTo("Waiting for Ben: Main Step");
        assertThat(ben.controller().state().step()).isEqualTo(ann.state().step());

        choose(robot, ben, a -> a instanceof Action.Pass);
        waitFor(() -> prompt(ben).equals("Waiting for Ann: Roll and Reroll"), () -> prompt(ben));
        assertThat(robot.from(root(ben)).lookup("#guest-move-0").tryQuery()).isEmpty();

        robot.interact(ann::confirm);
        waitFor(() -> prompt(ben).startsWith("Waiting for Ann: Main Step"), () -> prompt(ben));
        assertThat(ben.controller().look().logLines(ben.controller().session()))
                .containsSubsequence(ann.look().logLines(ann.session()).subList(
                        ann.look().logLines(ann.session()).size() - 2, ann.look().logLines(ann.session()).size()));
    }

    @Test
    void chat_reaches_the_other_window(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(ben).startsWith("Your move"), () -> prompt(ben));
        TextField field = robot.from(root(ben)).lookup("#chat-field").queryAs(TextField.class);
        robot.clickOn(field).write("good luck").type(javafx.scene.input.KeyCode.ENTER);
        waitFor(() -> annChat.contains("Ben: good luck"), annChat::toString);
        assertThat(ben.controller().session().actions()).isEmpty();

        robot.interact(() -> hosted.say("you too"));
        waitFor(() -> ben.chatShown().contains("Ann: you too"), () -> ben.chatShown().toString());
    }

    @Test
    void ben_loses_the_connection_and_comes_back_where_he_was(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"), () -> prompt(ben));
        choose(robot, ben, a -> a instanceof Action.Reroll r && r.dice().isEmpty());
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Main Step"), () -> prompt(ben));

        ben.link().cut();
        waitFor(() -> ann.prompt().equals("Ben lost the connection: waiting for them to come back."), ann::prompt);
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Main Step") && hosted.game().isConnected(1),
                () -> prompt(ben));
        assertThat(ann.prompt()).isEqualTo("Waiting for Ben: Main Step");
        assertThat(ben.controller().state().turn()).isEqualTo(ann.state().turn());
        choose(robot, ben, a -> a instanceof Action.Pass);
        waitFor(() -> ann.session().actions().size() == 2, () -> ann.session().actions().toString());
    }

    @Test
    void a_spectator_watches_without_moves_or_chat(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        GuestWindow watcher = open(robot, hosted.game().watchCode(), null);
        waitFor(() -> prompt(watcher).startsWith("Waiting for Ben: Roll and Reroll"), () -> prompt(watcher));
        assertThat(robot.from(root(watcher)).lookup("#chat-field").tryQuery()).isEmpty();
        assertThat(robot.from(root(watcher)).lookup("#guest-moves").tryQuery()).isEmpty();
        assertThat(watcher.controller().isWatchOnly()).isTrue();

        waitFor(() -> prompt(ben).startsWith("Your move"), () -> prompt(ben));
        choose(robot, ben, a -> a instanceof Action.Reroll r && r.dice().isEmpty());
        waitFor(() -> prompt(watcher).startsWith("Waiting for Ben: Main Step"), () -> prompt(watcher));
        assertThat(watcher.controller().state().step()).isEqualTo(ann.state().step());
        assertThat(robot.from(root(watcher)).lookup("#guest-connecting").tryQuery()).isEmpty();
    }
}
