package dicemasters.sim;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The simulator's record of every game (seed, who sat first, winner, length, and how long each seat's
 * player thought: decisions searched, processor milliseconds in all and for the longest decision,
 * engine actions simulated), one CSV line written
 * as soon as the game ends, so a long run can be read while it goes on and nothing played is lost
 * when it is stopped. Games running at once write whole lines, in the order they end.
 */
final class GamesFile implements AutoCloseable {
    static final String HEADER = "seed,seat1,seat2,winner,turns,actions,"
            + "seat1_decisions,seat1_cpu_ms,seat1_longest_ms,seat1_sim_actions,"
            + "seat2_decisions,seat2_cpu_ms,seat2_longest_ms,seat2_sim_actions";
    private final SimulationConfig config;
    private final BufferedWriter out;

    private GamesFile(SimulationConfig config, BufferedWriter out) {
        this.config = config;
        this.out = out;
    }

    /** The config's file, begun with its header; without a file, a record that writes nothing. */
    static GamesFile open(SimulationConfig config) {
        if (config.gamesFile() == null) {
            return new GamesFile(config, null);
        }
        try {
            BufferedWriter out = Files.newBufferedWriter(Path.of(config.gamesFile()), StandardCharsets.UTF_8);
            out.write(HEADER);
            out.newLine();
            out.flush();
            return new GamesFile(config, out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the games to " + config.gamesFile(), e);
        }
    }

    synchronized void add(Simulator.GameRecord r) {
        if (out == null) {
            return;
        }
        String winner = r.winner() < 0 ? (r.atTurnLimit() ? "turn limit" : "tie") : config.players().get(r.winner());
        try {
            out.write(r.seed() + "," + config.players().get(r.firstSeatPlayer()) + ","
                    + config.players().get(1 - r.firstSeatPlayer()) + "," + winner + "," + r.turns() + ","
                    + r.actions() + "," + r.thinking()[r.firstSeatPlayer()].columns() + ","
                    + r.thinking()[1 - r.firstSeatPlayer()].columns());
            out.newLine();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the games to " + config.gamesFile(), e);
        }
    }

    @Override
    public synchronized void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the games to " + config.gamesFile(), e);
            }
        }
    }
}
