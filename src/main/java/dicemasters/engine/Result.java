package dicemasters.engine;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;

import java.util.List;

/** What applying an action gives: the new state and its events, or a reason it is not allowed. */
public sealed interface Result {

    record Done(GameState state, List<GameEvent> events) implements Result { }

    /** The action is illegal; the state it was tried on is unchanged. */
    record Rejected(String reason) implements Result { }

    default boolean isDone() {
        return this instanceof Done;
    }
}
