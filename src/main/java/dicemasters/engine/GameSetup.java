package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;

import java.util.List;

/**
 * How a game starts: the format's name and starting life, each player's team of cards (two players,
 * or four for Doubles, in seat order: seats 0 and 2 play together against seats 1 and 3, see
 * {@code Seats}), the Basic Action Cards in the middle (each with its shared pool of dice), and who
 * goes first ({@link #RANDOM_FIRST} lets the game's own generator decide, as the rules suggest;
 * in Doubles it is the first seat of the team that goes first). The starting life is each
 * team's: a player's own in a two-player game, the two teammates' together in Doubles.
 */
public record GameSetup(String format, int startingLife, List<Team> teams, List<CardDefinition> basicActions,
                        int diceEachBasicAction, int firstPlayer) {
    public static final int RANDOM_FIRST = -1;

    public GameSetup {
        teams = List.copyOf(teams);
        basicActions = List.copyOf(basicActions);
        if (teams.size() != 2 && teams.size() != 4) {
            throw new IllegalArgumentException("a game has two players, or four in Doubles");
        }
        if (firstPlayer != RANDOM_FIRST && (firstPlayer < 0 || firstPlayer > 1)) {
            throw new IllegalArgumentException("the first player is seat 0 or 1 (the first seat of a team)");
        }
    }

    /** A player's name and team cards with the number of dice brought for each (Dice Masters calls them a team). */
    public record Team(String playerName, List<TeamCard> cards) {
        public Team {
            cards = List.copyOf(cards);
        }
    }

    public record TeamCard(CardDefinition card, int dice) {
    }
}
