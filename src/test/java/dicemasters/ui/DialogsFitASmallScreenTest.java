package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.team.Format;
import dicemasters.ui.position.PositionEditorWindow;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every dialog and window fits a small laptop's screen of 1024×700 (the README's promise): New
 * game (a game of two and Doubles), the team builder, Settings, Players, the end of a game, the
 * rules' legend, and the replay, table and position editor windows, which may be made that small.
 */
@ExtendWith(ApplicationExtension.class)
class DialogsFitASmallScreenTest {
    private static final double WIDTH = 1024;
    /** 700 less a window's title bar. */
    private static final double HEIGHT = 660;
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private Stage stage;
    private TableController controller;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        controller = new TableController(NewGame.demo(LIBRARY, 7).start());
        DiceMastersApp.show(stage, controller, LIBRARY);
    }

    @Test
    void the_new_game_dialog_fits_for_a_game_of_two_and_for_doubles(FxRobot robot) {
        NewGameDialog[] dialog = new NewGameDialog[1];
        assertFits(robot, "New game", () -> dialog[0] = new NewGameDialog(LIBRARY));
        robot.interact(() -> {
            dialog[0].show();
            ((ComboBox<Format>) dialog[0].getDialogPane().lookup("#format")).setValue(Format.DOUBLES);
        });
        assertThat(windowOf(dialog[0]).getWidth()).as("New game in Doubles, width").isLessThanOrEqualTo(WIDTH);
        assertThat(windowOf(dialog[0]).getHeight()).as("New game in Doubles, height").isLessThanOrEqualTo(HEIGHT);
        robot.interact(() -> assertNothingCutShort(dialog[0].getDialogPane(), "New game in Doubles"));
        robot.interact(dialog[0]::close);
    }

    @Test
    void the_dialog_hosting_a_network_game_fits_for_a_game_of_two_and_for_doubles(FxRobot robot) {
        NewGameDialog[] dialog = new NewGameDialog[1];
        assertFits(robot, "Host a network game", () -> dialog[0] = new NewGameDialog(LIBRARY,
                ComputerSeats.people(), true));
        robot.interact(() -> {
            dialog[0].show();
            ((ComboBox<Format>) dialog[0].getDialogPane().lookup("#format")).setValue(Format.DOUBLES);
        });
        assertThat(windowOf(dialog[0]).getWidth()).as("hosting in Doubles, width").isLessThanOrEqualTo(WIDTH);
        assertThat(windowOf(dialog[0]).getHeight()).as("hosting in Doubles, height").isLessThanOrEqualTo(HEIGHT);
        robot.interact(dialog[0]::close);
    }

    @Test
    void the_team_builder_fits_for_every_format(FxRobot robot) {
        for (Format format : List.of(Format.DEMO, Format.CASUAL, Format.TOURNAMENT, Format.DOUBLES)) {
            assertFits(robot, "team builder, " + format, () -> new TeamBuilderDialog(LIBRARY, format, "Ann", 3, null));
        }
        // A ready-made team of eight cards: each row's name wraps, its number of dice and Remove stay whole.
        TeamChoice team = TeamChoice.offeredFor(LIBRARY, Format.TOURNAMENT).get(0);
        TeamBuilderDialog[] builder = new TeamBuilderDialog[1];
        robot.interact(() -> {
            builder[0] = new TeamBuilderDialog(LIBRARY, Format.TOURNAMENT, "Ann", 3, team);
            builder[0].initOwner(stage);
            builder[0].show();
        });
        robot.interact(() -> assertNothingCutShort(builder[0].getDialogPane(), "the team builder, " + team.label()));
        robot.interact(builder[0]::close);
    }

    @Test
    void settings_and_players_fit(FxRobot robot) {
        assertFits(robot, "Settings", () -> new SettingsDialog(Settings.DEFAULTS, List.of("Sam (Player 1)",
                "Bruce (Player 2)", "Cid (Player 3)", "Dee (Player 4)"), seat -> false));
        assertFits(robot, "Players", () -> ComputerMenu.playersDialog(stage, controller));
    }

    @Test
    void the_end_of_the_game_and_the_legend_fit(FxRobot robot) {
        robot.interact(controller::concede);
        for (Window window : List.copyOf(Window.getWindows())) {
            if (window != stage) {
                assertThat(window.getWidth()).as("%s, width", title(window)).isLessThanOrEqualTo(WIDTH);
                assertThat(window.getHeight()).as("%s, height", title(window)).isLessThanOrEqualTo(HEIGHT);
                robot.interact(window::hide);
            }
        }
        Stage[] legend = new Stage[1];
        robot.interact(() -> legend[0] = Legend.show(stage));
        assertThat(legend[0].getWidth()).isLessThanOrEqualTo(WIDTH);
        assertThat(legend[0].getHeight()).isLessThanOrEqualTo(HEIGHT);
        robot.interact(legend[0]::close);
    }

    @Test
    void the_table_and_replay_windows_may_be_made_that_small() {
        assertThat(stage.getMinWidth()).isLessThanOrEqualTo(WIDTH);
        assertThat(stage.getMinHeight()).isLessThanOrEqualTo(HEIGHT);
        Stage[] replay = new Stage[1];
        new FxRobot().interact(() -> {
            controller.pass();
            replay[0] = ReplayWindow.open(stage, dicemasters.persist.Replay.of(controller.session()), g -> false);
        });
        assertThat(replay[0].getMinWidth()).isLessThanOrEqualTo(WIDTH);
        assertThat(replay[0].getMinHeight()).isLessThanOrEqualTo(HEIGHT);
        new FxRobot().interact(replay[0]::close);
    }

    @Test
    void the_position_editor_may_be_made_that_small_and_keeps_its_commands_and_verdict_in_view(FxRobot robot) {
        PositionEditorWindow[] editor = new PositionEditorWindow[1];
        robot.interact(() -> {
            editor[0] = PositionEditorWindow.open(stage, LIBRARY, controller::state, (session, seats) -> false);
            editor[0].stage().setWidth(WIDTH);
            editor[0].stage().setHeight(HEIGHT);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Stage window = editor[0].stage();
        assertThat(window.getMinWidth()).isLessThanOrEqualTo(WIDTH);
        assertThat(window.getMinHeight()).isLessThanOrEqualTo(HEIGHT);
        for (String id : List.of("#play-from-here", "#editor-save", "#editor-undo", "#pool-add", "#position-status",
                "#die-inspector", "#step", "#seed")) {
            javafx.scene.Node node = window.getScene().lookup(id);
            javafx.geometry.Bounds shown = node.localToScene(node.getBoundsInLocal());
            assertThat(shown.getMaxX()).as("%s, right edge", id).isLessThanOrEqualTo(window.getScene().getWidth());
            assertThat(shown.getMaxY()).as("%s, bottom edge", id).isLessThanOrEqualTo(window.getScene().getHeight());
        }
        robot.interact(window::close);
    }

    private void assertFits(FxRobot robot, String name, Supplier<Dialog<?>> make) {
        Dialog<?>[] dialog = new Dialog<?>[1];
        robot.interact(() -> {
            dialog[0] = make.get();
            dialog[0].initOwner(stage);
            dialog[0].show();
        });
        Window window = windowOf(dialog[0]);
        assertThat(window.getWidth()).as("%s, width", name).isLessThanOrEqualTo(WIDTH);
        assertThat(window.getHeight()).as("%s, height", name).isLessThanOrEqualTo(HEIGHT);
        robot.interact(() -> {
            dialog[0].setResult(null);
            window.hide();
        });
    }

    /** Labels and buttons show their whole words (no "..."), and a text field's hint fits inside the field. */
    private static void assertNothingCutShort(javafx.scene.Parent root, String where) {
        root.applyCss();
        root.layout();
        List<javafx.scene.Node> labeled = new java.util.ArrayList<>(root.lookupAll(".label"));
        labeled.addAll(root.lookupAll(".button"));
        for (javafx.scene.Node node : labeled) {
            javafx.scene.control.Labeled words = (javafx.scene.control.Labeled) node;
            javafx.scene.Node shown = words.lookup(".text");
            if (shown instanceof javafx.scene.text.Text text && words.isVisible()) {
                assertThat(text.getText()).as("%s: the words of %s", where, words).isEqualTo(words.getText());
            }
        }
        for (javafx.scene.Node node : root.lookupAll(".text-field")) {
            javafx.scene.control.TextField field = (javafx.scene.control.TextField) node;
            javafx.scene.text.Text hint = new javafx.scene.text.Text(field.getPromptText());
            hint.setFont(field.getFont());
            double room = field.getWidth() - field.getInsets().getLeft() - field.getInsets().getRight();
            assertThat(hint.getLayoutBounds().getWidth()).as("%s: the hint \"%s\" in %s", where,
                    field.getPromptText(), field.getId()).isLessThanOrEqualTo(room);
        }
    }

    private static Window windowOf(Dialog<?> dialog) {
        return dialog.getDialogPane().getScene().getWindow();
    }

    private static String title(Window window) {
        return window instanceof Stage s ? s.getTitle() : window.toString();
    }
}
