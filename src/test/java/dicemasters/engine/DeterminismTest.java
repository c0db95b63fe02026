package dicemasters.engine;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.RandomPlayer;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.persist.StateHash;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class DeterminismTest {

    private static List<String> playAndLog(long seed) {
        List<String> log = new ArrayList<>();
        Result.Done start = Engine.start(DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST), seed);
        start.events().forEach(e -> log.add(e.text()));
        GameState end = AutoPlay.play(start.state(), new RandomPlayer(seed * 31), new RandomPlayer(seed * 17), 80,
                e -> log.add(e.text()));
        log.add(StateHash.of(end));
        return log;
    }

    @Test
    void the_same_seed_and_the_same_actions_give_the_same_game() {
        assertThat(playAndLog(99L)).isEqualTo(playAndLog(99L));
    }

    @Test
    void another_seed_gives_another_game() {
        assertThat(playAndLog(99L)).isNotEqualTo(playAndLog(100L));
    }

    @Test
    void applying_an_action_never_changes_the_state_it_was_given() {
        GameState start = Engine.start(DemoTeams.dcJusticeDemo(0), 5L).state();
        String before = StateHash.of(start);

        for (Action a : Engine.legalActions(start)) {
            Engine.apply(start, a);
        }

        assertThat(StateHash.of(start)).isEqualTo(before);
    }
}
