package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.team.Format;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On a 1920×1080 screen the table uses the window's room: the board (its lowest player area)
 * reaches down to the prompt bar, with few dice as with many, and a Tournament team's eight cards
 * stand in one row.
 */
@ExtendWith(ApplicationExtension.class)
class LargeScreenTest {
    private static final double MARGIN = 16;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        CardLibrary library = CardLibrary.loadBundled();
        Preset preset = library.presetsOf(Format.TOURNAMENT.label()).get(0);
        List<TeamChoice> sides = TeamChoice.offeredFor(library, Format.TOURNAMENT).subList(0, 2);
        List<String> names = preset.teams().stream().map(t -> t.playerName()).toList();
        NewGame game = new NewGame(Format.TOURNAMENT, names, sides, 0, 1);
        TableController controller = new TableController(game.start());
        DiceMastersApp.show(stage, controller, library, SettingsKeeper.inMemory(Settings.DEFAULTS), false);
    }

    @Test
    void at_1920_by_1080_a_demo_board_with_few_dice_still_reaches_the_prompt_bar(FxRobot robot) {
        robot.interact(() -> {
            CardLibrary library = CardLibrary.loadBundled();
            TableController demo = new TableController(NewGame.demo(library, 7).start());
            DiceMastersApp.show(stage, demo, library, SettingsKeeper.inMemory(Settings.DEFAULTS), false);
        });
        resize(robot);
        robot.interact(() -> {
            Scene scene = stage.getScene();
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            assertThat(inScene(scene.lookup("#player-1")).getMaxY()).as("the demo board's lowest player area")
                    .isGreaterThanOrEqualTo(inScene(scene.lookup("#prompt-bar")).getMinY() - MARGIN);
        });
    }

    @Test
    void at_1920_by_1080_the_board_reaches_the_prompt_bar_and_eight_cards_stand_in_one_row(FxRobot robot) {
        resize(robot);
        robot.interact(() -> {
            Scene scene = stage.getScene();
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            Bounds board = inScene(scene.lookup("#player-1"));
            Bounds bar = inScene(scene.lookup("#prompt-bar"));
            assertThat(board.getMaxY()).as("the lowest player area's bottom, above the prompt bar at " + bar.getMinY())
                    .isGreaterThanOrEqualTo(bar.getMinY() - MARGIN);
            for (String player : new String[]{"#player-1", "#player-2"}) {
                List<Node> cards = List.copyOf(scene.lookup(player).lookupAll(".card-tile"));
                assertThat(cards).as(player + "'s cards").hasSize(8);
                double top = inScene(cards.get(0)).getMinY();
                for (Node card : cards) {
                    assertThat(inScene(card).getMinY()).as(player + ": " + card.getId() + " in the first row")
                            .isCloseTo(top, org.assertj.core.data.Offset.offset(1.0));
                }
            }
        });
    }

    private void resize(FxRobot robot) {
        robot.interact(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1920);
            stage.setHeight(1080);
        });
    }

    private static Bounds inScene(Node node) {
        return node.localToScene(node.getBoundsInLocal());
    }
}
