package dicemasters.engine.state;

import java.util.List;

/**
 * Who sits where: the players of a game in two teams facing each other. A two-player game is two
 * teams of one; Dice Masters Doubles is two teams of two, teammates side by side and each player
 * across from one opponent. Seats alternate between the teams: seats 0 and 1 face each other (the
 * two players of a two-player game), seats 2 and 3 sit beside them, so team 0 is seats 0 and 2 and
 * team 1 is seats 1 and 3. Every rule that asks "who else" asks here, never {@code 1 - player}.
 * Immutable and shared: one instance per number of players.
 */
public final class Seats {
    public static final int NO_ONE = -1;
    private static final Seats TWO = new Seats(2);
    private static final Seats FOUR = new Seats(4);
    private static final List<Integer> TEAMS_ZERO_FIRST = List.of(0, 1);
    private static final List<Integer> TEAMS_ONE_FIRST = List.of(1, 0);

    private final int count;
    /** Per seat: that seat and its teammate (seat order), the opposing team (the one across first). */
    private final List<List<Integer>> allies;
    private final List<List<Integer>> opponents;
    /** Per active seat (0 or 1): every player in turn order, the active team first. */
    private final List<List<Integer>> turnOrder;

    private Seats(int count) {
        this.count = count;
        if (count == 2) {
            allies = List.of(List.of(0), List.of(1));
            opponents = List.of(List.of(1), List.of(0));
            turnOrder = List.of(List.of(0, 1), List.of(1, 0));
        } else {
            allies = List.of(List.of(0, 2), List.of(1, 3), List.of(2, 0), List.of(3, 1));
            opponents = List.of(List.of(1, 3), List.of(0, 2), List.of(3, 1), List.of(2, 0));
            turnOrder = List.of(List.of(0, 2, 1, 3), List.of(1, 3, 0, 2));
        }
    }

    /** The seating of a game of 2 or 4 players. */
    public static Seats of(int players) {
        return switch (players) {
            case 2 -> TWO;
            case 4 -> FOUR;
            default -> throw new IllegalArgumentException("a game has 2 or 4 players, not " + players);
        };
    }

    public int count() {
        return count;
    }

    /** Whether each team has two players (Dice Masters Doubles). */
    public boolean teamsOfTwo() {
        return count == 4;
    }

    /** The team (0 or 1) of a player; {@link #NO_ONE} for no one (an unbought shared die). */
    public int teamOf(int player) {
        return player < 0 ? NO_ONE : player % 2;
    }

    /** The players of a team, in seat order. */
    public List<Integer> team(int team) {
        return allies.get(team);
    }

    /** Whether two players are on the same team (a player is on their own team). */
    public boolean sameTeam(int a, int b) {
        return a >= 0 && b >= 0 && a % 2 == b % 2;
    }

    /** Whether two players are on opposing teams. */
    public boolean opponents(int a, int b) {
        return a >= 0 && b >= 0 && a % 2 != b % 2;
    }

    /** The opponent sitting across: the only opponent a player may attack; in a two-player game, the opponent. */
    public int acrossFrom(int player) {
        return player ^ 1;
    }

    /** The player's teammate, or {@link #NO_ONE} in a two-player game. */
    public int teammate(int player) {
        return count == 4 ? player ^ 2 : NO_ONE;
    }

    /** The player and their teammate, the player first. */
    public List<Integer> allies(int player) {
        return allies.get(player);
    }

    /** The players of the other team, the one across first. */
    public List<Integer> opponentsOf(int player) {
        return opponents.get(player);
    }

    /** Every player in turn order on {@code active}'s turn: the active team first, then the other team. */
    public List<Integer> inTurnOrder(int active) {
        return turnOrder.get(active % 2);
    }

    /** The two teams on {@code active}'s turn: the active team first. */
    public List<Integer> teamsInTurnOrder(int active) {
        return active % 2 == 0 ? TEAMS_ZERO_FIRST : TEAMS_ONE_FIRST;
    }

    /** Whose turn comes after {@code active}'s: the other team's (its player across from the active player). */
    public int nextToPlay(int active) {
        return acrossFrom(active);
    }
}
