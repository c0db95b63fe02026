package dicemasters.engine.state;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;

/**
 * A "while active" ability of a card that reaches dice ("your character dice get +1A"): its effects
 * that name the dice they reach, in order, each with its dice, and the kinds of those effects (one
 * bit per {@link StaticKind}). Worked out once per game, since a die's stats and keywords ask for
 * them again and again.
 */
public record StaticAbility(Ability ability, Effect[] effects, DieSelector[] selectors, int kinds) {
    static StaticAbility of(Ability ability, Effect[] effects, DieSelector[] selectors) {
        int kinds = 0;
        for (StaticKind kind : StaticKind.values()) {
            for (Effect effect : effects) {
                if (kind.matches(effect)) {
                    kinds |= kind.bit();
                }
            }
        }
        return new StaticAbility(ability, effects, selectors, kinds);
    }

    /** Whether one of its effects is of the kind asked for. */
    public boolean has(StaticKind kind) {
        return (kinds & kind.bit()) != 0;
    }
}
