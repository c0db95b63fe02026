package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.tutorial.Tutorials;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** A learner walks the first turns of the DC Justice tutorial by clicking on the table itself. */
@ExtendWith(ApplicationExtension.class)
class TutorialWindowTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private Stage stage;
    private TutorialWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TutorialWindowTest.openIn(stage);
    }

    static TutorialWindow openIn(Stage stage) {
        var tutorial = Tutorials.loadBundled().stream().filter(t -> t.title().contains("Justice")).findFirst()
                .orElseThrow();
        TutorialWindow w = new TutorialWindow(tutorial);
        TableWindow.dress(stage, null, w.table(), SettingsKeeper.inMemory(Settings.DEFAULTS), false);
        stage.show();
        return w;
    }

    private GameState board() {
        return window.controller().state();
    }

    @Test
    void the_table_points_at_what_the_step_talks_about(FxRobot robot) {
        robot.clickOn("#tutorial-next");

        java.util.Set<javafx.scene.Node> lit = robot.lookup(".tutorial-highlight").queryAll();
        assertThat(lit).isNotEmpty();
        assertThat(lit).extracting(javafx.scene.Node::getId)
                .allMatch(id -> id.startsWith("zone-") || id.startsWith("card-") || id.startsWith("die-")
                        || id.equals("attack-zone"));
    }

    @Test
    void lighting_what_the_step_talks_about_moves_no_die_and_no_card(FxRobot robot) {
        java.util.Map<String, javafx.geometry.Bounds> before = placesOfDiceAndCards(robot);
        robot.clickOn("#tutorial-next");
        robot.clickOn("#tutorial-next");

        assertThat(robot.lookup(".tutorial-highlight").queryAll()).isNotEmpty();
        assertThat(placesOfDiceAndCards(robot)).isEqualTo(before);
    }

    private java.util.Map<String, javafx.geometry.Bounds> placesOfDiceAndCards(FxRobot robot) {
        java.util.Map<String, javafx.geometry.Bounds> places = new java.util.TreeMap<>();
        robot.interact(() -> {
            for (String kind : List.of(".die", ".card-tile")) {
                for (javafx.scene.Node node : window.table().lookupAll(kind)) {
                    places.put(node.getId(), node.localToScene(node.getLayoutBounds()));
                }
            }
        });
        return places;
    }

    @Test
    void the_learners_clicks_on_the_table_are_played_only_when_they_are_the_examples_move(FxRobot robot) {
        robot.clickOn("#tutorial-next");
        robot.clickOn("#tutorial-next");
        var runner = window.panel().runner();
        Action expected = runner.expectedAction();
        assertThat(expected).isInstanceOf(Action.Reroll.class);

        // A wrong move first: keep every die. The tutorial explains, the table does not change.
        int actionsBefore = window.controller().session().actions().size();
        robot.clickOn("#confirm");
        assertThat(robot.lookup("#tutorial-feedback").queryAs(Label.class).getText()).startsWith("Not this time");
        assertThat(window.controller().session().actions()).hasSize(actionsBefore);

        // The example's move, made by clicking the dice on the table and confirming.
        for (int die : ((Action.Reroll) expected).dice()) {
            robot.clickOn("#die-" + die);
        }
        robot.clickOn("#confirm");

        assertThat(runner.stepIndex()).isGreaterThan(2);
        assertThat(window.controller().session().actions()).isEqualTo(runner.playedActions());
        assertThat(board().step()).isEqualTo(runner.state().step());
        assertThat(board().rngState()).isEqualTo(runner.state().rngState());

        robot.clickOn("#tutorial-back");
        assertThat(window.controller().session().actions()).isEqualTo(runner.playedActions());
        assertThat(board().step()).isEqualTo(runner.state().step());
    }
}
