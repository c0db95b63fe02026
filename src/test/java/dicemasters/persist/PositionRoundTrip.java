package dicemasters.persist;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;
import dicemasters.sim.RandomTeams;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The proof that a position holds everything the rules need: at every moment of a seeded game that
 * can be a position, the position is written as a file, read back, set up, and played on with the
 * game's own actions; every state after that hashes as the game's did, to the end.
 */
final class PositionRoundTrip {
    private static final int TURN_LIMIT = 40;
    private static final int DOUBLES_TURN_LIMIT = 40;

    /** What the games showed: games, moments saved and played on, actions replayed, moments refused by reason. */
    record Tally(int games, int saved, long actionsReplayed, long hashesCompared, Map<String, Integer> refused, List<String> failures) {
        int refusedTotal() {
            return refused.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** Without {@code hashEvery}, the hashes compared: the loaded state's, this many after it, and the last. */
    static final int HASHED_AFTER_LOADING = 10;
    private final Function<Position, Position> throughFile;
    private final boolean hashEvery;
    /** Every how many quiet moments one is saved and played on (1: every one). */
    private final int stride;
    private int games;
    private int saved;
    private long actionsReplayed;
    private long hashesCompared;
    private final Map<String, Integer> refused = new TreeMap<>();
    private final List<String> failures = new ArrayList<>();

    /**
     * {@code throughFile} writes a position as a file and reads it back; {@code hashEvery} compares
     * the hash after every action played on (hashing is most of the time taken), else the first
     * {@value #HASHED_AFTER_LOADING} and the last; {@code stride} 1 plays on from every quiet
     * moment, more from one in so many.
     */
    PositionRoundTrip(Function<Position, Position> throughFile, boolean hashEvery, int stride) {
        this.throughFile = throughFile;
        this.hashEvery = hashEvery;
        this.stride = stride;
    }

    Tally tally() {
        return new Tally(games, saved, actionsReplayed, hashesCompared, refused, failures);
    }

    /** The setup of game {@code seed} in a format: Demo and Doubles from the presets, Tournament from random teams. */
    static GameSetup setup(CardLibrary library, Format format, long seed) {
        return switch (format) {
            case DEMO -> library.presets().stream().filter(p -> p.format().equals("Demo")).toList()
                    .get((int) (seed % 4)).toSetup(GameSetup.RANDOM_FIRST);
            case DOUBLES -> RandomTeams.setup(library.playableCards(), Format.DOUBLES, seed);
            default -> RandomTeams.setup(library.playableCards(), format, seed);
        };
    }

    void play(GameSetup setup, long seed) {
        games++;
        int limit = setup.teams().size() == 4 ? DOUBLES_TURN_LIMIT : TURN_LIMIT;
        List<Player> players = new ArrayList<>();
        for (int p = 0; p < setup.teams().size(); p++) {
            players.add((seed + p) % 3 == 0 ? new RandomPlayer(seed * 31 + p) : new GreedyPlayer());
        }
        List<GameState> states = new ArrayList<>();
        List<Action> actions = new ArrayList<>();
        GameState s = Engine.start(setup, seed).state();
        states.add(s);
        while (!s.isOver() && s.turn() <= limit) {
            Action a = players.get(s.actingPlayer()).choose(s);
            s = ((Result.Done) Engine.apply(s, a)).state();
            actions.add(a);
            states.add(s);
        }
        List<String> hashes = states.stream().map(StateHash::of).toList();
        int quiet = 0;
        for (int at = 0; at < states.size() - 1 && failures.size() < 5; at++) {
            String problem = Engine.positionProblem(states.get(at));
            if (problem != null) {
                refused.merge(problem.replaceFirst("^a position cannot be saved now: ", "")
                        .replaceAll("die \\d+ \\([^)]*\\)", "a die").replaceAll("\\(Choose.*?\\)|\\([A-Z][a-zA-Z]*\\)", ""),
                        1, Integer::sum);
                continue;
            }
            if (quiet++ % stride != 0) {
                continue;
            }
            saved++;
            String failure = playOn(states, actions, hashes, at);
            if (failure != null) {
                failures.add("seed " + seed + " (" + setup.format() + "), action " + at + ": " + failure);
            }
        }
    }

    private String playOn(List<GameState> states, List<Action> actions, List<String> hashes, int at) {
        Position position = throughFile.apply(Engine.positionOf(states.get(at)));
        Result loaded = Engine.startFrom(position);
        if (loaded instanceof Result.Rejected r) {
            return "the position was refused: " + r.reason();
        }
        GameState s = ((Result.Done) loaded).state();
        for (int i = at; ; i++) {
            boolean compared = hashEvery || i - at <= HASHED_AFTER_LOADING || i == actions.size();
            String hash = compared ? StateHash.of(s) : hashes.get(i);
            hashesCompared += compared ? 1 : 0;
            if (!hash.equals(hashes.get(i))) {
                return "after " + (i - at) + " actions played on, the " + StateHash.differingParts(hashes.get(i), hash)
                        + " differ";
            }
            if (i == actions.size()) {
                return null;
            }
            Result r = Engine.apply(s, actions.get(i));
            if (r instanceof Result.Rejected rejected) {
                return "action " + (i + 1) + " " + actions.get(i) + " was refused: " + rejected.reason();
            }
            s = ((Result.Done) r).state();
            actionsReplayed++;
        }
    }
}
