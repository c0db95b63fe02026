package dicemasters.ui;

/** The formats a new game can be played in: starting life and the dice a team brings. */
public enum GameFormat {
    DEMO("Demo", 10, 8),
    CASUAL("Casual", 15, 15),
    TOURNAMENT("Tournament", 20, 20);

    private final String label;
    private final int life;
    private final int teamDice;

    GameFormat(String label, int life, int teamDice) {
        this.label = label;
        this.life = life;
        this.teamDice = teamDice;
    }

    public String label() {
        return label;
    }

    public int life() {
        return life;
    }

    public int teamDice() {
        return teamDice;
    }

    @Override
    public String toString() {
        return label + " (" + life + " life" + (this == DEMO ? ")" : ", " + teamDice + " dice)");
    }
}
