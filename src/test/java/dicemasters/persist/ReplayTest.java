package dicemasters.persist;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.turn.Step;
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
    void aReplayOpensAtTheStartOfTheGame() {
        assertThat(replay.divergence()).isNull();
        assertThat(replay.position()).isZero();
        assertThat(replay.length()).isEqualTo(played.actions().size());
        assertThat(replay.lastAction()).isNull();
        assertThat(replay.eventsHere()).isEqualTo(played.eventsOf(0));
        assertThat(hash(replay)).isEqualTo(StateHash.of(played.stateAfter(0)));
    }

    @Test
    void steppingForwardAndBackFollowsTheGameOneActionAtATime() {
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
    void steppingStopsAtEitherEnd() {
        assertThat(replay.stepBack()).isFalse();
        replay.jumpTo(replay.length());
        assertThat(replay.stepForward()).isFalse();
        assertThat(replay.position()).isEqualTo(replay.length());
        assertThat(replay.state().isOver()).isEqualTo(played.current().isOver());
    }

    @Test
    void theLogFollowsThePosition() {
        replay.jumpTo(10);
        List<?> expected = played.log().subList(0, countEventsUpTo(10));
        assertThat(replay.logUpToHere()).isEqualTo(expected);
    }

    @Test
    void jumpingToATurnLandsOnThatTurnsRerollChoice() {
        assertThat(replay.jumpToTurn(3)).isTrue();
        assertThat(replay.state().turn()).isEqualTo(3);
        assertThat(replay.state().step()).isEqualTo(Step.ROLL_AND_REROLL);
        assertThat(played.stateAfter(replay.position() - 1).turn()).isEqualTo(2);
    }

    @Test
    void aTurnThatWasNeverPlayedCannotBeJumpedTo() {
        int last = replay.turns().get(replay.turns().size() - 1);
        assertThat(replay.jumpToTurn(last + 1)).isFalse();
        assertThat(replay.position()).isZero();
    }

    @Test
    void turnStepsGoToTheNextTurnAndBackToTheStartOfThisOne() {
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
    void theTurnListCoversEveryTurnInOrder() {
        List<Integer> turns = replay.turns();
        assertThat(turns).startsWith(1).isSorted().doesNotHaveDuplicates();
        assertThat(turns.get(turns.size() - 1)).isEqualTo(played.current().turn());
    }

    @Test
    void continuingFromHereStartsANewGameFromThatPointAndLeavesTheReplayAlone() {
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
    void aFileThatDivergesOpensUpToTheActionAtFault() throws Exception {
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
    void jumpingOutsideTheGameIsRefused() {
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
