package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.sim.BenchmarkTeams;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A turn that goes on past the limit is a loop; each new turn counts from nothing. */
class TurnLengthTest {

    @Test
    void a_turn_past_ten_thousand_actions_is_a_loop_and_a_new_turn_counts_again() {
        GameState first = Engine.start(BenchmarkTeams.vanillaTournament(GameSetup.RANDOM_FIRST), 3L).state();
        TurnLength length = new TurnLength();
        for (int i = 0; i < TurnLength.MAX_ACTIONS_IN_A_TURN; i++) {
            assertThat(length.tooLongWith(first)).isFalse();
        }
        assertThat(length.tooLongWith(first)).isTrue();
        assertThat(length.loop()).startsWith("turn 1 went on for more than 10000 actions");

        assertThat(length.tooLongWith(nextTurn(first))).as("a new turn").isFalse();
    }

    private static GameState nextTurn(GameState s) {
        GreedyPlayer greedy = new GreedyPlayer();
        int turn = s.turn();
        while (s.turn() == turn) {
            Action action = greedy.choose(s);
            s = ((Result.Done) Engine.apply(s, action)).state();
        }
        return s;
    }
}
