package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.team.Format;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** Game > New game: a two-player game as before, and Doubles with four players from the TMNT Doubles preset. */
@ExtendWith(ApplicationExtension.class)
class NewGameDialogTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    @SuppressWarnings("unchecked")
    void the_dialog_starts_a_two_player_game_or_a_doubles_game_of_four() {
        AtomicReference<NewGame> twoPlayers = new AtomicReference<>();
        AtomicReference<NewGame> doubles = new AtomicReference<>();
        WaitForAsyncUtils.waitForAsyncFx(10_000, () -> {
            NewGameDialog dialog = new NewGameDialog(LIBRARY);
            twoPlayers.set(dialog.getResultConverter().call(ButtonType.OK));
            ComboBox<Format> format = (ComboBox<Format>) dialog.getDialogPane().lookup("#format");
            format.setValue(Format.DOUBLES);
            doubles.set(dialog.getResultConverter().call(ButtonType.OK));
        });

        assertThat(twoPlayers.get().names()).hasSize(2);
        assertThat(twoPlayers.get().format()).isEqualTo(Format.DEMO);
        NewGame four = doubles.get();
        assertThat(four.format()).isEqualTo(Format.DOUBLES);
        assertThat(four.names()).hasSize(4);
        assertThat(four.seats()).hasSize(4);
        for (int p = 0; p < 4; p++) {
            assertThat(four.problems(p)).as("player %d's preset cards are a legal Doubles team", p + 1).isEmpty();
        }
        assertThat(four.start().current().players()).hasSize(4);
    }

    @Test
    @SuppressWarnings("unchecked")
    void in_every_format_the_dialog_fits_a_screen_1280_pixels_wide() {
        for (Format chosen : Format.values()) {
            AtomicReference<Double> width = new AtomicReference<>();
            WaitForAsyncUtils.waitForAsyncFx(10_000, () -> {
                NewGameDialog dialog = new NewGameDialog(LIBRARY);
                ((ComboBox<Format>) dialog.getDialogPane().lookup("#format")).setValue(chosen);
                javafx.scene.Scene scene = new javafx.scene.Scene(new javafx.scene.Group(dialog.getDialogPane()));
                dialog.getDialogPane().applyCss();
                dialog.getDialogPane().layout();
                width.set(dialog.getDialogPane().prefWidth(-1));
                ((javafx.scene.Group) scene.getRoot()).getChildren().clear();
            });
            assertThat(width.get()).as("%s: the dialog's width", chosen).isLessThanOrEqualTo(1280);
        }
    }
}
