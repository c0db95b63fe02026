package dicemasters.ai;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.Action;
import dicemasters.engine.Engine;
import dicemasters.engine.GameSetup;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import dicemasters.sim.BenchmarkTeams;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The computer in whole games of every preset, the tournament fixture, teams that react to damage
 * and teams it builds itself from the card pool. A tiny budget (two simulations a decision, each to the end of the turn, and
 * a choice among the moves tried as a careless player would make it) keeps a thousand games fast
 * while every kind of plan the search considers gets chosen somewhere.
 */
class SearchPlayerGamesTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final SearchSettings TINY = Strength.NORMAL.settings().withIterations(2).withHorizonTurns(1)
            .withThreads(1).withTemperature(0.3);
    private static final int GAMES = 1000;
    private static final int TURN_LIMIT = 60;

    @Test
    void it_never_makes_an_illegal_move_in_a_thousand_seeded_games_and_makes_every_kind_of_decision() {
        List<GameSetup> setups = setups();
        Set<String> decisions = ConcurrentHashMap.newKeySet();
        List<String> problems = IntStream.range(0, GAMES).parallel()
                .mapToObj(i -> play(setups.get(i % setups.size()), i, decisions))
                .filter(p -> p != null).toList();

        assertThat(problems).isEmpty();
        assertThat(decisions).contains("Reroll", "Purchase", "Field", "UseActionDie", "UseGlobal", "Pass",
                "DeclareAttackers", "DeclareBlockers", "SplitDamage", "ChooseTargets", "OrderTriggers", "React",
                "DeclineReaction", "ChooseNumber");
    }

    /** Null when every action of the game was legal, else what went wrong and where. */
    private static String play(GameSetup setup, long seed, Set<String> decisions) {
        SearchPlayer[] players = {new SearchPlayer(TINY, seed * 2), new SearchPlayer(TINY, seed * 2 + 1)};
        GameState state = Engine.start(setup, seed).state();
        while (!state.isOver() && state.turn() <= TURN_LIMIT) {
            Action action = players[state.actingPlayer()].choose(state);
            Result result = Engine.apply(state, action);
            if (result instanceof Result.Rejected r) {
                return setup.format() + " game " + seed + ", turn " + state.turn() + ": " + action + " refused: "
                        + r.reason();
            }
            decisions.add(action.getClass().getSimpleName());
            state = ((Result.Done) result).state();
        }
        return null;
    }

    /** Teams whose cards react to damage (Ronin, Moonstone, Steve Rogers, Long Live the Resistance!). */
    private static GameSetup reactions() {
        List<GameSetup.TeamCard> ann = List.of(card("CW096"), card("CW052"));
        List<GameSetup.TeamCard> ben = List.of(card("CW137"), card("CW141"));
        return new GameSetup("Casual", 15, List.of(new GameSetup.Team("Ann", ann), new GameSetup.Team("Ben", ben)),
                List.of(LIBRARY.byId("CW029").orElseThrow(), LIBRARY.byId("JUS067").orElseThrow()), 3,
                GameSetup.RANDOM_FIRST);
    }

    /**
     * Teams whose damage is split: dice that block several attackers (She-Hulk, Loki) and damage
     * divided among targets (Tony Stark), so splits do not hang on the teams drawn from the pool.
     */
    private static GameSetup splits() {
        List<GameSetup.TeamCard> ann = List.of(card("CW017"), allowed("CW142"));
        List<GameSetup.TeamCard> ben = List.of(allowed("CW114"), card("CW006"));
        return new GameSetup("Casual", 15, List.of(new GameSetup.Team("Ann", ann), new GameSetup.Team("Ben", ben)),
                List.of(LIBRARY.byId("CW024").orElseThrow(), LIBRARY.byId("JUS067").orElseThrow()), 3,
                GameSetup.RANDOM_FIRST);
    }

    /** Three dice of the card, or as many as it allows. */
    private static GameSetup.TeamCard allowed(String id) {
        CardDefinition card = LIBRARY.byId(id).orElseThrow();
        return new GameSetup.TeamCard(card, Math.min(3, card.dieLimit()));
    }

    private static GameSetup.TeamCard card(String id) {
        return new GameSetup.TeamCard(LIBRARY.byId(id).orElseThrow(), 3);
    }

    /**
     * Every preset, the tournament fixture, teams whose cards react to damage or split it, and teams the computer builds for the demo and casual
     * formats (its tournament teams play like the fixture, only longer).
     */
    private static List<GameSetup> setups() {
        List<GameSetup> setups = new ArrayList<>();
        for (Preset preset : LIBRARY.presets()) {
            setups.add(preset.toSetup(GameSetup.RANDOM_FIRST));
        }
        setups.add(BenchmarkTeams.vanillaTournament(GameSetup.RANDOM_FIRST));
        setups.add(reactions());
        setups.add(splits());
        List<CardDefinition> pool = LIBRARY.playableCards();
        for (int i = 0; i < 4; i++) {
            Format format = i % 2 == 0 ? Format.DEMO : Format.CASUAL;
            TeamChooser.Choice a = TeamChooser.choose(pool, format, 100 + i);
            TeamChooser.Choice b = TeamChooser.choose(pool, format, 200 + i);
            assertThat(TeamRules.problems(format, a.cards(), a.basicActions())).isEmpty();
            List<CardDefinition> basics = new ArrayList<>(a.basicActions());
            b.basicActions().stream().filter(x -> !basics.contains(x)).forEach(basics::add);
            setups.add(new GameSetup(format.label(), format.startingLife(), List.of(
                    new GameSetup.Team("Ann", a.cards()), new GameSetup.Team("Ben", b.cards())), basics, 3,
                    GameSetup.RANDOM_FIRST));
        }
        return setups;
    }
}
