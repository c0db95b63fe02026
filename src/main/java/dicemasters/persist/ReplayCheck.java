package dicemasters.persist;

import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.util.List;

/**
 * Replays a saved game from its setup and seed and compares every state with the recorded hash.
 * The outcome holds the session as far as it replayed and, when it went wrong, the first action
 * at fault and what differed.
 */
public final class ReplayCheck {
    private ReplayCheck() {
    }

    /**
     * Where a replay first departed from the record; action 0 is the starting state (and the cards).
     * {@code engineFault} says the rules engine itself failed there: a fault of the program, not of
     * the file, which the command line reports with its own exit code.
     */
    public record Divergence(int actionNumber, String message, boolean engineFault) {
        public Divergence(int actionNumber, String message) {
            this(actionNumber, message, false);
        }
    }

    /**
     * The session as far as it replayed: every action that was legal, the one whose state differs
     * from its hash included (so that state can be shown).
     */
    public record Outcome(GameSession session, Divergence divergence) {
        public boolean matches() {
            return divergence == null;
        }
    }

    /** Replays the game; only a game that cannot even start is an exception. */
    public static Outcome run(SavedGame game) throws SavedGameException {
        GameSession session;
        try {
            session = game.startPosition() == null ? GameSession.start(game.setup(), game.seed())
                    : GameSession.fromPosition(game.startPosition());
        } catch (RuntimeException e) {
            throw new SavedGameException("the rules engine cannot start this game: " + e, 0, e);
        }
        String edited = CardRecord.firstEdited(game);
        if (edited != null) {
            return new Outcome(session, new Divergence(0, edited));
        }
        String startHash = StateHash.of(session.current());
        if (!startHash.equals(game.startHash())) {
            return new Outcome(session, new Divergence(0, "the starting state differs from the recorded one in "
                    + String.join(", ", StateHash.differingParts(game.startHash(), startHash))
                    + " (recorded " + game.startHash() + ", replayed " + startHash + ")"));
        }
        List<SavedGame.RecordedAction> actions = game.actions();
        for (int i = 0; i < actions.size(); i++) {
            Divergence divergence = replayOne(session, i + 1, actions.get(i));
            if (divergence != null) {
                return new Outcome(session, divergence);
            }
        }
        return new Outcome(session, null);
    }

    private static Divergence replayOne(GameSession session, int number, SavedGame.RecordedAction recorded) {
        GameState before = session.current();
        String what = "action " + number + " " + describe(recorded.action());
        if (before.turn() != recorded.turn()) {
            return new Divergence(number, what + " was recorded in turn " + recorded.turn()
                    + " but the replay is in turn " + before.turn());
        }
        Result result;
        try {
            result = session.play(recorded.action());
        } catch (RuntimeException e) {
            // An engine fault must not take the program down with it: report it like a bad action.
            return new Divergence(number, what + " made the rules engine fail: " + e, true);
        }
        if (result instanceof Result.Rejected rejected) {
            return new Divergence(number, what + " is not legal at that point (turn " + before.turn() + ", "
                    + before.step().label() + ", " + before.player(before.actingPlayer()).name() + " to act): "
                    + rejected.reason());
        }
        String hash = StateHash.of(session.current());
        if (!hash.equals(recorded.hashAfter())) {
            return new Divergence(number, "after " + what + " the state differs from the recorded one in "
                    + String.join(", ", StateHash.differingParts(recorded.hashAfter(), hash))
                    + " (recorded " + recorded.hashAfter() + ", replayed " + hash + ")");
        }
        return null;
    }

    /** An action as it reads in the file, e.g. {"type":"purchase","card":5,...}. */
    public static String describe(Action action) {
        return ActionJson.write(action).toString();
    }
}
