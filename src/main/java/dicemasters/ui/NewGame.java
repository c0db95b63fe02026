package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.GameSetup;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the New Game dialog gathers: format, both players' names and teams, who goes first
 * ({@link GameSetup#RANDOM_FIRST} lets the game's generator decide), the seed, and who plays each
 * seat (a person or the computer).
 */
public record NewGame(Format format, List<String> names, List<TeamChoice> teams, int firstPlayer, long seed,
                      List<Seat> seats) {

    public NewGame {
        names = List.copyOf(names);
        teams = List.copyOf(teams);
        seats = List.copyOf(seats);
    }

    /** A game of two people at one screen. */
    public NewGame(Format format, List<String> names, List<TeamChoice> teams, int firstPlayer, long seed) {
        this(format, names, teams, firstPlayer, seed, List.of(Seat.PERSON, Seat.PERSON));
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

    /** The Basic Action Cards in the middle: those both players' teams bring, each once. */
    public List<CardDefinition> basicActions() {
        List<CardDefinition> basics = new ArrayList<>();
        for (TeamChoice team : teams) {
            for (CardDefinition card : team.basicActions()) {
                if (basics.stream().noneMatch(b -> b.id().equals(card.id()))) {
                    basics.add(card);
                }
            }
        }
        return basics;
    }

    /** The team-building problems of a player's team in this format (the engine's rules), none when legal. */
    public List<String> problems(int player) {
        return TeamRules.problems(format, teams.get(player).cards(), teams.get(player).basicActions());
    }

    public GameSetup toSetup() {
        return new GameSetup(format.label(), format.startingLife(),
                List.of(new GameSetup.Team(names.get(0), teams.get(0).cards()),
                        new GameSetup.Team(names.get(1), teams.get(1).cards())),
                basicActions(), teams.get(0).diceEachBasicAction(), firstPlayer);
    }

    public GameSession start() {
        return GameSession.start(toSetup(), seed);
    }
}
