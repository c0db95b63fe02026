package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Planning blocks writes "← Sidekick" (in the planned style) beside each attacker in the Attack Zone: at a
 * small laptop's 1024×700 those words must not widen the table, so the side column, the table's
 * scale and the dice under the pointer stay where they were while the defender clicks.
 */
@ExtendWith(ApplicationExtension.class)
class PlannedBlocksHoldStillTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private Stage stage;
    private TableController table;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        table = atBlocksOfTwoAttackers();
        DiceMastersApp.show(stage, table, LIBRARY, SettingsKeeper.inMemory(Settings.DEFAULTS), false);
    }

    private static TableController atBlocksOfTwoAttackers() {
        for (long seed = 1; seed < 200; seed++) {
            TableController t = new TableController(NewGame.demo(LIBRARY, seed).start());
            TablePlayers players = new TablePlayers(t, new ControllerClicks(t));
            for (int i = 0; i < 400 && !t.state().isOver(); i++) {
                GameState s = t.state();
                if (t.mode() == Mode.BLOCKERS && Engine.attackers(s).size() >= 2
                        && Engine.possibleBlockers(s).size() >= 2) {
                    return t;
                }
                players.act();
            }
        }
        throw new AssertionError("no demo game below seed 200 had two attackers and two blockers");
    }

    @Test
    void at_1024_by_700_planning_two_blocks_moves_nothing_on_the_table(FxRobot robot) {
        robot.interact(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        GameState s = table.state();
        List<Die> attackers = Engine.attackers(s);
        List<Die> blockers = Engine.possibleBlockers(s);
        ZoomPane zoom = (ZoomPane) stage.getScene().lookup("#zoom");
        double scale = zoom.shownScale();
        Bounds side = sceneBounds(robot, "#card-scroll");
        Bounds lastBlocker = sceneBounds(robot, "#die-" + blockers.get(1).id());

        for (int i = 0; i < 2; i++) {
            int blocker = blockers.get(i).id();
            int attacker = attackers.get(i).id();
            robot.interact(() -> {
                table.clickDie(blocker);
                table.clickDie(attacker);
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> stage.getScene().getRoot().layout());
        }

        assertThat(table.draft().blocks()).hasSize(2);
        assertThat(zoom.shownScale()).as("the table's scale").isEqualTo(scale);
        assertThat(sceneBounds(robot, "#card-scroll")).as("the side column").isEqualTo(side);
        // A die that may still be picked is drawn a little larger; its centre stays under the pointer.
        Bounds after = sceneBounds(robot, "#die-" + blockers.get(1).id());
        assertThat(after.getCenterX()).as("the second blocker, under the pointer")
                .isCloseTo(lastBlocker.getCenterX(), org.assertj.core.data.Offset.offset(1.0));
        assertThat(after.getCenterY()).isCloseTo(lastBlocker.getCenterY(), org.assertj.core.data.Offset.offset(1.0));
    }

    private static Bounds sceneBounds(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        return node.localToScene(node.getBoundsInLocal());
    }
}
