package dicemasters.ai;

/**
 * The computer's three strengths. Each is a search budget in simulations per decision, so games
 * are repeatable; the budgets were calibrated so that Normal thinks about a second on one core
 * (see docs/AI.md), and the table adds a time limit on top for slower machines.
 */
public enum Strength {
    /** Few simulations, few moves looked at, and picks among them like a newcomer who misjudges. */
    EASY("Easy", new SearchSettings(48, 0, 1, 2, 0.7, 1.0, 0.06)),
    /** About a second on one core. */
    NORMAL("Normal", new SearchSettings(2000, 0, 1, 2, 0.7, 1.5, 0)),
    /** A few seconds on every free core. */
    HARD("Hard", new SearchSettings(12000, 0, Math.max(1, Runtime.getRuntime().availableProcessors()), 2, 0.7,
            1.5, 0));

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
