package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Casey Jones: Broken Home may block several cheap attackers: the defender clicks Casey, then one
 * attacker, then another; the window keeps Casey chosen while the engine allows one more.
 */
@ExtendWith(ApplicationExtension.class)
class BlockSeveralByClickingTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    static {
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static GameSetup.TeamCard card(String id) {
        return new GameSetup.TeamCard(LIBRARY.byId(id).orElseThrow(), 4);
    }

    private static TableController game(long seed) {
        TeamChoice ann = new TeamChoice("Ann", List.of(card("HHS001"), card("HHS046")), List.of(), 3);
        TeamChoice bob = new TeamChoice("Bob", List.of(card("HHS005"), card("HHS046")), List.of(), 3);
        return new TableController(new NewGame(Format.DEMO, List.of("Ann", "Bob"), List.of(ann, bob), 0, seed)
                .start());
    }

    /** A Casey Jones die that the engine lets block the first two of these attackers together. */
    private static Die casey(GameState s, List<Die> attackers) {
        for (Die d : Engine.possibleBlockers(s)) {
            if (s.definition(d).id().equals("HHS005")
                    && Engine.severalBlocksProblem(s, d, attackers.subList(0, 2)) == null) {
                return d;
            }
        }
        return null;
    }

    /**
     * Play with the test players until Bob declares blockers and Casey may block two attackers
     * (and, when asked, Bob has another, ordinary blocker too).
     */
    private static TableController atCaseysBlock(boolean withOrdinaryBlocker) {
        for (long seed = 1; seed < 200; seed++) {
            TableController table = game(seed);
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 3000 && !table.state().isOver(); i++) {
                GameState s = table.state();
                if (table.mode() == Mode.BLOCKERS && cheapAttackers(s).size() >= 2 && casey(s, cheapAttackers(s)) != null
                        && (!withOrdinaryBlocker || ordinaryBlocker(s) != null)) {
                    return table;
                }
                players.act();
            }
        }
        throw new AssertionError("no test game below seed 200 let Casey Jones block two attackers");
    }

    private static Die ordinaryBlocker(GameState s) {
        return Engine.possibleBlockers(s).stream().filter(d -> !s.definition(d).id().equals("HHS005"))
                .findFirst().orElse(null);
    }

    private static List<Die> cheapAttackers(GameState s) {
        return Engine.attackers(s).stream().filter(a -> s.definition(a).cost() <= 2).toList();
    }

    @Test
    void the_defender_pairs_casey_jones_with_two_attackers_by_clicking(FxRobot robot) {
        TableController table = atCaseysBlock(false);
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        GameState s = table.state();
        List<Die> attackers = cheapAttackers(s);
        Die casey = casey(s, attackers);
        Die first = attackers.get(0);
        Die second = attackers.get(1);

        robot.clickOn("#die-" + casey.id());
        robot.clickOn("#die-" + first.id());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table.isSelected(casey.id())).as("Casey stays chosen: it may block another").isTrue();
        assertThat(table.prompt()).contains("Casey Jones may block another attacker");
        robot.clickOn("#die-" + second.id());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(table.draft().blocks()).containsExactly(new Action.Block(casey.id(), first.id()),
                new Action.Block(casey.id(), second.id()));
        assertThat(robot.lookup("#confirm").queryButton().getText()).startsWith("Block with 1 die");
        robot.clickOn("#confirm");
        WaitForAsyncUtils.waitForFxEvents();

        Die blocker = table.state().die(casey.id());
        assertThat(blocker.blockingAll()).containsExactly(first.id(), second.id());
        assertThat(Engine.blockersOf(table.state(), table.state().die(second.id()))).extracting(Die::id)
                .contains(casey.id());
    }

    @Test
    void an_ordinary_blocker_is_done_after_one_attacker() {
        TableController table = atCaseysBlock(true);
        GameState s = table.state();
        Die other = ordinaryBlocker(s);
        Die first = Engine.attackers(s).get(0);
        table.clickDie(other.id());
        table.clickDie(first.id());
        assertThat(table.isSelected(other.id())).as("paired").isTrue();
        assertThat(table.prompt()).doesNotContain("may block another");
        table.clickDie(Engine.attackers(s).get(1).id());
        assertThat(table.draft().blocks()).as("a second attacker needs a blocker chosen first")
                .containsExactly(new Action.Block(other.id(), first.id()));
    }
}
