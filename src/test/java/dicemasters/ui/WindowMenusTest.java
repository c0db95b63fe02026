package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.session.GameSession;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The menus around the table: the coach, saving and opening games, and what a bad file does. */
@ExtendWith(ApplicationExtension.class)
class WindowMenusTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private Stage stage;
    private TableController controller;
    private BorderPane root;

    @TempDir
    Path folder;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        controller = new TableController(NewGame.demo(CardLibrary.loadBundled(), 3L).start());
        DiceMastersApp.show(stage, controller, CardLibrary.loadBundled());
        root = (BorderPane) stage.getScene().getRoot();
    }

    @Test
    void the_coach_opens_beside_the_table_and_follows_the_game(FxRobot robot) {
        robot.clickOn("Learn");
        robot.clickOn("Coach");

        assertThat(robot.lookup("#coach-panel").tryQuery()).isPresent();
        assertThat(robot.lookup(n -> n instanceof Label l && l.getText() != null
                && l.getText().contains("Roll and Reroll")).tryQuery()).isPresent();
    }

    @Test
    void a_keyword_on_a_card_links_to_its_entry_in_the_rules_reference(FxRobot robot) {
        int wonderWoman = controller.state().cards().stream()
                .filter(c -> c.definition().name().equals("Wonder Woman")).findFirst().orElseThrow().index();
        robot.moveTo("#card-" + wonderWoman);

        robot.clickOn("#keyword-link-Strike");

        javafx.stage.Window reference = robot.listTargetWindows().stream()
                .filter(w -> w instanceof Stage st && "Rules reference".equals(st.getTitle())).findFirst()
                .orElseThrow();
        var view = (dicemasters.ui.coach.RulesReferenceView) reference.getScene().lookup(".tab-pane");
        assertThat(view.shownKeywordMeaning()).isNotBlank();
        assertThat(view.shownKeywordMeaning().toLowerCase()).contains("only character die");
    }

    @Test
    void an_unfinished_game_is_offered_on_start_before_the_table_is_shown(FxRobot robot) throws Exception {
        dicemasters.persist.Autosave autosave = new dicemasters.persist.Autosave(folder.resolve("autosave.json"));
        GameSession unfinished = NewGame.demo(CardLibrary.loadBundled(), 4L).start();
        unfinished.play(new dicemasters.engine.action.Action.Reroll(java.util.List.of()));
        autosave.save(unfinished);
        var offered = new java.util.concurrent.atomic.AtomicReference<
                java.util.Optional<dicemasters.persist.SavedGames.Opened>>();

        javafx.application.Platform.runLater(() -> offered.set(GameFiles.offerResume(new Stage(), autosave)));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Yes");
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();

        assertThat(offered.get()).isPresent();
        assertThat(offered.get().get().session().actions()).isEqualTo(unfinished.actions());
        assertThat(offered.get().get().session().current().rngState()).isEqualTo(unfinished.current().rngState());
        assertThat(offered.get().get().computerSeats()).as("a game of two people").isEmpty();
    }

    @Test
    void a_saved_game_opens_to_the_same_position(FxRobot robot) {
        GameFiles files = new GameFiles(stage, controller);
        Path file = folder.resolve("game.json");
        robot.interact(() -> controller.play(new dicemasters.engine.action.Action.Reroll(java.util.List.of())));
        GameSession played = controller.session();
        robot.interact(() -> files.save(file));
        robot.interact(() -> controller.newGame(NewGame.demo(CardLibrary.loadBundled(), 9L).start()));

        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = files.open(file));

        assertThat(opened[0]).isTrue();
        assertThat(controller.session().actions()).isEqualTo(played.actions());
        assertThat(controller.state().rngState()).isEqualTo(played.current().rngState());
    }

    @Test
    void a_broken_file_is_explained_and_the_game_on_the_table_stays_as_it_was(FxRobot robot) throws Exception {
        GameFiles files = new GameFiles(stage, controller);
        Path broken = folder.resolve("broken.json");
        Files.writeString(broken, "{\"format\": \"dice-masters-table saved game\", \"version\": 1, \"setup\": {");
        GameSession before = controller.session();

        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = files.open(broken));

        assertThat(opened[0]).isFalse();
        assertThat(controller.session()).isSameAs(before);
    }
}
