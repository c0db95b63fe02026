package dicemasters.persist;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.state.Step;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReplayTest {
    @TempDir
    Path dir;
    private GameSession played;
    private Replay replay;

    @BeforeEach
    void openAReplay() throws Exception {
        played = RandomGames.played(6);
        Path file = dir.resolve("game.json");
        SavedGames.save(played, file);
        replay = Replay.open(file);
    }

    @Test
    void a_replay_opens_at_the_start_of_the_game() {
        assertThat(replay.divergence()).isNull();
        assertThat(replay.position()).isZero();
        assertThat(replay.length()).isEqualTo(played.actions().size());
        assertThat(replay.lastAction()).isNull();
        assertThat(replay.eventsHere()).isEqualTo(played.eventsOf(0));
        assertThat(hash(replay)).isEqualTo(StateHash.of(played.stateAfter(0)));
    }

    @Test
    void stepping_forward_and_back_follows_the_game_one_action_at_a_time() {
        replay.stepForward();
        replay.stepForward();
        assertThat(replay.position()).isEqualTo(2);
        assertThat(replay.lastAction()).isEqualTo(played.actions().get(1));
        assertThat(replay.eventsHere()).isEqualTo(played.eventsOf(2));
        assertThat(hash(replay)).isEqualTo(StateHash.of(played.stateAfter(2)));

        replay.stepBack();
        assertThat(hash(replay)).isEqualTo(StateHash.of(played.stateAfter(1)));
    }

    @Test
    void stepping_stops_at_either_end() {
        assertThat(replay.stepBack()).isFalse();
        replay.jumpTo(replay.length());
        assertThat(replay.stepForward()).isFalse();
        assertThat(replay.position()).isEqualTo(replay.length());
        assertThat(replay.state().isOver()).isEqualTo(played.current().isOver());
    }

    @Test
    void the_log_follows_the_position() {
        replay.jumpTo(10);
        List<?> expected = played.log().subList(0, countEventsUpTo(10));
        assertThat(replay.logUpToHere()).isEqualTo(expected);
    }

    @Test
    void jumping_to_a_turn_lands_on_that_turns_reroll_choice() {
        assertThat(replay.jumpToTurn(3)).isTrue();
        assertThat(replay.state().turn()).isEqualTo(3);
        assertThat(replay.state().step()).isEqualTo(Step.ROLL_AND_REROLL);
        assertThat(played.stateAfter(replay.position() - 1).turn()).isEqualTo(2);
    }

    @Test
    void a_turn_that_was_never_played_cannot_be_jumped_to() {
        int last = replay.turns().get(replay.turns().size() - 1);
        assertThat(replay.jumpToTurn(last + 1)).isFalse();
        assertThat(replay.position()).isZero();
    }

    @Test
    void turn_steps_go_to_the_next_turn_and_back_to_the_start_of_this_one() {
        replay.nextTurn();
        assertThat(replay.state().turn()).isEqualTo(2);
        replay.stepForward();
        replay.previousTurn();
        assertThat(replay.state().turn()).isEqualTo(2);
        assertThat(replay.state().step()).isEqualTo(Step.ROLL_AND_REROLL);
        replay.previousTurn();
        assertThat(replay.position()).isZero();
    }

    @Test
    void the_turn_list_covers_every_turn_in_order() {
        List<Integer> turns = replay.turns();
        assertThat(turns).startsWith(1).isSorted().doesNotHaveDuplicates();
        assertThat(turns.get(turns.size() - 1)).isEqualTo(played.current().turn());
    }

    @Test
    void continuing_from_here_starts_a_new_game_from_that_point_and_leaves_the_replay_alone() {
        replay.jumpToTurn(2);
        int here = replay.position();

        GameSession continued = replay.continueFromHere();
        Result next = continued.play(Engine.legalActions(continued.current()).get(0));

        assertThat(next.isDone()).isTrue();
        assertThat(continued.actions().subList(0, here)).isEqualTo(played.actions().subList(0, here));
        assertThat(StateHash.of(continued.stateAfter(here))).isEqualTo(StateHash.of(played.stateAfter(here)));
        assertThat(replay.position()).isEqualTo(here);
        assertThat(replay.length()).isEqualTo(played.actions().size());
    }

    @Test
    void a_file_that_diverges_opens_up_to_the_action_at_fault() throws Exception {
        Path file = dir.resolve("game.json");
        List<String> lines = Files.readAllLines(file);
        int eighth = lines.indexOf("  \"actions\": [") + 8;
        lines.set(eighth, lines.get(eighth).replaceAll("\"hash\":\"[0-9a-f]{6}", "\"hash\":\"abcdef"));
        Files.write(file, lines);

        Replay divergent = Replay.open(file);

        assertThat(divergent.divergence().actionNumber()).isEqualTo(8);
        assertThat(divergent.length()).isEqualTo(8);
    }

    @Test
    void jumping_outside_the_game_is_refused() {
        assertThatThrownBy(() -> replay.jumpTo(replay.length() + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    private int countEventsUpTo(int position) {
        int count = 0;
        for (int p = 0; p <= position; p++) {
            count += played.eventsOf(p).size();
        }
        return count;
    }

    private static String hash(Replay replay) {
        return StateHash.of(replay.state());
    }
}
