package dicemasters.ui;

import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.persist.Replay;
import dicemasters.session.GameSession;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A tester steps through a recorded game in the replay window and continues from a point. */
@ExtendWith(ApplicationExtension.class)
class ReplayWindowTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private ReplayWindow window;
    private final List<GameSession> continued = new ArrayList<>();

    @Start
    void start(Stage stage) {
        GameSession game = NewGame.demo(CardLibrary.loadBundled(), 5L).start();
        RandomPlayer a = new RandomPlayer(1);
        RandomPlayer b = new RandomPlayer(2);
        for (int i = 0; i < 60 && !game.current().isOver(); i++) {
            Action next = (game.current().actingPlayer() == 0 ? a : b).choose(game.current());
            game.play(next);
        }
        window = new ReplayWindow(Replay.of(game));
        window.dress(stage, continued::add);
        stage.show();
    }

    private String position(FxRobot robot) {
        return robot.lookup("#replay-position").queryAs(Label.class).getText();
    }

    @Test
    void the_board_follows_every_step_forward_and_back(FxRobot robot) {
        Replay replay = window.replay();
        robot.clickOn("#replay-start");
        assertThat(position(robot)).startsWith("Action 0 of 60");

        robot.clickOn("#replay-forward");
        robot.clickOn("#replay-forward");
        assertThat(position(robot)).startsWith("Action 2 of 60");
        assertThat(window.controller().state().rngState()).isEqualTo(replay.state().rngState());

        robot.clickOn("#replay-turn-forward");
        assertThat(window.controller().state().turn()).isEqualTo(replay.state().turn());
        robot.clickOn("#replay-back");
        assertThat(replay.position()).isPositive();
        assertThat(window.controller().state().rngState()).isEqualTo(replay.state().rngState());

        robot.clickOn("#replay-end");
        assertThat(position(robot)).startsWith("Action 60 of 60");
        assertThat(position(robot)).as("the last move in the log's words").contains(" · last: ").doesNotContain("{");
        assertThat(robot.lookup("#pass").tryQuery()).as("no live buttons on a replay's table").isEmpty();
        assertThat(robot.lookup("#prompt").queryAs(Label.class).getText()).startsWith("Replay: here ");
    }

    @Test
    void a_replay_accepts_no_moves_on_the_table_but_can_be_continued_from_any_point(FxRobot robot) {
        robot.clickOn("#replay-start");
        robot.clickOn("#replay-forward");
        int before = window.controller().session().actions().size();
        robot.interact(() -> window.controller().pass());
        assertThat(window.controller().session().actions()).hasSize(before);

        robot.clickOn("#replay-continue");

        assertThat(continued).singleElement().satisfies(g -> assertThat(g.actions()).hasSize(1));
    }
}
