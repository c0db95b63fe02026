package dicemasters.sim;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.RandomPlayer;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

import static org.assertj.core.api.Assertions.assertThat;

class GreedyPlayerTest {
    private final GreedyPlayer greedy = new GreedyPlayer();

    /** Plays greedy against greedy and shows the checker every state where a choice was made. */
    private static void watchGames(GameSetup setup, int games, BiConsumer<GameState, Action> checker) {
        GreedyPlayer player = new GreedyPlayer();
        for (long seed = 1; seed <= games; seed++) {
            GameState state = Engine.start(setup, seed).state();
            while (!state.isOver() && state.turn() <= 100) {
                Action action = player.choose(state);
                checker.accept(state, action);
                state = ((Result.Done) Engine.apply(state, action)).state();
            }
        }
    }

    /** Greedy (seat 1) against random (seat 2); the checker sees only the greedy player's choices. */
    private static void watchAgainstRandom(int games, BiConsumer<GameState, Action> checker) {
        GreedyPlayer player = new GreedyPlayer();
        for (long seed = 1; seed <= games; seed++) {
            RandomPlayer opponent = new RandomPlayer(seed);
            GameState state = Engine.start(Simulator.setup("demo"), seed).state();
            while (!state.isOver() && state.turn() <= 100) {
                Action action;
                if (state.actingPlayer() == 0) {
                    action = player.choose(state);
                    checker.accept(state, action);
                } else {
                    action = opponent.choose(state);
                }
                state = ((Result.Done) Engine.apply(state, action)).state();
            }
        }
    }

    @Test
    void greedy_players_finish_whole_games_with_legal_actions_only() {
        for (String format : SimulationConfig.FORMATS) {
            for (long seed = 1; seed <= 20; seed++) {
                GameSetup setup = Simulator.setup(format);
                // A greedy player at every seat: two, or four in Doubles.
                GameState end = AutoPlay.play(Engine.start(setup, seed).state(),
                        java.util.Collections.nCopies(setup.teams().size(), greedy), 100, e -> { });
                assertThat(end.isOver()).as(format + " game " + seed + " ends before the turn limit").isTrue();
            }
        }
    }

    @Test
    void the_same_game_is_chosen_the_same_way_every_time() {
        List<Action> first = new ArrayList<>();
        List<Action> second = new ArrayList<>();
        watchGames(Simulator.setup("demo"), 3, (s, a) -> first.add(a));
        watchGames(Simulator.setup("demo"), 3, (s, a) -> second.add(a));
        assertThat(first).isNotEmpty().isEqualTo(second);
    }

    @Test
    void a_greedy_player_beats_a_random_player_most_of_the_time() {
        int greedyWins = 0;
        for (long seed = 1; seed <= 100; seed++) {
            GameState end = AutoPlay.play(Engine.start(Simulator.setup("demo"), seed).state(), greedy,
                    new RandomPlayer(seed), 100, e -> { });
            if (end.isOver() && end.winner() == 0) {
                greedyWins++;
            }
        }
        assertThat(greedyWins).isGreaterThan(80);
    }

    @Test
    void with_no_free_character_to_field_it_buys_the_most_expensive_die_it_can_afford() {
        List<Integer> checked = new ArrayList<>();
        watchGames(Simulator.setup("tournament"), 10, (state, action) -> {
            List<Action> legal = Engine.legalActions(state);
            List<Action.Purchase> purchases = new ArrayList<>();
            boolean freeField = false;
            for (Action a : legal) {
                if (a instanceof Action.Purchase p) {
                    purchases.add(p);
                }
                if (a instanceof Action.Field f && state.face(state.die(f.die())).fieldCost() == 0) {
                    freeField = true;
                }
            }
            if (purchases.isEmpty() || freeField) {
                return;
            }
            int highest = purchases.stream().mapToInt(p -> cost(state, p)).max().orElseThrow();
            assertThat(action).isInstanceOf(Action.Purchase.class);
            assertThat(cost(state, (Action.Purchase) action)).isEqualTo(highest);
            checked.add(highest);
        });
        assertThat(checked).hasSizeGreaterThan(50);
        assertThat(checked).contains(2, 6);
    }

    private static int cost(GameState state, Action.Purchase p) {
        return state.cards().get(p.cardIndex()).definition().cost();
    }

