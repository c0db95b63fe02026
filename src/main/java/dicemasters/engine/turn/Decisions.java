package dicemasters.engine.turn;

import dicemasters.engine.action.Action;
import dicemasters.engine.combat.Reactions;
import dicemasters.engine.combat.SoleDamageDealers;
import dicemasters.engine.effects.Abilities;
import dicemasters.engine.effects.FaceChoices;
import dicemasters.engine.effects.KnockOutChoices;
import dicemasters.engine.effects.Naming;
import dicemasters.engine.effects.SecretDraws;
import dicemasters.engine.effects.UnlessPaid;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checking and carrying out the answers to a pending {@link Decision}. */
final class Decisions {
    private Decisions() {
    }

    static String check(GameState s, Action action) {
        Decision decision = s.decision();
        if (decision instanceof Decision.ChooseTargets d && action instanceof Action.ChooseTargets a) {
            return checkTargets(d, a);
        }
        if (decision instanceof Decision.SplitDamage d && action instanceof Action.SplitDamage a) {
            return checkSplit(d, a);
        }
        if (decision instanceof Decision.OrderTriggers d && action instanceof Action.OrderTriggers a) {
            return checkOrder(d, a);
        }
        if (decision instanceof Decision.ChooseNumber d && action instanceof Action.ChooseNumber a) {
            return a.number() < d.min() || a.number() > d.max()
                    ? "Choose a number from " + d.min() + " to " + d.max() + "." : null;
        }
        if (decision instanceof Decision.React d
                && (action instanceof Action.React || action instanceof Action.DeclineReaction)) {
            return UnlessPaid.isAsked(s, d) ? UnlessPaid.check(d, action) : Reactions.check(s, d, action);
        }
        if (decision instanceof Decision.SplitPrepArea d && action instanceof Action.SplitPrepArea a) {
            return SharedPrepArea.check(d, a);
        }
        return "First answer: " + decision.prompt() + ".";
    }

    private static String checkTargets(Decision.ChooseTargets d, Action.ChooseTargets a) {
        Set<Integer> seen = new HashSet<>();
        for (int id : a.dice()) {
            if (!d.candidates().contains(id) || !seen.add(id)) {
                return "That die is not a valid target.";
            }
        }
        if (a.dice().size() < d.min() || a.dice().size() > d.max()) {
            return d.min() == d.max() ? "Choose exactly " + d.max() + (d.max() == 1 ? " target." : " targets.")
                    : "Choose between " + d.min() + " and " + d.max() + " targets.";
        }
        return null;
    }

    private static String checkSplit(Decision.SplitDamage d, Action.SplitDamage a) {
        int total = 0;
        Set<Integer> seen = new HashSet<>();
        for (DamageAssignment share : a.shares()) {
            if (share.attacker() != d.attacker() || !d.blockers().contains(share.blocker())
                    || !seen.add(share.blocker())) {
                return "Damage can only be assigned to the dice it is engaged with, once each.";
            }
            if (share.amount() < 0) {
                return "Damage assigned cannot be negative.";
            }
            total += share.amount();
        }
        if (total != d.amount()) {
            return "All " + d.amount() + " damage must be assigned; this assigns " + total + ".";
        }
        return null;
    }

    private static String checkOrder(Decision.OrderTriggers d, Action.OrderTriggers a) {
        int n = d.triggers().size();
        Set<Integer> seen = new HashSet<>(a.order());
        if (a.order().size() != n || seen.size() != n || a.order().stream().anyMatch(i -> i < 0 || i >= n)) {
            return "Put each of the " + n + " abilities in the order exactly once.";
        }
        return null;
    }

    static void execute(Table t, Action action) {
        GameState s = t.s;
        Decision decision = s.decision();
        if (action instanceof Action.ChooseTargets a && SoleDamageDealers.isAsked(s)) {
            SoleDamageDealers.chosen(t, a.dice());
        } else if (action instanceof Action.ChooseTargets a) {
            Abilities.targetsChosen(s, a.dice());
        } else if (action instanceof Action.SplitDamage a) {
            boolean divided = Abilities.dividesDamage(s, (Decision.SplitDamage) decision);
            StateChanges.decided(s);
            if (divided) {
                Abilities.damageDivided(t, a.shares());
            } else {
                CombatChanges.assignDamage(s, a.shares());
            }
        } else if (action instanceof Action.OrderTriggers a) {
            List<PendingEffect> triggers = ((Decision.OrderTriggers) decision).triggers();
            List<PendingEffect> ordered = new ArrayList<>();
            a.order().forEach(i -> ordered.add(triggers.get(i)));
            EffectQueue.addAll(s, ordered);
            StateChanges.decided(s);
        } else if (action instanceof Action.ChooseNumber a) {
            numberChosen(t, (Decision.ChooseNumber) decision, a.number());
        } else if (decision instanceof Decision.React d && KnockOutChoices.isAbout(d)) {
            KnockOutChoices.answer(t, d, action);
        } else if (decision instanceof Decision.React d && UnlessPaid.isAsked(s, d)) {
            UnlessPaid.answer(t, d, action);
        } else if (decision instanceof Decision.React d) {
            Reactions.execute(t, d, action);
        } else if (decision instanceof Decision.SplitPrepArea d) {
            SharedPrepArea.split(t, d, (Action.SplitPrepArea) action);
        }
    }

    /** A number answers the effect resolving at the head of the queue: a face, a name, or a secret draw. */
    private static void numberChosen(Table t, Decision.ChooseNumber d, int number) {
        GameState s = t.s;
        StateChanges.decided(s);
        PendingEffect p = s.nextEffect();
        dicemasters.engine.card.Effect effect = Abilities.abilityOf(s, p).effects().get(p.nextEffect());
        if (effect instanceof dicemasters.engine.card.Effect.TurnToFace) {
            FaceChoices.chosen(t, p, number);
        } else if (effect instanceof dicemasters.engine.card.Effect.NameCharacter name) {
            Naming.named(t, p, name, number);
        } else if (effect instanceof dicemasters.engine.card.Effect.RollUnpurchasedBasicAction) {
            dicemasters.engine.effects.Abilities.rollUnpurchasedChosen(t, p, number);
        } else {
            SecretDraws.numberChosen(t, p, d, number);
        }
    }
}
