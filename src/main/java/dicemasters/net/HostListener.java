package dicemasters.net;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;

import java.util.List;

/** What the host's own window hears of a network game: moves played, players coming and going, chat. */
public interface HostListener {
    void played(int seat, Action action, List<GameEvent> events);

    void presence(int seat, String name, boolean connected);

    void chat(String from, String text);
}
