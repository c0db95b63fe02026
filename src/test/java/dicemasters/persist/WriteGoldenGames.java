package dicemasters.persist;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.Action;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

/**
 * Writes the golden saved games under src/test/resources/savedgames. Run it by hand only when a
 * deliberate rules change makes old games replay differently, and say so in the commit:
 * {@code mvn -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=dicemasters.persist.WriteGoldenGames}
 */
public final class WriteGoldenGames {
    private WriteGoldenGames() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of("src/test/resources/savedgames");
        SavedGames.save(mostVariedGame(), dir.resolve("finished-game.json"));
        SavedGames.save(SaveRoundTripTest.pausedOnADecision(), dir.resolve("pending-choice.json"));
        SavedGames.save(RandomGames.playedUntil(DemoTeams.dcJusticeDemo(1), 77, s -> s.current().turn() == 6),
                dir.resolve("second-player-first-in-progress.json"));
    }

    /** Among the first finished random games, the one that uses the most kinds of action. */
    private static GameSession mostVariedGame() {
        GameSession best = null;
        int bestKinds = 0;
        for (long seed = 1; seed <= 40; seed++) {
            GameSession game = RandomGames.played(seed);
            Set<String> kinds = new TreeSet<>();
            for (Action a : game.actions()) {
                kinds.add(a.getClass().getSimpleName());
            }
            if (game.current().isOver() && kinds.size() > bestKinds) {
                best = game;
                bestKinds = kinds.size();
            }
        }
        return best;
    }
}
