package dicemasters.net;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.persist.ActionCodec;
import dicemasters.session.GameSession;

import java.util.Comparator;
import java.util.List;

/**
 * A game as one seat's guest sees it, without the transport: after the start and after every
 * action, the events and the view the host would send ({@link PublicEvents}, {@link PublicViews}),
 * and the acting seat's legal actions in guest numbers.
 */
final class GuestEyes {
    final GameSession session;
    final DieAliases aliases;
    private final int seat;
    String lastMessage;

    GuestEyes(GameSession session, int seat) {
        this.session = session;
        this.seat = seat;
        this.aliases = DieAliases.forNewGame(session.current());
        lastMessage = message(session.eventsOf(0));
    }

    /** Plays an action given in guest numbers; returns the message the guest receives. */
    String play(Action guestAction) {
        Result result = session.play(ActionAliases.renumber(guestAction, aliases::die));
        if (!(result instanceof Result.Done done)) {
            throw new IllegalStateException("refused: " + result);
        }
        lastMessage = message(done.events());
        return lastMessage;
    }

    /** The acting seat's legal actions in guest numbers, in the order the host sends them. */
    List<Action> legal() {
        return Engine.legalActions(session.current()).stream()
                .map(a -> ActionAliases.renumber(a, aliases::alias))
                .sorted(Comparator.comparing(a -> Protocol.text(ActionCodec.write(a))))
                .toList();
    }

    private String message(List<GameEvent> events) {
        GameState state = session.current();
        ObjectNode m = Protocol.message("update");
        m.set("events", PublicEvents.follow(events, state, aliases));
        m.set("view", Protocol.tree(PublicViews.of(state, seat, aliases)));
        return Protocol.text(m);
    }
}
