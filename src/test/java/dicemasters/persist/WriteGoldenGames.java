package dicemasters.persist;

import dicemasters.cards.CardLibrary;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
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
        SavedGames.save(gameWithReactions(), dir.resolve("reactions.json"));
    }

    /**
     * Tiger Claw and Rocket Raccoon against Steve Rogers and Ronin, with Long Live the Resistance!
     * and Static Field: the first finished random game in which damage was both reacted to and let
     * through.
     */
    static GameSession gameWithReactions() {
        CardLibrary library = CardLibrary.loadBundled();
        GameSetup setup = new GameSetup("Demo", 10, List.of(
                team(library, "Ann", "HHS045", "CW011"), team(library, "Bob", "CW141", "CW096")),
                List.of(library.byId("CW029").orElseThrow(), library.byId("JUS071").orElseThrow()), 3, 0);
        for (long seed = 1; seed < 500; seed++) {
            GameSession game = RandomGames.playedUntil(setup, seed, s -> false);
            boolean reacted = game.actions().stream().anyMatch(a -> a instanceof Action.React);
            boolean declined = game.actions().stream().anyMatch(a -> a instanceof Action.DeclineReaction);
            if (game.current().isOver() && reacted && declined) {
                return game;
            }
        }
        throw new IllegalStateException("no random game below seed 500 both reacted and declined");
    }

    private static GameSetup.Team team(CardLibrary library, String name, String... ids) {
        List<GameSetup.TeamCard> cards = new java.util.ArrayList<>();
        for (String id : ids) {
            cards.add(new GameSetup.TeamCard(library.byId(id).orElseThrow(), 4));
        }
        return new GameSetup.Team(name, cards);
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
