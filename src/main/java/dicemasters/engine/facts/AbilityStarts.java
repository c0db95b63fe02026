package dicemasters.engine.facts;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Starting an ability by a player's choice (an action die, a Global, a reaction, a field die's
 * ability): which abilities an action die's face uses, and why one may not be started now. "You may
 * not choose to initiate an effect with no valid targets or dice to affect." (DC Justice, Targeting)
 */
public final class AbilityStarts {
    private AbilityStarts() {
    }

    /** Abilities an action die's face uses: the base text unless a matching burst replaces it, plus bursts. */
    public static List<Integer> actionAbilities(CardDefinition card, int bursts) {
        List<Integer> result = new ArrayList<>();
        List<Ability> abilities = card.allAbilities();
        boolean replaced = false;
        for (Ability a : abilities) {
            if (a.trigger() == Trigger.ACTION_USED && a.replacesBase() && a.burst() != Burst.ALWAYS
                    && a.burst().matches(bursts)) {
                replaced = true;
            }
        }
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() != Trigger.ACTION_USED) {
                continue;
            }
            boolean base = a.burst() == Burst.ALWAYS;
            if ((base && !replaced) || (!base && a.burst().matches(bursts))) {
                result.add(i);
            }
        }
        return result;
    }

    /**
     * Why an action die's face cannot be used now, or null: its first ability cannot start, or none
     * of its abilities would have a die to affect.
     */
    public static String cannotUseActionDie(GameState s, CardDefinition card, List<Integer> abilities,
                                            int controller) {
        Ability first = card.abilities().get(abilities.get(0));
        String reason = whyNot(s, first, controller, card.name());
        if (reason != null) {
            return reason;
        }
        for (int index : abilities) {
            Ability a = card.abilities().get(index);
            if (!nothingToAffect(s, a, controller, -1, dice -> targetable(s, a, controller, dice))) {
                return null;
            }
        }
        return card.name() + " has no die to affect now.";
    }

    /**
     * An ability cannot be started when its condition fails, when an effect paid as part of its
     * cost has nothing to act on, when its first required target is missing, or when it would act
     * only on dice and finds none. Returns the reason or null.
     */
    public static String cannotStart(GameState s, Ability ability, int controller, String name) {
        return cannotStart(s, ability, controller, name, -1, -1);
    }

    /** The same, for an ability whose own die and the die that set it off are already known. */
    public static String cannotStart(GameState s, Ability ability, int controller, String name, int sourceDie,
                                     int triggeringDie) {
        String reason = whyNot(s, ability, controller, name, sourceDie, triggeringDie);
        if (reason == null && nothingToAffect(s, ability, controller, sourceDie,
                dice -> targetable(s, ability, controller, dice))) {
            return name + " has no die to affect now.";
        }
        return reason;
    }

    private static String whyNot(GameState s, Ability ability, int controller, String name) {
        return whyNot(s, ability, controller, name, -1, -1);
    }

    private static String whyNot(GameState s, Ability ability, int controller, String name, int sourceDie,
                                 int triggeringDie) {
        if (!Conditions.holds(s, ability.condition(), controller, sourceDie)) {
            return name + " cannot be used now: its condition is not met.";
        }
        for (int i = 0; i < ability.costEffects(); i++) {
            DieSelector selector = Effect.selectorOf(ability.effects().get(i));
            if (selector != null && Targets.candidates(s, selector, controller, sourceDie, triggeringDie).isEmpty()) {
                return name + ": you have no die to pay its cost with.";
            }
        }
        for (Effect effect : ability.effects()) {
            DieSelector selector = Effect.selectorOf(effect);
            if (selector != null && selector.isTargeted() && !selector.upTo()) {
                boolean found = hasTarget(s, ability, selector, controller, sourceDie, triggeringDie)
                        || alikeEffectHasTarget(s, ability, effect, controller, sourceDie, triggeringDie);
                return found ? null : name + " has no valid target.";
            }
        }
        return null;
    }

    /**
     * "Do as much as you can" (WWE and DC Justice rulebooks, Tournament Rules: As Much As Possible vs
     * Costed Effects): one valid target is enough to start an effect that names more.
     */
    private static boolean hasTarget(GameState s, Ability ability, DieSelector selector, int controller,
                                     int sourceDie, int triggeringDie) {
        return !targetable(s, ability, controller,
                Targets.candidates(s, selector, controller, sourceDie, triggeringDie)).isEmpty();
    }

    /** The same effect, required, on other targets (a die of each player's): done as far as it can be. */
    private static boolean alikeEffectHasTarget(GameState s, Ability ability, Effect first, int controller,
                                                int sourceDie, int triggeringDie) {
        for (int i = ability.costEffects(); i < ability.effects().size(); i++) {
            Effect other = ability.effects().get(i);
            DieSelector selector = Effect.selectorOf(other);
            if (other != first && other.getClass() == first.getClass() && selector != null
                    && selector.isTargeted() && !selector.upTo() && hasTarget(s, ability, selector, controller, sourceDie, triggeringDie)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether every effect after the cost acts on dice and none finds one: no die of an "all", no
     * target of an "up to" (through {@code targetable}, which leaves out protected dice). Effects on
     * players or rules always have something to do; the ability's own or triggering die is known only
     * once it is used; "those", "another target" and the like follow the effects before them.
     */
    public static boolean nothingToAffect(GameState s, Ability ability, int controller, int sourceDie,
                                          UnaryOperator<List<Die>> targetable) {
        boolean actsOnDice = false;
        for (int i = ability.costEffects(); i < ability.effects().size(); i++) {
            Effect effect = ability.effects().get(i);
            if (effect instanceof Effect.OnlyIf || effect instanceof Effect.PayEnergy
                    || effect instanceof Effect.Enlist || effect instanceof Effect.UnlessOpponentPays) {
                continue;
            }
            DieSelector selector = Effect.selectorOf(effect);
            if (selector == null || effect instanceof Effect.DamageDieOrOpponent
                    || effect instanceof Effect.ChangeDamage && !selector.isChosen()) {
                return false;
            }
            switch (selector.selection()) {
                case ALL, TARGET, CHOSEN_BY_OWNER -> {
                    actsOnDice = true;
                    List<Die> dice = Targets.candidates(s, selector, controller, sourceDie, -1);
                    if (!(selector.isTargeted() ? targetable.apply(dice) : dice).isEmpty()) {
                        return false;
                    }
                }
                case THIS_DIE, TRIGGERING_DIE -> {
                    return false;
                }
                default -> {
                    // THOSE, SAME_NAME, ANOTHER_TARGET, KNOCKED_OUT_BY: as the effects before them
                }
            }
        }
        return actsOnDice;
    }

    /**
     * Candidates an ability may target: opposing dice made untargetable are left out, and dice
     * protected from the opponent's action dice and Global Abilities when the ability is one of those.
     */
    public static List<Die> targetable(GameState s, Ability ability, int controller, List<Die> candidates) {
        boolean actionDie = ability.trigger() == Trigger.ACTION_USED;
        boolean actionOrGlobal = actionDie || ability.trigger() == Trigger.GLOBAL;
        return candidates.stream().filter(d -> !Targets.protectedFrom(s, d, controller, actionDie, actionOrGlobal))
                .toList();
    }
}
