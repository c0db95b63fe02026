package dicemasters.engine;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class DiceScriptTest {

    @Test
    void a_scripted_game_draws_and_rolls_as_the_example_says() {
        // Sidekick faces: 0 Fist, 1 Bolt, 2 Mask, 3 Shield, 4 Wild, 5 character.
        GameState s = Engine.start(DemoTeams.dcJusticeDemo(0), 1L,
                new DiceScript(List.of("SIDEKICK"), List.of(0, 2, 4))).state();

        assertThat(s.diceIn(0, Zone.RESERVE)).extracting(d -> s.face(d).describe())
                .containsExactly("Fist", "Mask", "Wild");
    }

    @Test
    void when_the_script_runs_out_the_games_own_generator_decides() {
        GameState scripted = Engine.start(DemoTeams.dcJusticeDemo(0), 1L,
                new DiceScript(List.of(), List.of(0))).state();
        GameState free = Engine.start(DemoTeams.dcJusticeDemo(0), 1L).state();

        assertThat(scripted.face(scripted.diceIn(0, Zone.RESERVE).get(0)).describe()).isEqualTo("Fist");
        assertThat(scripted.rngState()).isNotEqualTo(free.rngState());
    }
}
