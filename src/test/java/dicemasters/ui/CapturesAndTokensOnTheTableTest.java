package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.CardInPlay;
import dicemasters.engine.Die;
import dicemasters.engine.Engine;
import dicemasters.engine.Format;
import dicemasters.engine.GameSetup;
import dicemasters.engine.GameState;
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
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static TableController game(long seed) {
        List<GameSetup.TeamCard> cards = List.of(card("CW110"), card("CW123"), card("HHS046"));
        var basics = List.of(LIBRARY.byId("HHS049").orElseThrow());
        TeamChoice ann = new TeamChoice("Ann", cards, basics, 3);
        TeamChoice bob = new TeamChoice("Bob", cards, List.of(), 3);
        return new TableController(new NewGame(Format.DEMO, List.of("Ann", "Bob"), List.of(ann, bob), 0, seed)
                .start());
    }

    private static GameSetup.TeamCard card(String id) {
        return new GameSetup.TeamCard(LIBRARY.byId(id).orElseThrow(), 2);
    }

    /** Play with the table's test players until the state shows what the test looks for. */
    private static TableController until(Predicate<GameState> wanted) {
        for (long seed = 1; seed < 300; seed++) {
            TableController table = game(seed);
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 3000 && !table.state().isOver(); i++) {
                if (wanted.test(table.state())) {
                    return table;
                }
                players.act();
            }
        }
        throw new AssertionError("no test game below seed 300 got there");
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
