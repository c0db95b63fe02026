package dicemasters.bench;

import dicemasters.persist.SavedGames;
import dicemasters.session.GameSession;

import java.nio.file.Path;

/**
 * Writes the saved game {@link ReplayBenchmark} replays: the first tournament seed whose
 * {@link BenchGames.PatientGreedy} game lasts 2,000 actions, saved after exactly 2,000 actions
 * (the file records a hash after every action, so a replay can be checked).
 * Usage: RecordLongGame [file], default src/bench/resources/long-game.json.
 */
public final class RecordLongGame {
    static final int LENGTH = 2000;

    private RecordLongGame() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "src/bench/resources/long-game.json");
        for (long seed = 1; seed <= 100; seed++) {
            BenchGames.Recording recording = BenchGames.longGame(seed, LENGTH);
            if (recording.actions().size() < LENGTH) {
                System.out.println("seed " + seed + ": the game ended after " + recording.actions().size() + " actions");
                continue;
            }
            GameSession session = GameSession.start(recording.setup(), seed);
            recording.actions().forEach(session::play);
            SavedGames.save(session, file);
            System.out.println("seed " + seed + ": " + LENGTH + " actions, turn " + session.current().turn()
                    + ", saved to " + file);
            return;
        }
        throw new IllegalStateException("no seed up to 100 gives a game of " + LENGTH + " actions");
    }
}
