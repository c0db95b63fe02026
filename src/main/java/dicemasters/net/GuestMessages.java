package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.action.Action;
import dicemasters.persist.ActionCodec;
import dicemasters.persist.SavedGameException;

/**
 * What a joined guest sends its game, read strictly and handed to the {@link HostGame}: actions
 * (in guest numbers), chat, takebacks asked and answered, saving for later, asking for the whole
 * view again. A spectator's moves and choices are refused.
 */
final class GuestMessages {
    private final HostGame game;

    GuestMessages(HostGame game) {
        this.game = game;
    }

    /** Handles a joined connection's message; true when it was an action that was played. */
    boolean receive(Connection c, Message m) throws ProtocolException {
        switch (m.type()) {
            case "action":
                return act(c, m);
            case "chat":
                chat(c, m);
                return false;
            case "takeback":
                m.finish();
                reply(c, c.seat == Connection.SPECTATOR ? "a spectator watches: no move is theirs to take back"
                        : game.takebacks().ask(c.seat, name(c)));
                return false;
            case "takebackAnswer":
                boolean accept = m.bool("accept");
                m.finish();
                reply(c, c.seat == Connection.SPECTATOR ? "a spectator watches: takebacks are the players' to answer"
                        : game.takebacks().answer(c.seat, name(c), accept));
                return false;
            case "saveForLater":
                m.finish();
                reply(c, saveForLater(c));
                return false;
            case "resync":
                m.finish();
                game.sendWholeView(c);
                return false;
            case "join", "rejoin", "watch":
                throw m.error("this connection has already joined a game");
            default:
                throw m.error("unknown message type (known: action, chat, takeback, takebackAnswer, saveForLater, resync)");
        }
    }

    private String name(Connection c) {
        return game.seat(c.seat).name;
    }

    private static void reply(Connection c, String refusal) {
        if (refusal != null) {
            c.peer.send(Protocol.rejected(refusal));
        }
    }

    private boolean act(Connection c, Message m) throws ProtocolException {
        JsonNode node = m.node("action");
        m.finish();
        Action action;
        try {
            action = ActionCodec.read(node, "action");
        } catch (SavedGameException e) {
            throw new ProtocolException(e.getMessage());
        }
        if (c.seat == Connection.SPECTATOR) {
            reply(c, "a spectator watches: no move is theirs to make");
            return false;
        }
        if (action instanceof Action.Concede concede) {
            if (concede.player() != Action.Concede.ACTING && concede.player() != c.seat) {
                reply(c, "you may concede only for your own side");
                return false;
            }
            action = new Action.Concede(c.seat); // for its own side, even while the game waits on someone else
        }
        String reason = game.playRemote(c.seat, action);
        reply(c, reason);
        return reason == null;
    }

    /** A guest saves the game for later: while another player is away (else the players go on). */
    private String saveForLater(Connection c) {
        if (c.seat == Connection.SPECTATOR) {
            return "a spectator watches: saving is the players' to choose";
        }
        if (game.session().current().isOver()) {
            return "the game is over";
        }
        if (game.awaySeats().isEmpty()) {
            return "everyone is here: the game goes on (it is saved after every move)";
        }
        game.saveForLater(name(c));
        return null;
    }

    private void chat(Connection c, Message m) throws ProtocolException {
        String text = Chat.clean(m.text("text", Protocol.MAX_CHAT));
        m.finish();
        if (c.seat == Connection.SPECTATOR) {
            reply(c, "spectators watch without chatting");
            return;
        }
        if (!text.isEmpty()) {
            game.say(name(c), text);
        }
    }
}
