package dicemasters.engine.state;

import java.util.List;

/**
 * An ability waiting in the effect queue, or resolving: whose it is, which card ability, the die
 * it comes from and the die that triggered it, the bursts rolled (action dice), how far it has
 * resolved, the targets chosen for the effect about to resolve (null until chosen), the targets
 * of its last targeted effect (for "that die" in later effects), and, for a reaction to damage,
 * which piece of the pending damage it answers (-1 otherwise), whether the cost of a
 * triggered ability that costs something ("you may pay ...") has been paid, and, for "whenever a
 * die is KO'd" abilities that act on the die that KO'd it, that die ({@code relatedDie}, else -1),
 * and, for "when damaged" abilities, the damage dealt that set them off ({@code damageDealt}, else 0).
 */
public record PendingEffect(int controller, int cardIndex, int abilityIndex, int sourceDie, int triggeringDie,
                            int bursts, int nextEffect, List<Integer> chosenTargets, List<Integer> lastTargets,
                            int reactingTo, boolean costPaid, int relatedDie, int damageDealt) {

    public PendingEffect {
        lastTargets = lastTargets == null ? List.of() : List.copyOf(lastTargets);
    }

    public PendingEffect(int controller, int cardIndex, int abilityIndex, int sourceDie, int triggeringDie,
                         int bursts, int nextEffect, List<Integer> chosenTargets, List<Integer> lastTargets,
                         int reactingTo, boolean costPaid) {
        this(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect, chosenTargets,
                lastTargets, reactingTo, costPaid, -1, 0);
    }

    public PendingEffect(int controller, int cardIndex, int abilityIndex, int sourceDie, int triggeringDie,
                         int bursts, int nextEffect, List<Integer> chosenTargets, List<Integer> lastTargets,
                         int reactingTo) {
        this(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect, chosenTargets,
                lastTargets, reactingTo, false);
    }

    public PendingEffect(int controller, int cardIndex, int abilityIndex, int sourceDie, int triggeringDie,
                         int bursts, int nextEffect, List<Integer> chosenTargets, List<Integer> lastTargets) {
        this(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect, chosenTargets,
                lastTargets, -1, false);
    }

    public PendingEffect(int controller, int cardIndex, int abilityIndex, int sourceDie, int triggeringDie,
                         int bursts, int nextEffect, List<Integer> chosenTargets) {
        this(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect, chosenTargets,
                List.of(), -1, false);
    }

    public boolean isReaction() {
        return reactingTo >= 0;
    }

    public PendingEffect advance() {
        List<Integer> last = chosenTargets == null ? lastTargets : chosenTargets;
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts,
                nextEffect + 1, null, last, reactingTo, costPaid, relatedDie, damageDealt);
    }

    /** On to the next effect, the dice chosen now having been a choice among "those": they stay "those". */
    public PendingEffect advanceKeepingThose() {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts,
                nextEffect + 1, null, lastTargets, reactingTo, costPaid, relatedDie, damageDealt);
    }

    public PendingEffect withTargets(List<Integer> targets) {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts,
                nextEffect, List.copyOf(targets), lastTargets, reactingTo, costPaid, relatedDie, damageDealt);
    }

    public PendingEffect paid() {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect,
                chosenTargets, lastTargets, reactingTo, true, relatedDie, damageDealt);
    }

    /** Later effects of the ability refer to these dice as "those". */
    public PendingEffect withLastTargets(List<Integer> dice) {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect,
                chosenTargets, dice, reactingTo, costPaid, relatedDie, damageDealt);
    }

    public PendingEffect withRelatedDie(int die) {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect,
                chosenTargets, lastTargets, reactingTo, costPaid, die, damageDealt);
    }

    public PendingEffect withDamageDealt(int amount) {
        return new PendingEffect(controller, cardIndex, abilityIndex, sourceDie, triggeringDie, bursts, nextEffect,
                chosenTargets, lastTargets, reactingTo, costPaid, relatedDie, amount);
    }
}
