package dicemasters.sim;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A benchmark fixture of tournament size: each player brings eight vanilla characters (printed
 * stats only, not real cards) with 20 dice between them and two Basic Action Cards, so four real
 * Basic Action Cards from the bundled library sit in the middle; 20 life. It exercises the engine
 * with as many dice and cards as a tournament game has; the bundled presets are demo games only.
 */
public final class BenchmarkTeams {
    public static final int TOURNAMENT_LIFE = 20;
    public static final int TEAM_DICE = 20;

    /** Cost and levels (field cost, attack, defense) of the eight vanilla profiles. */
    private static final int[][][] PROFILES = {
            {{2}, {0, 1, 2}, {1, 2, 2}, {1, 3, 3}},
            {{3}, {0, 2, 2}, {1, 2, 3}, {2, 3, 4}},
            {{3}, {1, 1, 3}, {1, 2, 4}, {2, 3, 4}},
            {{4}, {1, 2, 3}, {2, 3, 4}, {3, 4, 5}},
            {{4}, {1, 3, 2}, {2, 4, 3}, {2, 5, 4}},
            {{5}, {2, 3, 3}, {3, 4, 4}, {3, 6, 5}},
            {{5}, {2, 2, 4}, {2, 4, 5}, {3, 5, 6}},
            {{6}, {2, 4, 4}, {3, 5, 5}, {4, 7, 6}}};
    /** Dice per card: four cards with three dice and four with two make the 20-die limit. */
    private static final int[] DICE = {3, 3, 3, 3, 2, 2, 2, 2};
    private static final Energy[] TYPES = {Energy.FIST, Energy.BOLT, Energy.MASK, Energy.SHIELD};
    /** Excessive Force, Investigation, Ping and Energy Field (DC Justice). */
    static final List<String> BASIC_ACTIONS = List.of("JUS067", "JUS068", "JUS069", "JUS066");

    private BenchmarkTeams() {
    }

    /** Two tournament-size vanilla teams ("Ana" against "Ben"). */
    public static GameSetup vanillaTournament(int firstPlayer) {
        return new GameSetup(Format.TOURNAMENT.label(), TOURNAMENT_LIFE,
                List.of(team("Ana", 0), team("Ben", 1)), basicActions(), 3, firstPlayer);
    }

    private static List<CardDefinition> basicActions() {
        CardLibrary library = CardLibrary.loadBundled();
        List<CardDefinition> cards = new ArrayList<>();
        for (String id : BASIC_ACTIONS) {
            cards.add(library.byId(id).orElseThrow(() -> new IllegalStateException(
                    "Basic Action Card " + id + " is missing from the bundled cards: " + library.errors())));
        }
        return cards;
    }

    private static GameSetup.Team team(String player, int side) {
        List<GameSetup.TeamCard> cards = new ArrayList<>();
        for (int i = 0; i < PROFILES.length; i++) {
            Energy type = TYPES[(i + side) % TYPES.length];
            // An id of the card files' form, so that a saved game of the fixture reads back.
            String id = String.format(java.util.Locale.ROOT, "BNCH%d%02d", side, i + 1);
            cards.add(new GameSetup.TeamCard(vanilla(id,
                    "Bench Hero " + (char) ('A' + side) + (i + 1), type, PROFILES[i]), DICE[i]));
        }
        return new GameSetup.Team(player, cards);
    }

    private static CardDefinition vanilla(String id, String name, Energy type, int[][] profile) {
        List<Face> levels = new ArrayList<>();
        for (int level = 1; level < profile.length; level++) {
            int[] stats = profile[level];
            levels.add(Face.character(level, stats[0], stats[1], stats[2], 0));
        }
        return new CardDefinition(id, name, "benchmark fixture", CardType.CHARACTER, profile[0][0], List.of(type),
                List.of(), 4, StandardDice.characterFaces(List.of(type), levels), Set.of(), List.of());
    }
}
