package dicemasters.persist;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URISyntaxException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Saved games committed with the project must keep replaying to their recorded hashes: a change
 * that breaks them changes how old games play. If the change is a deliberate rules fix, rewrite
 * them with {@link WriteGoldenGames} and say so in the commit.
 */
class GoldenSavedGamesTest {

    @ParameterizedTest
    @ValueSource(strings = {"finished-game.json", "pending-choice.json", "second-player-first-in-progress.json",
            "reactions.json"})
    void a_committed_saved_game_replays_to_every_recorded_hash(String name) throws Exception {
        SavedGame game = SavedGames.read(golden(name));

        ReplayCheck.Outcome outcome = ReplayCheck.run(game);

        assertThat(outcome.divergence()).isNull();
        assertThat(outcome.session().actions()).hasSize(game.actions().size());
    }

    @Test
    void the_game_with_reactions_reacted_and_declined_and_ended() throws Exception {
        GameSession session = SavedGames.open(golden("reactions.json"));
        assertThat(session.actions()).anyMatch(a -> a instanceof dicemasters.engine.action.Action.React)
                .anyMatch(a -> a instanceof dicemasters.engine.action.Action.DeclineReaction);
        assertThat(session.current().isOver()).isTrue();
    }

    @Test
    void the_finished_game_ends_with_a_winner() throws Exception {
        GameState end = SavedGames.open(golden("finished-game.json")).current();
        assertThat(end.isOver()).isTrue();
        assertThat(end.winner()).isIn(0, 1);
    }

    @Test
    void the_pending_choice_is_still_waiting_when_opened() throws Exception {
        GameState state = SavedGames.open(golden("pending-choice.json")).current();
        assertThat(state.decision()).isNotNull();
        assertThat(state.actingPlayer()).isEqualTo(state.decision().player());
    }

    @Test
    void the_second_player_went_first_and_the_game_goes_on() throws Exception {
        GameSession session = SavedGames.open(golden("second-player-first-in-progress.json"));
        assertThat(session.setup().firstPlayer()).isEqualTo(1);
        assertThat(session.stateAfter(0).activePlayer()).isEqualTo(1);
        assertThat(session.current().isOver()).isFalse();
        assertThat(session.current().turn()).isEqualTo(6);
    }

    private static Path golden(String name) throws URISyntaxException {
        return Path.of(GoldenSavedGamesTest.class.getResource("/savedgames/" + name).toURI());
    }
}
