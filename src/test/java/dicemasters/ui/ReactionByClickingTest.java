package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Damage about to be dealt pauses the table: the player who could react sees a button per way to
 * react and one to let the damage through, clicks one, pays a reactive Global like any other cost.
 */
@ExtendWith(ApplicationExtension.class)
class ReactionByClickingTest {
    private static final CardLibrary LIBRARY = TestTables.LIBRARY;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** Tiger Claw's "when attacks" damage against Steve Rogers' redirection and Long Live the Resistance!. */
    private static TableController atAReaction() {
        return TestTables.playUntil(TestTables.team("Tiger", 4, List.of("HHS045", "CW011"), List.of("CW029")),
                TestTables.team("Steve", 4, List.of("CW141", "CW096"), List.of()), 200,
                table -> table.mode() == Mode.REACT);
    }

    @Test
    void the_reacting_player_clicks_a_reaction_and_the_damage_is_changed(FxRobot robot) {
        TableController table = atAReaction();
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        Decision.React react = (Decision.React) table.state().decision();
        assertThat(table.prompt()).contains("damage is about to be dealt");
        for (int i = 0; i < react.options().size(); i++) {
            Node button = robot.lookup("#react-" + i).query();
            assertThat(((Button) button).getText()).isEqualTo(react.options().get(i).text());
        }
        assertThat(robot.lookup("#decline-reaction").queryButton().getText()).contains("let the damage be dealt");
        assertThat(robot.lookup("#pass").queryButton().isDisabled()).as("no priority to pass").isTrue();

        robot.interact(() -> robot.lookup("#react-0").queryButton().fire());
        if (table.mode() == Mode.PAYING) {
            assertThat(table.prompt()).contains("react with");
            robot.interact(() -> robot.lookup("#confirm").queryButton().fire());
        }
        if (table.mode() == Mode.TARGETS) {
            var d = (Decision.ChooseTargets) table.state().decision();
            robot.interact(() -> {
                table.clickDie(d.candidates().get(0));
                table.confirm();
            });
        }
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.DamagePrevented
                || e instanceof GameEvent.DamageRedirected);
    }

    @Test
    void declining_lets_the_damage_through(FxRobot robot) {
        TableController table = atAReaction();
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        robot.interact(() -> robot.lookup("#decline-reaction").queryButton().fire());
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.ReactionDeclined);
        boolean dealt = table.lastEvents().stream().anyMatch(e -> e instanceof GameEvent.PlayerDamaged
                || e instanceof GameEvent.DieDamaged);
        assertThat(dealt || table.mode() == Mode.REACT).as("the damage is dealt, or the other player may react")
                .isTrue();
    }
}
