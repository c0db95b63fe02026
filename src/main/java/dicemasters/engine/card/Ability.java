package dicemasters.engine.card;

import java.util.List;

/**
 * One ability of a card: when it happens, which bursts it needs (action dice), whether it replaces
 * the base text, its cost (Globals), how often it may be used, and its effects in order.
 */
public record Ability(Trigger trigger, Burst burst, boolean replacesBase, Cost cost, int usesPerTurn,
                      List<Effect> effects) {

    public Ability {
        effects = List.copyOf(effects);
    }

    public static Ability of(Trigger trigger, Effect... effects) {
        return new Ability(trigger, Burst.ALWAYS, false, Cost.FREE, 0, List.of(effects));
    }

    public static Ability global(Cost cost, Effect... effects) {
        return new Ability(Trigger.GLOBAL, Burst.ALWAYS, false, cost, 0, List.of(effects));
    }

    public boolean isGlobal() {
        return trigger == Trigger.GLOBAL;
    }
}
