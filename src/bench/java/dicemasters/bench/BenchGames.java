package dicemasters.bench;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.engine.Action;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameSetup;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;
import dicemasters.engine.Step;
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

    /**
     * One game at least {@code length} actions long. Ordinary games end after 80 to 500 actions, so
     * these greedy players attack only on every 41st turn (each player in turn), which keeps some
     * combat in the game while the dice build up; the first seed whose game lasts long enough is used.
     */
    static Recording longGame(int length) {
        Player patient = new PatientGreedy(41);
        for (long seed = 1; ; seed++) {
            Recording r = record(Simulator.setup("tournament"), seed, patient, patient, length);
            if (r.actions().size() >= length) {
                return r;
            }
        }
    }

    /** Greedy, but declares no attack except on turns divisible by {@code every}. */
    static final class PatientGreedy implements Player {
        private final GreedyPlayer greedy = new GreedyPlayer();
        private final int every;

        PatientGreedy(int every) {
            this.every = every;
        }

        @Override
        public Action choose(GameState state) {
            if (state.step() == Step.DECLARE_ATTACKERS && state.decision() == null && state.turn() % every != 0) {
                return new Action.DeclareAttackers(List.of());
            }
            return greedy.choose(state);
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
