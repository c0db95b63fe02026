package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BEN;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.FIST;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.RESERVE_POOL;
import static dicemasters.testing.Rulebook.SHIELD;
import static dicemasters.testing.Rulebook.action;
import static dicemasters.testing.Rulebook.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A move whose only results are the energy it spends and what the opponent gains from it is
 * wasted: the computer does not make it and the hint does not suggest it.
 */
class WastedMovesTest {
    private static final SearchPlayer COMPUTER = new SearchPlayer(
            Strength.NORMAL.settings().withIterations(200).withThreads(1), 5L);

    /** Bizarro (Less Than Perfect): Global: pay Shield, switch a target character die's attack and defense. */
    @Test
    void switching_the_attack_and_defense_of_a_sidekick_with_both_equal_changes_nothing() {
        TestGame game = TestGame.setup().ann("JUS007").ben("CW110").at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, SHIELD);

        assertThat(WastedMoves.changesNothing(game.state(), game.globalAction("Bizarro", 1))).isTrue();
    }

    @Test
    void switching_the_attack_and_defense_of_a_character_with_them_unequal_is_a_real_move() {
        TestGame game = TestGame.setup().ann("JUS007").ben("CW006").at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);

        assertThat(WastedMoves.changesNothing(game.state(), game.globalAction("Bizarro", 1))).isFalse();
    }

    /** Casey Jones (Penalty Box): Global: pay Fist, a target Sidekick die must block. */
    @Test
    void a_must_block_on_an_opposing_sidekick_counts_once_and_not_twice() {
        TestGame game = TestGame.setup().ann("HHS004").ben("CW006").at(ANN, MAIN_STEP);
        TestDie bens = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);
        Action first = game.globalAction("Casey Jones", 1);
        assertThat(WastedMoves.changesNothing(game.state(), first)).isFalse();

        game.act(first);
        if (game.decision() != null) {
            game.choose(bens);
        }

        assertThat(WastedMoves.changesNothing(game.state(), game.globalAction("Casey Jones", 1))).isTrue();
    }

    @Test
    void a_must_block_on_your_own_sidekick_on_your_own_turn_changes_nothing() {
        TestGame game = TestGame.setup().ann("HHS004").ben("CW006").at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, FIST);

        assertThat(WastedMoves.changesNothing(game.state(), game.globalAction("Casey Jones", 1))).isTrue();
    }

    /** Becky Lynch (Straight Fire): Global: pay Shield, the first die you purchase this turn goes to your Prep Area. */
    @Test
    void sending_the_first_purchase_to_the_prep_area_helps_before_buying_and_not_after() {
        TestGame game = TestGame.setup().ann("WWE008", "HHS004").ben("CW006").at(ANN, MAIN_STEP);
        game.energy(ANN, SHIELD);
        game.energy(ANN, SHIELD);
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);
        assertThat(WastedMoves.changesNothing(game.state(), game.globalAction("Becky Lynch", 0))).isFalse();

        game.buy("Casey Jones");

        assertThat(WastedMoves.changesNothing(game.state(), game.globalAction("Becky Lynch", 0))).isTrue();
    }

    @Test
    void the_computer_passes_rather_than_make_a_wasted_move_and_the_hint_says_so() {
        TestGame game = TestGame.setup().ann("JUS007").ben("CW110").at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, SHIELD);
        game.proceed();

        Thought thought = COMPUTER.think(game.state());

        assertThat(thought.options()).noneMatch(o -> o.action() instanceof Action.UseGlobal);
        assertThat(thought.choice()).isInstanceOf(Action.Pass.class);
        assertThat(Hint.of(game.state(), thought).action()).isInstanceOf(Action.Pass.class);
    }

    /** Static Field: combat damage to anyone is at most 1 this turn. Once is a real move, twice is not. */
    @Test
    void a_cap_on_combat_damage_counts_once_and_not_twice() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW011").basicActions("JUS071").at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "Static Field", RESERVE_POOL, action(1));
        TestDie second = game.place(ANN, "Static Field", RESERVE_POOL, action(1));
        game.proceed();
        assertThat(WastedMoves.changesNothing(game.state(), new Action.UseActionDie(first.id()))).isFalse();

        game.use(first);

        assertThat(WastedMoves.changesNothing(game.state(), new Action.UseActionDie(second.id()))).isTrue();
    }
}
