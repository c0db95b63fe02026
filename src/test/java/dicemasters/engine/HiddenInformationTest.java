package dicemasters.engine;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BEN;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.RESERVE_POOL;
import static dicemasters.testing.Rulebook.action;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a player cannot know (the order of the dice in a bag, future rolls, the opponent's secret
 * number) can be drawn anew from another seed, leaving everything on the table as it is: this is
 * how a search player imagines the game without peeking.
 */
class HiddenInformationTest {
    private static GameState demoGame() {
        return Engine.start(DemoTeams.dcJusticeDemo(0), 42L).state();
    }

    @Test
    void redrawing_keeps_the_table_and_changes_the_future_draws_and_rolls() {
        GameState game = demoGame();
        long generatorBefore = game.rngState();
        GameState imagined = Engine.redrawHiddenInformation(game, 1, 99L);

        assertThat(game.rngState()).as("the given state is not changed").isEqualTo(generatorBefore);
        assertThat(imagined.rngState()).isNotEqualTo(game.rngState());
        assertThat(imagined.turn()).isEqualTo(game.turn());
        assertThat(imagined.step()).isEqualTo(game.step());
        for (Die d : game.dice()) {
            Die same = imagined.die(d.id());
            assertThat(List.of(same.zone(), same.faceIndex(), same.owner()))
                    .isEqualTo(List.of(d.zone(), d.faceIndex(), d.owner()));
        }
        assertThat(Engine.legalActions(imagined)).isEqualTo(Engine.legalActions(game));
    }

    @Test
    void the_same_seed_imagines_the_same_future_and_another_seed_another() {
        GameState game = demoGame();
        GameState once = Engine.redrawHiddenInformation(game, 0, 7L);
        GameState twice = Engine.redrawHiddenInformation(game, 0, 7L);
        GameState other = Engine.redrawHiddenInformation(game, 0, 8L);
        assertThat(twice.rngState()).isEqualTo(once.rngState());
        assertThat(other.rngState()).isNotEqualTo(once.rngState());
        Action keep = new Action.Reroll(List.of());
        assertThat(facesAfter(once, keep)).isEqualTo(facesAfter(twice, keep));
    }

    private static List<Integer> facesAfter(GameState state, Action action) {
        GameState after = ((Result.Done) Engine.apply(state, action)).state();
        while (after.activePlayer() == state.activePlayer() && !after.isOver()) {
            after = ((Result.Done) Engine.apply(after, Engine.legalActions(after).get(0))).state();
        }
        return after.dice().stream().map(Die::faceIndex).toList();
    }

    @Test
    void the_opponents_secret_number_is_imagined_but_a_players_own_is_kept() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011").basicActions("WWE058").at(ANN, MAIN_STEP);
        game.use(game.place(ANN, "Walk with Elias", RESERVE_POOL, action(0)));
        game.chooseNumber(2);
        GameState guessing = game.state();
        assertThat(guessing.secretNumber()).isEqualTo(2);

        assertThat(Engine.redrawHiddenInformation(guessing, ANN, 5L).secretNumber())
                .as("Ann chose it, so she knows it").isEqualTo(2);
        java.util.Set<Integer> imagined = new java.util.TreeSet<>();
        for (long seed = 0; seed < 60; seed++) {
            imagined.add(Engine.redrawHiddenInformation(guessing, BEN, seed).secretNumber());
        }
        assertThat(imagined).as("Bob can only imagine a number from 1 to 3").containsExactly(1, 2, 3);
    }
}
