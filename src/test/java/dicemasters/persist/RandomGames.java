package dicemasters.persist;

import dicemasters.ai.RandomPlayer;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.Result;
import dicemasters.engine.setup.GameSetup;
import dicemasters.session.GameSession;

import java.util.function.Predicate;

/** Games played by random players (on the demo teams unless told), repeatable from their seed. */
final class RandomGames {
    static final int TURN_LIMIT = 60;

    private RandomGames() {
    }

    /** A whole game (or one stopped at the turn limit). */
    static GameSession played(long seed) {
        return playedUntil(seed, s -> false);
    }

    /** The first random game (by seed) of more than {@code actions} actions. */
    static GameSession longerThan(int actions) {
        for (long seed = 1; seed < 1000; seed++) {
            GameSession session = played(seed);
            if (session.actions().size() > actions) {
                return session;
            }
        }
        throw new IllegalStateException("no random game is longer than " + actions + " actions");
    }

    /** Plays until {@code stop} holds for the session, the game ends or the turn limit is reached. */
    static GameSession playedUntil(long seed, Predicate<GameSession> stop) {
        return playedUntil(DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST), seed, stop);
    }

    static GameSession playedUntil(GameSetup setup, long seed, Predicate<GameSession> stop) {
        GameSession session = GameSession.start(setup, seed);
        // A random player per seat: two, or four in Doubles.
        RandomPlayer[] players = new RandomPlayer[setup.teams().size()];
        for (int p = 0; p < players.length; p++) {
            players[p] = new RandomPlayer(seed * 31 + 1 + p);
        }
        while (!session.current().isOver() && session.current().turn() <= TURN_LIMIT && !stop.test(session)) {
            Result result = session.play(players[session.current().actingPlayer()].choose(session.current()));
            if (!result.isDone()) {
                throw new IllegalStateException("a random player chose an illegal action: " + result);
            }
        }
        return session;
    }
}
