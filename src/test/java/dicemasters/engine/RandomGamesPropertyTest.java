package dicemasters.engine;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Many seeded games played to the end by random legal actions, checking the invariants of the
 * rules after every action. A failure names the seed and the action, so it can be replayed.
 */
class RandomGamesPropertyTest {
    private static final int GAMES = 300;
    private static final int TURN_LIMIT = 120;

    @Test
    void random_legal_play_keeps_every_invariant_of_the_rules() {
        int finished = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            if (playOne(seed)) {
                finished++;
            }
        }
        assertThat(finished).as("most random games reach an end within the turn limit")
                .isGreaterThan(GAMES * 9 / 10);
    }

    private static boolean playOne(long seed) {
        SplittableRandom chooser = new SplittableRandom(seed);
        GameState s = Engine.start(DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST), seed).state();
        int diceCount = s.dice().size();
        int actions = 0;
        while (!s.isOver() && s.turn() <= TURN_LIMIT) {
            List<Action> legal = Engine.legalActions(s);
            if (legal.isEmpty()) {
                fail("seed " + seed + ": no legal action in " + s.step() + " after " + actions + " actions");
            }
            Action action = legal.get(chooser.nextInt(legal.size()));
            Result result = Engine.apply(s, action);
            if (!(result instanceof Result.Done done)) {
                fail("seed " + seed + ": listed action " + action + " was rejected: "
                        + ((Result.Rejected) result).reason());
                return false;
            }
            s = done.state();
            actions++;
            int count = actions;
            Action last = action;
            GameInvariants.check(s, diceCount, () -> "seed " + seed + ", action " + count + " (" + last + ")");
        }
        return s.isOver();
    }
}
