package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
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
        /**
         * What an event (as the host writes it) did to a die; null for an event that moves or rolls
         * none. A die event without a die number, or a move without its zones, is refused.
         */
        public static DieEvent of(JsonNode event) {
            String type = event.path("type").asText();
            if (!type.equals("DieMoved") && !type.equals("DieRolled")) {
                return null;
            }
            JsonNode die = event.path("dieId");
            if (!die.isIntegralNumber() || !die.canConvertToInt()) {
                throw new IllegalArgumentException("a " + type + " event must name its die by number ('dieId')");
            }
            JsonNode from = event.path("from");
            JsonNode to = event.path("to");
            if (type.equals("DieMoved") && (!from.isTextual() || !to.isTextual())) {
                throw new IllegalArgumentException("a DieMoved event must name its zones ('from', 'to') as text");
            }
            return new DieEvent(type, die.asInt(), from.isTextual() ? from.asText() : null,
                    to.isTextual() ? to.asText() : null);
        }
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
