package dicemasters.bench;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.persist.SavedGame;
import dicemasters.persist.SavedGameException;
import dicemasters.persist.SavedGameJson;
import dicemasters.sim.Simulator;

import java.util.ArrayList;
import java.util.List;

/** Games and states the benchmarks measure, all built from fixed seeds so every run measures the same work. */
final class BenchGames {
    static final int TURN_LIMIT = 100;
    /** SplitMix64's increment; the number of draws is the distance the generator moved, divided by it. */
    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    private BenchGames() {
    }

    /** A recorded game: its setup, seed and every action in order. */
    record Recording(GameSetup setup, long seed, List<Action> actions) {
        /** Re-applies the first {@code count} actions to a fresh start, as loading a saved game does. */
        GameState replay(int count) {
            GameState state = Engine.start(setup, seed).state();
            for (int i = 0; i < count; i++) {
                state = ((Result.Done) Engine.apply(state, actions.get(i))).state();
            }
            return state;
        }
    }

    static Recording record(GameSetup setup, long seed, Player first, Player second, int maxActions) {
        Player[] players = {first, second};
        List<Action> actions = new ArrayList<>();
        GameState state = Engine.start(setup, seed).state();
        while (!state.isOver() && actions.size() < maxActions) {
            Action action = players[state.actingPlayer()].choose(state);
            actions.add(action);
            state = ((Result.Done) Engine.apply(state, action)).state();
        }
        return new Recording(setup, seed, List.copyOf(actions));
    }

    /** The saved game {@link ReplayBenchmark} replays, written by {@link RecordLongGame}. */
    static final String LONG_GAME = "/long-game.json";

    /**
     * The long game of the benchmarks, read from its saved-game file on the class path. The file
     * is parsed only; no action is replayed here.
     */
    static Recording savedLongGame() {
        try (var in = BenchGames.class.getResourceAsStream(LONG_GAME)) {
            if (in == null) {
                throw new IllegalStateException(LONG_GAME + " is not on the class path: run RecordLongGame");
            }
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            SavedGame game = new SavedGameJson().read(text, LONG_GAME);
            return new Recording(game.setup(), game.seed(),
                    game.actions().stream().map(SavedGame.RecordedAction::action).toList());
        } catch (java.io.IOException | SavedGameException e) {
            throw new IllegalStateException("cannot read " + LONG_GAME + ": " + e.getMessage(), e);
        }
    }

    /**
     * A tournament game at least {@code length} actions long, deterministic for a seed. Ordinary
     * games end after 80 to 500 actions (by damage, or by running out of dice to draw once every
     * die stays in the field), so these greedy players keep at most {@link PatientGreedy#FIELD_CAP}
     * character dice in their field and attack only on every {@link PatientGreedy#ATTACK_EVERY}th
     * turn: dice keep cycling through bag, reserve and used pile, the table stays the size of a
     * real mid-game, and each action costs about the same from the first to the last.
     */
    static Recording longGame(long seed, int length) {
        Player patient = new PatientGreedy();
        return record(Simulator.setup("tournament"), seed, patient, patient, length);
    }

    /** Greedy, but fields no more than a few dice and attacks rarely, so that its games last long. */
    static final class PatientGreedy implements Player {
        static final int FIELD_CAP = 4;
        static final int ATTACK_EVERY = 29;
        private final GreedyPlayer greedy = new GreedyPlayer();

        @Override
        public Action choose(GameState state) {
            if (state.step() == Step.DECLARE_ATTACKERS && state.decision() == null
                    && state.turn() % ATTACK_EVERY != 0) {
                return new Action.DeclareAttackers(List.of());
            }
            Action action = greedy.choose(state);
            if (action instanceof Action.Field && state.fieldDice(state.actingPlayer()).size() >= FIELD_CAP) {
                return new Action.Pass();
            }
            return action;
        }
    }

    /**
     * A busy mid-game state: of the Main Step states where the active player acts in greedy
     * tournament games, the one with the most legal actions.
     */
    static GameState busyState() {
        GreedyPlayer greedy = new GreedyPlayer();
        GameState busiest = null;
        int most = -1;
        for (long seed = 1; seed <= 30; seed++) {
            GameState state = Engine.start(Simulator.setup("tournament"), seed).state();
            while (!state.isOver() && state.turn() <= TURN_LIMIT) {
                if (state.step() == Step.MAIN && state.decision() == null
                        && state.actingPlayer() == state.activePlayer()) {
                    int n = Engine.legalActions(state).size();
                    if (n > most) {
                        most = n;
                        busiest = state;
                    }
                }
                state = ((Result.Done) Engine.apply(state, greedy.choose(state))).state();
            }
        }
        return busiest;
    }

    /** The random draws and die moves an average greedy game of a format makes (the baseline's work). */
    record Work(long draws, long moves, int dice) {
    }

    static Work averageWork(String format, int games) {
        GameSetup setup = Simulator.setup(format);
        GreedyPlayer greedy = new GreedyPlayer();
        long draws = 0;
        long moves = 0;
        int dice = 0;
        for (long seed = 1; seed <= games; seed++) {
            Result.Done start = Engine.start(setup, seed);
            GameState state = start.state();
            dice = state.dice().size();
            moves += moves(start.events());
            while (!state.isOver() && state.turn() <= TURN_LIMIT) {
                Result.Done done = (Result.Done) Engine.apply(state, greedy.choose(state));
                moves += moves(done.events());
                state = done.state();
            }
            draws += (state.rngState() - seed) * inverse(GAMMA);
        }
        return new Work(draws / games, moves / games, dice);
    }

    private static long moves(List<GameEvent> events) {
        long n = 0;
        for (GameEvent e : events) {
            if (e instanceof GameEvent.DieMoved) {
                n++;
            } else if (e instanceof GameEvent.BagRefilled r) {
                n += r.dice();
            }
        }
        return n;
    }

    /** The multiplicative inverse of an odd number modulo 2^64 (Newton's iteration). */
    static long inverse(long odd) {
        long x = odd;
        for (int i = 0; i < 5; i++) {
            x *= 2 - odd * x;
        }
        return x;
    }
}
