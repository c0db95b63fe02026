package dicemasters.engine.card;

import java.util.List;

/** The energy an ability costs: an amount, of which one symbol must match each listed type. */
public record Cost(int energy, List<Energy> types) {
    public static final Cost FREE = new Cost(0, List.of());

    public Cost {
        types = List.copyOf(types);
        if (energy < types.size()) {
            throw new IllegalArgumentException("a cost of " + energy + " cannot require " + types.size() + " types");
        }
    }

    public static Cost of(Energy type) {
        return new Cost(1, List.of(type));
    }

    public boolean isFree() {
        return energy == 0;
    }
}
