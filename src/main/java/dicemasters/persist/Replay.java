package dicemasters.persist;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Walks through a recorded game: a position (how many actions have been played, 0 is the start)
 * that moves one action or one turn at a time, or jumps anywhere; the board is {@link #state()}
 * and the log is {@link #logUpToHere()}. From any position, {@link #continueFromHere()} starts a
 * new game that goes on from that point. Every state is computed once, on opening, so moving is
 * instant in both directions. Playing at a chosen speed is the window's timer calling
 * {@link #stepForward()} until it returns false.
 */
public final class Replay {
    private final GameSession game;
    private final ReplayCheck.Divergence divergence;
    /** False for a version 1 file, which kept no record of its cards. */
    private final boolean cardsRecorded;
    /** Positions where a turn starts, ascending; the first is always 0. */
    private final List<Integer> turnStarts = new ArrayList<>();
    private int position;

    private Replay(GameSession game, ReplayCheck.Divergence divergence, boolean cardsRecorded) {
        this.game = game;
        this.divergence = divergence;
        this.cardsRecorded = cardsRecorded;
        turnStarts.add(0);
        for (int p = 1; p <= game.actions().size(); p++) {
            if (game.stateAfter(p).turn() != game.stateAfter(p - 1).turn()) {
                turnStarts.add(p);
            }
        }
    }

    /** A replay of a game in memory (for example the game being played). */
    public static Replay of(GameSession game) {
        return new Replay(game, null, true);
    }

    /**
     * Opens a saved game as a replay. A file that replays differently from its record still opens,
     * up to the first action at fault: {@link #divergence()} tells what went wrong there. Only a
     * file that cannot be read at all is an exception.
     */
    public static Replay open(Path file) throws SavedGameException {
        SavedGame game = SavedGames.read(file);
        ReplayCheck.Outcome outcome;
        try {
            outcome = ReplayCheck.run(game);
        } catch (SavedGameException e) {
            throw new SavedGameException(SavedGames.nameOf(file) + ": " + e.getMessage(), 0, e);
        }
        return new Replay(outcome.session(), outcome.divergence(), !game.cardHashes().isEmpty());
    }

    /**
     * What a replay that matches its record must still say when the file is of the first version:
     * {@link SavedGame#CARDS_NOT_RECORDED}; null otherwise.
     */
    public String cardsNote() {
        return cardsRecorded ? null : SavedGame.CARDS_NOT_RECORDED;
    }

    /** Where the replay departs from the file's record, or null when it matches throughout. */
    public ReplayCheck.Divergence divergence() {
        return divergence;
    }

    /** The number of actions in the replay; positions run from 0 to this. */
    public int length() {
        return game.actions().size();
    }

    public int position() {
        return position;
    }

    /** The board at the current position. */
    public GameState state() {
        return game.stateAfter(position);
    }

    /** The action that led to the current position, or null at the start. */
    public Action lastAction() {
        return position == 0 ? null : game.actions().get(position - 1);
    }

    /** The events of the last action (of the game's start at position 0). */
    public List<GameEvent> eventsHere() {
        return game.eventsOf(position);
    }

    /** The game log from the start up to the current position. */
    public List<GameEvent> logUpToHere() {
        List<GameEvent> log = new ArrayList<>();
        for (int p = 0; p <= position; p++) {
            log.addAll(game.eventsOf(p));
        }
        return log;
    }

    public boolean canStepForward() {
        return position < length();
    }

    public boolean canStepBack() {
        return position > 0;
    }

    /** One action forward; false (and no move) at the end. */
    public boolean stepForward() {
        if (!canStepForward()) {
            return false;
        }
        position++;
        return true;
    }

    /** One action back; false (and no move) at the start. */
    public boolean stepBack() {
        if (!canStepBack()) {
            return false;
        }
        position--;
        return true;
    }

    /** Moves to a position between 0 and {@link #length()}. */
    public void jumpTo(int newPosition) {
        if (newPosition < 0 || newPosition > length()) {
            throw new IllegalArgumentException("position " + newPosition + " is outside 0.." + length());
        }
        position = newPosition;
    }

    /** The turn numbers the replay covers, in order. */
    public List<Integer> turns() {
        List<Integer> turns = new ArrayList<>();
        for (int start : turnStarts) {
            turns.add(game.stateAfter(start).turn());
        }
        return turns;
    }

    /** Moves to the start of a turn (its first choice, the reroll); false when the replay has no such turn. */
    public boolean jumpToTurn(int turn) {
        for (int start : turnStarts) {
            if (game.stateAfter(start).turn() == turn) {
                position = start;
                return true;
            }
        }
        return false;
    }

    /** To the start of the next turn, or to the end when this is the last turn. */
    public boolean nextTurn() {
        for (int start : turnStarts) {
            if (start > position) {
                position = start;
                return true;
            }
        }
        return stepToEnd();
    }

    /** To the start of this turn, or, when already there, of the turn before. */
    public boolean previousTurn() {
        for (int i = turnStarts.size() - 1; i >= 0; i--) {
            if (turnStarts.get(i) < position) {
                position = turnStarts.get(i);
                return true;
            }
        }
        return false;
    }

    private boolean stepToEnd() {
        boolean moved = position != length();
        position = length();
        return moved;
    }

    /**
     * A new game that goes on from the current position: the same setup, seed and actions so far,
     * so it can be undone, saved and replayed like any game. The replay itself does not change.
     */
    public GameSession continueFromHere() {
        return game.upTo(position);
    }
}
