package dicemasters.ui;

import dicemasters.ai.GreedyPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.session.GameSession;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A person plays Sam against the computer (Bruce, Easy) in the window: the computer thinks off the
 * JavaFX thread, its moves follow at the chosen pace and are told in the prompt bar and the log,
 * the person can skip to their next decision, ask for a hint, and save the game.
 */
@ExtendWith(ApplicationExtension.class)
class PlayAgainstTheComputerTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private static final long SEED = 21L;
    private TableController controller;
    private Stage stage;
    private final GreedyPlayer person = new GreedyPlayer();

    @TempDir
    Path folder;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        CardLibrary library = CardLibrary.loadBundled();
        NewGame demo = NewGame.demo(library, SEED);
        NewGame game = new NewGame(demo.format(), demo.names(), demo.teams(), 0, SEED,
                List.of(Seat.PERSON, Seat.EASY));
        controller = new TableController(game.start());
        controller.setComputerSeats(game.computerSeats());
        DiceMastersApp.show(stage, controller, library);
    }

    /** The menu bar's item with this id, in whichever menu it is. */
    private javafx.scene.control.MenuItem menuItem(int menu, String id) {
        javafx.scene.control.MenuBar bar = (javafx.scene.control.MenuBar)
                ((javafx.scene.layout.BorderPane) stage.getScene().getRoot()).getTop();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow();
    }

    /** Game > Computer's pace > (pace), chosen through the menu's own item. */
    private void choosePace(FxRobot robot, String pace) {
        javafx.scene.control.Menu paces = (javafx.scene.control.Menu) menuItem(0, "pace-menu");
        robot.interact(() -> paces.getItems().stream().filter(i -> i.getText().equals(pace)).findFirst()
                .orElseThrow().fire());
    }

    /** The person's moves (greedy ones) until the computer must decide. */
    private void playUntilTheComputerDecides(FxRobot robot) {
        robot.interact(() -> {
            while (controller.mode() != Mode.COMPUTER && !controller.state().isOver()) {
                controller.play(person.choose(controller.state()));
            }
        });
    }

    private static void waitUntil(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean personDecides() {
        return controller.state().isOver() || controller.mode() != Mode.COMPUTER;
    }

    @Test
    void the_computer_plays_its_seat_and_each_move_is_told(FxRobot robot) throws Exception {
        choosePace(robot, "At once");
        playUntilTheComputerDecides(robot);

        waitUntil(this::personDecides);

        Label last = robot.lookup("#computer-move").queryAs(Label.class);
        assertThat(last.getText()).startsWith("Last move by Bruce (Player 2), the computer: ");
        GameLogView log = robot.lookup("#log").queryAs(GameLogView.class);
        assertThat(log.lines()).anyMatch(line -> line.contains("Bruce"));
    }

    @Test
    void while_the_computer_thinks_a_sign_shows_and_the_person_can_skip_to_their_decision(FxRobot robot)
            throws Exception {
        choosePace(robot, "Slow");
        playUntilTheComputerDecides(robot);
        WaitForAsyncUtils.waitForFxEvents();

        Node thinking = robot.lookup("#computer-thinking").query();
        assertThat(thinking.isVisible()).isTrue();
        assertThat(robot.lookup("#prompt").queryAs(Label.class).getText()).endsWith("the computer, is thinking…");
        // The prompt bar is drawn anew with every move: press the button that is there now.
        robot.interact(() -> robot.lookup("#skip").queryButton().fire());

        waitUntil(this::personDecides);
        assertThat(controller.computerSeats().skipping()).isFalse();
    }

    @Test
    void a_hint_says_what_the_computer_would_do_beside_the_coachs_advice(FxRobot robot) throws Exception {
        robot.interact(() -> ((javafx.scene.control.CheckMenuItem) menuItem(1, "coach-toggle")).setSelected(true));
        javafx.scene.control.MenuItem hint = menuItem(1, "hint");
        assertThat(hint.getAccelerator()).isEqualTo(javafx.scene.input.KeyCombination.keyCombination("F3"));
        robot.interact(hint::fire);

        waitUntil(() -> robot.lookup("#coach-hint").queryAs(Label.class).getText().matches("Hint: [A-Z].*\\."));
        assertThat(robot.lookup("#coach-hint").queryAs(Label.class).getText())
                .doesNotContain("Thinking").contains("% of the simulations");
    }

    @Test
    void a_game_saved_against_the_computer_opens_to_the_same_position_against_the_computer(FxRobot robot)
            throws Exception {
        choosePace(robot, "At once");
        playUntilTheComputerDecides(robot);
        waitUntil(this::personDecides);
        Path file = folder.resolve("against-easy.json");
        GameSession played = controller.session();
        robot.interact(() -> new GameFiles(stage, controller).save(file));
        robot.interact(() -> controller.setComputerSeats(ComputerSeats.people()));

        robot.interact(() -> assertThat(GameFiles.openInto(controller, file)).isEmpty());

        GameSession opened = controller.session();
        assertThat(opened.actions()).isEqualTo(played.actions());
        assertThat(dicemasters.persist.StateHash.of(opened.current()))
                .isEqualTo(dicemasters.persist.StateHash.of(played.current()));
        assertThat(controller.computerSeats().seats()).containsExactly(Seat.PERSON, Seat.EASY);
    }

    @Test
    void two_computers_play_while_a_person_watches(FxRobot robot) throws Exception {
        choosePace(robot, "At once");
        robot.interact(() -> controller.setComputerSeats(new ComputerSeats(List.of(Seat.EASY, Seat.EASY), SEED)));

        waitUntil(() -> controller.state().turn() >= 3 || controller.state().isOver());
    }
}
