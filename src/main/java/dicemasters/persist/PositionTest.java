package dicemasters.persist;

import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.List;
import java.util.Map;

/**
 * The optional "test" part of a position file: the moves to play from the position, each in a
 * player's words as the program names it ("attack with Aquaman", "pass"), and what must follow.
 * The tests run every position file of src/test/resources/positions (docs/POSITIONS.md); the
 * program opening a position ignores this part.
 *
 * @param life    each player's life afterwards, or empty
 * @param winner  the winning player (from 0), {@link dicemasters.engine.GameState#NO_ONE} for a tie, or null
 *                when the game must go on ({@link #GOES_ON}) or is not checked (null)
 * @param dice    die names ("JUS003#1 of player 1", "JUS067#2") and the zone each must be in
 */
public record PositionTest(String about, List<String> moves, List<Integer> life, Integer winner, Integer turn,
                           Step step, Map<String, Zone> dice) {
    /** The game must not be over. */
    public static final int GOES_ON = -2;

    public PositionTest {
        moves = List.copyOf(moves);
        life = List.copyOf(life);
        dice = Map.copyOf(dice);
    }
}
