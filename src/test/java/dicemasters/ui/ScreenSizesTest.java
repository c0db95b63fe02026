package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * From a small laptop (1024×700) through the usual 1280×800 to a 4K screen, with the coach open
 * or closed: the Pass button, both life totals (never cut to "…") and the coach are inside the
 * window, and the table is drawn larger on the large screen.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenSizesTest {
    private Stage stage;
    private TableWindow window;
    private SettingsKeeper settings;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        CardLibrary library = CardLibrary.loadBundled();
        TableController controller = new TableController(NewGame.demo(library, 7).start());
        settings = SettingsKeeper.inMemory(Settings.DEFAULTS);
        window = DiceMastersApp.show(stage, controller, library, settings, false);
    }

    @Test
    void at_1024_by_700_everything_that_matters_is_in_the_window(FxRobot robot) {
        checkAt(robot, 1024, 700);
    }

    @Test
    void at_1280_by_800_everything_that_matters_is_in_the_window(FxRobot robot) {
        checkAt(robot, 1280, 800);
    }

    @Test
    void on_a_4k_screen_everything_is_in_the_window_and_drawn_larger(FxRobot robot) {
        checkAt(robot, 3840, 2160);
        ZoomPane zoom = (ZoomPane) stage.getScene().lookup("#zoom");
        assertThat(zoom.shownScale()).as("the table's scale on a 4K screen").isGreaterThan(2);
    }

    @Test
    void zooming_in_and_out_keeps_the_pass_button_and_life_in_the_window(FxRobot robot) {
        resize(robot, 1280, 800);
        robot.interact(() -> window.zoomBy(3));
        assertThat(settings.get().zoomPercent()).isEqualTo(130);
        checkInside(robot, false, "zoom 130%");
        robot.interact(() -> window.zoomBy(-6));
        assertThat(settings.get().zoomPercent()).isEqualTo(70);
        checkInside(robot, false, "zoom 70%");
    }

    private void checkAt(FxRobot robot, double width, double height) {
        resize(robot, width, height);
        checkInside(robot, false, width + "x" + height + " without the coach");
        snapshot(robot, "size-" + (int) width + "x" + (int) height + "");
        robot.interact(() -> window.gameTable().setBeside(new dicemasters.ui.coach.CoachPanel()));
        checkInside(robot, true, width + "x" + height + " with the coach");
        snapshot(robot, "size-" + (int) width + "x" + (int) height + "-coach");
    }

    private void resize(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(width);
            stage.setHeight(height);
        });
        robot.interact(() -> stage.getScene().getRoot().layout());
    }

    private void checkInside(FxRobot robot, boolean coach, String where) {
        robot.interact(() -> {
            Scene scene = stage.getScene();
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            for (String id : coach ? new String[]{"#pass", "#life-1", "#life-2", "#coach-panel"}
                    : new String[]{"#pass", "#life-1", "#life-2"}) {
                Node node = scene.lookup(id);
                assertThat(node).as(where + ": " + id).isNotNull();
                assertThat(node.isVisible()).as(where + ": " + id + " visible").isTrue();
                Bounds b = node.localToScene(node.getBoundsInLocal());
                assertThat(b.getMinX()).as(where + ": " + id + " left").isGreaterThanOrEqualTo(-0.5);
                assertThat(b.getMinY()).as(where + ": " + id + " top").isGreaterThanOrEqualTo(-0.5);
                assertThat(b.getMaxX()).as(where + ": " + id + " right").isLessThanOrEqualTo(scene.getWidth() + 1.5);
                assertThat(b.getMaxY()).as(where + ": " + id + " bottom").isLessThanOrEqualTo(scene.getHeight() + 1.5);
                assertThat(b.getWidth()).as(where + ": " + id + " has room").isGreaterThan(10);
            }
            for (String id : new String[]{"#life-1", "#life-2"}) {
                Label life = (Label) scene.lookup(id);
                assertThat(life.getWidth()).as(where + ": " + id + " is not cut short").isGreaterThanOrEqualTo(
                        life.prefWidth(-1) - 0.5);
            }
        });
    }

    /** With -Dui.snapshots, a PNG of the window to look at (target/ui-snapshots). */
    private void snapshot(FxRobot robot, String name) {
        if (System.getProperty("ui.snapshots") != null) {
            robot.interact(() -> dicemasters.ui.tutorial.Snapshots.write(stage.getScene().getRoot(), name));
        }
    }
}
