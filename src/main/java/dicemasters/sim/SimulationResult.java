package dicemasters.sim;

/**
 * What a simulation found: wins per seat, draws (games that hit the turn limit, and ties where
 * both players reached 0 life together), total turns and actions, and the time taken.
 */
public record SimulationResult(SimulationConfig config, int[] wins, int turnLimitDraws, int ties,
                               long totalTurns, long totalActions, long nanos) {

    public int games() {
        return config.games();
    }

    public int draws() {
        return turnLimitDraws + ties;
    }

    public double gamesPerSecond() {
        return games() / (nanos / 1e9);
    }

    public double averageTurns() {
        return (double) totalTurns / games();
    }

    public double averageActions() {
        return (double) totalActions / games();
    }

    public double winRate(int seat) {
        return (double) wins[seat] / games();
    }
}
