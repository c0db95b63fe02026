package dicemasters.engine;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Seeded Doubles games (TMNT teams, four players) played to the end by random and by greedy
 * players, checking the invariants of the rules after every action, and that every action a
 * player chose from the legal list is accepted. A failure names the seed. {@code mvn verify} plays
 * a few dozen; the full run of 2,000 games is
 * {@code mvn -o test -Dtest=DoublesRandomGamesTest -Ddoubles.games=2000} (see docs/RULES-DOUBLES.md).
 */
class DoublesRandomGamesTest {
    private static final int GAMES = Integer.getInteger("doubles.games", 40);
    private static final int TURN_LIMIT = 150;

    @Test
    void random_and_greedy_doubles_games_keep_every_invariant_of_the_rules() {
        GameSetup setup = DoublesTeams.tmnt();
        int finished = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            boolean greedy = seed % 2 == 0;
            if (playOne(setup, seed, greedy)) {
                finished++;
            }
        }
        assertThat(finished).as("most Doubles games reach an end within the turn limit")
                .isGreaterThan(GAMES * 8 / 10);
    }

    private static boolean playOne(GameSetup setup, long seed, boolean greedy) {
        List<Player> seats = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            seats.add(greedy ? new GreedyPlayer() : new RandomPlayer(seed * 10 + p));
        }
        GameState s = Engine.start(setup, seed).state();
        int diceCount = s.dice().size();
        int actions = 0;
        while (!s.isOver() && s.turn() <= TURN_LIMIT) {
            Action action = seats.get(s.actingPlayer()).choose(s);
            Result result = Engine.apply(s, action);
            if (!(result instanceof Result.Done done)) {
                fail("seed " + seed + (greedy ? " (greedy)" : " (random)") + ": " + action + " was rejected: "
                        + ((Result.Rejected) result).reason());
                return false;
            }
            s = done.state();
            actions++;
            int count = actions;
            GameInvariants.check(s, diceCount, () -> "seed " + seed + (greedy ? " (greedy)" : " (random)")
                    + ", action " + count + " (" + action + ")");
        }
        return s.isOver();
    }

    /** TMNT teams for Doubles: four characters each with their maximum dice, one Basic Action Card each. */
    static final class DoublesTeams {
        private DoublesTeams() {
        }

        static GameSetup tmnt() {
            CardLibrary library = CardLibrary.loadBundled();
            List<GameSetup.Team> players = List.of(
                    player(library, "Ann", "HHS023", "HHS008", "HHS001", "HHS004"),
                    player(library, "Ben", "HHS037", "HHS017", "HHS010", "HHS043"),
                    player(library, "Cid", "HHS031", "HHS029", "HHS013", "HHS025"),
                    player(library, "Dee", "HHS046", "HHS040", "HHS019", "HHS034"));
            List<CardDefinition> basics = List.of(card(library, "HHS049"), card(library, "HHS055"),
                    card(library, "HHS050"), card(library, "HHS058"));
            return new GameSetup("Doubles", 30, players, basics, 3, GameSetup.RANDOM_FIRST);
        }

        private static GameSetup.Team player(CardLibrary library, String name, String... ids) {
            List<GameSetup.TeamCard> cards = new ArrayList<>();
            for (String id : ids) {
                CardDefinition card = card(library, id);
                cards.add(new GameSetup.TeamCard(card, card.dieLimit()));
            }
            return new GameSetup.Team(name, cards);
        }

        private static CardDefinition card(CardLibrary library, String id) {
            return library.byId(id).orElseThrow();
        }
    }
}
