package dicemasters.engine.effects;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.energy.PaymentSuggestions;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.facts.Conditions;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Abilities of dice in the Field Zone used "whenever you could use a Global Ability": in the Main
 * Step and the Attack Step's window, by the die's controller when they hold priority (the inactive
 * player uses one, then priority returns, as with a Global). They are not Global Abilities: what
 * stops or taxes Globals does not touch them. Their cost is paid at once, the die sent away
 * included, so any target is chosen afterwards.
 */
public final class FieldAbilities {
    private FieldAbilities() {
    }

    /**
     * The abilities the die can use now by its face: its card's base ones unless a burst ability
     * matching the face replaces them, and the matching burst ones (as for an action die's text).
     */
    public static List<Integer> usable(GameState s, Die d) {
        List<Integer> result = new ArrayList<>();
        if (!d.zone().inField()) {
            return result;
        }
        List<Ability> abilities = Copies.ownAbilities(s, d);
        int bursts = s.face(d).bursts();
        boolean replaced = false;
        for (Ability a : abilities) {
            if (isFieldAbility(a) && a.replacesBase() && a.burst() != Burst.ALWAYS && a.burst().matches(bursts)) {
                replaced = true;
            }
        }
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            boolean base = a.burst() == Burst.ALWAYS;
            if (isFieldAbility(a) && ((base && !replaced) || (!base && a.burst().matches(bursts)))) {
                result.add(i);
            }
        }
        return result;
    }

    static boolean isFieldAbility(Ability a) {
        return a.trigger() == Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL;
    }

    /** The ability's energy cost as a suggested payment, {@link Payment#NOTHING} when it costs none. */
    public static Payment suggest(PaymentSuggestions.Suggester payments, Ability a) {
        return a.cost().energy() == 0 ? Payment.NOTHING : payments.suggest(a.cost().energy(), a.cost().types());
    }

    /** Each usable ability of the player's dice in the Field Zone, paid as suggested. */
    public static void list(GameState s, int player, List<Action> into) {
        PaymentSuggestions.Suggester payments = null;
        for (Die d : s.dice()) {
            if (d.owner() != player || !d.zone().inField() || !hasFieldAbility(s, d)) {
                continue;
            }
            for (int index : usable(s, d)) {
                if (payments == null) {
                    payments = new PaymentSuggestions.Suggester(s, player);
                }
                Payment pay = suggest(payments, s.abilities(d.cardIndex()).get(index));
                if (pay != null) {
                    into.add(new Action.UseFieldAbility(d.id(), index, pay));
                }
            }
        }
    }

    private static boolean hasFieldAbility(GameState s, Die d) {
        return s.abilities(d.cardIndex()).stream().anyMatch(FieldAbilities::isFieldAbility);
    }

    public static String check(GameState s, Action.UseFieldAbility a) {
        return check(s, a, s.priorityPlayer());
    }

    /** The check as if {@code player} held priority (asked when the active player passes). */
    public static String check(GameState s, Action.UseFieldAbility a, int player) {
        if (!s.step().isGlobalWindow()) {
            return "Abilities usable whenever you could use a Global Ability are used in the Main Step or the Attack"
                    + " Step's Action/Global window.";
        }
        if (!s.hasDie(a.die())) {
            return "There is no such die.";
        }
        Die d = s.die(a.die());
        String name = s.nameOf(d);
        if (!d.zone().inField()) {
            return name + " must be in the Field Zone to use its ability.";
        }
        if (d.owner() != player) {
            return "Only the controller of " + name + " can use its ability, when they hold priority.";
        }
        if (!usable(s, d).contains(a.abilityIndex())) {
            return name + " has no such ability to use with the face it shows.";
        }
        Ability ability = s.abilities(d.cardIndex()).get(a.abilityIndex());
        if (ability.usesPerTurn() > 0 && s.thisTurn().timesUsed(player, d.cardIndex(), a.abilityIndex()) >= ability.usesPerTurn()) {
            return "The ability of " + name + " can be used only " + ability.usesPerTurn()
                    + (ability.usesPerTurn() == 1 ? " time" : " times") + " per turn.";
        }
        String cannot = cannotStart(s, ability, player, d, name);
        if (cannot != null) {
            return cannot;
        }
        return Payments.check(s, player, a.payment(), ability.cost().energy(), ability.cost().types(),
                "The ability of " + name);
    }

    /** Its condition holds and its first required target exists, judged with the die still in the field. */
    private static String cannotStart(GameState s, Ability ability, int player, Die d, String name) {
        if (!Conditions.holds(s, ability.condition(), player, d.id())) {
            return name + " cannot use its ability now: its condition is not met.";
        }
        for (int i = 0; i < ability.costEffects(); i++) {
            DieSelector selector = Effect.selectorOf(ability.effects().get(i));
            if (selector != null && Targets.candidates(s, selector, player, d.id(), -1).isEmpty()) {
                return name + " cannot pay the cost of its ability now.";
            }
        }
        for (Effect effect : ability.effects()) {
            DieSelector selector = Effect.selectorOf(effect);
            if (selector != null && selector.isTargeted() && !selector.upTo()) {
                List<Die> candidates = targetable(s, ability, player, d, Targets.candidates(s, selector, player,
                        d.id(), -1));
                return candidates.size() < selector.count() ? name + " has no valid target for its ability." : null;
            }
        }
        if (AbilityStarts.nothingToAffect(s, ability, player, d.id(),
                dice -> targetable(s, ability, player, d, dice))) {
            return name + " has no die to affect with its ability now.";
        }
        return null;
    }

    /** Targets the die's ability may choose: not protected from it, and not the die itself if it is sent away. */
    private static List<Die> targetable(GameState s, Ability ability, int player, Die d, List<Die> candidates) {
        List<Die> result = new ArrayList<>(isOfActionDie(s, d.cardIndex(), ability)
                ? unprotected(s, player, candidates) : candidates);
        if (ability.cost().sendThisDieTo() != null) {
            result.remove(d); // gone before targets are chosen
        }
        return result;
    }

    /**
     * An action die's ability in the Field Zone is an effect of the opponent's action die for dice
     * that cannot be targeted by those (a character's "protect from targeting").
     */
    static boolean isOfActionDie(GameState s, int cardIndex, Ability ability) {
        return isFieldAbility(ability) && s.cards().get(cardIndex).definition().type().isAction();
    }

    static List<Die> unprotected(GameState s, int controller, List<Die> candidates) {
        return candidates.stream().filter(x -> !Targets.protectedFrom(s, x, controller, true, true)).toList();
    }

    /**
     * Pay the cost (energy, life, the die sent away), then the ability waits in the queue with
     * the die as its source; the inactive player's use gives priority back, as a Global does.
     */
    public static void execute(Table t, Action.UseFieldAbility a) {
        GameState s = t.s;
        int player = s.priorityPlayer();
        Die d = s.die(a.die());
        CardDefinition card = s.definition(d);
        Ability ability = s.abilities(d.cardIndex()).get(a.abilityIndex());
        String name = s.nameOf(d);
        int bursts = s.face(d).bursts();
        Payments.pay(t, player, a.payment(), "use the ability of " + name);
        Life.lose(t, player, ability.cost().life(), "the cost of " + card.name());
        t.emit(new GameEvent.FieldAbilityUsed(player, t.name(player), d.id(), name));
        sendAway(t, d, ability.cost());
        if (ability.usesPerTurn() > 0) {
            TurnRecords.useLimited(s, player, d.cardIndex(), a.abilityIndex());
        }
        EffectQueue.add(s, new PendingEffect(player, d.cardIndex(), a.abilityIndex(), d.id(), -1, bursts, 0, null));
        GlobalAbilities.abilityUsed(t, player);
    }

    /** "Send this die to the Used Pile": straight there, as the card says, whoever's turn it is. */
    static void sendAway(Table t, Die d, Cost cost) {
        Place to = cost.sendThisDieTo();
        if (to == null) {
            return;
        }
        t.move(d, switch (to) {
            case PREP -> Zone.PREP;
            case BAG -> Zone.BAG;
            default -> Zone.USED;
        });
    }
}
