package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What cards put on the table shows there: the tokens on Goliath's card and the cost they bring
 * down, and a die Nitro captured, waiting Out of Play and saying so.
 */
@ExtendWith(ApplicationExtension.class)
class CapturesAndTokensOnTheTableTest {
    private static final CardLibrary LIBRARY = TestTables.LIBRARY;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** Both teams bring Goliath, Nitro and Triceraton; Ann brings Haymaker, a Global to pay for. */
    private static TableController until(Predicate<GameState> wanted) {
        List<String> cards = List.of("CW110", "CW123", "HHS046");
        return TestTables.playUntil(TestTables.team("Ann", 2, cards, List.of("HHS049")),
                TestTables.team("Bob", 2, cards, List.of()), 300, table -> wanted.test(table.state()));
    }

    private static CardInPlay goliathWithTokens(GameState s) {
        return s.cards().stream().filter(c -> c.definition().id().equals("CW110") && s.tokensOn(c.index()) > 0)
                .findFirst().orElse(null);
    }

    private static Die captured(GameState s) {
        return s.dice().stream().filter(d -> Engine.isCaptured(s, d)).findFirst().orElse(null);
    }

    @Test
    void goliaths_card_shows_its_tokens_and_what_a_die_costs_now(FxRobot robot) {
        TableController table = until(s -> goliathWithTokens(s) != null);
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        CardInPlay goliath = goliathWithTokens(table.state());
        int tokens = table.state().tokensOn(goliath.index());
        Label label = robot.lookup("#tokens-" + goliath.index()).queryAs(Label.class);
        assertThat(label.getText()).isEqualTo(tokens == 1 ? "1 token" : tokens + " tokens");
        Label cost = robot.lookup("#cost-now-" + goliath.index()).queryAs(Label.class);
        assertThat(cost.getText()).isEqualTo("costs " + (8 - tokens) + " now");
    }

    @Test
    void a_captured_die_waits_out_of_play_and_says_who_captured_it(FxRobot robot) {
        TableController table = until(s -> captured(s) != null);
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        GameState s = table.state();
        Die die = captured(s);
        Node outOfPlay = robot.lookup("#zone-" + (die.owner() + 1) + "-out_of_play").query();
        assertThat(robot.from(outOfPlay).lookup("#die-" + die.id()).tryQuery()).isPresent();
        assertThat(DieNode.describe(s, die)).contains("captured by Nitro until the end of the turn");
    }
}
