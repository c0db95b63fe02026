package dicemasters.ui;

import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Luke Cage: Knuckle Up! prevents the first damage to his owner each turn unless the opponent pays
 * 2 life: the table asks the opponent with the reaction's buttons, one to pay and one not to.
 */
@ExtendWith(ApplicationExtension.class)
class UnlessPaidByClickingTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static TableController atTheQuestion() {
        return TestTables.playUntil(TestTables.team("Luke", 4, List.of("CW084", "CW020"), List.of()),
                TestTables.team("Falcon", 4, List.of("CW006", "CW045"), List.of()), 200,
                table -> table.mode() == Mode.REACT && table.prompt().contains("unless you pay 2 life"));
    }

    @Test
    void the_opponent_clicks_pay_and_loses_2_life_to_let_the_damage_through(FxRobot robot) {
        TableController table = atTheQuestion();
        robot.interact(() -> DiceMastersApp.show(stage, table, TestTables.LIBRARY).setAnimations(false));
        Decision.React question = (Decision.React) table.state().decision();
        int payer = question.player();
        assertThat(robot.lookup("#react-0").queryButton().getText()).isEqualTo("Pay 2 life to stop Luke Cage");
        assertThat(robot.lookup("#decline-reaction").queryButton().getText()).isEqualTo("Don't pay");

        robot.interact(() -> robot.lookup("#react-0").queryButton().fire());

        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.LifeLost lost && lost.player() == payer
                && lost.amount() == 2);
        assertThat(table.mode()).as("the question is answered").isNotEqualTo(Mode.REACT);
    }
}
