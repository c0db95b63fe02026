package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Plays a game on the table until a Main Step has dice in every zone and an Attack Step has
 * blockers, checks that the table shows them, and writes both views as PNG files (to
 * target/screenshots, or the folder named by -Dscreenshots.dir; docs/screenshots holds a copy).
 */
@ExtendWith(ApplicationExtension.class)
class TableScreenshotsTest {
    private static final List<Zone> ZONES = List.of(Zone.PREP, Zone.RESERVE, Zone.FIELD, Zone.USED,
            Zone.OUT_OF_PLAY);
    private TableController controller;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        CardLibrary library = CardLibrary.loadBundled();
        NewGame demo = NewGame.demo(library, 11);
        controller = new TableController(new NewGame(demo.format(), demo.names(), demo.teams(), 0, 11).start());
        DiceMastersApp.show(stage, controller, library).setAnimations(false);
    }

    @Test
    void a_main_step_with_dice_in_every_zone_and_an_attack_with_blockers_are_shown(FxRobot robot) {
        TablePlayers players = new TablePlayers(controller, query -> robot.interact(() -> press(query)));
        Path dir = Path.of(System.getProperty("screenshots.dir", "target/screenshots"));
        boolean mainShot = false;
        boolean attackShot = false;
        for (int i = 0; i < 4000 && !controller.state().isOver() && !(mainShot && attackShot); i++) {
            GameState s = controller.state();
            if (!mainShot && busyMainStep(s)) {
                ZONES.forEach(zone -> assertThat(shownDice(robot, s.activePlayer(), zone)
                        + shownDice(robot, s.inactivePlayer(), zone)).as(zone.label()).isPositive());
                shoot(robot, s.fieldDice(s.activePlayer()).get(0), dir.resolve("main-step.png"));
                mainShot = true;
            }
            if (!attackShot && s.step() == Step.ATTACK_WINDOW && blockers(s) > 0) {
                assertThat(robot.lookup("#attack-zone .die").queryAll()).hasSizeGreaterThan((int) blockers(s));
                shoot(robot, s.dice().stream().filter(d -> d.blocking() >= 0).findFirst().orElseThrow(),
                        dir.resolve("attack-step.png"));
                attackShot = true;
            }
            players.act();
        }
        assertThat(mainShot).as("a Main Step with dice in every zone came up").isTrue();
        assertThat(attackShot).as("an attack with blockers came up").isTrue();
        assertThat(dir.resolve("main-step.png")).exists();
        assertThat(dir.resolve("attack-step.png")).exists();
    }

    private static boolean busyMainStep(GameState s) {
        if (s.step() != Step.MAIN || s.actingPlayer() != s.activePlayer()
                || s.diceIn(s.activePlayer(), Zone.RESERVE).size() < 2 || s.fieldDice(s.activePlayer()).isEmpty()) {
            return false;
        }
        return ZONES.stream().allMatch(z -> !s.diceIn(0, z).isEmpty() || !s.diceIn(1, z).isEmpty());
    }

    private static long blockers(GameState s) {
        return s.dice().stream().filter(d -> d.blocking() >= 0).count();
    }

    private static int shownDice(FxRobot robot, int player, Zone zone) {
        return robot.lookup("#zone-" + (player + 1) + "-" + zone.name().toLowerCase() + " .die").queryAll().size();
    }

    /** A click as the node receives it: buttons fire, other nodes get a mouse click. */
    private void press(String query) {
        Node node = stage.getScene().lookup(query);
        assertThat(node).as(query).isNotNull();
        if (node instanceof Button button) {
            button.fire();
        } else {
            Event.fireEvent(node, new MouseEvent(MouseEvent.MOUSE_CLICKED, 0, 0, 0, 0, MouseButton.PRIMARY, 1,
                    false, false, false, false, true, false, false, true, false, false, null));
        }
    }

    /** Show the card of a die in the card panel, as hovering it would, and save the window as a PNG. */
    private void shoot(FxRobot robot, Die die, Path file) {
        robot.interact(() -> {
            Scene scene = stage.getScene();
            ((TableView) scene.lookup("#table")).showCard(die.cardIndex());
            write(scene.snapshot(null), file);
        });
    }

    private static void write(WritableImage image, Path file) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        try {
            Files.createDirectories(file.getParent());
            ImageIO.write(out, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
