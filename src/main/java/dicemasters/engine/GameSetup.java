package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;

import java.util.List;

/**
 * How a game starts: the format's name and starting life, both teams, the Basic Action Cards in
 * the middle (each with its shared pool of dice), and who goes first ({@link #RANDOM_FIRST} lets
 * the game's own generator decide, as the rules suggest).
 */
public record GameSetup(String format, int startingLife, List<Team> teams, List<CardDefinition> basicActions,
                        int diceEachBasicAction, int firstPlayer) {
    public static final int RANDOM_FIRST = -1;

    public GameSetup {
        teams = List.copyOf(teams);
        basicActions = List.copyOf(basicActions);
        if (teams.size() != 2) {
            throw new IllegalArgumentException("a game has two teams");
        }
    }

    /** A player's name and team cards with the number of dice brought for each. */
    public record Team(String playerName, List<TeamCard> cards) {
        public Team {
            cards = List.copyOf(cards);
        }
    }

    public record TeamCard(CardDefinition card, int dice) {
    }
}
