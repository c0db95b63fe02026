package dicemasters.ui.tutorial;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.tutorial.Pointer;
import dicemasters.tutorial.TutorialLoader;
import dicemasters.tutorial.TutorialRunner;
import dicemasters.tutorial.Tutorials;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** Clicks through the first steps of the DC Justice tutorial in the tutorial panel. */
@ExtendWith(ApplicationExtension.class)
class TutorialPanelTest {
    private TutorialPanel panel;
    private final List<Pointer> highlights = new ArrayList<>();
    private final List<GameState> boardUpdates = new ArrayList<>();
    private final AtomicBoolean left = new AtomicBoolean();

    /** A window of our own, closed after each test, so the shared primary stage keeps its size. */
    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = new Stage();
        TutorialRunner runner = TutorialRunner.start(TutorialLoader.loadResource("tutorials/dc-justice-example.json",
                Tutorials.libraryCards()));
        panel = new TutorialPanel(runner);
        panel.setOnHighlight(highlights::add);
        panel.setOnGameChanged(boardUpdates::add);
        panel.setOnLeave(() -> left.set(true));
        stage.setScene(new Scene(panel, 360, 420));
        stage.show();
    }

    @AfterEach
    void closeWindow(FxRobot robot) {
        robot.interact(stage::close);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void the_learner_reads_on_then_makes_the_examples_moves_and_can_go_back(FxRobot robot) {
        assertThat(text(robot, "#tutorial-progress")).isEqualTo("Step 1 of 37");
        assertThat(robot.lookup("#tutorial-back").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#tutorial-show").queryAs(Button.class).isDisabled()).isTrue();

        robot.clickOn("#tutorial-next");
        assertThat(text(robot, "#tutorial-step-title")).isEqualTo("Clear and Draw");
        assertThat(highlights).last().isEqualTo(Pointer.zone(Zone.PREP, "Sam"));

        robot.clickOn("#tutorial-next");
        assertThat(text(robot, "#tutorial-step-title")).isEqualTo("Roll and Reroll");
        assertThat(robot.lookup("#tutorial-next").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(text(robot, "#tutorial-instruction")).contains("Sam rerolls");

        robot.interact(() -> panel.submit(new Action.Reroll(List.of())));
        assertThat(text(robot, "#tutorial-feedback")).startsWith("Not this time");
        assertThat(text(robot, "#tutorial-step-title")).isEqualTo("Roll and Reroll");
        robot.interact(() -> Snapshots.write(panel, "tutorial-panel-declined"));

        robot.clickOn("#tutorial-show");
        assertThat(text(robot, "#tutorial-step-title")).isEqualTo("Buying a die");
        assertThat(text(robot, "#tutorial-feedback")).isEmpty();
        assertThat(boardUpdates).hasSize(1);
        assertThat(highlights).last().isEqualTo(Pointer.card("Wonder Woman"));
        robot.interact(() -> Snapshots.write(panel, "tutorial-panel-buy"));

        robot.clickOn("#tutorial-back");
        assertThat(text(robot, "#tutorial-step-title")).isEqualTo("Roll and Reroll");
        assertThat(boardUpdates).hasSize(2);

        robot.clickOn("#tutorial-leave");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(left).isTrue();
        assertThat(text(robot, "#tutorial-instruction")).isEqualTo("You left the tutorial.");
        assertThat(robot.lookup("#tutorial-show").queryAs(Button.class).isDisabled()).isTrue();
    }

    @Test
    void snapshots_are_written(FxRobot robot) {
        robot.interact(() -> Snapshots.write(panel, "tutorial-panel-start"));

        assertThat(Files.exists(Path.of("target", "ui-snapshots", "tutorial-panel-start.png"))).isTrue();
    }
}
