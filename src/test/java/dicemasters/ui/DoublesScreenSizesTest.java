package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** A Doubles table on a usual 1280×800 screen: the Pass button and both teams' life are in the window. */
@ExtendWith(ApplicationExtension.class)
class DoublesScreenSizesTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        CardLibrary library = CardLibrary.loadBundled();
        TableController controller = new TableController(DoublesAtTheTableTest.tmntDoubles(5).start());
        DiceMastersApp.show(stage, controller, library, SettingsKeeper.inMemory(Settings.DEFAULTS), false);
    }

    @Test
    void at_1280_by_800_the_pass_button_and_both_teams_life_are_in_the_window(FxRobot robot) {
        robot.interact(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1280);
            stage.setHeight(800);
        });
        robot.interact(() -> {
            Scene scene = stage.getScene();
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            for (String id : new String[]{"#pass", "#team-life-1", "#team-life-2"}) {
                Node node = scene.lookup(id);
                assertThat(node).as(id).isNotNull();
                Bounds b = node.localToScene(node.getBoundsInLocal());
                assertThat(b.getMinY()).as(id + " top").isGreaterThanOrEqualTo(-0.5);
                assertThat(b.getMaxY()).as(id + " bottom").isLessThanOrEqualTo(scene.getHeight() + 1.5);
                assertThat(b.getMaxX()).as(id + " right").isLessThanOrEqualTo(scene.getWidth() + 1.5);
            }
        });
        if (System.getProperty("ui.snapshots") != null) {
            robot.interact(() -> dicemasters.ui.tutorial.Snapshots.write(stage.getScene().getRoot(), "doubles-1280x800"));
        }
    }
}
