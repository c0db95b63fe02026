package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.persist.Autosave;
import dicemasters.persist.RecentGames;
import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;
import javafx.application.Platform;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
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
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game with unsaved moves is never replaced or ended without asking: New game, Open, Quit, the
 * window's close button, Rematch and "Continue playing from here" ask "Save the game in progress?";
 * Concede is confirmed; a game replaced anyway is found under Game > Recent games.
 */
@ExtendWith(ApplicationExtension.class)
class NoGameLostWithoutAskingTest {
    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    @TempDir
    static Path folder;

    private Stage stage;
    private TableController controller;
    private GameFiles files;
    private Autosave autosave;
    private final List<String> fileQuestions = new ArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path home = java.nio.file.Files.createTempDirectory(folder, "home");
        autosave = new Autosave(home.resolve(Autosave.FILE_NAME));
        controller = new TableController(NewGame.demo(TestTables.LIBRARY, 3L).start());
        DiceMastersApp.show(stage, controller, TestTables.LIBRARY,
                SettingsKeeper.inMemory(Settings.DEFAULTS.withAutoPass(false)), false, autosave);
        GameFiles.autosaveEveryAction(controller, autosave);
        files = (GameFiles) stage.getProperties().get(GameFiles.class);
        files.setFileAsker((forSaving, title) -> {
            fileQuestions.add(title);
            return forSaving ? Optional.of(home.resolve("saved.json")) : Optional.empty();
        });
    }

    @Test
    void a_new_game_asks_first_and_cancel_keeps_the_game_on_the_table(FxRobot robot) {
        GameSession played = playAMove(robot);

        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        DialogPane question = question(robot, "save-first");
        assertThat(question.getHeaderText()).isEqualTo("Save the game in progress?");
        assertThat(question.getContentText()).contains("Turn 1 of", "A new game replaces it.");
        robot.clickOn(question.lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(shownDialog(robot, "format")).as("no New game dialog").isEmpty();
        assertThat(controller.session()).isSameAs(played);
        assertThat(controller.hasUnsavedMoves()).isTrue();
    }

    @Test
    void save_first_saves_the_game_then_the_new_game_is_chosen(FxRobot robot) throws Exception {
        GameSession played = playAMove(robot);

        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        robot.clickOn(question(robot, "save-first").lookupButton(Questions.SAVE));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(fileQuestions).containsExactly("Save game");
        Path saved = autosave.file().resolveSibling("saved.json");
        assertThat(SavedGames.open(saved).actions()).isEqualTo(played.actions());
        DialogPane newGame = shownDialog(robot, "format").orElseThrow();
        robot.clickOn(newGame.lookupButton(ButtonType.CANCEL));
        assertThat(controller.hasUnsavedMoves()).as("saved, and not moved since").isFalse();
    }

    @Test
    void a_game_saved_and_not_moved_since_is_replaced_without_a_question(FxRobot robot) {
        playAMove(robot);
        robot.interact(() -> files.save(autosave.file().resolveSibling("kept.json")));

        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(shownDialog(robot, "save-first")).isEmpty();
        DialogPane newGame = shownDialog(robot, "format").orElseThrow();
        robot.clickOn(newGame.lookupButton(ButtonType.CANCEL));
    }

    @Test
    void open_asks_first_and_cancel_asks_for_no_file(FxRobot robot) {
        GameSession played = playAMove(robot);

        robot.press(KeyCode.CONTROL).type(KeyCode.O).release(KeyCode.CONTROL);
        robot.clickOn(question(robot, "save-first").lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(fileQuestions).isEmpty();
        assertThat(controller.session()).isSameAs(played);
    }

    @Test
    void quit_and_the_close_button_ask_first(FxRobot robot) {
        playAMove(robot);

        Platform.runLater(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
        DialogPane question = question(robot, "save-first");
        assertThat(question.getContentText()).contains("Closing the window closes the table.");
        robot.clickOn(question.lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.isShowing()).isTrue();

        Platform.runLater(() -> gameMenuItem("Quit").fire());
        robot.clickOn(question(robot, "save-first").lookupButton(Questions.DISCARD));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.isShowing()).as("discarded: the program may quit").isFalse();
    }

    @Test
    void concede_is_confirmed_and_rematch_asks_first(FxRobot robot) {
        GameSession played = playAMove(robot);

        Platform.runLater(() -> gameMenuItem("Concede (the player to act)").fire());
        DialogPane confirm = question(robot, "confirm-concede");
        assertThat(confirm.getHeaderText()).startsWith("Concede the game for ");
        robot.clickOn(confirm.lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(controller.state().isOver()).isFalse();

        Platform.runLater(() -> gameMenuItem("Concede (the player to act)").fire());
        robot.clickOn(question(robot, "confirm-concede").lookupButton(Questions.CONCEDE));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(controller.state().isOver()).isTrue();

        robot.clickOn("#game-over-rematch");
        DialogPane question = question(robot, "save-first");
        assertThat(question.getHeaderText()).isEqualTo("Save the finished game?");
        robot.clickOn(question.lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(controller.session()).isSameAs(played);
        assertThat(robot.lookup("#game-over-rematch").tryQuery()).as("the game-over window stays").isPresent();
    }

    @Test
    void continuing_a_replay_asks_first(FxRobot robot) throws Exception {
        Path file = autosave.file().resolveSibling("replayed.json");
        SavedGames.save(playAMove(robot), file);
        GameSession played = playAMove(robot);

        robot.interact(() -> files.openReplay(file));
        robot.clickOn("#replay-continue");
        robot.clickOn(question(robot, "save-first").lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(controller.session()).isSameAs(played);
        assertThat(robot.lookup("#replay-continue").tryQuery()).as("the replay stays open").isPresent();

        robot.clickOn("#replay-continue");
        robot.clickOn(question(robot, "save-first").lookupButton(Questions.DISCARD));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(controller.session()).isNotSameAs(played);
        assertThat(robot.lookup("#replay-continue").tryQuery()).as("the replay closed").isEmpty();
    }

    @Test
    void a_game_replaced_anyway_is_found_under_recent_games_and_opens_again(FxRobot robot) throws Exception {
        GameSession played = playAMove(robot);
        String players = played.current().player(0).name() + " vs " + played.current().player(1).name();

        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        robot.clickOn(question(robot, "save-first").lookupButton(Questions.DISCARD));
        robot.clickOn(shownDialog(robot, "format").orElseThrow().lookupButton(ButtonType.OK));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(controller.session()).isNotSameAs(played);
        List<RecentGames.Entry> kept = awaitRecentGames();

        assertThat(kept).hasSize(1);
        assertThat(RecentGamesMenu.label(kept.get(0))).contains(players, "1 move, the last in turn 1");
        robot.clickOn("Game");
        robot.clickOn("Recent games");
        robot.clickOn(RecentGamesMenu.label(kept.get(0)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(controller.session().actions()).isEqualTo(played.actions());
    }

    @Test
    void a_damaged_recent_game_is_listed_as_damaged_and_explained(FxRobot robot) throws Exception {
        java.nio.file.Files.createDirectories(autosave.recent().folder());
        java.nio.file.Files.writeString(autosave.recent().folder().resolve("game-1795900000000.json"), "{\"format\": ");

        robot.clickOn("Game");
        robot.clickOn("Recent games");
        robot.clickOn(n -> n instanceof javafx.scene.control.Labeled l && l.getText() != null
                && l.getText().endsWith("damaged: cannot be read"));
        DialogPane why = robot.listTargetWindows().stream().filter(Window::isShowing)
                .map(w -> w.getScene().getRoot()).filter(r -> r instanceof DialogPane).map(r -> (DialogPane) r)
                .findFirst().orElseThrow();

        assertThat(why.getHeaderText()).isEqualTo("This recent game is damaged and cannot be opened.");
        assertThat(why.getContentText()).contains("game-1795900000000.json");
    }

    /** A move for the player to act: keep every result in the first roll. */
    private GameSession playAMove(FxRobot robot) {
        robot.interact(() -> controller.play(new Action.Reroll(List.of())));
        assertThat(controller.hasUnsavedMoves()).isTrue();
        return controller.session();
    }

    private List<RecentGames.Entry> awaitRecentGames() throws InterruptedException {
        for (int tries = 0; tries < 100 && autosave.recent().list().isEmpty(); tries++) {
            Thread.sleep(50);
        }
        return autosave.recent().list();
    }

    private MenuItem gameMenuItem(String text) {
        MenuBar bar = (MenuBar) ((BorderPane) stage.getScene().getRoot()).getTop();
        Menu game = bar.getMenus().get(0);
        return game.getItems().stream().filter(i -> text.equals(i.getText())).findFirst().orElseThrow();
    }

    /** The question shown over the window, by its id. */
    private static DialogPane question(FxRobot robot, String id) {
        WaitForAsyncUtils.waitForFxEvents();
        return shownDialog(robot, id).orElseThrow(() -> new AssertionError("no question " + id + " was asked"));
    }

    /** A shown dialog whose pane has this id, or holds a node with it (the New game dialog's "format"). */
    private static Optional<DialogPane> shownDialog(FxRobot robot, String id) {
        return robot.listTargetWindows().stream().filter(Window::isShowing)
                .map(w -> w.getScene().getRoot()).filter(r -> r instanceof DialogPane).map(r -> (DialogPane) r)
                .filter(p -> id.equals(p.getId()) || p.lookup("#" + id) != null).findFirst();
    }
}
