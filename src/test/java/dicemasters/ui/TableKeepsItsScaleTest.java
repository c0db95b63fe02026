package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Zone;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The table keeps its scale and its place while a game is played: rolling many dice into the
 * Reserve Pool (whose row of dice wraps) or fielding them neither shrinks nor shifts the table, at
 * a small laptop's 1024×700 and at 1280×800, nor does a card whose cost changes. Only another
 * window size, the zoom or another game changes it.
 */
@ExtendWith(ApplicationExtension.class)
class TableKeepsItsScaleTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private Stage stage;
    private TableController controller;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        controller = new TableController(NewGame.demo(LIBRARY, 12).start());
        DiceMastersApp.show(stage, controller, LIBRARY, SettingsKeeper.inMemory(Settings.DEFAULTS), false);
    }

    @Test
    void at_1024_by_700_a_wrapping_reserve_pool_does_not_rescale_the_table(FxRobot robot) {
        playAt(robot, 1024, 700);
    }

    @Test
    void at_1280_by_800_a_wrapping_reserve_pool_does_not_rescale_the_table(FxRobot robot) {
        playAt(robot, 1280, 800);
    }

    private void playAt(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(width);
            stage.setHeight(height);
        });
        // The table lays itself out again after the first frame (the card panel's height): let that settle.
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        ZoomPane zoom = (ZoomPane) stage.getScene().lookup("#zoom");
        TablePlayers players = new TablePlayers(controller, new ControllerClicks(controller));
        TreeSet<Double> scales = new TreeSet<>();
        List<Bounds> stepBars = new ArrayList<>();

        List<String> changes = new ArrayList<>();
        int crowded = 0;
        for (int i = 0; i < 150 && !controller.state().isOver(); i++) {
            robot.interact(players::act);
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> stage.getScene().getRoot().layout());
            if (scales.add(zoom.shownScale()) && scales.size() > 1) {
                changes.add(zoom.shownScale() + " at \"" + controller.autoMoveNote() + " / " + controller.prompt()
                        + " / " + controller.notice() + " / " + controller.message() + "\"");
            }
            Node bar = robot.lookup("#step-bar").query();
            stepBars.add(bar.localToScene(bar.getBoundsInLocal()));

            if (reserveCrowded(robot)) {
                crowded++;
            }
        }
        assertThat(crowded).as("moves after which a Reserve Pool held more dice than one row of full-size dice")
                .isPositive();
        assertThat(scales).as("the table's scales during the game at %sx%s, changed to %s", width, height, changes)
                .hasSize(1);
        assertThat(new java.util.HashSet<>(stepBars)).as("the step bar's place").hasSize(1);

    }

    /** Whether either player's Reserve Pool holds more dice than one row of them at full size has room for. */
    private static boolean reserveCrowded(FxRobot robot) {
        for (int player = 1; player <= 2; player++) {
            Pane dice = robot.lookup("#zone-" + player + "-" + Zone.RESERVE.name().toLowerCase() + " .zone-dice")
                    .query();
            double fullRow = dice.getChildren().stream().mapToDouble(n -> n.getLayoutBounds().getWidth() + 4).sum();
            if (fullRow > dice.getWidth() + 4) {
                return true;
            }
        }
        return false;
    }
}
