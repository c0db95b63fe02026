package dicemasters.engine.card;

import java.util.List;

/**
 * What an ability costs: an amount of energy, of which one symbol must match each listed type,
 * and life to pay. (Costs paid with one's own dice, such as "spin one of your dice down", are the
 * ability's first effects: see {@link Ability#costEffects()}.)
 */
public record Cost(int energy, List<Energy> types, int life) {
    public static final Cost FREE = new Cost(0, List.of(), 0);

    public Cost {
        types = List.copyOf(types);
        if (energy < types.size()) {
            throw new IllegalArgumentException("a cost of " + energy + " cannot require " + types.size() + " types");
        }
        if (life < 0) {
            throw new IllegalArgumentException("a life cost cannot be negative");
        }
    }

    public Cost(int energy, List<Energy> types) {
        this(energy, types, 0);
    }

    public static Cost of(Energy type) {
        return new Cost(1, List.of(type));
    }

    public boolean isFree() {
        return energy == 0 && life == 0;
    }
}
