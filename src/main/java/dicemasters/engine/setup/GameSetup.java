package dicemasters.engine.setup;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.PrintableText;

import java.util.List;

/**
 * How a game starts: the format's name and starting life, each player's team of cards (two players,
 * or four for Doubles, in seat order: seats 0 and 2 play together against seats 1 and 3, see
 * {@code Seats}), the Basic Action Cards in the middle (each with its shared pool of dice), and who
 * goes first ({@link #RANDOM_FIRST} lets the game's own generator decide, as the rules suggest;
 * in Doubles it is the first seat of the team that goes first). The starting life is each
 * team's: a player's own in a two-player game, the two teammates' together in Doubles. Every count
 * has a limit no real game reaches, so a damaged or hostile file can never make the engine build
 * millions of dice.
 *
 * <p>{@code loneTargetsAsked}: when an ability's targets leave no choice (one legal target, or as
 * many as it takes), the engine chooses them by itself unless this is set; then it asks, so that
 * the table can leave the choice to each player's own setting. Off in every game that does not
 * ask for it, so simulations, tests and older saved games play exactly as before.
 */
public record GameSetup(String format, int startingLife, List<Team> teams, List<CardDefinition> basicActions,
                        int diceEachBasicAction, int firstPlayer, boolean loneTargetsAsked) {
    public static final int RANDOM_FIRST = -1;
    /** Every player brings eight sidekick dice of their own, beside the team. */
    public static final int SIDEKICKS_PER_PLAYER = 8;
    /** Limits far above any format (a tournament team is 8 cards and 20 dice, 20 life). */
    public static final int MAX_LIFE = 100;
    public static final int MAX_CARDS_PER_TEAM = 20;
    public static final int MAX_DICE_PER_CARD = 20;
    public static final int MAX_BASIC_ACTIONS = 10;
    public static final int MAX_DICE_EACH_BASIC_ACTION = 10;

    public GameSetup {
        teams = List.copyOf(teams);
        basicActions = List.copyOf(basicActions);
        if (teams.size() != 2 && teams.size() != 4) {
            throw new IllegalArgumentException("a game has two players, or four in Doubles");
        }
        if (firstPlayer != RANDOM_FIRST && (firstPlayer < 0 || firstPlayer > 1)) {
            throw new IllegalArgumentException("the first player is seat 0 or 1 (the first seat of a team)");
        }
        check(startingLife >= 1 && startingLife <= MAX_LIFE, "the starting life must be 1 to " + MAX_LIFE);
        check(basicActions.size() <= MAX_BASIC_ACTIONS, "at most " + MAX_BASIC_ACTIONS + " Basic Action Cards");
        check(diceEachBasicAction >= 0 && diceEachBasicAction <= MAX_DICE_EACH_BASIC_ACTION,
                "0 to " + MAX_DICE_EACH_BASIC_ACTION + " dice for each Basic Action Card");
    }

    /** A game whose lone targets the engine chooses by itself. */
    public GameSetup(String format, int startingLife, List<Team> teams, List<CardDefinition> basicActions,
                     int diceEachBasicAction, int firstPlayer) {
        this(format, startingLife, teams, basicActions, diceEachBasicAction, firstPlayer, false);
    }

    /** This game with its lone targets asked of the players ({@code true}) or chosen by the engine. */
    public GameSetup withLoneTargetsAsked(boolean asked) {
        return new GameSetup(format, startingLife, teams, basicActions, diceEachBasicAction, firstPlayer, asked);
    }

    /** Why a player's name cannot be used ("is empty", "contains the control character U+000A ..."), or null. */
    public static String nameProblem(String name) {
        return PrintableText.problem(name, PrintableText.MAX_NAME_LENGTH);
    }

    /** A player's name and team cards with the number of dice brought for each (Dice Masters calls them a team). */
    public record Team(String playerName, List<TeamCard> cards) {
        public Team {
            cards = List.copyOf(cards);
            String problem = nameProblem(playerName);
            check(problem == null, "the player's name " + problem);
            check(cards.size() <= MAX_CARDS_PER_TEAM, "at most " + MAX_CARDS_PER_TEAM + " cards on a team");
        }
    }

    public record TeamCard(CardDefinition card, int dice) {
        public TeamCard {
            // 0 is a team still being built (TeamRules says it needs a die); a game brings 1 or more.
            check(dice >= 0 && dice <= MAX_DICE_PER_CARD, "0 to " + MAX_DICE_PER_CARD + " dice for a card");
        }
    }

    private static void check(boolean ok, String rule) {
        if (!ok) {
            throw new IllegalArgumentException(rule);
        }
    }
}
