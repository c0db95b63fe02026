package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Die;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.Step;
import dicemasters.engine.Zone;
import dicemasters.engine.card.Ability;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two people play a whole Demo game on the table by pointing and clicking: they reroll, buy with
 * the suggested payment, field characters, attack, block (two blockers on one attacker when they
 * can, so damage is split), use a Global on the opponent's turn, pass, and someone wins.
 */
@ExtendWith(ApplicationExtension.class)
class FullGameByClickingTest {
    private static final long SEED = 11;

    static {
        // The pointer jumps to each target instead of gliding there in 200 steps: same clicks, faster.
        System.setProperty("testfx.robot.move_max_count", "2");
    }

    private TableController controller;

    @Start
    void start(Stage stage) {
        CardLibrary library = CardLibrary.loadBundled();
        NewGame demo = NewGame.demo(library, SEED);
        NewGame game = new NewGame(demo.format(), demo.names(), demo.teams(), 0, SEED);
        controller = new TableController(game.start());
        DiceMastersApp.show(stage, controller, library);
    }

    @Test
    void a_whole_game_is_played_by_clicking(FxRobot robot) {
        ClickingPlayers players = new ClickingPlayers(robot, controller);
        int clicks = 0;
        while (!state().isOver() && clicks < 4000) {
            players.act();
            clicks++;
        }
        List<GameEvent> log = controller.session().log();
        assertThat(state().isOver()).as("the game ended").isTrue();
        assertThat(log).anyMatch(e -> e instanceof GameEvent.DieRolled);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.DiePurchased);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.DieFielded);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.AttackerDeclared);
        assertThat(log).anyMatch(e -> e instanceof GameEvent.BlockerDeclared);
        assertThat(players.globalsOnOpponentsTurn).as("Globals used on the opponent's turn").isPositive();
        assertThat(players.rerolls).as("rerolls chosen").isPositive();
        assertThat(log).anyMatch(e -> e instanceof GameEvent.GameOver g && g.winner() >= 0);
        WaitForAsyncUtils.waitForFxEvents();
        Optional<Node> winner = robot.lookup("#winner").tryQuery();
        assertThat(winner).as("the game-over summary is shown").isPresent();
        assertThat(((Label) winner.get()).getText()).contains("wins");
    }

    private GameState state() {
        return controller.state();
    }

    /** Both players, deciding as simple people would and acting only by clicks and keys on the table. */
    static final class ClickingPlayers {
        private final FxRobot robot;
        private final TableController controller;
        int globalsOnOpponentsTurn;
        int rerolls;
        private int boughtThisTurn = -1;

        ClickingPlayers(FxRobot robot, TableController controller) {
            this.robot = robot;
            this.controller = controller;
        }

        void act() {
            GameState s = controller.state();
            switch (controller.mode()) {
                case REROLL -> reroll(s);
                case WINDOW -> window(s);
                case ATTACKERS -> attack(s);
                case BLOCKERS -> block(s);
                case TARGETS -> {
                    var d = (dicemasters.engine.Decision.ChooseTargets) s.decision();
                    click("#die-" + d.candidates().get(0));
                    click("#confirm");
                }
                default -> click("#confirm");
            }
        }

        /** Reroll the character faces that cost energy to field; keep the rest. */
        private void reroll(GameState s) {
            boolean any = false;
            for (Die d : s.diceIn(s.activePlayer(), Zone.RESERVE)) {
                if (s.face(d).isCharacter() && s.face(d).fieldCost() >= 1 && d.rolledThisStep()) {
                    click("#die-" + d.id());
                    any = true;
                }
            }
            if (any) {
                rerolls++;
            }
            click("#confirm");
        }

        private void window(GameState s) {
            if (s.actingPlayer() != s.activePlayer()) {
                if (!tryGlobal(s)) {
                    click("#pass");
                }
                return;
            }
            if (s.step() == Step.MAIN && (tryField(s) || tryBuy(s))) {
                return;
            }
            click("#pass");
        }

        private boolean tryField(GameState s) {
            for (Die d : s.diceIn(s.activePlayer(), Zone.RESERVE)) {
                if (s.face(d).isCharacter() && controller.dieOption(d.id()).enabled()) {
                    click("#die-" + d.id());
                    if (controller.mode() == Mode.PAYING) {
                        click("#confirm");
                    }
                    return true;
                }
            }
            return false;
        }

        /** One die a turn, team cards first, paying with the suggested energy. */
        private boolean tryBuy(GameState s) {
            if (boughtThisTurn == s.turn()) {
                return false;
            }
            for (var card : s.cards()) {
                boolean teamFirst = card.owner() == s.activePlayer();
                if (teamFirst && controller.cardOption(card.index()).enabled()) {
                    return buy(s, card.index());
                }
            }
            for (var card : s.cards()) {
                if (card.isShared() && controller.cardOption(card.index()).enabled()) {
                    return buy(s, card.index());
                }
            }
            return false;
        }

        private boolean buy(GameState s, int cardIndex) {
            boughtThisTurn = s.turn();
            click("#card-" + cardIndex);
            click("#confirm");
            return true;
        }

        /** The defender uses any Global they can afford, from energy saved in their Reserve Pool. */
        private boolean tryGlobal(GameState s) {
            for (var card : s.cards()) {
                List<Ability> abilities = card.definition().abilities();
                for (int i = 0; i < abilities.size(); i++) {
                    if (abilities.get(i).isGlobal() && controller.globalOption(card.index(), i).enabled()) {
                        click("#global-" + card.index() + "-" + i);
                        click("#confirm");
                        globalsOnOpponentsTurn++;
                        return true;
                    }
                }
            }
            return false;
        }

        /** Sam attacks with everything; Bruce always keeps one die home to block with. */
        private void attack(GameState s) {
            List<Die> attackers = Engine.possibleAttackers(s);
            int keep = s.activePlayer() == 1 ? 1 : 0;
            attackers.stream().skip(keep).forEach(d -> click("#die-" + d.id()));
            click("#confirm");
        }

        /** Every possible blocker blocks the first attacker, so a blocked attacker may split its damage. */
        private void block(GameState s) {
            List<Die> attackers = Engine.attackers(s);
            for (Die blocker : Engine.possibleBlockers(s)) {
                click("#die-" + blocker.id());
                click("#die-" + attackers.get(0).id());
            }
            click("#confirm");
        }

        private void click(String query) {
            robot.clickOn(query);
        }
    }
}
