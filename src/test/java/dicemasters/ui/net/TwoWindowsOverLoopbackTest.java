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
    private final javafx.scene.layout.BorderPane annRoot = new javafx.scene.layout.BorderPane();
    private HostedTable hosted;
    private final List<String> annChat = new CopyOnWriteArrayList<>();
    private final List<GuestWindow> guests = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        NewGame demo = NewGame.demo(LIBRARY, 11L);
        NewGame game = new NewGame(Format.DEMO, List.of("Ann", "Ben"), demo.teams(), 1, 11L,
                List.of(Seat.PERSON, Seat.REMOTE));
        ann = new TableController(demo.start());
        annRoot.setCenter(new TableView(ann));
        stage.setScene(new Scene(annRoot, 1280, 800));
        stage.show();
        hosted = HostedTable.start(ann, game, 0);
        annRoot.setBottom(hosted.bar()); // as the window puts it over the chat line
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
        return window.controller() == null ? "(no table yet)" : window.waiting();
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

    /** Ann clicks a button of her own window. */
    private void clickAnns(FxRobot robot, String id) {
        Button button = robot.from(annRoot).lookup(id).queryButton();
        robot.interact(() -> ((Stage) button.getScene().getWindow()).toFront());
        robot.clickOn(button);
    }

    private void clickBens(FxRobot robot, GuestWindow ben, String id) {
        Button button = robot.from(root(ben)).lookup(id).queryButton();
        robot.interact(() -> ((Stage) button.getScene().getWindow()).toFront());
        robot.clickOn(button);
    }

    @Test
    void ben_asks_to_take_back_his_move_and_ann_accepts_on_her_bar(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"), () -> prompt(ben));
        choose(robot, ben, a -> a instanceof Action.Reroll r && r.dice().isEmpty());
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Main Step"), () -> prompt(ben));

        clickBens(robot, ben, "#undo"); // on his board, Undo asks as the list's button does while the board offers nothing
        waitFor(() -> "Ben asks to take back their last move.".equals(hosted.barShown()), hosted::barShown);
        assertThat(ben.barShown()).isEqualTo("Ben asks to take back their last move: waiting for the answer.");
        assertThat(robot.from(root(ben)).lookup("#undo").queryButton().isDisabled()).isTrue();
        assertThat(ann.session().actions()).as("nothing goes back before Ann answers").hasSize(1);

        clickAnns(robot, "#takeback-accept");
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"), () -> prompt(ben));
        assertThat(ann.session().actions()).isEmpty();
        assertThat(hosted.barShown()).isEqualTo("Ann accepted: Ben took back their last move.");
        assertThat(ben.barShown()).isEqualTo("Ann accepted: Ben took back their last move.");
    }

    @Test
    void anns_undo_asks_ben_who_declines_and_the_move_stands(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"), () -> prompt(ben));
        choose(robot, ben, a -> a instanceof Action.Reroll r && r.dice().isEmpty());
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Main Step"), () -> prompt(ben));
        choose(robot, ben, a -> a instanceof Action.Pass);
        waitFor(() -> prompt(ben).equals("Waiting for Ann: Roll and Reroll"), () -> prompt(ben));
        assertThat(ann.canUndo()).as("Ann has made no move yet").isFalse();
        robot.interact(ann::confirm);
        waitFor(() -> prompt(ben).startsWith("Waiting for Ann: Main Step"), () -> prompt(ben));

        Button undo = robot.from(annRoot).lookup("#undo").queryButton();
        assertThat(undo.getText()).isEqualTo("Ask to take back my last move (Ctrl+Z)");
        assertThat(undo.isDisabled()).isFalse();
        clickAnns(robot, "#undo");
        waitFor(() -> "Ann asks to take back their last move.".equals(ben.barShown()), () -> ben.barShown());
        assertThat(hosted.barShown()).isEqualTo("Ann asks to take back their last move: waiting for the answer.");
        assertThat(ann.canUndo()).as("one request at a time").isFalse();

        clickBens(robot, ben, "#takeback-decline");
        waitFor(() -> "Ben declined: the move stands.".equals(hosted.barShown()), hosted::barShown);
        waitFor(() -> "Ben declined: the move stands.".equals(ben.barShown()), () -> ben.barShown());
        assertThat(ann.session().actions()).hasSize(3);
        assertThat(ann.canUndo()).as("a declined takeback is not asked again").isFalse();
    }

    @Test
    void while_ben_is_away_ann_may_save_the_game_for_later(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"), () -> prompt(ben));
        ben.close();
        waitFor(() -> hosted.barShown() != null && hosted.barShown().startsWith("Ben lost the connection: waiting"),
                () -> String.valueOf(hosted.barShown()));

        clickAnns(robot, "#network-save");
        waitFor(hosted::stopped, ann::prompt);
        assertThat(ann.notice()).contains("saved for later").contains("Game > Recent games");
        assertThat(ann.session().actions()).isEmpty();
        assertThat(ann.computerSeats().isRemote(1)).as("Ben's seat is a person's at this table again").isFalse();
    }

    @Test
    void while_ben_is_away_ann_concedes_after_saying_yes(FxRobot robot) {
        GuestWindow ben = open(robot, hosted.game().joinCode(1), "Ben");
        waitFor(() -> prompt(ben).startsWith("Your move, Ben: Roll and Reroll"), () -> prompt(ben));
        ben.close();
        waitFor(() -> hosted.barShown() != null && hosted.barShown().startsWith("Ben lost the connection"),
                () -> String.valueOf(hosted.barShown()));

        clickAnns(robot, "#network-concede");
        javafx.scene.control.DialogPane confirm = robot.lookup("#confirm-concede").queryAs(
                javafx.scene.control.DialogPane.class);
        Button yes = robot.from(confirm).lookup(".button").queryAllAs(Button.class).stream()
                .filter(b -> b.getText().equals("Concede")).findFirst().orElseThrow();
        robot.clickOn(yes);
        waitFor(() -> ann.state().isOver(), ann::prompt);
        assertThat(ann.state().winner()).isEqualTo(1);
        assertThat(hosted.game().session().current().isOver()).isTrue();
    }
}
