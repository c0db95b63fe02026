package dicemasters.ui;

import dicemasters.ai.SearchPlayer;
import dicemasters.ai.StepBudget;
import dicemasters.ai.Strength;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.util.List;
import java.util.Map;

/**
 * Who plays each seat, and what the computer's seats need between moves: their search players
 * (seeded from the game, so a game against the computer can be played again), how long a move
 * stays on show, whether the person asked to skip to their next decision, and the last move the
 * computer made, for the prompt bar. Free of JavaFX; {@link ComputerTurns} runs the thinking.
 */
public final class ComputerSeats {
    private final Seat[] seats;
    private final long seed;
    private final SearchPlayer[] players;
    private final StepBudget[] budgets;
    private String lastMove;
    private boolean skipping;
    private boolean thinking;
    private Runnable skipper = () -> { };

    /** A seat for each player: two, or four in Doubles. */
    public ComputerSeats(List<Seat> seats, long seed) {
        if (seats.size() != 2 && seats.size() != 4) {
            throw new IllegalArgumentException("a table has two seats, or four in Doubles, not " + seats.size());
        }
        this.seats = seats.toArray(new Seat[0]);
        this.players = new SearchPlayer[seats.size()];
        this.budgets = new StepBudget[seats.size()];
        this.seed = seed;
    }

    /** Two people at one screen (hot seat). */
    public static ComputerSeats people() {
        return people(2);
    }

    /** People at every seat of a game of {@code count} players. */
    public static ComputerSeats people(int count) {
        return new ComputerSeats(java.util.Collections.nCopies(count, Seat.PERSON), 0);
    }

    /**
     * The seats a saved game says the computer played, at the strengths it names; people at the
     * others. The computer's own random choices are seeded from the game's seed.
     */
    public static ComputerSeats of(int players, Map<Integer, Strength> computerSeats, long seed) {
        List<Seat> seats = new java.util.ArrayList<>(java.util.Collections.nCopies(players, Seat.PERSON));
        computerSeats.forEach((seat, strength) -> seats.set(seat, Seat.of(strength)));
        return new ComputerSeats(seats, seed);
    }

    /** The seats the computer plays and its strength at each, for a saved game. */
    public Map<Integer, Strength> computerStrengths() {
        Map<Integer, Strength> result = new java.util.TreeMap<>();
        for (int seat = 0; seat < seats.length; seat++) {
            if (seats[seat].isComputer()) {
                result.put(seat, seats[seat].strength());
            }
        }
        return result;
    }

    /** Whether these seats are one for each player of the game. */
    public boolean fit(GameState s) {
        return seats.length == s.players().size();
    }

    public Seat seat(int player) {
        return seats[player];
    }

    public List<Seat> seats() {
        return List.of(seats);
    }

    public boolean isComputer(int player) {
        return player >= 0 && player < seats.length && seats[player].isComputer();
    }

    /** These seats with a person at each seat that was played from another computer (the network game ended here). */
    public ComputerSeats withoutRemote() {
        return new ComputerSeats(seats().stream().map(s -> s.isRemote() ? Seat.PERSON : s).toList(), seed);
    }

    /** Whether the seat is played from another computer (a network game this table hosts). */
    public boolean isRemote(int player) {
        return player >= 0 && player < seats.length && seats[player].isRemote();
    }

    /** Whether a player at another computer must make the next decision. */
    public boolean remoteToAct(GameState s) {
        return !s.isOver() && isRemote(s.actingPlayer());
    }

    /** Whether the computer must make the next decision. */
    public boolean toAct(GameState s) {
        return !s.isOver() && isComputer(s.actingPlayer());
    }

    /** The search player of a computer seat (made on first use; thinking happens off the JavaFX thread). */
    public synchronized SearchPlayer player(int seat) {
        if (players[seat] == null) {
            var strength = seats[seat].strength();
            players[seat] = new SearchPlayer(strength.settings()
                    .withMaxMillis(StepBudget.decisionLimitMillis(strength)), seed * 31 + seat);
            budgets[seat] = new StepBudget(strength);
        }
        return players[seat];
    }

    /** The wall time a computer seat's whole step may take (made with its player). */
    public synchronized StepBudget budget(int seat) {
        player(seat);
        return budgets[seat];
    }

    /**
     * How many actions Undo takes back: to just before the last decision a person made, as long as
     * none of the actions since revealed anything (no die drawn or rolled). 0 when Undo is not
     * possible, or when no person has decided anything yet.
     */
    public int undoSteps(GameSession session) {
        int actions = session.actions().size();
        for (int i = actions - 1; i >= 0; i--) {
            if (session.eventsOf(i + 1).stream().anyMatch(GameEvent::revealsInformation)) {
                return 0;
            }
            if (!isComputer(session.stateAfter(i).actingPlayer())) {
                return actions - i;
            }
        }
        return 0;
    }

    /** "Bruce (the computer): attack with Falcon", or null before the computer's first move. */
    public synchronized String lastMove() {
        return lastMove;
    }

    synchronized void setLastMove(String text) {
        lastMove = text;
    }

    public synchronized boolean thinking() {
        return thinking;
    }

    synchronized void setThinking(boolean on) {
        thinking = on;
    }

    /** The person asked to see the computer's moves at once until their next decision. */
    public synchronized boolean skipping() {
        return skipping;
    }

    synchronized void setSkipping(boolean on) {
        skipping = on;
    }

    /** Skip to the person's next decision: the computer's moves until then are played at once. */
    public void skip() {
        Runnable run;
        synchronized (this) {
            run = skipper;
        }
        run.run();
    }

    synchronized void setSkipper(Runnable skipper) {
        this.skipper = skipper;
    }

    /** Stops every search in progress (a new game, an undo). */
    public synchronized void stopThinking() {
        for (SearchPlayer p : players) {
            if (p != null) {
                p.stop();
            }
        }
    }
}
