package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.state.Step;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The layout holds still while a player clicks: fielding a die from the Reserve Pool leaves a gap
 * where it was, so the die beside it stays under the pointer, and the side column keeps its width
 * and the card panel its height from move to move.
 */
@ExtendWith(ApplicationExtension.class)
class LayoutHoldsStillTest {
    private TableController controller;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        CardLibrary library = CardLibrary.loadBundled();
        controller = firstReserveDieFieldable(library);
        DiceMastersApp.show(stage, controller, library);
        stage.setWidth(1280);
        stage.setHeight(800);
    }

    /** A demo game in Sam's Main Step, where the first die of Sam's Reserve Pool can be fielded and another follows it. */
    private static TableController firstReserveDieFieldable(CardLibrary library) {
        for (long seed = 1; seed < 300; seed++) {
            NewGame demo = NewGame.demo(library, seed);
            TableController table = new TableController(new NewGame(demo.format(), demo.names(), demo.teams(), 0,
                    seed).start());
            table.confirm();
            List<Die> reserve = table.state().diceIn(0, Zone.RESERVE);
            if (table.state().step() == Step.MAIN && reserve.size() >= 2 && table.dieOption(reserve.get(0).id())
                    .enabled() && !table.state().face(reserve.get(0)).isAction()) {
                return table;
            }
        }
        throw new AssertionError("no demo game below seed 300 lets Sam field the first die of the Reserve Pool");
    }

    @Test
    void fielding_a_die_leaves_a_gap_and_the_die_beside_it_stays_under_the_pointer(FxRobot robot) {
        List<Die> reserve = controller.state().diceIn(0, Zone.RESERVE);
        int fielded = reserve.get(0).id();
        int beside = reserve.get(1).id();
        Bounds before = sceneBounds(robot, "#die-" + beside);
        Bounds sideBefore = sceneBounds(robot, "#card-scroll");

        robot.clickOn("#die-" + fielded);
        if (controller.mode() == Mode.PAYING) {
            robot.interact(controller::confirm);
        }

        assertThat(controller.state().die(fielded).zone()).as("the die was fielded").isEqualTo(Zone.FIELD);
        assertThat(sceneBounds(robot, "#die-" + beside)).as("the die beside it did not move").isEqualTo(before);
        assertThat(robot.lookup("#zone-1-reserve .die-gap").tryQuery()).as("a gap where the die was").isPresent();
        assertThat(sceneBounds(robot, "#card-scroll")).as("the card panel kept its place and size")
                .isEqualTo(sideBefore);
    }

    @Test
    void the_reserve_pool_closes_up_at_the_next_step(FxRobot robot) {
        List<Die> reserve = controller.state().diceIn(0, Zone.RESERVE);
        robot.clickOn("#die-" + reserve.get(0).id());
        if (controller.mode() == Mode.PAYING) {
            robot.interact(controller::confirm);
        }
        robot.interact(controller::pass);
        assertThat(controller.state().step()).isNotEqualTo(Step.MAIN);
        assertThat(robot.lookup("#zone-1-reserve .die-gap").tryQuery()).as("no gap left after the step").isEmpty();
    }

    private static Bounds sceneBounds(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        return node.localToScene(node.getBoundsInLocal());
    }
}
