package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Step;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** The keyboard (Enter, Space, Ctrl+Z) and pointing at things to read the card and why it is greyed. */
@ExtendWith(ApplicationExtension.class)
class KeysAndHoverTest {
    private TableController controller;

    @Start
    void start(Stage stage) {
        CardLibrary library = CardLibrary.loadBundled();
        NewGame demo = NewGame.demo(library, 86);
        controller = new TableController(new NewGame(demo.format(), demo.names(), demo.teams(), 0, 86).start());
        DiceMastersApp.show(stage, controller, library);
    }

    @Test
    void enter_keeps_the_roll_and_ctrl_z_takes_it_back() {
        FxRobot robot = new FxRobot();
        assertThat(controller.state().step()).isEqualTo(Step.ROLL_AND_REROLL);
        robot.type(KeyCode.ENTER);
        assertThat(controller.state().step()).isEqualTo(Step.MAIN);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(controller.state().step()).as("keeping every die revealed nothing").isEqualTo(Step.ROLL_AND_REROLL);
    }

    @Test
    void space_passes_priority_in_the_main_step() {
        FxRobot robot = new FxRobot();
        robot.type(KeyCode.ENTER);
        int turn = controller.state().turn();
        robot.type(KeyCode.SPACE);
        assertThat(controller.state().step() != Step.MAIN || controller.state().priorityPlayer() == 1
                || controller.state().turn() != turn).as("Sam's Main Step moved on").isTrue();
    }

    @Test
    void pointing_at_a_greyed_card_shows_the_card_and_the_engines_reason() {
        FxRobot robot = new FxRobot();
        CardInPlay brucesCard = controller.state().cards().stream().filter(c -> c.owner() == 1 && !c.isSidekicks())
                .findFirst().orElseThrow();
        robot.moveTo("#card-" + brucesCard.index());
        Label why = robot.lookup("#why-not").queryAs(Label.class);
        assertThat(why.getText()).isEqualTo("Not now: " + controller.cardOption(brucesCard.index()).reason());
        assertThat(robot.lookup("#card-panel .panel-title").queryAs(Label.class).getText())
                .isEqualTo(brucesCard.definition().name());
    }

    @Test
    void the_reason_goes_when_the_pointer_leaves_and_the_card_stays() {
        FxRobot robot = new FxRobot();
        CardInPlay brucesCard = controller.state().cards().stream().filter(c -> c.owner() == 1 && !c.isSidekicks())
                .findFirst().orElseThrow();
        robot.moveTo("#card-" + brucesCard.index());
        robot.moveTo("#turn-label");

        assertThat(robot.lookup("#why-not").queryAs(Label.class).isVisible()).as("the reason shown").isFalse();
        assertThat(robot.lookup("#card-panel .panel-title").queryAs(Label.class).getText())
                .isEqualTo(brucesCard.definition().name());
    }
}
