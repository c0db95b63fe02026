package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.persist.Autosave;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import dicemasters.engine.card.CardType;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window with a card folder that is empty, or without presets.json: it opens, says what is
 * missing and how to fix it, and the New game dialog still offers to build teams from what loaded.
 */
@ExtendWith(ApplicationExtension.class)
class MissingCardsWindowTest {
    @TempDir
    Path folder;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private void open(FxRobot robot, CardLibrary library) {
        Autosave none = new Autosave(folder.resolve("autosave.json"));
        robot.interact(() -> DiceMastersApp.open(stage, library, none, 1L));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void an_empty_card_folder_opens_a_window_that_says_what_is_missing_and_how_to_fix_it(FxRobot robot) throws IOException {
        Path cards = Files.createDirectory(folder.resolve("cards"));
        open(robot, CardLibrary.loadCardFolder(cards));

        Label problems = robot.lookup("#no-game-problems").queryAs(Label.class);
        assertThat(problems.getText()).contains("cards/: the card folder has no card files")
                .contains("presets.json: missing from the card folder");
        assertThat(robot.lookup(n -> n instanceof Label l && l.getText() != null
                && l.getText().startsWith("How to fix it: reinstall the program")).tryQuery()).isPresent();
        robot.clickOn("OK");
    }

    @Test
    void without_presets_the_new_game_dialog_still_builds_teams_from_the_cards_that_loaded(FxRobot robot) throws IOException {
        Path cards = Files.createDirectory(folder.resolve("cards"));
        Files.copy(Path.of("cards", "JUS.json"), cards.resolve("JUS.json"));
        CardLibrary library = CardLibrary.loadCardFolder(cards);
        assertThat(library.presets()).isEmpty();
        open(robot, library);
        robot.clickOn("OK");

        robot.clickOn("#no-game-new");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#team-1").queryAs(ComboBox.class).getValue()).isNull();
        Button ok = robot.lookup(n -> n instanceof Button b && "OK".equals(b.getText())).queryButton();
        assertThat(ok.isDisabled()).as("no team chosen yet").isTrue();
        robot.clickOn(robot.lookup(n -> n instanceof Button b && "Build…".equals(b.getText())).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> pool = robot.lookup("#card-pool").queryAs(ListView.class);
        assertThat(pool.getItems()).as("the team builder offers the cards that loaded").isNotEmpty()
                .hasSize((int) library.playableCards().stream().filter(c -> c.type() != CardType.BASIC_ACTION).count());
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Cancel");
    }
}
