package dicemasters.engine.facts;

import dicemasters.engine.card.DieSelector;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/** "That die", "those dice": the dice an earlier effect chose that are still where the selector looks. */
public final class ChosenDice {
    private ChosenDice() {
    }

    /**
     * The previous effect's targets that are still in the place the selector looks at and pass its
     * filter ("that die, if it shows a character face").
     */
    public static List<Die> stillThere(GameState s, List<Integer> ids, DieSelector selector) {
        return stillThere(s, ids, selector, -1);
    }

    /** {@code sourceDie}: the ability's own die, for filters about it ("of the character it named"). */
    public static List<Die> stillThere(GameState s, List<Integer> ids, DieSelector selector, int sourceDie) {
        List<Die> result = new ArrayList<>();
        for (int id : ids) {
            Die d = s.die(id);
            if (Targets.inPlace(s, d, selector.place()) && Targets.passes(s, d, selector.filter(), sourceDie)) {
                result.add(s.die(id));
            }
        }
        return result;
    }
}
