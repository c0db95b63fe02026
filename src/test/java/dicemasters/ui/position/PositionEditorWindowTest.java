package dicemasters.ui.position;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.engine.team.Format;
import dicemasters.session.GameSession;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Game > Set up a position…, by clicks: cards picked in the pool, dice put in the field and turned
 * to a level, life set, the engine's verdict in words, Play from here, Undo, and a position saved
 * and opened again.
 */
@ExtendWith(ApplicationExtension.class)
class PositionEditorWindowTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final CardDefinition AQUAMAN = LIBRARY.byId("JUS003").orElseThrow();
    private static final CardDefinition BLACK_MANTA = LIBRARY.byId("JUS010").orElseThrow();
    private final List<GameSession> played = new ArrayList<>();
    private final List<Map<Integer, ?>> computers = new ArrayList<>();
    private PositionEditorWindow editor;

    @Start
    void start(Stage stage) {
        editor = new PositionEditorWindow(LIBRARY, () -> null, PositionDraft.empty(Format.DEMO, 5), (session, seats) -> {
            played.add(session);
            computers.add(seats);
            return true;
        });
        editor.stage().show();
    }

    @Test
    void two_characters_are_put_in_the_field_by_clicks_and_played_from_here(FxRobot robot) {
        addByClicks(robot, "Aquaman", AQUAMAN);
        robot.clickOn("#add-to").clickOn("Bruce (player 2)");
        addByClicks(robot, "Black Manta", BLACK_MANTA);

        putInFieldAtLevel(robot, "#die-1-JUS003-1", "#zone-1-FIELD", AQUAMAN, 2);
        putInFieldAtLevel(robot, "#die-2-JUS010-1", "#zone-2-FIELD", BLACK_MANTA, 1);
        setLife(robot, "#life-2", 4);

        assertThat(status(robot)).isEqualTo("The rules allow this position: play from here, or save it.");
        robot.clickOn("#play-from-here");
        robot.clickOn("#play-as-1");
        robot.clickOn("OK");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(played).hasSize(1);
        GameState game = played.get(0).current();
        assertThat(game.player(1).life()).isEqualTo(4);
        assertThat(fieldDie(game, 0).faceIndex()).isEqualTo(levelFace(AQUAMAN, 2));
        assertThat(game.nameOf(fieldDie(game, 1))).isEqualTo("Black Manta");
        assertThat(computers.get(0)).as("the computer plays Bruce").containsOnlyKeys(1);
        assertThat(editor.stage().isShowing()).as("the editor closes").isFalse();
    }

    @Test
    void a_die_showing_energy_in_the_field_is_named_in_words_and_cannot_be_played(FxRobot robot) {
        addByClicks(robot, "Aquaman", AQUAMAN);

        robot.clickOn("#die-1-JUS003-1").clickOn("#zone-1-FIELD");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(status(robot))
                .isEqualTo("The rules do not allow this position: field: player 1's Aquaman die 1 (JUS003#1, Field Zone)"
                        + " shows an energy face; only character and action faces stand in the field.");
        assertThat(robot.lookup("#play-from-here").queryAs(Button.class).isDisabled()).isTrue();
        robot.push(KeyCode.ESCAPE);
        assertThat(editor.selected()).as("Esc lets go of the die").isNull();
    }

    @Test
    void undo_takes_back_a_change_and_redo_makes_it_again(FxRobot robot) {
        setLife(robot, "#life-1", 3);
        assertThat(editor.now().life(0)).isEqualTo(3);

        robot.clickOn("#editor-undo");
        assertThat(editor.now().life(0)).isEqualTo(10);
        robot.clickOn("#editor-redo");
        assertThat(editor.now().life(0)).isEqualTo(3);
    }

    @Test
    void a_position_saved_and_opened_again_is_the_same_position(FxRobot robot, @TempDir Path folder) {
        addByClicks(robot, "Aquaman", AQUAMAN);
        putInFieldAtLevel(robot, "#die-1-JUS003-1", "#zone-1-FIELD", AQUAMAN, 3);
        robot.clickOn("#die-1-SIDEKICK-1").clickOn("#zone-1-USED");
        setLife(robot, "#life-2", 6);
        PositionDraft built = editor.now();
        Path file = folder.resolve("position.json");

        robot.interact(() -> editor.files().save(file));
        robot.clickOn("#new-empty");
        assertThat(editor.now().position()).isNotEqualTo(built.position());
        robot.interact(() -> editor.files().open(file));

        assertThat(editor.now().position()).isEqualTo(built.position());
        assertThat(robot.lookup("#editor-message").queryAs(Label.class).getText()).isEqualTo("Opened position.json.");
    }

    @Test
    void a_file_the_rules_do_not_allow_opens_to_be_mended_with_what_is_wrong(FxRobot robot, @TempDir Path folder)
            throws Exception {
        Path file = folder.resolve("lost.json");
        java.nio.file.Files.writeString(file, java.nio.file.Files.readString(
                Path.of("src/test/resources/positions/attack-for-the-win.json")).replace("\"life\": 4", "\"life\": 0"));

        robot.interact(() -> editor.files().open(file));

        assertThat(status(robot)).isEqualTo("The rules do not allow this position: life: player 2 has 0 life, so the"
                + " game would be over.");
        setLife(robot, "#life-2", 1);
        assertThat(status(robot)).isEqualTo("The rules allow this position: play from here, or save it.");
        assertThat(robot.lookup("#play-from-here").queryAs(Button.class).isDisabled()).isFalse();
    }

    @Test
    void a_name_typed_is_kept_when_the_player_clicks_a_die_without_pressing_enter(FxRobot robot) {
        robot.doubleClickOn("#name-2").push(KeyCode.CONTROL, KeyCode.A).write("Ann");
        robot.clickOn("#die-1-SIDEKICK-1");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(editor.now().playerName(1)).isEqualTo("Ann");
        assertThat(robot.lookup("#name-2").queryAs(TextField.class).getText()).isEqualTo("Ann");
        assertThat(editor.selected()).isEqualTo(new dicemasters.engine.setup.Position.DieRef(0, "SIDEKICK", 1));
    }

    @Test
    void on_a_large_screen_the_players_boards_take_the_room(FxRobot robot) {
        robot.interact(() -> {
            editor.stage().setWidth(1920);
            editor.stage().setHeight(1080);
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#board-1").queryAs(javafx.scene.layout.Region.class).getWidth()).isGreaterThan(600);
        assertThat(robot.lookup("#board-2").queryAs(javafx.scene.layout.Region.class).getWidth()).isGreaterThan(600);
    }

    private void addByClicks(FxRobot robot, String name, CardDefinition card) {
        TextField search = robot.lookup("#pool-search").queryAs(TextField.class);
        robot.interact(search::clear);
        robot.clickOn(search).write(name);
        robot.clickOn("#pool-" + card.id()).clickOn("#pool-add");
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void putInFieldAtLevel(FxRobot robot, String die, String zone, CardDefinition card, int level) {
        robot.clickOn(die).clickOn(zone);
        robot.clickOn("#face-" + (levelFace(card, level) + 1));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void setLife(FxRobot robot, String spinner, int life) {
        robot.doubleClickOn(robot.lookup(spinner).lookup(".text-field").queryAs(TextField.class));
        robot.push(KeyCode.CONTROL, KeyCode.A).write(String.valueOf(life)).push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#position-status").queryAs(Label.class).getText();
    }

    private static int levelFace(CardDefinition card, int level) {
        return card.faces().indexOf(card.levelFace(level));
    }

    private static Die fieldDie(GameState game, int player) {
        return game.diceIn(player, Zone.FIELD).stream().filter(d -> !game.cardOf(d).isSidekicks()).findFirst()
                .orElseThrow();
    }
}
