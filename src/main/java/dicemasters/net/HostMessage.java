package dicemasters.net;

import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;

import java.util.List;

/**
 * A message from the host as a guest's program reads it: as strictly as the host reads a guest's
 * ({@link Message}: size, nesting, duplicate keys, the version, every field by name and type,
 * unknown fields refused), into one of these records. See docs/NETWORK.md for the fields.
 */
public sealed interface HostMessage {
    /** The seat joined ({@code seat} -1 for a spectator), its reconnect token (null for a spectator), the game's setup with its cards, the log so far. */
    record Welcome(String game, int seat, String token, GameSetup setup, List<String> log) implements HostMessage {
    }

    /**
     * One action's log lines, the view for this seat, its legal actions and what it may compose on
     * its board (in guest numbers; empty, {@link Choices#NONE}, unless it acts).
     */
    record Update(List<String> lines, PublicView view, List<Action> legal, Choices choices, List<DieEvent> dieEvents)
            implements HostMessage {
    }

    /**
     * What one of the update's events did to a die, so a table can light it: the event's type
     * ({@code DieMoved}, {@code DieRolled}), the die's guest number, and the zones it moved between
     * (null for a roll).
     */
    record DieEvent(String type, int die, String from, String to) {
    }

    record Rejected(String reason) implements HostMessage {
    }

    record Error(String message) implements HostMessage {
    }

    record Presence(int seat, String name, boolean connected) implements HostMessage {
    }

    record Chat(String from, String text) implements HostMessage {
    }

    record Bye(String reason) implements HostMessage {
    }

    /** A player asks to take back their last move ({@code moves}: it and those made after it); an opponent answers. */
    record TakebackAsked(int seat, String name, int moves, String text) implements HostMessage {
    }

    /** A takeback ended: accepted (an update with the whole view follows), declined, unanswered or played past. */
    record TakebackEnded(int seat, String name, boolean accepted, String text) implements HostMessage {
    }

    /** The game was saved for later; the host then closes the connection. */
    record Saved(String by, String text) implements HostMessage {
    }

    /** Reads one message from the host; a broken one is a {@link ProtocolException} saying what is wrong. */
    static HostMessage read(String text) throws ProtocolException {
        return HostMessageReader.read(text);
    }
}
