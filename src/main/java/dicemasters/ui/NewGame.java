package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the New Game dialog gathers: format, the players' names and teams (two players, or four in
 * Doubles, in seat order: seats 1 and 3 against 2 and 4), who goes first ({@link GameSetup#RANDOM_FIRST}
 * lets the game's generator decide), the seed, and who plays each seat (a person or the computer).
 * In Doubles {@code diceEachBasicAction} is 3 or 6; otherwise the first team's presets decide it.
 */
public record NewGame(Format format, List<String> names, List<TeamChoice> teams, int firstPlayer, long seed,
                      List<Seat> seats, int diceEachBasicAction) {

    public NewGame {
        names = List.copyOf(names);
        teams = List.copyOf(teams);
        seats = List.copyOf(seats);
        if (names.size() != format.players() || teams.size() != names.size() || seats.size() != names.size()) {
            throw new IllegalArgumentException(format.label() + " has " + format.players() + " players");
        }
    }

    /** A two-player game, the Basic Action dice as the first team's preset brings them. */
    public NewGame(Format format, List<String> names, List<TeamChoice> teams, int firstPlayer, long seed,
                   List<Seat> seats) {
        this(format, names, teams, firstPlayer, seed, seats, teams.get(0).diceEachBasicAction());
    }

    /** A game of two people at one screen. */
    public NewGame(Format format, List<String> names, List<TeamChoice> teams, int firstPlayer, long seed) {
        this(format, names, teams, firstPlayer, seed, java.util.Collections.nCopies(names.size(), Seat.PERSON));
    }

    /** The seats of this game, with the computer's players seeded from the game's seed. */
    public ComputerSeats computerSeats() {
        return new ComputerSeats(seats, seed);
    }

    /** The DC Justice demo game the window opens with (or the first preset, if that one is missing). */
    public static NewGame demo(CardLibrary library, long seed) {
        return demoIfAny(library, seed).orElseThrow(() -> new IllegalStateException(
                "no preset loaded from the card files: " + library.errors()));
    }

    /** The demo game, or nothing when the card files brought no preset (presets.json missing or broken). */
    public static Optional<NewGame> demoIfAny(CardLibrary library, long seed) {
        List<TeamChoice> choices = TeamChoice.fromPresets(library);
        if (choices.size() < 2) {
            return Optional.empty();
        }
        int start = 0;
        for (int i = 0; i < choices.size(); i += 2) {
            if (choices.get(i).label().startsWith("DC Justice")) {
                start = i;
                break;
            }
        }
        return Optional.of(new NewGame(Format.DEMO, List.of("Sam", "Bruce"),
                List.of(choices.get(start), choices.get(start + 1)), GameSetup.RANDOM_FIRST, seed));
    }

    /**
     * The Basic Action Cards in the middle: those both players' teams bring, each once; in Doubles
     * each player's own card, in seat order (two opponents may bring the same one).
     */
    public List<CardDefinition> basicActions() {
        List<CardDefinition> basics = new ArrayList<>();
        if (format.teamsOfTwo()) {
            teams.forEach(team -> basics.addAll(team.basicActions()));
            return basics;
        }
        for (TeamChoice team : teams) {
            for (CardDefinition card : team.basicActions()) {
                if (basics.stream().noneMatch(b -> b.id().equals(card.id()))) {
                    basics.add(card);
                }
            }
        }
        return basics;
    }

    /**
     * The team-building problems of a player's team in this format (the engine's rules), none when
     * legal; in Doubles also what clashes with the teammate's cards (seat {@code player ^ 2}).
     */
    public List<String> problems(int player) {
        List<String> problems = new ArrayList<>(TeamRules.problems(format, teams.get(player).cards(),
                teams.get(player).basicActions()));
        if (format.teamsOfTwo() && player < 2) {
            TeamChoice mine = teams.get(player);
            TeamChoice mate = teams.get(player + 2);
            problems.addAll(TeamRules.teamOfTwoProblems(mine.cards(), mine.basicActions(), mate.cards(),
                    mate.basicActions()));
        }
        String dice = TeamRules.basicActionDiceProblem(format, diceEachBasicAction);
        if (dice != null && player == 0) {
            problems.add(dice);
        }
        return problems;
    }

    public GameSetup toSetup() {
        List<GameSetup.Team> players = new ArrayList<>();
        for (int p = 0; p < names.size(); p++) {
            players.add(new GameSetup.Team(names.get(p), teams.get(p).cards()));
        }
        return new GameSetup(format.label(), format.startingLife(), players, basicActions(), diceEachBasicAction,
                firstPlayer);
    }

    /**
     * The game at the table: a target choice that leaves no choice is asked too, so that it is made
     * for a player only when their setting says so ({@link AutoMoves}).
     */
    public GameSession start() {
        return GameSession.start(toSetup().withLoneTargetsAsked(true), seed);
    }
}
