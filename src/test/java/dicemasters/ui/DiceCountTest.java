package dicemasters.ui;

import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import dicemasters.testing.TestGame;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The bag and the dice removed from the game are not laid out on the table: a button counts them. */
@ExtendWith(ApplicationExtension.class)
class DiceCountTest {
    @Test
    void dice_removed_from_the_game_are_counted_and_named_on_request(FxRobot robot) {
        TestGame game = TestGame.setup().ann("HHS001").ben("HHS012").at(0, Step.MAIN);
        game.place(0, "HHS001", Zone.REMOVED);
        game.place(0, "HHS001", Zone.REMOVED);
        AtomicReference<Button> removed = new AtomicReference<>();
        robot.interact(() -> removed.set(PlayerPanel.diceCount(game.state(), 0, Zone.REMOVED)));

        assertThat(removed.get().getText()).isEqualTo("Removed from the game: 2");
        assertThat(removed.get().getId()).isEqualTo("removed-1");
        assertThat(removed.get().getTooltip().getText()).contains("2 × " + game.state().nameOf(
                game.die(game.diceIn(0, Zone.REMOVED).get(0))));
    }
}
