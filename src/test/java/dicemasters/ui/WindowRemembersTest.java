package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The window's place and size, its zoom, full screen and the coach are there again on the next start. */
@ExtendWith(ApplicationExtension.class)
class WindowRemembersTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @TempDir
    Path folder;

    @Start
    void start(Stage stage) {
        // Each test opens its own windows.
    }

    private TableWindow open(FxRobot robot, SettingsFile file) {
        TableWindow[] window = new TableWindow[1];
        robot.interact(() -> window[0] = DiceMastersApp.show(new Stage(),
                new TableController(NewGame.demo(LIBRARY, 3).start()), LIBRARY, SettingsKeeper.from(file), true));
        return window[0];
    }

    @Test
    void the_next_start_opens_where_the_window_was_left_with_its_zoom_and_coach(FxRobot robot) throws Exception {
        SettingsFile file = new SettingsFile(folder.resolve("settings.txt"));
        TableWindow first = open(robot, file);
        robot.interact(() -> {
            first.stage().setMaximized(false);
            first.stage().setX(40);
            first.stage().setY(30);
            first.stage().setWidth(1100);
            first.stage().setHeight(720);
            first.zoomBy(2);
        });
        robot.clickOn("Learn").clickOn("Coach");
        robot.interact(() -> first.stage().close());

        Settings saved = file.read();
        assertThat(saved.window()).isEqualTo(new Settings.WindowPlace(40, 30, 1100, 720, false, false));
        assertThat(saved.zoomPercent()).isEqualTo(120);
        assertThat(saved.coachOpen()).isTrue();

        TableWindow second = open(robot, file);
        assertThat(second.stage().getX()).isEqualTo(40);
        assertThat(second.stage().getWidth()).isEqualTo(1100);
        assertThat(second.gameTable().beside()).as("the coach is open again").isNotNull();
        robot.interact(() -> second.stage().close());
    }

    @Test
    void the_first_start_opens_maximized_and_the_next_as_the_window_was_left(FxRobot robot) throws Exception {
        SettingsFile file = new SettingsFile(folder.resolve("settings.txt"));
        TableWindow first = open(robot, file);
        assertThat(first.stage().isMaximized()).as("first start").isTrue();
        robot.interact(() -> first.stage().close());
        Settings.WindowPlace left = file.read().window();
        assertThat(left.maximized()).isTrue();
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        assertThat(left.width()).as("the size it takes when it is no longer maximized")
                .isLessThanOrEqualTo(screen.getWidth()).isGreaterThanOrEqualTo(Math.min(screen.getWidth(), 1280));

        TableWindow second = open(robot, file);
        assertThat(second.stage().isMaximized()).as("left maximized").isTrue();
        robot.interact(() -> second.stage().close());
        assertThat(file.read().window()).as("the size to restore to is kept").isEqualTo(left);
        TableWindow again = open(robot, file);
        robot.interact(() -> {
            again.stage().setMaximized(false);
            again.stage().setWidth(1100);
            again.stage().close();
        });

        TableWindow third = open(robot, file);
        assertThat(third.stage().isMaximized()).as("left not maximized").isFalse();
        robot.interact(() -> third.stage().close());
    }

    @Test
    void f11_turns_full_screen_on_and_off_and_esc_does_not_leave_it(FxRobot robot) {
        TableWindow window = open(robot, new SettingsFile(folder.resolve("settings.txt")));
        robot.interact(() -> window.stage().requestFocus());

        robot.type(javafx.scene.input.KeyCode.F11);
        assertThat(window.stage().isFullScreen()).isTrue();
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        assertThat(window.stage().isFullScreen()).as("Esc cancels a choice; it does not leave full screen").isTrue();
        robot.type(javafx.scene.input.KeyCode.F11);
        assertThat(window.stage().isFullScreen()).isFalse();
        robot.interact(() -> window.stage().close());
    }
}
