package dicemasters.net;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * Undo at a network table, as online chess takebacks: a player asks to take back their last move
 * (with any moves made after it), an opponent accepts or declines, and only an accepted request
 * changes the game. A move can be taken back only while it, and every move since, drew and rolled
 * no die (as the table's own Undo: {@link GameSession#canUndo()}). One request at a time; it ends
 * when answered, after {@link #ANSWER_TIME}, or when the game goes on; a declined request is not
 * asked again for the same moves.
 */
final class Takebacks {
    /** How long an opponent has to answer before the move stands. */
    static final Duration ANSWER_TIME = Duration.ofSeconds(60);

    /** A request waiting for its answer: who asked, how many moves it takes back, until when. */
    record Request(int seat, String name, int moves, Instant until) {
    }

    private final HostGame game;
    private final GameSession session;
    private final Clock clock;
    private Request asked;
    /** The seat and game length of the last declined request: not asked again until the game moves. */
    private int declinedSeat = -1;
    private int declinedAt = -1;

    Takebacks(HostGame game, GameSession session, Clock clock) {
        this.game = game;
        this.session = session;
        this.clock = clock;
    }

    /** {@code seat} (named {@code name}) asks to take back its last move; null when asked, else why not. */
    String ask(int seat, String name) {
        String refusal = whyNot(seat);
        if (refusal != null) {
            return refusal;
        }
        asked = new Request(seat, name, movesToTakeBack(seat), clock.instant().plus(ANSWER_TIME));
        int moves = asked.moves();
        String text = name + " asks to take back their last move"
                + (moves > 1 ? " (and the " + (moves - 1) + " made after it)" : "");
        game.everyone(Protocol.takebackAsked(seat, name, moves, text));
        game.listeners().forEach(l -> l.takebackAsked(seat, name, moves, text));
        return null;
    }

    /** Why {@code seat} may not ask for a takeback now; null when it may. */
    String whyNot(int seat) {
        String refusal = refusal(seat);
        return refusal == null && !game.opponentPresent(seat) ? "no opponent is here to answer: ask when they are back"
                : refusal;
    }

    /** {@code seat} answers the takeback asked; null when answered, else why not. */
    String answer(int seat, String name, boolean accept) {
        String refusal = answerRefusal(seat);
        if (refusal != null) {
            return refusal;
        }
        end(accept, !accept, accept ? name + " accepted: " + asked.name() + " took back their last move"
                : name + " declined: the move stands");
        return null;
    }

    /** A move was played: a takeback asked ends, the move it asked about stands. */
    void gameWentOn() {
        if (asked != null) {
            end(false, false, "the game went on: the move stands");
        }
    }

    /** Ends a takeback whose answer time has passed. */
    void tick() {
        if (asked != null && !clock.instant().isBefore(asked.until())) {
            end(false, true, "no answer in " + ANSWER_TIME.toSeconds() + " seconds: the move stands");
        }
    }

    private void end(boolean accepted, boolean declined, String text) {
        Request r = asked;
        asked = null;
        if (declined) {
            declinedSeat = r.seat();
            declinedAt = session.actions().size();
        }
        if (accepted) {
            game.takeBack(r.moves());
        }
        game.remember(text);
        game.everyone(Protocol.takebackEnded(r.seat(), r.name(), accepted, text));
        if (accepted) {
            game.sendWholeViews();
        }
        game.listeners().forEach(l -> l.takebackEnded(r.seat(), accepted, text));
    }

    private String refusal(int seat) {
        GameState state = session.current();
        if (state.isOver()) {
            return "the game is over";
        }
        if (asked != null) {
            return asked.name() + " has already asked for a takeback: wait for its answer";
        }
        if (declinedSeat == seat && declinedAt == session.actions().size()) {
            return "this takeback was declined: the move stands";
        }
        int moves = movesToTakeBack(seat);
        if (moves == 0) {
            return lastMoveOf(seat) == 0 ? "you have made no move to take back"
                    : "your last move cannot be taken back: dice were drawn or rolled by it or since";
        }
        return null;
    }

    private String answerRefusal(int seat) {
        if (asked == null) {
            return "no takeback is asked";
        }
        if (asked.seat() == seat) {
            return "you asked for this takeback: an opponent answers it";
        }
        if (session.current().seats().teammate(asked.seat()) == seat) {
            return "your teammate asked for this takeback: an opponent answers it";
        }
        return null;
    }

    /** Whether {@code seat} answers requests of {@code asker} (an opponent, not the asker or a teammate). */
    static boolean answers(GameState state, int asker, int seat) {
        return seat != asker && state.seats().teammate(asker) != seat;
    }

    /** How many moves a takeback of {@code seat}'s last move takes back: it and every move since; 0 when it cannot. */
    private int movesToTakeBack(int seat) {
        int last = lastMoveOf(seat);
        if (last == 0 || session.current().isOver()) {
            return 0;
        }
        int count = session.actions().size();
        for (int i = last; i <= count; i++) {
            if (session.eventsOf(i).stream().anyMatch(GameEvent::revealsInformation)) {
                return 0;
            }
        }
        return count - last + 1;
    }

    /** The number (from 1) of the last move {@code seat} made, 0 when none. */
    private int lastMoveOf(int seat) {
        for (int i = session.actions().size(); i >= 1; i--) {
            if (session.stateAfter(i - 1).actingPlayer() == seat) {
                return i;
            }
        }
        return 0;
    }
}
