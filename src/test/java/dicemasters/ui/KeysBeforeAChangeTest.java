package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Input lands where it was aimed: in Doubles, Enter typed twice confirms Ann's split of the Prep
 * Area and is not taken as the next player's answer; the prompt bar shows that the decision is
 * new, and once the player could see it, Enter answers it.
 */
@ExtendWith(ApplicationExtension.class)
class KeysBeforeAChangeTest {
    private static final long SECOND = 1_000_000_000L;
    private final long[] now = {0};
    private TableController controller;

    @Start
    void start(Stage stage) {
        CardLibrary library = CardLibrary.loadBundled();
        controller = new TableController(DoublesAtTheTableTest.tmntDoubles(3).start());
        TableView table = DiceMastersApp.show(stage, controller, library);
        table.setKeyClock(() -> now[0]);
    }

    @Test
    void enter_typed_twice_answers_only_the_decision_it_was_aimed_at() {
        FxRobot robot = new FxRobot();
        enterUntilAnotherPlayerActs(robot);
        int actions = controller.session().actions().size();
        robot.type(KeyCode.ENTER);

        assertThat(controller.session().actions()).as("Enter typed before the change was not used")
                .hasSize(actions);
        assertThat(robot.lookup("#prompt-bar").query().getStyleClass()).contains("new-decision");

        now[0] += SECOND;
        robot.type(KeyCode.ENTER);
        assertThat(controller.session().actions()).as("Enter after a look answers the new decision")
                .hasSize(actions + 1);
    }

    @Test
    void enter_held_down_across_a_change_answers_nobody_until_it_is_let_go() {
        FxRobot robot = new FxRobot();
        enterUntilAnotherPlayerActs(robot);
        int actions = controller.session().actions().size();
        robot.press(KeyCode.ENTER);
        now[0] += SECOND;
        robot.press(KeyCode.ENTER);
        robot.release(KeyCode.ENTER);
        assertThat(controller.session().actions()).as("a key held since before the change is not used")
                .hasSize(actions);
        assertThat(controller.confirmAction()).as("Enter had something to confirm").isNotNull();
    }

    /** Ann confirms with Enter, a second apart, until the decision passes to another player. */
    private void enterUntilAnotherPlayerActs(FxRobot robot) {
        int acting = controller.state().actingPlayer();
        for (int i = 0; i < 6 && controller.state().actingPlayer() == acting; i++) {
            now[0] += SECOND;
            robot.type(KeyCode.ENTER);
        }
        assertThat(controller.state().actingPlayer()).as("another player is to act").isNotEqualTo(acting);
    }
}
