package dicemasters.engine.team;

/**
 * The ways to play, from RULINGS: the demo quick start, a casual game and the tournament format.
 * Each sets the starting life and the limits a team must keep.
 */
public enum Format {
    DEMO("Demo", 10, 2, 8, 1),
    CASUAL("Casual", 15, 8, 15, 2),
    TOURNAMENT("Tournament", 20, 8, 20, 2);

    private final String label;
    private final int startingLife;
    private final int maxCards;
    private final int maxDice;
    private final int basicActions;

    Format(String label, int startingLife, int maxCards, int maxDice, int basicActions) {
        this.label = label;
        this.startingLife = startingLife;
        this.maxCards = maxCards;
        this.maxDice = maxDice;
        this.basicActions = basicActions;
    }

    public String label() {
        return label;
    }

    public int startingLife() {
        return startingLife;
    }

    /** Character and (non-basic) action cards a team may bring. */
    public int maxCards() {
        return maxCards;
    }

    /** Dice on a team, not counting Sidekicks and Basic Action dice. */
    public int maxDice() {
        return maxDice;
    }

    /** Different Basic Action Cards each player brings. */
    public int basicActions() {
        return basicActions;
    }

    /** The rules of team building in one sentence, for the team builder. */
    public String summary() {
        return label + ": " + startingLife + " life; up to " + maxCards + " character or action cards with different"
                + " names, 1 to the die limit of dice each, at most " + maxDice + " dice in all; " + basicActions
                + (basicActions == 1 ? " Basic Action Card." : " different Basic Action Cards.");
    }
}
