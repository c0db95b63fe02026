package dicemasters.sim;

/**
 * What a simulation found: wins per seat and per player (the players change seats when the
 * config says so), draws (games that hit the turn limit, and ties where both players reached 0
 * life together), total turns and actions, the time taken, and each player's thinking.
 */
public record SimulationResult(SimulationConfig config, int[] wins, int[] playerWins, int turnLimitDraws, int ties,
                               long totalTurns, long totalActions, long nanos, ThinkingStats[] thinking) {
    /** The normal quantile of a 95% interval. */
    private static final double Z = 1.959964;

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

    /** A player's share of the points: a win counts 1, a draw 1/2 (player 0 is the first named). */
    public double score(int player) {
        return (playerWins[player] + 0.5 * draws()) / games();
    }

    /** The 95% Wilson interval of the player's score, as {low, high}. */
    public double[] scoreInterval(int player) {
        return wilson(score(player), games());
    }

    static double[] wilson(double p, int n) {
        double z2 = Z * Z / n;
        double centre = (p + z2 / 2) / (1 + z2);
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n)) / (1 + z2);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
