package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.card.Ability;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two people play a whole Demo game on the table by pointing and clicking: they reroll, buy with
 * the suggested payment, field characters, attack, block (two blockers on one attacker when they
 * can, so damage is split), use a Global on the opponent's turn, pass, and someone wins.
 */
@ExtendWith(ApplicationExtension.class)
class FullGameByClickingTest {
    /** A short demo game (7 turns) in which every kind of decision the test checks comes up. */
    private static final long SEED = 86;

    static {
        // The pointer jumps to each target instead of gliding there in 200 steps: same clicks, faster.
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private TableController controller;

    @Start
    void start(Stage stage) {
        CardLibrary library = CardLibrary.loadBundled();
        NewGame demo = NewGame.demo(library, SEED);
        NewGame game = new NewGame(demo.format(), demo.names(), demo.teams(), 0, SEED);
        controller = new TableController(game.start());
        DiceMastersApp.show(stage, controller, library);
    }

    @Test
    void a_whole_game_is_played_by_clicking(FxRobot robot) {
        TablePlayers players = new TablePlayers(controller, query -> robot.clickOn(query));
        int clicks = 0;
        while (!state().isOver() && clicks < 4000) {
            players.act();
            clicks++;
        }
        List<GameEvent> log = controller.session().log();
        var teamsPlayed = controller.session().setup().teams();
        assertThat(state().isOver()).as("the game ended").isTrue();
        assertThat(log).anyMatch(e -> e instanceof GameEvent.DieRolled);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.DiePurchased);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.DieFielded);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.AttackerDeclared);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.BlockerDeclared);
        assertThat(players.globalsOnOpponentsTurn).as("Globals used on the opponent's turn").isPositive();
        assertThat(players.rerolls).as("rerolls chosen").isPositive();
        assertThat(log).anyMatch(e -> e instanceof GameEvent.GameOver g && g.winner() >= 0);
        WaitForAsyncUtils.waitForFxEvents();
        Optional<Node> winner = robot.lookup("#winner").tryQuery();
        assertThat(winner).as("the game-over summary is shown").isPresent();
        assertThat(((Label) winner.get()).getText()).contains("wins");
        assertThat(robot.lookup("#life-chart").tryQuery()).as("the life chart is shown").isPresent();
        assertThat(controller.canUndo()).as("no Undo after the game").isFalse();
        GameLogView logView = robot.lookup("#log").queryAs(GameLogView.class);
        assertThat(logView.lines()).last().asString().contains("wins");
        assertThat(logView.showsNewest()).as("the newest line of the log is in view").isTrue();
        assertThat(robot.lookup(".chart-series-line").queryAll()).as("one line per player").hasSize(2);
        javafx.scene.chart.NumberAxis turns = (javafx.scene.chart.NumberAxis)
                robot.lookup("#life-chart").queryAs(javafx.scene.chart.LineChart.class).getXAxis();
        assertThat(turns.getTickUnit() % 1).as("the turn axis counts whole turns").isZero();

        robot.clickOn("#game-over-rematch");
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.DialogPane question = robot.listTargetWindows().stream()
                .filter(javafx.stage.Window::isShowing).map(w -> w.getScene().getRoot())
                .filter(r -> r instanceof javafx.scene.control.DialogPane).map(r -> (javafx.scene.control.DialogPane) r)
                .filter(p -> "save-first".equals(p.getId())).findFirst()
                .orElseThrow(() -> new AssertionError("the unsaved finished game is not replaced without asking"));
        robot.clickOn(question.lookupButton(Questions.DISCARD));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(controller.session().actions()).as("a new game").isEmpty();
        assertThat(controller.session().setup().teams()).isEqualTo(teamsPlayed);
    }

    private GameState state() {
        return controller.state();
    }
}
