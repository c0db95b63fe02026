package dicemasters.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each die of a zone is drawn, kept for a step: a die keeps its slot while the step lasts,
 * a die that leaves leaves a gap (so a second click lands on the die that was under the pointer,
 * not on its neighbour that would have slid into its place), and a die that comes in takes a new
 * slot at the end (or its old slot, when it comes back). At the next step, or in another game,
 * the zones close up. No JavaFX.
 */
final class ZoneSlots {
    private final Map<String, List<Integer>> slots = new HashMap<>();
    private Object period;

    /**
     * The dice of a zone in their slots, null for a gap. {@code period} names the step (any value
     * equal for the same game, turn and step); {@code zone} names the zone and its owner.
     */
    List<Integer> arrange(Object period, String zone, List<Integer> dice) {
        if (!period.equals(this.period)) {
            this.period = period;
            slots.clear();
        }
        List<Integer> row = slots.computeIfAbsent(zone, z -> new ArrayList<>());
        for (Integer id : dice) {
            if (!row.contains(id)) {
                row.add(id);
            }
        }
        Set<Integer> here = new HashSet<>(dice);
        List<Integer> arranged = new ArrayList<>(row.size());
        for (Integer id : row) {
            arranged.add(here.contains(id) ? id : null);
        }
        return arranged;
    }
}
