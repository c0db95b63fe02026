package dicemasters.engine.state;

import java.util.List;

/**
 * Results fixed in advance, for tutorials that follow a rulebook's example of play and for tests:
 * the card ids of the dice drawn, in order, and the face index of each roll, in order. When a list
 * runs out (or names a die not in the bag), the game's own generator decides again.
 */
public record DiceScript(List<String> draws, List<Integer> faces) {
    public static final DiceScript NONE = new DiceScript(List.of(), List.of());

    public DiceScript {
        draws = List.copyOf(draws);
        faces = List.copyOf(faces);
    }
}
