package dicemasters.ui.coach;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.state.GameState;
import dicemasters.tutorial.TutorialLoader;
import dicemasters.tutorial.TutorialRunner;
import dicemasters.tutorial.Tutorials;
import dicemasters.ui.tutorial.Snapshots;
import javafx.scene.Scene;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class CoachPanelTest {
    private CoachPanel coach;
    private RulesReferenceView reference;

    /** Sam's second Main Step in the DC example, after buying Investigation. */
    private static GameState samAfterBuyingInvestigation() {
        TutorialRunner runner = TutorialRunner.start(TutorialLoader.loadResource("tutorials/dc-justice-example.json",
                Tutorials.libraryCards()));
        while (!runner.currentStep().title().equals("A blocker for later")) {
            runner.playExpected();
        }
        return runner.state();
    }

    /** A window of our own, closed after each test, so the shared primary stage keeps its size. */
    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = new Stage();
        coach = new CoachPanel();
        coach.showState(samAfterBuyingInvestigation());
        reference = new RulesReferenceView();
        CardDefinition wonderWoman = CardLibrary.loadBundled().byId("JUS061").orElseThrow();
        HBox links = new HBox(6);
        links.getChildren().add(new Label("Wonder Woman: Piece of Clay —"));
        links.getChildren().addAll(reference.keywordLinks(wonderWoman));
        VBox right = new VBox(6, coach.toggleButton(), links, reference);
        stage.setScene(new Scene(new HBox(coach, right), 1000, 640));
        stage.show();
    }

    @AfterEach
    void closeWindow(FxRobot robot) {
        robot.interact(stage::close);
    }

    @Test
    void the_coach_names_the_step_who_acts_what_is_allowed_and_what_is_not(FxRobot robot) {
        assertThat(robot.lookup("#coach-step").queryAs(Label.class).getText()).isEqualTo("Main Step");
        assertThat(robot.lookup("#coach-who").queryAs(Label.class).getText())
                .isEqualTo("Sam (the active player) has priority.");
        VBox may = robot.lookup("#coach-may").queryAs(VBox.class);
        assertThat(texts(may)).contains("• Field Sidekick (level 1) (free)");
        assertThat(texts(robot.lookup("#coach-greyed").queryAs(VBox.class))).anyMatch(t ->
                t.startsWith("✗ Buy a Wonder Woman die — Wonder Woman costs 3 energy"));
        robot.interact(() -> Snapshots.write(robot.lookup("#coach-panel").query(), "coach-panel"));
    }

    @Test
    void the_toggle_hides_and_shows_the_coach(FxRobot robot) {
        robot.clickOn("#coach-toggle");
        assertThat(coach.isVisible()).isFalse();
        assertThat(coach.isManaged()).isFalse();

        robot.clickOn("#coach-toggle");
        assertThat(coach.isVisible()).isTrue();
    }

    @Test
    void a_keyword_on_a_card_opens_its_glossary_entry(FxRobot robot) {
        robot.clickOn("#keyword-link-Strike");

        assertThat(reference.getSelectionModel().getSelectedItem().getText()).isEqualTo("Keywords");
        assertThat(reference.shownKeywordMeaning()).startsWith("Strike: While it is the only character die");
        robot.interact(() -> Snapshots.write(reference, "rules-reference-keywords"));
        robot.clickOn("Zones and dice");
        robot.interact(() -> Snapshots.write(reference, "rules-reference-zones"));
    }

    private static List<String> texts(VBox box) {
        return box.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }
}
