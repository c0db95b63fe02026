package dicemasters.ui;

import dicemasters.engine.state.Step;
import dicemasters.engine.state.Die;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The small windows and commands around the table: the rules reference and the legend close with
 * a Close button or Esc; Undo and Cancel are offered only when there is something to undo or to
 * cancel; a changed stat stands out on every die colour.
 */
@ExtendWith(ApplicationExtension.class)
class ReadingWindowsAndCommandsTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private Stage stage;
    private TableController controller;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        NewGame demo = NewGame.demo(TestTables.LIBRARY, 86);
        controller = new TableController(new NewGame(demo.format(), demo.names(), demo.teams(), 0, 86).start());
        DiceMastersApp.show(stage, controller, TestTables.LIBRARY);
    }

    @Test
    void the_rules_reference_closes_with_its_close_button_and_with_esc(FxRobot robot) {
        robot.type(KeyCode.F2);
        robot.clickOn(shown(robot, "Rules reference").orElseThrow().getScene().lookup("#close-window"));
        assertThat(shown(robot, "Rules reference")).isEmpty();

        robot.type(KeyCode.F2);
        assertThat(shown(robot, "Rules reference")).isPresent();
        robot.type(KeyCode.ESCAPE);
        assertThat(shown(robot, "Rules reference")).isEmpty();
    }

    @Test
    void the_legend_closes_with_its_close_button_and_with_esc(FxRobot robot) {
        robot.type(KeyCode.F4);
        robot.clickOn(shown(robot, "Legend: energy and dice").orElseThrow().getScene().lookup("#close-window"));
        assertThat(shown(robot, "Legend: energy and dice")).isEmpty();

        robot.type(KeyCode.F4);
        assertThat(shown(robot, "Legend: energy and dice")).isPresent();
        robot.type(KeyCode.ESCAPE);
        assertThat(shown(robot, "Legend: energy and dice")).isEmpty();
    }

    @Test
    void undo_is_offered_only_when_something_can_be_undone(FxRobot robot) {
        assertThat(undoItem().isDisable()).as("nothing played yet").isTrue();

        robot.type(KeyCode.ENTER);
        assertThat(controller.state().step()).isEqualTo(Step.MAIN);
        assertThat(undoItem().isDisable()).as("keeping the roll revealed nothing").isFalse();

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(undoItem().isDisable()).isTrue();
    }

    @Test
    void cancel_is_offered_in_the_roll_step_only_once_a_die_is_picked(FxRobot robot) {
        assertThat(controller.mode()).isEqualTo(Mode.REROLL);
        assertThat(robot.lookup("#cancel").queryAs(Button.class).isDisable()).isTrue();

        Die first = controller.state().dice().stream()
                .filter(d -> d.zone() == dicemasters.engine.state.Zone.RESERVE
                        && d.owner() == controller.state().actingPlayer())
                .findFirst().orElseThrow();
        robot.interact(() -> controller.clickDie(first.id()));

        assertThat(robot.lookup("#cancel").queryAs(Button.class).isDisable()).isFalse();
        robot.type(KeyCode.ESCAPE);
        assertThat(robot.lookup("#cancel").queryAs(Button.class).isDisable()).isTrue();
    }

    @Test
    void a_raised_or_lowered_stat_stands_out_on_every_die_colour() {
        List<Color> dice = new ArrayList<>(List.of(DieGraphics.CHARACTER_COLOURS));
        dice.add(DieGraphics.SIDEKICK);
        dice.add(DieGraphics.BASIC_ACTION);
        for (Color die : dice) {
            for (boolean raised : List.of(true, false)) {
                assertThat(DieGraphics.contrast(DieGraphics.changedStatColour(raised, die), die))
                        .as("%s stat on a %s die", raised ? "raised" : "lowered", die).isGreaterThanOrEqualTo(3.0);
            }
        }
        assertThat(DieGraphics.changedStatColour(true, DieGraphics.SIDEKICK)).as("not lime green on white")
                .isNotEqualTo(Color.web("#7CFC00"));
    }

    @Test
    void settings_offer_stop_only_when_i_can_act_to_the_people_not_to_the_computer() {
        List<Boolean> offered = new ArrayList<>();
        WaitForAsyncUtils.waitForAsyncFx(10_000, () -> {
            SettingsDialog dialog = new SettingsDialog(Settings.DEFAULTS.withStopOnlyToAct(1, true),
                    List.of("Sam (Player 1)", "Bruce (Player 2)"), seat -> seat == 1);
            offered.add(dialog.getDialogPane().lookup("#setting-stop-1") != null);
            offered.add(dialog.getDialogPane().lookup("#setting-stop-2") != null);
            Settings kept = dialog.getResultConverter().call(javafx.scene.control.ButtonType.OK);
            offered.add(kept.stopsOnlyToAct(1));
        });

        assertThat(offered).as("Sam's box, no box for the computer, the computer seat's setting kept")
                .containsExactly(true, false, true);
    }

    private MenuItem undoItem() {
        WaitForAsyncUtils.waitForFxEvents();
        Menu game = ((MenuBar) ((BorderPane) stage.getScene().getRoot()).getTop()).getMenus().get(0);
        return game.getItems().stream().filter(i -> "undo".equals(i.getId())).findFirst().orElseThrow();
    }

    private static Optional<Window> shown(FxRobot robot, String title) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.listTargetWindows().stream()
                .filter(w -> w.isShowing() && w instanceof Stage s && title.equals(s.getTitle())).findFirst();
    }
}
