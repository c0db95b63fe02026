package dicemasters.session;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * One game as played so far: its setup and seed, every accepted action in order, the state after
 * each, and the events of each. Undo steps back to an earlier state as long as the actions undone
 * revealed nothing new (no die drawn or rolled). Saving and replaying build on this record.
 */
public final class GameSession {
    private final GameSetup setup;
    private final long seed;
    /** The position the game started from (docs/POSITIONS.md), or null for a game from its first turn. */
    private final Position startPosition;
    private final List<Action> actions = new ArrayList<>();
    private final List<GameState> states = new ArrayList<>();
    private final List<List<GameEvent>> events = new ArrayList<>();

    private GameSession(GameSetup setup, long seed, Result.Done start) {
        this(setup, seed, null, start);
    }

    private GameSession(GameSetup setup, long seed, Position startPosition, Result.Done start) {
        this.setup = setup;
        this.seed = seed;
        this.startPosition = startPosition;
        states.add(start.state());
        events.add(start.events());
    }

    public static GameSession start(GameSetup setup, long seed) {
        return new GameSession(setup, seed, Engine.start(setup, seed));
    }

    /** A game whose draws and rolls follow a script (tutorials); not meant to be saved. */
    public static GameSession start(GameSetup setup, long seed, dicemasters.engine.state.DiceScript script) {
        return new GameSession(setup, seed, Engine.start(setup, seed, script));
    }

    /**
     * A game going on from a position (set up and checked by the engine); saved, it records the
     * position it started from. A position the rules do not allow is an IllegalArgumentException
     * with the engine's reason.
     */
    public static GameSession fromPosition(Position position) {
        Result result = Engine.startFrom(position);
        if (result instanceof Result.Rejected rejected) {
            throw new IllegalArgumentException(rejected.reason());
        }
        return new GameSession(position.setup(), position.random().seed(), position, (Result.Done) result);
    }

    /**
     * A session showing one state to look at ({@link Engine#pictureOf}: a network guest's table),
     * with no events; never played on.
     */
    public static GameSession showing(Position position, GameState picture) {
        return new GameSession(position.setup(), position.random().seed(), position, new Result.Done(picture, List.of()));
    }

    /** The position the game started from, or null when it started at its first turn. */
    public Position startPosition() {
        return startPosition;
    }

    /** Apply an action of the acting player; on rejection nothing changes and the reason is returned. */
    public Result play(Action action) {
        Result result = Engine.apply(current(), action);
        if (result instanceof Result.Done done) {
            actions.add(action);
            states.add(done.state());
            events.add(done.events());
        }
        return result;
    }

    /**
     * A new session holding this game's first {@code count} actions, to go on from there. States
     * are never changed once made, so they are shared, not replayed: a replay's "continue from
     * here" costs no engine work.
     */
    public GameSession upTo(int count) {
        if (count < 0 || count > actions.size()) {
            throw new IndexOutOfBoundsException("a game of " + actions.size() + " actions has no point " + count);
        }
        GameSession copy = new GameSession(setup, seed, startPosition, new Result.Done(states.get(0), events.get(0)));
        copy.actions.addAll(actions.subList(0, count));
        copy.states.addAll(states.subList(1, count + 1));
        copy.events.addAll(events.subList(1, count + 1));
        return copy;
    }

    public GameState current() {
        return states.get(states.size() - 1);
    }

    public GameSetup setup() {
        return setup;
    }

    public long seed() {
        return seed;
    }

    public List<Action> actions() {
        return List.copyOf(actions);
    }

    /** The state after {@code count} actions (0 is the start of the game). */
    public GameState stateAfter(int count) {
        return states.get(count);
    }

    /** Events of the start (index 0) and of each action (index n for the n-th action). */
    public List<GameEvent> eventsOf(int index) {
        return events.get(index);
    }

    /** Every event so far, in order: the game log. */
    public List<GameEvent> log() {
        List<GameEvent> all = new ArrayList<>();
        events.forEach(all::addAll);
        return all;
    }

    /** Whether the last action can be taken back: it revealed nothing (no draw, no roll). */
    public boolean canUndo() {
        return !actions.isEmpty()
                && events.get(events.size() - 1).stream().noneMatch(GameEvent::revealsInformation);
    }

    /** Take back the last action; returns false (and changes nothing) when that is not allowed. */
    public boolean undo() {
        if (!canUndo()) {
            return false;
        }
        actions.remove(actions.size() - 1);
        states.remove(states.size() - 1);
        events.remove(events.size() - 1);
        return true;
    }
}
