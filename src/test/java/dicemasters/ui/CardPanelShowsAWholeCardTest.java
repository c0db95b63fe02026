package dicemasters.ui;

import dicemasters.cards.CardText;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.team.Format;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The card panel is the main way to learn a card: at 1024×700, 1280×800 and 1920×1080 it shows a
 * whole card (faces and text, without scrolling) for every card of a game of the longest cards,
 * whatever the log holds: the log gives way, not the card.
 */
@ExtendWith(ApplicationExtension.class)
class CardPanelShowsAWholeCardTest {
    private Stage stage;
    private TableView table;
    private TableController controller;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        List<String> longest = TestTables.LIBRARY.playableCards().stream()
                .filter(c -> c.type() == CardType.CHARACTER)
                .sorted(Comparator.comparing((CardDefinition c) -> CardText.of(c).length()).reversed())
                .map(CardDefinition::id).limit(8).toList();
        TeamChoice ann = TestTables.team("Ann's", 2, longest.subList(0, 4), List.of("JUS067"));
        TeamChoice bob = TestTables.team("Bob's", 2, longest.subList(4, 8), List.of("JUS068"));
        controller = new TableController(new NewGame(Format.DEMO, List.of("Ann", "Bob"), List.of(ann, bob), 0, 4)
                .start());
        table = DiceMastersApp.show(stage, controller, TestTables.LIBRARY);
    }

    @Test
    void at_1024_by_700_every_card_is_shown_whole(FxRobot robot) {
        checkAt(robot, 1024, 700);
    }

    @Test
    void at_1280_by_800_every_card_is_shown_whole_after_a_long_log(FxRobot robot) {
        for (int i = 0; i < 12; i++) {
            robot.interact(controller::confirm);
            robot.interact(controller::pass);
        }
        checkAt(robot, 1280, 800);
    }

    @Test
    void at_1920_by_1080_every_card_is_shown_whole(FxRobot robot) {
        checkAt(robot, 1920, 1080);
    }

    private void checkAt(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        ScrollPane scroll = robot.lookup("#card-scroll").queryAs(ScrollPane.class);
        Node log = robot.lookup("#log").query();
        for (CardInPlay card : controller.state().cards()) {
            robot.interact(() -> table.showCard(card.index(), "a reason the engine gives"));
            robot.interact(() -> stage.getScene().getRoot().layout());
            double needed = scroll.getContent().getLayoutBounds().getHeight();
            assertThat(needed).as("%s at %.0f×%.0f: the card's height within the panel's", card.definition().name(),
                    width, height).isLessThanOrEqualTo(scroll.getViewportBounds().getHeight() + 1);
        }
        assertThat(log.getLayoutBounds().getHeight()).as("some of the log is still in view").isGreaterThan(60);
    }
}
