package dicemasters.engine;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
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
    void randomLegalPlayKeepsEveryInvariantOfTheRules() {
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
            checkInvariants(s, diceCount, "seed " + seed + ", action " + actions + " (" + action + ")");
        }
        return s.isOver();
    }

    private static void checkInvariants(GameState s, int diceCount, String where) {
        assertThat(s.dice()).as(where + ": dice count").hasSize(diceCount);
        for (int p = 0; p < 2; p++) {
            assertThat(s.player(p).life()).as(where + ": life never above the start").isLessThanOrEqualTo(10);
        }
        for (Die d : s.dice()) {
            assertThat(d.damage()).as(where + ": damage").isGreaterThanOrEqualTo(0);
            if (d.zone().inField()) {
                assertThat(s.face(d).isEnergy()).as(where + ": no energy face in the field").isFalse();
                assertThat(Stats.attack(s, d)).as(where + ": attack").isGreaterThanOrEqualTo(0);
                assertThat(Stats.defense(s, d)).as(where + ": defense").isGreaterThanOrEqualTo(0);
            }
            if (d.zone() == Zone.ON_CARD) {
                assertThat(d.damage()).isZero();
            } else if (!s.cardOf(d).isShared()) {
                assertThat(d.owner()).as(where + ": a team die belongs to its card's owner")
                        .isEqualTo(s.cardOf(d).owner());
            }
            if (d.zone() == Zone.OUT_OF_PLAY) {
                assertThat(d.owner()).as(where + ": only the active player has Out of Play dice")
                        .isEqualTo(s.activePlayer());
            }
        }
        if (!s.isOver() && s.decision() == null && s.step().isGlobalWindow()) {
            assertThat(s.queue()).as(where + ": the queue is empty when a player has priority").isEmpty();
        }
    }
}