    @Test
    void a_character_that_costs_nothing_to_field_is_fielded_first() {
        List<Action> fieldings = new ArrayList<>();
        watchGames(Simulator.setup("demo"), 10, (state, action) -> {
            boolean freeField = Engine.legalActions(state).stream().anyMatch(a -> a instanceof Action.Field f
                    && state.face(state.die(f.die())).fieldCost() == 0);
            if (freeField) {
                assertThat(action).isInstanceOf(Action.Field.class);
                fieldings.add(action);
            }
        });
        assertThat(fieldings).hasSizeGreaterThan(20);
    }

    @Test
    void damage_from_an_action_goes_on_an_opposing_die_when_there_is_one() {
        List<Integer> targeted = new ArrayList<>();
        watchAgainstRandom(200, (state, action) -> {
            if (!(state.decision() instanceof Decision.ChooseTargets d) || !harmful(state)) {
                return;
            }
            boolean opposingCandidate = d.candidates().stream().anyMatch(id -> state.die(id).owner() != d.player());
            if (opposingCandidate) {
                for (int id : ((Action.ChooseTargets) action).dice()) {
                    assertThat(state.die(id).owner()).isNotEqualTo(d.player());
                    targeted.add(id);
                }
            }
        });
        assertThat(targeted).isNotEmpty();
    }

    private static boolean harmful(GameState state) {
        var head = state.waiting().queue().get(0);
        return state.cards().get(head.cardIndex()).definition().name().equals("Excessive Force")
                && head.abilityIndex() == 0;
    }

    @Test
    void it_never_sends_an_attacker_that_a_single_blocker_knocks_out_unless_the_attack_is_lethal() {
        List<Action> attacks = new ArrayList<>();
        watchGames(Simulator.setup("demo"), 30, (state, action) -> {
            if (state.step() != Step.DECLARE_ATTACKERS || state.decision() != null) {
                return;
            }
            List<Integer> sent = ((Action.DeclareAttackers) action).dice();
            int sentAttack = sent.stream().mapToInt(id -> dicemasters.engine.facts.Stats.attack(state, state.die(id))).sum();
            boolean couldBeLethal = sentAttack >= state.player(state.inactivePlayer()).life();
            int strongestBlocker = Engine.possibleBlockers(state).stream()
                    .mapToInt(b -> dicemasters.engine.facts.Stats.attack(state, b)).max().orElse(0);
            if (!couldBeLethal) {
                for (int id : sent) {
                    assertThat(dicemasters.engine.facts.Stats.defense(state, state.die(id))).isGreaterThan(strongestBlocker);
                }
            }
            attacks.add(action);
        });
        assertThat(attacks).anyMatch(a -> !((Action.DeclareAttackers) a).dice().isEmpty());
    }

    @Test
    void greedy_players_finish_games_with_teams_of_every_playable_card() {
        // Keyword abilities that target (Intimidate, Call Out) once made the greedy player fail.
        dicemasters.cards.CardLibrary library = dicemasters.cards.CardLibrary.loadBundled();
        List<dicemasters.engine.card.CardDefinition> characters = library.playableCards().stream()
                .filter(c -> c.type() == dicemasters.engine.card.CardType.CHARACTER).toList();
        List<dicemasters.engine.card.CardDefinition> basics = library.playableCards().stream()
                .filter(c -> c.type() == dicemasters.engine.card.CardType.BASIC_ACTION).toList();
        for (int i = 0; i < characters.size(); i += 8) {
            List<GameSetup.TeamCard> a = new ArrayList<>();
            List<GameSetup.TeamCard> b = new ArrayList<>();
            for (int j = i; j < Math.min(i + 8, characters.size()); j++) {
                (j % 2 == 0 ? a : b).add(new GameSetup.TeamCard(characters.get(j), 3));
            }
            GameSetup setup = new GameSetup("Casual", 15, List.of(new GameSetup.Team("A", a),
                    new GameSetup.Team("B", b.isEmpty() ? a : b)), List.of(basics.get(i / 8 % basics.size()),
                    basics.get((i / 8 + 3) % basics.size())), 3, GameSetup.RANDOM_FIRST);
            for (long seed = 1; seed <= 12; seed++) {
                GameState end = AutoPlay.play(Engine.start(setup, seed).state(), greedy, greedy, 100, e -> {
                });
                assertThat(end.isOver() || end.turn() > 100).as("team %d, seed %d", i / 8, seed).isTrue();
            }
        }
    }
}
