package dicemasters.engine;

import java.util.List;

/**
 * An ability waiting in the effect queue, or resolving: whose it is, which card ability, the die
 * it comes from and the die that triggered it, the bursts rolled (action dice), how far it has
 * resolved and the targets chosen for the effect about to resolve (null until chosen).
 */
public record PendingEffect(int controller, int cardIndex, int abilityIndex, int sourceDie, int triggeringDie,
                            int bursts, int nextEffect, List<Integer> chosenTargets) {

    PendingEffect advance() {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts,
                nextEffect + 1, null);
    }

    PendingEffect withTargets(List<Integer> targets) {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts,
                nextEffect, List.copyOf(targets));
    }
}
