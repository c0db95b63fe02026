package dicemasters.tutorial;

import dicemasters.engine.state.GameEvent;

import java.util.List;

/** What became of a move the learner tried in a tutorial. */
public sealed interface Outcome {

    /** The move was the example's: it was played (with any implied moves after it). */
    record Accepted(List<GameEvent> events) implements Outcome {
        public Accepted {
            events = List.copyOf(events);
        }
    }

    /** The move was not played; the state is unchanged. The explanation says why. */
    record Declined(String explanation) implements Outcome {
    }
}
