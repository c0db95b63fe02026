package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.puzzle.PuzzlePlay;
import dicemasters.puzzle.Puzzles;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Learn > Puzzles…: a newcomer opens the first puzzle, reads the goal, attacks by clicking the table
 * and is told by the engine's judgement that it is solved; the list then ticks it, and the tick is
 * written beside the settings. A wrong try is explained, Retry starts again, Give up shows the solution.
 */
@ExtendWith(ApplicationExtension.class)
class PuzzlesInTheWindowTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    @TempDir
    Path folder;
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Start
    void start(Stage stage) {
        TableController controller = new TableController(NewGame.demo(LIBRARY, 3L).start());
        SettingsKeeper settings = SettingsKeeper.from(new SettingsFile(folder.resolve("settings.txt")));
        DiceMastersApp.show(stage, controller, LIBRARY, settings, false);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /** The ids of the learner's dice in the Field Zone at the puzzle's start (Sidekick, Triceraton). */
    private static int[] attackers() throws Exception {
        GameState s = PuzzlePlay.start(Puzzles.loadBundled(LIBRARY).get(0)).state();
        return s.dice().stream().filter(d -> d.owner() == 0 && d.zone() == Zone.FIELD).mapToInt(Die::id).toArray();
    }

    private static void openFirstPuzzle(FxRobot robot) {
        robot.clickOn("Learn");
        robot.clickOn("Puzzles…");
        assertThat(text(robot, "#puzzle-count")).isEqualTo("0 of " + Puzzles.BUNDLED.size() + " solved");
        robot.clickOn("#puzzle-play");
        assertThat(text(robot, "#puzzle-title")).isEqualTo("Crush through a blocker");
        assertThat(text(robot, "#puzzle-goal")).isEqualTo("Goal: Win the game this turn.");
    }

    @Test
    void a_newcomer_solves_the_first_puzzle_by_clicking_and_sees_it_ticked(FxRobot robot) throws Exception {
        openFirstPuzzle(robot);

        // A wrong try first: only the Sidekick attacks, Foot Ninja blocks it.
        robot.clickOn("#pass");
        robot.clickOn("#die-" + attackers()[0]);
        robot.clickOn("#confirm");
        robot.clickOn("#pass");
        assertThat(text(robot, "#puzzle-message")).startsWith("Not this time. The turn ended and Karai still has 4 life.");

        robot.clickOn("#puzzle-hint");
        assertThat(text(robot, "#puzzle-hint-text")).contains("Triceraton has Overcrush", "Retry");
        robot.clickOn("#puzzle-retry");
        assertThat(text(robot, "#puzzle-message")).isEmpty();
        robot.clickOn("#puzzle-hint");
        assertThat(text(robot, "#puzzle-hint-text")).endsWith("Next: pass.");

        robot.clickOn("#pass");
        for (int die : attackers()) {
            robot.clickOn("#die-" + die);
        }
        robot.clickOn("#confirm");
        robot.clickOn("#pass");
        assertThat(text(robot, "#puzzle-message")).isEqualTo("Solved! Karai has no life left: you win.");
        assertThat(text(robot, "#prompt")).startsWith("The puzzle's turn is over: solved.");

        robot.clickOn("#puzzle-leave");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#puzzle-count")).isEqualTo("1 of " + Puzzles.BUNDLED.size() + " solved");
        assertThat(robot.lookup("✓").tryQuery()).isPresent();
        assertThat(Files.readAllLines(folder.resolve(SolvedPuzzles.FILE_NAME))).contains("overcrush-through-a-blocker");
    }

    @Test
    void giving_up_plays_the_solution_on_the_table_without_ticking_the_puzzle(FxRobot robot) {
        openFirstPuzzle(robot);

        robot.clickOn("#puzzle-give-up");

        assertThat(text(robot, "#puzzle-message")).isEqualTo("The solution: Karai has no life left: you win.");
        assertThat(text(robot, "#puzzle-hint-text")).startsWith("Your moves: 1. pass  2. attack with Sidekick and Triceraton");
        robot.clickOn("#puzzle-leave");
        assertThat(text(robot, "#puzzle-count")).startsWith("0 of ");
        assertThat(folder.resolve(SolvedPuzzles.FILE_NAME)).doesNotExist();
    }
}
