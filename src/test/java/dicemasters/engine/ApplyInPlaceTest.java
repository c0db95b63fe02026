package dicemasters.engine;

import dicemasters.ai.RandomPlayer;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.persist.StateHash;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A simulation that owns its state may play moves on it in place: the same game as with copies. */
class ApplyInPlaceTest {

    @Test
    void a_move_played_in_place_reaches_the_same_state_and_tells_the_same_events_as_on_a_copy() {
        for (long seed = 1; seed <= 3; seed++) {
            GameState copied = Engine.start(DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST), seed).state();
            GameState inPlace = copied.copy();
            RandomPlayer player = new RandomPlayer(seed);
            for (int move = 0; move < 400 && !copied.isOver(); move++) {
                Action action = player.choose(copied);
                Result.Done done = (Result.Done) Engine.apply(copied, action);
                Result.Done doneInPlace = (Result.Done) Engine.applyInPlace(inPlace, action);

                assertThat(doneInPlace.state()).isSameAs(inPlace);
                assertThat(texts(doneInPlace.events())).isEqualTo(texts(done.events()));
                assertThat(StateHash.of(inPlace)).as("seed %d, move %d: %s", seed, move, action)
                        .isEqualTo(StateHash.of(done.state()));
                copied = done.state();
            }
        }
    }

    @Test
    void an_illegal_move_in_place_is_rejected_and_leaves_the_state_as_it_was() {
        GameState start = Engine.start(DemoTeams.dcJusticeDemo(0), 5L).state();
        String before = StateHash.of(start);

        Result result = Engine.applyInPlace(start, new Action.DeclareAttackers(List.of(999)));

        assertThat(result).isInstanceOf(Result.Rejected.class);
        assertThat(((Result.Rejected) result).reason()).isNotBlank();
        assertThat(StateHash.of(start)).isEqualTo(before);
    }

    private static List<String> texts(List<GameEvent> events) {
        return events.stream().map(GameEvent::text).toList();
    }
}
