package dicemasters.ui;

import dicemasters.ai.TeamChooser;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.team.Format;
import dicemasters.engine.state.CardInPlay;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The table keeps room for a prompt of three lines under the last move, so the usual prompts
 * (paying for a die is the longest) change neither the table's scale nor the board's place: dice
 * and cards stay where they were while the player pays.
 */
@ExtendWith(ApplicationExtension.class)
class PromptRoomTest {
    private Stage stage;
    private TableController controller;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        CardLibrary library = CardLibrary.loadBundled();
        controller = samCanBuy(library);
        DiceMastersApp.show(stage, controller, library, SettingsKeeper.inMemory(Settings.DEFAULTS), false);
    }

    /**
     * A tournament game (eight cards a side: the board is as tall as it gets) in Sam's first Main
     * Step, from the first seed where Sam can afford a team card.
     */
    private static TableController samCanBuy(CardLibrary library) {
        List<TeamChoice> teams = List.of(team(library, 1), team(library, 2));
        for (long seed = 1; seed < 200; seed++) {
            TableController table = new TableController(
                    new NewGame(Format.TOURNAMENT, List.of("Sam", "Bruce"), teams, 0, seed).start());
            table.confirm();
            if (teamCardSamCanBuy(table) != null) {
                return table;
            }
        }
        throw new AssertionError("no seed below 200 lets Sam buy on turn 1");
    }

    private static TeamChoice team(CardLibrary library, long seed) {
        TeamChooser.Choice choice = TeamChooser.choose(library.playableCards(), Format.TOURNAMENT, seed);
        return new TeamChoice("team " + seed, choice.cards(), choice.basicActions(), 3);
    }

    private static CardInPlay teamCardSamCanBuy(TableController table) {
        return table.state().cards().stream()
                .filter(c -> c.owner() == 0 && !c.isSidekicks() && table.cardOption(c.index()).enabled())
                .findFirst().orElse(null);
    }

    @Test
    void paying_for_a_die_does_not_change_the_tables_scale(FxRobot robot) {
        for (double[] size : new double[][]{{1280, 800}, {1024, 700}, {1600, 1000}}) {
            resize(robot, size[0], size[1]);
            double before = scale(robot);
            robot.interact(() -> controller.clickCard(teamCardSamCanBuy(controller).index()));
            String where = (int) size[0] + "x" + (int) size[1];
            assertThat(controller.mode()).as(where + ": paying").isEqualTo(Mode.PAYING);
            assertThat(promptLines(robot)).as(where + ": the payment prompt's lines").isGreaterThanOrEqualTo(2);
            assertThat(scale(robot)).as(where + ": the scale while paying").isEqualTo(before);
            assertFitsWithoutScrolling(robot, where + " while paying");
            robot.interact(controller::cancel);
            assertThat(scale(robot)).as(where + ": the scale after cancelling").isEqualTo(before);
            assertFitsWithoutScrolling(robot, where);
        }
    }

    @Test
    void at_1024_by_700_a_prompt_growing_to_three_lines_does_not_move_the_board(FxRobot robot) {
        // The game the window opens on: paying for Investigation with three Sidekick dice takes three lines.
        TableController demo = investigationAffordable(CardLibrary.loadBundled());
        robot.interact(() -> controller.newGame(demo.session()));
        resize(robot, 1024, 700);
        long mainStep = promptLines(robot);
        List<String> before = boardPlaces(robot);
        robot.interact(() -> controller.clickCard(investigation(controller).index()));
        long paying = promptLines(robot);
        List<String> whilePaying = boardPlaces(robot);

        assertThat(mainStep).as("the Main Step's prompt's lines: " + demo.prompt()).isLessThan(3);
        assertThat(paying).as("the payment prompt's lines: " + controller.prompt()).isEqualTo(3);
        assertThat(whilePaying).as("the board while paying").isEqualTo(before);
    }

    /** A demo game in its first player's Main Step, from the first seed where that player can buy Investigation. */
    private static TableController investigationAffordable(CardLibrary library) {
        for (long seed = 1; seed < 200; seed++) {
            TableController table = new TableController(NewGame.demo(library, seed).start());
            table.confirm();
            if (table.cardOption(investigation(table).index()).enabled()) {
                return table;
            }
        }
        throw new AssertionError("no demo seed below 200 lets the first player buy Investigation on turn 1");
    }

    private static CardInPlay investigation(TableController table) {
        return table.state().cards().stream().filter(c -> c.definition().name().equals("Investigation"))
                .findFirst().orElseThrow();
    }

    /** Where each part of the board and the prompt bar stand in the window, and how tall they are. */
    private List<String> boardPlaces(FxRobot robot) {
        List<String> places = new java.util.ArrayList<>();
        robot.interact(() -> {
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
            for (String id : List.of("#player-2", "#center-strip", "#player-1", "#prompt-bar")) {
                javafx.scene.Node node = stage.getScene().lookup(id);
                javafx.geometry.Bounds b = node.localToScene(node.getLayoutBounds());
                places.add(id + " at y " + Math.round(b.getMinY()) + ", " + Math.round(b.getHeight()) + " tall");
            }
        });
        return places;
    }

    private void resize(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
    }

    private double scale(FxRobot robot) {
        double[] shown = new double[1];
        robot.interact(() -> {
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
            shown[0] = ((ZoomPane) stage.getScene().lookup("#zoom")).shownScale();
        });
        return shown[0];
    }

    /** The table's natural height at the width it is laid out at, drawn at its scale, is within the window. */
    private void assertFitsWithoutScrolling(FxRobot robot, String where) {
        robot.interact(() -> {
            ZoomPane zoom = (ZoomPane) stage.getScene().lookup("#zoom");
            TableView table = (TableView) zoom.getChildrenUnmodifiable().get(0);
            assertThat(table.naturalHeight(table.getWidth()) * zoom.shownScale())
                    .as(where + ": the table's height at its scale").isLessThanOrEqualTo(zoom.getHeight() + 0.5);
        });
    }

    /** How many lines the prompt takes now (its height over one line's). */
    private long promptLines(FxRobot robot) {
        long[] lines = new long[1];
        robot.interact(() -> {
            Region prompt = (Region) stage.getScene().lookup("#prompt");
            double oneLine = ((javafx.scene.control.Label) prompt).getFont().getSize() * 1.2;
            lines[0] = Math.round(prompt.getHeight() / oneLine);
        });
        return lines[0];
    }
}
