package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.persist.PositionFiles;
import dicemasters.persist.Replay;
import dicemasters.session.GameSession;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Positions in the window: the Game menu's items, a position put on the table, an older file's replay note. */
@ExtendWith(ApplicationExtension.class)
class PositionMenuTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private TableController controller;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        controller = new TableController(NewGame.demo(LIBRARY, 3L).start());
        DiceMastersApp.show(stage, controller, LIBRARY);
    }

    @Test
    void the_game_menu_offers_to_save_open_and_set_up_positions_and_to_report_a_problem() {
        Menu game = ((MenuBar) ((BorderPane) stage.getScene().getRoot()).getTop()).getMenus().get(0);
        List<String> items = game.getItems().stream().map(MenuItem::getText).toList();

        int replay = items.indexOf("Open as replay…");
        assertThat(items.subList(replay + 2, replay + 6))
                .containsExactly("Save position here…", "Open position…", "Set up a position…", "Report a problem…");
    }

    @Test
    void a_position_opened_is_played_on_at_the_table(FxRobot robot) throws Exception {
        GameSession session = GameSession.fromPosition(PositionFiles.read(
                Path.of("src/test/resources/positions/attack-for-the-win.json"), LIBRARY::byId));

        robot.interact(() -> new PositionMenu(stage, controller, LIBRARY).playFrom(session, Map.of()));

        assertThat(controller.state().turn()).isEqualTo(5);
        assertThat(controller.state().player(1).life()).isEqualTo(4);
        assertThat(controller.session().startPosition()).isNotNull();
    }

    @Test
    void the_replay_of_a_first_version_file_says_its_cards_are_not_recorded(FxRobot robot) throws Exception {
        Replay replay = Replay.open(Path.of("src/test/resources/savedgames/finished-game.json"));

        robot.interact(() -> {
            Stage replayStage = new Stage();
            new ReplayWindow(replay).dress(replayStage, game -> false);
            replayStage.show();
        });

        assertThat(robot.lookup("#replay-cards-note").queryAs(Label.class).getText())
                .isEqualTo("Every recorded state matches, but cards not recorded in this older file: an edited card"
                        + " cannot be detected.");
    }
}
