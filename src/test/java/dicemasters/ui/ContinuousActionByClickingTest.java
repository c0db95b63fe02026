package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.engine.team.Format;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Continuous action die (Chair Smash) is used by clicking it in the Reserve Pool, waits in the
 * Field Zone where it is drawn with the characters, and its ability is used by clicking it there
 * whenever its controller could use a Global Ability.
 */
@ExtendWith(ApplicationExtension.class)
class ContinuousActionByClickingTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** Ann brings Chair Smash; both teams' characters cost more than Chair Smash, so it is bought early. */
    private static TableController game(long seed) {
        TeamChoice ann = new TeamChoice("Ann", List.of(card("WWE008"), card("WWE042")),
                List.of(LIBRARY.byId("WWE052").orElseThrow()), 3);
        TeamChoice bob = new TeamChoice("Bob", List.of(card("WWE021"), card("WWE034")), List.of(), 3);
        return new TableController(new NewGame(Format.DEMO, List.of("Ann", "Bob"), List.of(ann, bob), 0, seed)
                .start());
    }

    private static GameSetup.TeamCard card(String id) {
        return new GameSetup.TeamCard(LIBRARY.byId(id).orElseThrow(), 4);
    }

    /** A game found, and the Chair Smash die now in the Field Zone whose ability its controller may use. */
    private record Position(TableController table, int smash) {
    }

    /**
     * Play with the table's test players; whenever the active player has a Chair Smash showing an
     * action face, click it (it is used into the Field Zone). Stop when its controller may use it.
     */
    private static Position smashReady() {
        for (long seed = 1; seed < 200; seed++) {
            TableController table = game(seed);
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 3000 && !table.state().isOver(); i++) {
                GameState s = table.state();
                if (table.mode() == Mode.WINDOW) {
                    Die inField = smash(s, Zone.FIELD);
                    if (inField != null && table.dieOption(inField.id()).enabled()) {
                        return new Position(table, inField.id());
                    }
                    Die inReserve = smash(s, Zone.RESERVE);
                    if (inReserve != null && table.dieOption(inReserve.id()).enabled()) {
                        table.clickDie(inReserve.id());
                        assertThat(table.state().die(inReserve.id()).zone()).isEqualTo(Zone.FIELD);
                        continue;
                    }
                }
                players.act();
            }
        }
        throw new AssertionError("no test game below seed 200 had Chair Smash ready to use");
    }

    /** The acting player's Chair Smash die in a zone showing an action face, or null. */
    private static Die smash(GameState s, Zone zone) {
        for (Die d : s.diceIn(s.actingPlayer(), zone)) {
            if (s.definition(d).id().equals("WWE052") && s.face(d).isAction()) {
                return d;
            }
        }
        return null;
    }

    @Test
    void chair_smash_in_the_field_zone_is_clicked_to_deal_its_damage_to_an_attacker_or_blocker(FxRobot robot) {
        Position p = smashReady();
        TableController table = p.table();
        robot.interact(() -> DiceMastersApp.show(stage, table, LIBRARY).setAnimations(false));
        int owner = table.state().die(p.smash()).owner();
        assertThat(robot.lookup("#zone-" + (owner + 1) + "-field #die-" + p.smash()).tryQuery())
                .as("drawn in its owner's Field Zone").isPresent();
        assertThat(robot.lookup("#die-" + p.smash()).query().getStyleClass()).contains("choosable");
        assertThat(table.prompt()).contains("click your die in the Field Zone to use its ability");

        robot.clickOn("#die-" + p.smash());
        if (table.mode() == Mode.TARGETS) {
            assertThat(table.state().die(p.smash()).zone()).as("paid before the target is chosen")
                    .isEqualTo(Zone.USED);
            var d = (Decision.ChooseTargets) table.state().decision();
            robot.clickOn("#die-" + d.candidates().get(0));
            robot.clickOn("#confirm");
        }
        assertThat(table.session().actions()).anyMatch(a -> a instanceof Action.UseFieldAbility);
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.DieDamaged damaged
                && damaged.amount() == 3);
        assertThat(table.state().die(p.smash()).zone()).isIn(Zone.USED, Zone.PREP);
    }
}
