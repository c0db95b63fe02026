package dicemasters.persist;

import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A real crash: a separate Java process plays a game with an autosave after every action and is
 * killed without warning mid-game. The autosave it leaves opens to the very state the game had
 * reached, and every read taken while it was writing found a whole file.
 */
class KillAndResumeTest {
    static final long SEED = 21;
    private static final int ACTIONS_BEFORE_KILL = 20;

    @TempDir
    Path dir;

    @Test
    void a_process_killed_mid_game_resumes_where_its_autosave_stopped() throws Exception {
        Path file = dir.resolve(Autosave.FILE_NAME);
        Process game = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), AutosavingGame.class.getName(), file.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("game.log").toFile()).start();
        try {
            int seen = waitForActions(file, game);
            assertThat(seen).as("the game was still going when killed").isGreaterThanOrEqualTo(ACTIONS_BEFORE_KILL);
        } finally {
            game.destroyForcibly();
            game.waitFor(30, TimeUnit.SECONDS);
        }

        GameSession resumed = new Autosave(file).unfinishedGame().orElseThrow();

        int reached = resumed.actions().size();
        GameSession original = RandomGames.playedUntil(SEED, s -> s.actions().size() == reached);
        assertThat(resumed.actions()).isEqualTo(original.actions());
        assertThat(StateHash.of(resumed.current())).isEqualTo(StateHash.of(original.current()));
    }

    /** Reads the autosave while it is being rewritten; every read must find a whole game. */
    private static int waitForActions(Path file, Process game) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            if (!game.isAlive()) {
                throw new AssertionError("the game process ended early, exit " + game.exitValue());
            }
            if (Files.exists(file)) {
                int actions = SavedGames.read(file).actions().size();
                if (actions >= ACTIONS_BEFORE_KILL) {
                    return actions;
                }
            }
            Thread.sleep(5);
        }
        throw new AssertionError("the game process wrote no autosave in time");
    }

    /** The process that gets killed: a random game, autosaved after every action, played slowly. */
    public static final class AutosavingGame {
        public static void main(String[] args) {
            Autosave autosave = new Autosave(Path.of(args[0]));
            RandomGames.playedUntil(SEED, s -> {
                try {
                    autosave.save(s);
                    Thread.sleep(10);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return false;
            });
            // Waits to be killed, so the test never sees a finished game by accident.
            while (true) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }
}
