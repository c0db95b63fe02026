package dicemasters.engine.team;

import java.util.List;

/**
 * The ways to play, from RULINGS: the demo quick start, a casual game, the tournament format and
 * Dice Masters Doubles (two teams of two; the life is each team's, the limits each player's).
 * Each sets the starting life and the limits a team must keep.
 */
public enum Format {
    DEMO("Demo", 10, 2, 8, 1),
    CASUAL("Casual", 15, 8, 15, 2),
    TOURNAMENT("Tournament", 20, 8, 20, 2),
    /** Each player exactly 4 cards, each with its die limit (no total), and 1 Basic Action Card. */
    DOUBLES("Doubles", 30, 4, Integer.MAX_VALUE, 1);

    /** Basic Action dice on each card in Doubles: 3, or 6 once the players have mastered the rules. */
    public static final List<Integer> DOUBLES_BASIC_ACTION_DICE = List.of(3, 6);

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

    /** Whether players sit in two teams of two (Doubles): then {@link #startingLife} is each team's. */
    public boolean teamsOfTwo() {
        return this == DOUBLES;
    }

    /** Players in the game: 2, or 4 in Doubles. */
    public int players() {
        return teamsOfTwo() ? 4 : 2;
    }

    /** Dice on a team, not counting Sidekicks and Basic Action dice (no limit in Doubles: each card brings its maximum). */
    public int maxDice() {
        return maxDice;
    }

    /** Different Basic Action Cards each player brings. */
    public int basicActions() {
        return basicActions;
    }

    /**
     * The most Basic Action Cards a player's side may count: {@link #basicActions}, except in a Demo
     * game, where a rulebook's demo setup puts up to 3 in the middle for both players (Civil War, TMNT).
     */
    public int maxBasicActions() {
        return this == DEMO ? 3 : basicActions;
    }

    /** The rules of team building in one sentence, for the team builder. */
    public String summary() {
        if (teamsOfTwo()) {
            return label + ": two teams of two, " + startingLife + " life for each team (never above " + startingLife
                    + " together); each player brings exactly " + maxCards + " character or action cards with their"
                    + " maximum dice and 1 Basic Action Card with 3 dice (6 once you have mastered the rules);"
                    + " teammates cannot use the same character and a team's Basic Action Cards cannot match.";
        }
        return label + ": " + startingLife + " life; up to " + maxCards + " character or action cards with different"
                + " names, 1 to the die limit of dice each, at most " + maxDice + " dice in all; " + basicActions
                + (basicActions == 1 ? " Basic Action Card" : " different Basic Action Cards")
                + (maxBasicActions() > basicActions ? " (a rulebook's demo game puts up to " + maxBasicActions()
                + " in the middle)." : ".");
    }
}
