package dicemasters.persist;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.team.Format;
import org.junit.jupiter.api.Test;

import java.util.List;
import dicemasters.engine.setup.Position;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Positions saved at every quiet moment of seeded games of every format, read back and played on
 * with the same actions, hash as the games did to the end ({@link PositionRoundTrip}).
 * {@code mvn verify} plays {@value #SMOKE_GAMES} game of each format, playing on from one quiet moment
 * in {@value #SMOKE_STRIDE}; the {@code position-games} profile plays 34 of each (102 games) from every
 * quiet moment (see docs/POSITIONS.md).
 */
class PositionRoundTripTest {
    static final int SMOKE_GAMES = 1;
    /** mvn verify plays on from one quiet moment in so many; the profile from every one. */
    static final int SMOKE_STRIDE = 5;

    @Test
    void positions_saved_at_every_quiet_moment_play_on_as_the_game_did() {
        CardLibrary library = CardLibrary.loadBundled();
        int each = Integer.getInteger("positionGames", SMOKE_GAMES);
        PositionRoundTrip proof = new PositionRoundTrip(position -> throughFile(position, library),
                Boolean.getBoolean("positionGames.hashEvery"), Integer.getInteger("positionGames.stride", SMOKE_STRIDE));
        long start = System.nanoTime();
        for (Format format : List.of(Format.DEMO, Format.TOURNAMENT, Format.DOUBLES)) {
            for (long seed = 1; seed <= each; seed++) {
                proof.play(PositionRoundTrip.setup(library, format, seed), seed);
            }
        }
        PositionRoundTrip.Tally t = proof.tally();
        System.out.printf("positions: %d games, %d positions saved and played on (%d actions, %d hashes compared),"
                + " %d moments refused %s, %.1f s%n", t.games(), t.saved(), t.actionsReplayed(), t.hashesCompared(),
                t.refusedTotal(), t.refused(),
                (System.nanoTime() - start) / 1e9);
        assertThat(t.failures()).isEmpty();
        assertThat(t.saved()).isGreaterThan(t.games() * 10);
    }

    private static Position throughFile(Position position, CardLibrary library) {
        try {
            return PositionFiles.parse(PositionFiles.write(position), "position", library::byId);
        } catch (PositionException e) {
            throw new AssertionError(e.getMessage() + "\n" + PositionFiles.write(position), e);
        }
    }
}
