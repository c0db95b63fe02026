package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.sim.Simulator;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BEN;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.block;
import static dicemasters.testing.Rulebook.level;
import static org.assertj.core.api.Assertions.assertThat;

/** The computer opponent at the moments that decide games, and its promise not to peek. */
class SearchPlayerTest {
    /** Enough simulations for these small positions; the strengths' budgets are measured in docs/AI.md. */
    private static final SearchSettings QUICK = Strength.NORMAL.settings().withIterations(300).withThreads(1);

    private static SearchPlayer computer() {
        return new SearchPlayer(QUICK, 11L);
    }

    @Test
    void it_splits_an_attackers_damage_among_the_dice_blocking_it() {
        // Ann's Falcon (level 3) attacks; Ben blocks it with both his Rocket Raccoons: Ann splits the damage.
        TestGame game = TestGame.setup().ann("CW006").ben("CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie one = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie two = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.attackWith(falcon);
        game.blocks(block(one, falcon), block(two, falcon));
        while (!(game.decision() instanceof dicemasters.engine.state.Decision.SplitDamage)) {
            game.pass();   // the action window before damage
        }

        Action split = computer().choose(game.state());

        assertThat(split).isInstanceOf(Action.SplitDamage.class);
        assertThat(Engine.check(game.state(), split)).isNull();
    }

    @Test
    void with_no_time_left_in_the_step_it_plays_without_searching_and_legally() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW011").at(ANN, MAIN_STEP);
        game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.passUntil(dicemasters.engine.state.Step.DECLARE_ATTACKERS);

        var thought = computer().think(game.state(), StepBudget.FLOOR_MILLIS);

        assertThat(thought.iterations()).isZero();
        assertThat(Engine.check(game.state(), thought.choice())).isNull();
    }

    @Test
    void it_blocks_to_survive_damage_that_would_knock_it_out_of_the_game() {
        // Ann has 4 life and one Rocket Raccoon (1/1); Ben attacks with Falcon (5 attack) and a Rocket Raccoon.
        TestGame game = TestGame.setup().ann("CW011").ben("CW006", "CW011").at(BEN, MAIN_STEP);
        TestDie annsRaccoon = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));
        TestDie bensRaccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.life(ANN, 4);
        game.attackWith(falcon, bensRaccoon);

        Action blocks = computer().choose(game.state());

        assertThat(blocks).isEqualTo(new Action.DeclareBlockers(List.of(
                new Action.Block(annsRaccoon.id(), falcon.id()))));
        game.act(blocks);
        game.finishAttack();
        assertThat(game.state().isOver()).isFalse();
        assertThat(game.life(ANN)).isEqualTo(3);
    }

    @Test
    void it_attacks_for_the_win_when_the_blockers_cannot_stop_enough_damage() {
        // Ben has 3 life and one blocker; Ann's Falcon and Triceraton each deal 3.
        TestGame game = TestGame.setup().ann("CW006", "HHS046").ben("CW011").at(ANN, MAIN_STEP);
        game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, dicemasters.engine.card.Energy.FIST);
        game.life(BEN, 3);
        GameState state = game.state();
        SearchPlayer ann = computer();
        GreedyPlayer ben = new GreedyPlayer();
        while (!state.isOver() && state.activePlayer() == ANN) {
            Action action = state.actingPlayer() == ANN ? ann.choose(state) : ben.choose(state);
            state = ((Result.Done) Engine.apply(state, action)).state();
        }
        assertThat(state.isOver()).isTrue();
        assertThat(state.winner()).isEqualTo(ANN);
    }

    @Test
    void positions_differing_only_in_what_it_cannot_see_get_the_same_decision() {
        GameState position = midGame();
        int me = position.actingPlayer();
        GameState otherFuture = Engine.redrawHiddenInformation(position, me, 424242L);
        assertThat(otherFuture.rngState()).isNotEqualTo(position.rngState());

        Thought seen = computer().think(position);
        Thought other = computer().think(otherFuture);

        assertThat(seen.options()).hasSizeGreaterThan(1);
        assertThat(other.choice()).isEqualTo(seen.choice());
        assertThat(other.options()).as("every simulation the same").isEqualTo(seen.options());
    }

    @Test
    void it_guesses_a_secret_number_without_knowing_it() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011").basicActions("WWE058").at(ANN, MAIN_STEP);
        game.use(game.place(ANN, "Walk with Elias", dicemasters.testing.Rulebook.RESERVE_POOL,
                dicemasters.testing.Rulebook.action(0)));
        game.chooseNumber(1);
        GameState secretOne = game.state();
        GameState secretThree = secretOne;
        for (long seed = 0; secretThree.secretNumber() != 3; seed++) {
            secretThree = Engine.redrawHiddenInformation(secretOne, BEN, seed);
        }
        assertThat(secretOne.decision().player()).as("Ben guesses").isEqualTo(BEN);

        Thought one = computer().think(secretOne);
        Thought three = computer().think(secretThree);

        assertThat(three.choice()).isEqualTo(one.choice());
        assertThat(three.options()).isEqualTo(one.options());
    }

    /** A tournament game some turns in, at the Main Step of the player to move with several choices. */
    private static GameState midGame() {
        GreedyPlayer greedy = new GreedyPlayer();
        GameState state = Engine.start(Simulator.setup("tournament"), 5L).state();
        while (state.turn() < 8 || state.step() != dicemasters.engine.state.Step.MAIN
                || Engine.legalActions(state).size() < 3) {
            state = ((Result.Done) Engine.apply(state, greedy.choose(state))).state();
        }
        return state;
    }
}
