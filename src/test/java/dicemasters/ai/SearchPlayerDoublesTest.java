package dicemasters.ai;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The computer at each seat of a Doubles game (TMNT Doubles preset): every move legal, the shared
 * Prep Area split among its moves, and a team that wins is judged a win for both teammates.
 */
class SearchPlayerDoublesTest {
    private static final SearchSettings TINY = Strength.NORMAL.settings().withIterations(2).withHorizonTurns(1)
            .withThreads(1).withTemperature(0.3);
    private static final int TURN_LIMIT = 20;

    @Test
    void four_computer_players_play_doubles_games_with_legal_moves_only() {
        GameSetup setup = DemoTeams.tmntDoubles(GameSetup.RANDOM_FIRST);
        Set<String> kinds = new HashSet<>();
        for (long seed = 1; seed <= 2; seed++) {
            SearchPlayer[] seats = new SearchPlayer[4];
            for (int p = 0; p < 4; p++) {
                seats[p] = new SearchPlayer(TINY, seed * 4 + p);
            }
            GameState state = Engine.start(setup, seed).state();
            while (!state.isOver() && state.turn() <= TURN_LIMIT) {
                Action action = seats[state.actingPlayer()].choose(state);
                Result result = Engine.apply(state, action);
                assertThat(result).as("seed %d, turn %d: %s", seed, state.turn(), action)
                        .isInstanceOf(Result.Done.class);
                kinds.add(action.getClass().getSimpleName());
                state = ((Result.Done) result).state();
            }
        }
        assertThat(kinds).contains("SplitPrepArea", "Reroll", "Purchase", "DeclareAttackers");
    }

    @Test
    void a_win_of_the_team_is_a_win_for_both_teammates() {
        GameState start = Engine.start(DemoTeams.tmntDoubles(0), 1).state();
        Evaluation evaluation = new Evaluation();
        double ann = evaluation.value(start, 0);
        assertThat(evaluation.value(start, 2)).as("Ann and Cid judge the position alike").isEqualTo(ann);
        assertThat(evaluation.value(start, 1)).as("their opponents see the other side of it")
                .isCloseTo(1 - ann, org.assertj.core.data.Offset.offset(1e-9));
    }
}
