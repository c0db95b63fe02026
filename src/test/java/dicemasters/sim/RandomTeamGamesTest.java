package dicemasters.sim;

import dicemasters.ai.Player;
import dicemasters.ai.TurnLength;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.GameInvariants;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Tournament games between teams drawn at random from every playable card ({@link RandomTeams}),
 * played by greedy and random players, checking the rules' invariants after every action. A
 * failure names the seed, the players and both teams, so the game can be played again.
 * <p>{@code mvn verify} plays a smoke run of {@value #SMOKE_GAMES} games; the {@code random-games}
 * profile plays {@code -DrandomTeamGames=2000} (see the README).
 */
class RandomTeamGamesTest {
    static final int SMOKE_GAMES = 150;
    private static final int TURN_LIMIT = 40;
    private static final int DOUBLES_TURN_LIMIT = 150;
    private static final List<List<String>> SEATS = List.of(List.of("greedy", "random"),
            List.of("random", "greedy"), List.of("greedy", "greedy"), List.of("random", "random"));

    @Test
    void tournament_games_of_random_teams_from_the_whole_pool_keep_every_invariant() {
        playMany(Format.TOURNAMENT, Integer.getInteger("randomTeamGames", SMOKE_GAMES), TURN_LIMIT);
    }

    /** Doubles (four random teams, 30 life): a quarter as many games, each with a longer turn limit. */
    @Test
    void doubles_games_of_random_teams_from_the_whole_pool_keep_every_invariant() {
        playMany(Format.DOUBLES, Integer.getInteger("randomTeamGames", SMOKE_GAMES) / 4, DOUBLES_TURN_LIMIT);
    }

    private static void playMany(Format format, int games, int turnLimit) {
        long firstSeed = Long.getLong("randomTeamGames.seed", 1);
        List<CardDefinition> pool = CardLibrary.loadBundled().playableCards();
        int finished = 0;
        long start = System.nanoTime();
        for (long seed = firstSeed; seed < firstSeed + games; seed++) {
            finished += playOne(pool, format, seed, turnLimit) ? 1 : 0;
        }
        System.out.printf("random team games, %s: %d games (seeds %d-%d), %d ended, %d reached turn %d, %.1f s%n",
                format.label(), games, firstSeed, firstSeed + games - 1, finished, games - finished, turnLimit,
                (System.nanoTime() - start) / 1e9);
        assertThat(finished).as("games that ended before turn " + turnLimit).isGreaterThan(games / 2);
    }

    @Test
    void the_same_seed_draws_the_same_teams() {
        List<CardDefinition> pool = CardLibrary.loadBundled().playableCards();
        assertThat(describe(RandomTeams.setup(pool, Format.TOURNAMENT, 7)))
                .isEqualTo(describe(RandomTeams.setup(pool, Format.TOURNAMENT, 7)))
                .isNotEqualTo(describe(RandomTeams.setup(pool, Format.TOURNAMENT, 8)));
    }

    /** One game; the seat kinds alternate around the table (in Doubles each team has one of each). */
    private static boolean playOne(List<CardDefinition> pool, Format format, long seed, int turnLimit) {
        GameSetup setup = RandomTeams.setup(pool, format, seed);
        List<String> kinds = SEATS.get((int) (seed % SEATS.size()));
        Player[] players = new Player[setup.teams().size()];
        for (int seat = 0; seat < players.length; seat++) {
            players[seat] = Simulator.player(kinds.get(seat % 2), seed * players.length + seat + 1);
        }
        GameState s = Engine.start(setup, seed).state();
        int diceCount = s.dice().size();
        int actions = 0;
        TurnLength length = new TurnLength();
        while (!s.isOver() && s.turn() <= turnLimit) {
            Action action;
            Result result;
            if (length.tooLongWith(s)) {
                fail(where(seed, kinds, setup, actions, null) + ": " + length.loop());
            }
            try {
                action = players[s.actingPlayer()].choose(s);
                result = Engine.apply(s, action);
            } catch (RuntimeException e) {
                throw new AssertionError(where(seed, kinds, setup, actions, null) + ": " + e, e);
            }
            if (!(result instanceof Result.Done done)) {
                fail(where(seed, kinds, setup, actions, action) + ": rejected: " + ((Result.Rejected) result).reason());
                return false;
            }
            s = done.state();
            actions++;
            int count = actions;
            GameInvariants.check(s, diceCount, () -> where(seed, kinds, setup, count, action));
        }
        return s.isOver();
    }

    private static String where(long seed, List<String> kinds, GameSetup setup, int actions, Action action) {
        return "seed " + seed + " (" + String.join(" vs ", kinds) + "), action " + actions
                + (action == null ? "" : " " + action) + "; " + describe(setup);
    }

    /** Both teams and the Basic Action Cards, by card id and number of dice. */
    static String describe(GameSetup setup) {
        String teams = setup.teams().stream().map(t -> t.playerName() + ": " + t.cards().stream()
                .map(c -> c.card().id() + " x" + c.dice()).collect(Collectors.joining(", ")))
                .collect(Collectors.joining("; "));
        return teams + "; basic actions " + setup.basicActions().stream().map(CardDefinition::id)
                .collect(Collectors.joining(", "));
    }
}
