package dicemasters.sim;

import dicemasters.ai.TeamChooser;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Games of real teams from the whole playable pool, as people play them: teams drawn at random
 * ({@link RandomTeams}) or built by the computer's own chooser ({@link TeamChooser}), in the
 * Tournament format or in Doubles (Ann and Cid against Ben and Dee, teammates' teams share no
 * character name and no Basic Action Card). The same kind, format and seed give the same game.
 */
public final class RealTeams {
    /** How the teams are made: "random" legal teams, or the computer's "chosen" ones. */
    public static final List<String> KINDS = List.of("random", "chosen");

    private static List<CardDefinition> pool;

    private RealTeams() {
    }

    /** The whole playable pool of the bundled cards, read once. */
    public static synchronized List<CardDefinition> pool() {
        if (pool == null) {
            pool = CardLibrary.loadBundled().playableCards();
        }
        return pool;
    }

    /** The format named by the simulator: "tournament" or "doubles". */
    public static Format format(String name) {
        return switch (name) {
            case "tournament" -> Format.TOURNAMENT;
            case "doubles" -> Format.DOUBLES;
            default -> throw new IllegalArgumentException("real teams play the tournament or doubles format, not '"
                    + name + "'");
        };
    }

    public static GameSetup setup(String kind, Format format, long seed) {
        return switch (kind.toLowerCase(Locale.ROOT)) {
            case "random" -> RandomTeams.setup(pool(), format, seed);
            case "chosen" -> chosen(pool(), format, seed);
            default -> throw new IllegalArgumentException("teams are " + KINDS + ", not '" + kind + "'");
        };
    }

    /** Every seat's team built by the computer, each from its own seed drawn from the game's. */
    static GameSetup chosen(List<CardDefinition> cards, Format format, long seed) {
        List<String> names = format == Format.DOUBLES ? List.of("Ann", "Ben", "Cid", "Dee") : List.of("Ann", "Ben");
        List<TeamChooser.Choice> choices = new ArrayList<>();
        for (int seat = 0; seat < names.size(); seat++) {
            Set<String> namesTaken = new HashSet<>();
            Set<String> basicsTaken = new HashSet<>();
            if (seat >= 2) {
                // Doubles: seat 2 is seat 0's teammate, seat 3 seat 1's.
                TeamChooser.Choice mate = choices.get(seat - 2);
                mate.cards().forEach(c -> namesTaken.add(c.card().name()));
                mate.basicActions().forEach(b -> basicsTaken.add(b.id()));
            }
            long teamSeed = seed * 0x9E3779B97F4A7C15L + seat * 0x632BE59BD9B4E019L;
            choices.add(TeamChooser.choose(cards, format, teamSeed, namesTaken, basicsTaken));
        }
        List<GameSetup.Team> teams = new ArrayList<>();
        List<CardDefinition> middle = new ArrayList<>();
        for (int seat = 0; seat < names.size(); seat++) {
            teams.add(new GameSetup.Team(names.get(seat), choices.get(seat).cards()));
            choices.get(seat).basicActions().stream().filter(b -> !middle.contains(b)).forEach(middle::add);
        }
        return new GameSetup(format.label(), format.startingLife(), teams, middle, 3, GameSetup.RANDOM_FIRST);
    }
}
