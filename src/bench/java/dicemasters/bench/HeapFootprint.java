package dicemasters.bench;

import dicemasters.session.GameSession;
import org.openjdk.jol.info.GraphLayout;

import java.util.Locale;

/**
 * The heap a running game takes with its full history: a {@link GameSession} (every action, every
 * state after each action, every event) after N actions of the long tournament game the replay
 * benchmark uses (at most its 2,000). Measured two
 * ways: JOL walks the object graph reachable from the session (exact, shared card definitions
 * included), and the used heap after full collections with and without the session.
 * Usage: HeapFootprint [actions], default 2000.
 */
public final class HeapFootprint {
    private HeapFootprint() {
    }

    public static void main(String[] args) {
        int actions = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        BenchGames.Recording recording = BenchGames.savedLongGame();
        actions = Math.min(actions, recording.actions().size());
        long before = usedAfterGc();
        GameSession session = GameSession.start(recording.setup(), recording.seed());
        for (int i = 0; i < actions; i++) {
            session.play(recording.actions().get(i));
        }
        long after = usedAfterGc();
        long graph = GraphLayout.parseInstance(session).totalSize();
        System.out.printf(Locale.ROOT, "Game session after %d actions (turn %d): %.2f MB reachable (JOL), "
                        + "%.2f MB more used heap after GC; %d events%n", actions, session.current().turn(),
                graph / 1e6, (after - before) / 1e6, session.log().size());
    }

    private static long usedAfterGc() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
