package dicemasters.ui;

import dicemasters.cards.CardLibrary;
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
 * A die about to be KO'd whose controller may replace the KO (Deathlok: Death Machine, "pay 2 life
 * to spin him up instead") pauses the table like a reaction: a button per replacement and one to let
 * the KO happen.
 */
@ExtendWith(ApplicationExtension.class)
class KnockOutReplacementByClickingTest {
    private static final CardLibrary LIBRARY = TestTables.LIBRARY;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static TableController atAKnockOutChoice() {
        return TestTables.playUntil(TestTables.team("Ann", 4, List.of("CW039", "CW006"), List.of("CW025")),
                TestTables.team("Bob", 4, List.of("CW053", "CW045"), List.of("CW025")), 400,
                table -> table.state().decision() instanceof Decision.React d && d.options().get(0).replacesKnockOut());
    }

    @Test
    void the_owner_clicks_the_replacement_and_deathlok_stays(FxRobot robot) {
        TableController table = atAKnockOutChoice();
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        Decision.React d = (Decision.React) table.state().decision();
        assertThat(table.mode()).isEqualTo(Mode.REACT);
        assertThat(table.prompt()).contains("Deathlok would be KO'd");
        assertThat(robot.lookup("#react-0").queryButton().getText()).isEqualTo(d.options().get(0).text())
                .startsWith("Deathlok (pay 2 life): your Deathlok is not KO'd");
        assertThat(robot.lookup("#decline-reaction").queryButton().getText()).contains("let it be KO'd");

        robot.interact(() -> robot.lookup("#react-0").queryButton().fire());
        if (table.mode() == Mode.PAYING) {
            robot.interact(() -> robot.lookup("#confirm").queryButton().fire());
        }
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.KnockOutReplacement r && r.replaced());
    }
}
