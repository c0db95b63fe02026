package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Walk with Elias in the WWE demo game: the number buttons, first for the secret choice, then for the guess. */
@ExtendWith(ApplicationExtension.class)
class SecretNumberByClickingTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static TableController atANumberChoice() {
        List<TeamChoice> choices = TeamChoice.fromPresets(LIBRARY);
        int wwe = 0;
        while (!choices.get(wwe).label().startsWith("WWE")) {
            wwe++;
        }
        for (long seed = 1; seed < 200; seed++) {
            TableController table = new TableController(new NewGame(Format.DEMO, List.of("Michele", "Chris"),
                    List.of(choices.get(wwe), choices.get(wwe + 1)), 0, seed).start());
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 3000 && !table.state().isOver(); i++) {
                if (table.mode() == Mode.NUMBER) {
                    return table;
                }
                Action elias = walkWithElias(table.state());
                if (elias != null) {
                    table.play(elias);
                } else {
                    players.act();
                }
            }
        }
        throw new AssertionError("no WWE demo game below seed 200 used Walk with Elias");
    }

    /** Buying a Walk with Elias die, or using one, whenever the engine allows it. */
    private static Action walkWithElias(GameState s) {
        if (s.decision() != null) {
            return null;
        }
        for (Action a : Engine.legalActions(s)) {
            if (a instanceof Action.UseActionDie use && s.nameOf(s.die(use.die())).equals("Walk with Elias")) {
                return a;
            }
            if (a instanceof Action.Purchase buy
                    && s.cards().get(buy.cardIndex()).definition().name().equals("Walk with Elias")) {
                return a;
            }
        }
        return null;
    }

    @Test
    void the_secret_number_and_the_guess_are_chosen_with_buttons(FxRobot robot) {
        TableController table = atANumberChoice();
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        int chooser = table.state().decision().player();
        assertThat(table.prompt()).contains("secretly choose how many dice");
        assertThat(robot.lookup("#number-3").queryButton().getText()).isEqualTo("3");

        robot.interact(() -> robot.lookup("#number-2").queryButton().fire());
        Decision guess = table.state().decision();
        assertThat(guess).isInstanceOf(Decision.ChooseNumber.class);
        assertThat(guess.player()).as("the opponent guesses").isEqualTo(1 - chooser);
        assertThat(table.prompt()).contains("guess how many dice").doesNotContain("drew 2");

        robot.interact(() -> robot.lookup("#number-2").queryButton().fire());
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.SecretDrawRevealed r
                && r.drawn() == 2 && r.guess() == 2);
    }
}
