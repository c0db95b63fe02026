package dicemasters.sim;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The computer makes no move that changes nothing ({@link dicemasters.ai.WastedMoves}) in games of
 * real teams, random and its own, in the Tournament format and in Doubles. {@code mvn verify}
 * plays {@value #GAMES} short games with Normal at every seat on {@value #ITERATIONS} simulations
 * a decision (not its 2,000, for speed); docs/AI.md has the command for 200 games at full strength.
 */
class WastedMovesCheckTest {
    static final int GAMES = 4;
    static final int ITERATIONS = 60;
    private static final int TURN_LIMIT = 12;

    @Test
    void normal_wastes_no_move_in_games_of_real_teams() {
        SimulationConfig config = WastedMovesCheck.config(GAMES, "normal", 1, TURN_LIMIT,
                Map.of("normal", ITERATIONS));

        long cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        WastedMovesCheck.Report report = WastedMovesCheck.run("normal", config, done -> { });
        System.out.printf("wasted moves check: %d games, %d moves, %d Globals, action dice or field abilities,"
                + " %.1f s of processor time%n", GAMES, report.moves(), report.judged(),
                (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu) / 1e9);

        assertThat(report.moves()).isGreaterThan(100);
        assertThat(report.wasted()).isEmpty();
    }
}
