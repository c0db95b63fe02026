package dicemasters.engine.card;

import java.util.List;

/**
 * One ability of a card: when it happens, which bursts it needs (action dice, and character
 * faces with bursts), whether it replaces the base text, its cost (Globals), how often it may be
 * used per turn, a condition ("if ..."), and its effects in order.
 * <p>{@code watch} makes a trigger about other dice: "whenever a Turtle die is KO'd" watches the
 * dice it selects instead of the card's own dice (the card must be active, or be a Basic Action).
 * The first {@code costEffects} effects are part of the cost ("spin one of your dice down").
 * {@code optional}: a triggered ability (or a part of an action die's text) its controller may use or
 * let go ("you may ...").
 * {@code atEndOfTurn}: a triggered ability whose effects wait until the end of the turn it
 * triggered in ("if this die is KO'd, at the end of the turn ...").
 */
public record Ability(Trigger trigger, Burst burst, boolean replacesBase, Cost cost, int usesPerTurn,
                      List<Effect> effects, Condition condition, DieSelector watch, int costEffects,
                      boolean optional, boolean atEndOfTurn) {

    public Ability {
        effects = List.copyOf(effects);
        if (condition == null) {
            condition = Condition.ALWAYS;
        }
        if (cost == null) {
            cost = Cost.FREE;
        }
        if (burst == null) {
            burst = Burst.ALWAYS;
        }
        if (costEffects < 0 || costEffects > effects.size()) {
            throw new IllegalArgumentException("costEffects must count some of the effects");
        }
        if (optional && !trigger.mayBeDeclined()) {
            throw new IllegalArgumentException("only a triggered ability or an action die's text is optional");
        }
        if (atEndOfTurn && !trigger.isTriggered()) {
            throw new IllegalArgumentException("only a triggered ability waits for the end of the turn");
        }
    }

    public Ability(Trigger trigger, Burst burst, boolean replacesBase, Cost cost, int usesPerTurn,
                   List<Effect> effects, Condition condition, DieSelector watch, int costEffects) {
        this(trigger, burst, replacesBase, cost, usesPerTurn, effects, condition, watch, costEffects, false, false);
    }

    public Ability(Trigger trigger, Burst burst, boolean replacesBase, Cost cost, int usesPerTurn,
                   List<Effect> effects) {
        this(trigger, burst, replacesBase, cost, usesPerTurn, effects, Condition.ALWAYS, null, 0);
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

    /** A reaction to damage about to be dealt: a reactive Global or a character's reaction. */
    public boolean isDamageReaction() {
        return trigger == Trigger.REACTIVE_GLOBAL || trigger == Trigger.DAMAGE_REACTION
                || trigger == Trigger.DAMAGE_REPLACEMENT;
    }

    /** Which damage a reaction answers: the filter of its first prevention or redirection, else null. */
    public DamageFilter reactionFilter() {
        for (Effect e : effects) {
            if (e instanceof Effect.PreventDamage p) {
                return p.damage();
            }
            if (e instanceof Effect.RedirectDamage r) {
                return r.damage();
            }
        }
        return null;
    }

    public Ability withCondition(Condition value) {
        return new Ability(trigger, burst, replacesBase, cost, usesPerTurn, effects, value, watch, costEffects,
                optional, atEndOfTurn);
    }

    /** The same ability as a choice of its controller ("you may ..."). */
    public Ability asOptional() {
        return new Ability(trigger, burst, replacesBase, cost, usesPerTurn, effects, condition, watch, costEffects,
                true, atEndOfTurn);
    }

    /** The same ability used at most {@code uses} times per turn. */
    public Ability withUsesPerTurn(int uses) {
        return new Ability(trigger, burst, replacesBase, cost, uses, effects, condition, watch, costEffects,
                optional, atEndOfTurn);
    }
}
