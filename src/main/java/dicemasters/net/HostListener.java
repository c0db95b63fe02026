package dicemasters.net;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;

import java.util.List;

/**
 * What the host's own window hears of a network game: moves played, players coming and going,
 * chat, takebacks asked and answered, the game saved for later.
 */
public interface HostListener {
    void played(int seat, Action action, List<GameEvent> events);

    void presence(int seat, String name, boolean connected);

    void chat(String from, String text);

    /**
     * {@code seat} asks to take back its last move ({@code moves}: it and those made after it);
     * a seat of the host's table that is its opponent answers with {@link HostGame#answerTakeback}.
     */
    default void takebackAsked(int seat, String name, int moves, String text) {
    }

    /** The takeback {@code seat} asked ended: accepted (the game went back), declined, unanswered, or the game went on. */
    default void takebackEnded(int seat, boolean accepted, String text) {
    }

    /** The game was saved for later ({@link HostGame#saveForLater}); every connection was closed. */
    default void saved(String by) {
    }
}
