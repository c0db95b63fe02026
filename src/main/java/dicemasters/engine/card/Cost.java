package dicemasters.engine.card;

import java.util.List;

/**
 * What an ability costs: an amount of energy, of which one symbol must match each listed type,
 * life to pay, and, for an ability of a die in the Field Zone, where that die itself is sent
 * ({@code sendThisDieTo}, null when it stays: "send this die to the Used Pile to ..."). The die
 * goes at once, when the ability is used, before any target is chosen. (Other costs paid with
 * one's own dice, such as "spin one of your dice down", are the ability's first effects: see
 * {@link Ability#costEffects()}.)
 */
public record Cost(int energy, List<Energy> types, int life, Place sendThisDieTo) {
    public static final Cost FREE = new Cost(0, List.of(), 0);

    public Cost {
        types = List.copyOf(types);
        if (sendThisDieTo != null && sendThisDieTo != Place.USED && sendThisDieTo != Place.PREP
                && sendThisDieTo != Place.BAG) {
            throw new IllegalArgumentException("a die is sent as a cost to its Used Pile, Prep Area or bag");
        }
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

    public Cost(int energy, List<Energy> types, int life) {
        this(energy, types, life, null);
    }

    /** "Send this die to ..." and nothing else. */
    public static Cost sendThisDie(Place to) {
        return new Cost(0, List.of(), 0, to);
    }

    public static Cost of(Energy type) {
        return new Cost(1, List.of(type));
    }

    public boolean isFree() {
        return energy == 0 && life == 0 && sendThisDieTo == null;
    }
}
