package dicemasters.ai;

/**
 * The computer's three strengths. Each is a search budget in simulations per decision, so games
 * are repeatable; the budgets were calibrated in processor time (docs/AI.md): Normal's decisions
 * take 0.1 to 0.2 s on average on one core, a few of the busiest over a second, so the table adds a
 * time limit on top (ui.ComputerSeats).
 */
public enum Strength {
    /**
     * Few simulations, few moves looked at, and a choice among them weighted by how well each did,
     * like a newcomer who misjudges: it loses to the greedy player more often than not.
     */
    EASY("Easy", new SearchSettings(16, 0, 1, 2, 0.7, 1.0, 0.1, false, false)),
    /** 2,000 simulations: 0.1 to 0.2 s a decision on average on one core (docs/AI.md). */
    NORMAL("Normal", new SearchSettings(2000, 0, 1, 2, 0.7, 1.5, 0, false, false)),
    /**
     * Six times Normal's simulations, shared among every core (a few seconds at most), over more
     * moves (every group of dice to reroll or attack with, where Normal sees only simple plans), and
     * sharper simulations: each attack in them is chosen by playing the turn out after a few plans.
     */
    HARD("Hard", new SearchSettings(12000, 0, Math.max(1, Runtime.getRuntime().availableProcessors()), 2, 0.7,
            1.5, 0, true, true));

    private final String label;
    private final SearchSettings settings;

    Strength(String label, SearchSettings settings) {
        this.label = label;
        this.settings = settings;
    }

    public String label() {
        return label;
    }

    public SearchSettings settings() {
        return settings;
    }
}
