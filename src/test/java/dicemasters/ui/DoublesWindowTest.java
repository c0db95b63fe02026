package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Decision;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Doubles window: four players, two per side, a header with each team's life, the shared Prep
 * Areas between teammates, and the split of a Prep Area made by clicking dice in the window.
 */
@ExtendWith(ApplicationExtension.class)
class DoublesWindowTest {
    private TableController controller;

    @Start
    void start(Stage stage) {
        CardLibrary library = CardLibrary.loadBundled();
        controller = new TableController(DoublesAtTheTableTest.tmntDoubles(3).start());
        DiceMastersApp.show(stage, controller, library);
    }

    @Test
    void the_window_shows_four_players_the_team_life_and_the_shared_prep_areas_split_by_clicking() {
        FxRobot robot = new FxRobot();
        for (int p = 1; p <= 4; p++) {
            assertThat(robot.lookup("#player-" + p).tryQuery()).as("player %d's side", p).isPresent();
        }
        assertThat(robot.lookup("#team-life-1").queryAs(Label.class).getText()).startsWith("♥ 30");
        assertThat(robot.lookup("#team-life-2").queryAs(Label.class).getText()).startsWith("♥ 30");
        assertThat(robot.lookup("#shared-prep-1").tryQuery()).isPresent();
        assertThat(robot.lookup("#shared-prep-2").tryQuery()).isPresent();
        assertThat(robot.lookup("#zone-1-prep").tryQuery()).as("no Prep Area of one's own in Doubles").isEmpty();
        assertThat(robot.lookup("#prompt").queryAs(Label.class).getText()).startsWith("Ann (Player 1)");

        // Clicking a die in the Prep Area being split moves it to the teammate's half.
        Decision.SplitPrepArea split = (Decision.SplitPrepArea) controller.state().decision();
        Node annsHalf = robot.lookup("#split-1").query();
        Node die = robot.from(annsHalf).lookup(".die").query();
        int id = Integer.parseInt(die.getId().substring("die-".length()));

        robot.clickOn(die);

        assertThat(robot.from(robot.lookup("#split-3").queryAll()).lookup("#die-" + id).tryQuery())
                .as("the die is in Cid's half now").isPresent();
        robot.type(KeyCode.ENTER);
        assertThat(controller.state().die(id).owner()).isEqualTo(split.teammate());
    }
}
