package dicemasters.engine.state;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;

import java.util.function.Predicate;

/**
 * A "while active" ability of a card that reaches dice ("your character dice get +1A"): its effects
 * that name the dice they reach, in order, each with its dice. Worked out once per game, since a
 * die's stats and keywords ask for them again and again.
 */
public record StaticAbility(Ability ability, Effect[] effects, DieSelector[] selectors) {
    /** Whether one of its effects is of the kind asked for. */
    public boolean has(Predicate<Effect> kind) {
        for (Effect effect : effects) {
            if (kind.test(effect)) {
                return true;
            }
        }
        return false;
    }
}
