package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.team.Format;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
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
 * The team builder with the whole pool: search and filters, a card's preview, names never hidden
 * behind the scroll bar, Basic Action boxes that stay where they are as the team grows, and a team
 * shared as a code and pasted back.
 */
@ExtendWith(ApplicationExtension.class)
class TeamBuilderDialogTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private TeamBuilderDialog dialog;

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
        dialog = new TeamBuilderDialog(CardLibrary.loadBundled(), Format.CASUAL, "Ann", 3, null);
        dialog.initOwner(stage);
        dialog.show();
    }

    @SuppressWarnings("unchecked")
    private ListView<CardDefinition> pool(FxRobot robot) {
        return robot.lookup("#card-pool").queryAs(ListView.class);
    }

    @Test
    void a_card_is_found_seen_and_added_and_nothing_moves_under_the_pointer(FxRobot robot) {
        ListView<CardDefinition> list = pool(robot);
        int all = list.getItems().size();
        Node firstName = robot.lookup("#pool-" + list.getItems().get(0).id()).query();
        ScrollBar bar = robot.from(list).lookup(".scroll-bar").queryAllAs(ScrollBar.class).stream()
                .filter(b -> b.getOrientation() == Orientation.VERTICAL && b.isVisible()).findFirst().orElseThrow();
        assertThat(rightEdgeInList(list, firstName)).as("a name is not hidden behind the scroll bar")
                .isLessThanOrEqualTo(rightEdgeInList(list, bar) - bar.getWidth());

        TextField search = robot.lookup("#pool-search").queryAs(TextField.class);
        robot.interact(() -> search.setText("wonder"));
        assertThat(list.getItems()).isNotEmpty().hasSizeLessThan(all)
                .allMatch(c -> c.fullName().toLowerCase().contains("wonder"));
        CardDefinition first = list.getItems().get(0);
        robot.clickOn("#pool-" + first.id());
        assertThat(robot.lookup(".panel-title").queryAs(Label.class).getText()).as("the preview")
                .isEqualTo(first.name());

        Node basic = robot.lookup(".check-box").query();
        double before = basic.localToScene(basic.getBoundsInLocal()).getMinY();
        robot.clickOn("#pool-add");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.draft().cards()).extracting(tc -> tc.card().id()).containsExactly(first.id());
        assertThat(basic.localToScene(basic.getBoundsInLocal()).getMinY()).as("the Basic Action box stayed")
                .isEqualTo(before);
    }

    private static double rightEdgeInList(ListView<?> list, Node node) {
        Bounds inList = list.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        return inList.getMaxX();
    }

    @Test
    void a_team_is_copied_as_a_code_and_pasted_back_and_a_bad_code_is_explained(FxRobot robot) {
        robot.interact(() -> dialog.useCode("DM1:CASUAL:JUS003*2,JUS061*3:JUS067,JUS068"));
        var team = dialog.draft().cards();
        robot.clickOn("#team-code-copy");
        String code = robot.lookup("#team-code").queryAs(TextField.class).getText();
        assertThat(code).isEqualTo("DM1:CASUAL:JUS003*2,JUS061*3:JUS067,JUS068");

        robot.interact(() -> dialog.useCode("DM1:CASUAL:XYZ001*2:JUS067"));
        assertThat(robot.lookup("#team-code-problem").queryAs(Label.class).getText())
                .isEqualTo("XYZ001 is not a card this program has.");
        assertThat(dialog.draft().cards()).as("a bad code changes nothing").isEqualTo(team);

        robot.interact(() -> dialog.useCode(code));
        assertThat(dialog.draft().cards()).isEqualTo(team);
    }

    @Test
    void copied_is_said_only_of_the_team_as_it_was_copied(FxRobot robot) {
        robot.interact(() -> dialog.useCode("DM1:CASUAL:JUS003*2,JUS061*3:JUS067,JUS068"));
        robot.clickOn("#team-code-copy");
        assertThat(robot.lookup("#team-code-problem").queryAs(Label.class).getText()).startsWith("Copied.");

        var aquaman = dialog.draft().cards().get(0).card();
        robot.interact(() -> {
            dialog.draft().remove(aquaman);
            dialog.useCode("DM1:CASUAL:JUS061*3:JUS067,JUS068");
        });
        assertThat(robot.lookup("#team-code-problem").queryAs(Label.class).getText()).doesNotContain("Copied");

        robot.clickOn("#team-code-copy");
        robot.clickOn("#pool-" + pool(robot).getItems().get(0).id());
        robot.clickOn("#pool-add");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#team-code-problem").queryAs(Label.class).getText()).as("the team changed")
                .isEmpty();
        assertThat(robot.lookup("#team-code").queryAs(TextField.class).getText()).as("the old code went too")
                .isEmpty();
    }

    @Test
    void the_teams_problems_are_shown_whole_never_cut_off(FxRobot robot) {
        robot.interact(() -> {
            dialog.useCode("DM1:CASUAL:JUS003*2:JUS067");
            // A small screen: the dialog squeezed to 640 pixels high.
            dialog.getDialogPane().getScene().getWindow().setHeight(640);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Label problems = robot.lookup("#team-problems").queryAs(Label.class);

        assertThat(problems.getText()).contains("Casual needs 2 different Basic Action Cards");
        javafx.scene.text.Text shown = (javafx.scene.text.Text) problems.lookup(".text");
        assertThat(shown.getText()).isEqualTo(problems.getText());
    }

    @Test
    void a_greyed_cards_reason_in_the_pool_is_shown_whole(FxRobot robot) {
        robot.interact(() -> dialog.useCode("DM1:CASUAL:CW061*2,CW064*2,CW106*2,CW110*2,CW116*2,CW089*2,CW063*2,"
                + "CW042*1:CW026,CW025"));
        WaitForAsyncUtils.waitForFxEvents();

        List<Label> words = robot.lookup("#card-pool .label").queryAllAs(Label.class).stream()
                .filter(l -> l.getText() != null && !l.getText().isEmpty() && l.isVisible()).toList();
        assertThat(words).anyMatch(l -> l.getStyleClass().contains("refusal"));
        for (Label label : words) {
            javafx.scene.text.Text shown = (javafx.scene.text.Text) label.lookup(".text");
            assertThat(shown.getText()).as("a pool line").isEqualTo(label.getText());
        }
    }
}
