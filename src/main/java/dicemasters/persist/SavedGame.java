package dicemasters.persist;

import dicemasters.ai.Strength;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The content of a saved game: the setup (with its own copy of every card), the seed, the record
 * of the cards (each card copy's hash, see {@link CardRecord}; empty for a version 1 file, which kept
 * none), the hash of the starting state, and every action in order with the turn it was taken in and
 * the hash of the state after it, the seats the computer played, and (version 3) the position the
 * game started from, or null. Replaying the actions from the setup and seed (or the position) gives
 * back the game.
 */
public record SavedGame(GameSetup setup, long seed, Map<String, String> cardHashes, String startHash,
                        List<RecordedAction> actions, Map<Integer, Strength> computerSeats, Position startPosition) {

    /** What a replay of a version 1 file says instead of a plain "OK": it kept no record of its cards. */
    public static final String CARDS_NOT_RECORDED = "cards not recorded in this older file: an edited card cannot be"
            + " detected";

    /** A game from its first turn (no start position). */
    public SavedGame(GameSetup setup, long seed, Map<String, String> cardHashes, String startHash,
                     List<RecordedAction> actions, Map<Integer, Strength> computerSeats) {
        this(setup, seed, cardHashes, startHash, actions, computerSeats, null);
    }

    public SavedGame {
        cardHashes = Collections.unmodifiableMap(new LinkedHashMap<>(cardHashes));
        actions = List.copyOf(actions);
        computerSeats = Collections.unmodifiableMap(new TreeMap<>(computerSeats));
    }

    /**
     * The same game, saved with who played it: the seats the computer played and at which strength
     * (the others are people). Opening the file gives the game back to the same players; a replay
     * needs none of them, since every move is in the file.
     */
    public SavedGame withComputerSeats(Map<Integer, Strength> seats) {
        return new SavedGame(setup, seed, cardHashes, startHash, actions, seats, startPosition);
    }

    /** One action as played: the turn it was taken in and the hash of the state it led to. */
    public record RecordedAction(int turn, Action action, String hashAfter) {
    }

    /** The record of a session as it stands. */
    public static SavedGame of(GameSession session) {
        return of(session, HashCache.NONE);
    }

    static SavedGame of(GameSession session, HashCache hashes) {
        List<Action> played = session.actions();
        List<RecordedAction> recorded = new ArrayList<>(played.size());
        for (int i = 0; i < played.size(); i++) {
            recorded.add(new RecordedAction(session.stateAfter(i).turn(), played.get(i),
                    hashes.hashOf(session.stateAfter(i + 1))));
        }
        return new SavedGame(session.setup(), session.seed(), CardRecord.of(session.setup()),
                hashes.hashOf(session.stateAfter(0)), recorded, Map.of(), session.startPosition());
    }
}
