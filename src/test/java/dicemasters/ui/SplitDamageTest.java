package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** An attacker blocked by two dice: its player splits the damage with − and +, and the engine checks the sum. */
class SplitDamageTest {

    /** The first demo game (by seed) in which the test players reach a damage split. */
    private static TableController atASplit() {
        CardLibrary library = CardLibrary.loadBundled();
        for (long seed = 1; seed < 300; seed++) {
            NewGame demo = NewGame.demo(library, seed);
            TableController table = new TableController(
                    new NewGame(demo.format(), demo.names(), demo.teams(), 0, seed).start());
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 3000 && !table.state().isOver(); i++) {
                if (table.mode() == Mode.SPLIT) {
                    return table;
                }
                players.act();
            }
        }
        throw new AssertionError("no test game below seed 300 reached a damage split");
    }

    @Test
    void the_attacking_player_splits_damage_among_blockers() {
        TableController table = atASplit();
        Decision.SplitDamage split = (Decision.SplitDamage) table.state().decision();
        assertThat(table.prompt()).startsWith(Prompts.playerLabel(table.state(), split.player()));
        int first = split.blockers().get(0);
        int second = split.blockers().get(1);
        assertThat(table.draft().splitShares().get(first)).as("all damage starts on the first blocker")
                .isEqualTo(split.amount());
        assertThat(table.confirmProblem()).isNull();

        table.addSplitDamage(first, -1);
        assertThat(table.confirmProblem()).as("one damage is not assigned").contains("must be assigned");
        table.addSplitDamage(second, 1);
        assertThat(table.confirmProblem()).isNull();
        table.confirm();

        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == second
                || e instanceof GameEvent.DieKnockedOut k && k.dieId() == second);
    }
}
