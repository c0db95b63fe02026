package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Reactions;
import dicemasters.engine.facts.ChosenDice;
import dicemasters.engine.facts.Conditions;
import dicemasters.engine.facts.LifeTaxes;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.keywords.KnockOuts;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TriggeredUses;

import java.util.List;

/**
 * Card abilities at work: resolving the effect queue one effect at a time, pausing for a target
 * choice when one is needed; amounts, conditions and the start of abilities a player chooses to
 * use. What triggers is found by {@link Triggers}.
 */
public final class Abilities {
    private Abilities() {
    }

    // ---- resolution ----

    public static Ability abilityOf(GameState s, PendingEffect p) {
        return s.abilities(p.cardIndex()).get(p.abilityIndex());
    }

    /** Resolve the next step of the queue's first ability; may pause on a target choice. */
    public static void resolveNext(Table t) {
        GameState s = t.s;
        PendingEffect p = s.nextEffect();
        Ability ability = abilityOf(s, p);
        boolean starting = p.nextEffect() == 0 && p.chosenTargets() == null && !p.costPaid();
        if (p.nextEffect() >= ability.effects().size()
                || (starting && (!Conditions.holds(s, ability.condition(), p) || TriggeredUses.usedUp(s, p, ability)))) {
            EffectQueue.finishNext(s);
            return;
        }
        if (p.nextEffect() == 0 && !p.costPaid() && (paidWhenTriggered(ability) || ability.optional()
                || LifeTaxes.lifeFor(s, p, ability) > 0)) {
            Reactions.offerPayment(t, p, ability);
            return;
        }
        if (starting) {
            TriggeredUses.count(s, p, ability);
        }
        Effect effect = ability.effects().get(p.nextEffect());
        if (effect instanceof Effect.UnlessOpponentPays unless) {
            UnlessPaid.ask(t, p, unless);
            return;
        }
        if (effect instanceof Effect.SecretDraw draw) {
            SecretDraws.resolve(t, p, draw);
            return;
        }
        if (effect instanceof Effect.RollUnpurchasedBasicAction) {
            BorrowedActions.ask(t, p);
            return;
        }
        if (effect instanceof Effect.NameCharacter name) {
            Naming.ask(t, p, name);
            return;
        }
        if (effect instanceof Effect.TurnToFace turn && p.chosenTargets() == null
                && turn.dice().selection() == DieSelector.Selection.THOSE) {
            List<Integer> those = ChosenDice.stillThere(s, p.lastTargets(), turn.dice()).stream().map(Die::id).toList();
            if (!those.isEmpty()) {
                EffectQueue.updateNext(s, p.withTargets(those));
                FaceChoices.ask(t, p.withTargets(those));
                return;
            }
        }
        if (effect instanceof Effect.TurnToFace && p.chosenTargets() != null && !p.chosenTargets().isEmpty()) {
            FaceChoices.ask(t, p);
            return;
        }
        DieSelector selector = selectorOf(effect);
        List<Die> dice = List.of();
        if (selector != null && isChoiceAmongThose(selector) && p.chosenTargets() == null) {
            askAmongThose(t, p, selector);
            return;
        }
        if (selector != null) {
            if (selector.isChosen() && p.chosenTargets() == null) {
                if (!EffectDice.askForTargets(t, p, selector)) {
                    noTargets(t, p, effect);
                }
                return;
            }
            if (isChoiceAmongThose(selector)) {
                dice = ChosenDice.stillThere(s, p.lastTargets(), selector).stream()
                        .filter(d -> p.chosenTargets().contains(d.id())).toList();
            } else if (selector.selection() == DieSelector.Selection.THOSE) {
                dice = ChosenDice.stillThere(s, p.lastTargets(), selector, selector.filter().has(DieCondition.Named.class) ? p.sourceDie()
                        : -1);
            } else if (selector.selection() == DieSelector.Selection.SAME_NAME) {
                dice = EffectDice.sameNameAs(s, p, selector);
            } else if (selector.selection() == DieSelector.Selection.KNOCKED_OUT_BY) {
                dice = p.relatedDie() >= 0 ? ChosenDice.stillThere(s, List.of(p.relatedDie()), selector).stream()
                        .filter(d -> Targets.passes(s, d, selector.filter(), p.sourceDie())).toList() : List.of();
            } else {
                dice = selector.isChosen() ? EffectDice.chosenStillValid(t, p, selector, effect)
                        : EffectDice.notThose(p, selector, Targets.candidates(s, selector, p.controller(), p.sourceDie(),
                        p.triggeringDie()));
            }
            if (dice.isEmpty() && (isChoiceOfThisDie(selector) || isOptionalCost(ability, p, selector))) {
                EffectQueue.finishNext(s); // "you may ... to ...": declined, so nothing follows
                return;
            }
            if (dice.isEmpty()) {
                EffectReports.noDice(t, p, effect, selector);
            }
        }
        // An Enlistment's answer (the opponent's die, or none) is not what later effects call "those".
        EffectQueue.updateNext(s, selector != null && (isChoiceAmongThose(selector) || effect instanceof Effect.Enlist)
                ? p.advanceKeepingThose() : p.advance());
        if (effect instanceof Effect.OnlyIf onlyIf) {
            if (!Conditions.holds(s, onlyIf.condition(), p)) {
                EffectQueue.finishNext(s); // the condition failed: the rest of the ability does nothing
            }
            return;
        }
        if (effect instanceof Effect.EachTimeThisTurn) {
            new EffectRules(t, p).apply(effect, dice);
            EffectQueue.finishNext(s); // the rest waits for each time it happens this turn (CardTriggers)
            return;
        }
        if (effect instanceof Effect.PayEnergy) {
            payOrStop(t, dice);
            return;
        }
        if (effect instanceof Effect.Choose && !selector.isChosen()) {
            // "that die" chosen without targeting (the triggering die): later effects refer to it
            EffectQueue.updateNext(s, s.nextEffect().withLastTargets(dice.stream().map(Die::id).toList()));
            return;
        }
        if (effect instanceof Effect.Enlist enlist && !dice.isEmpty()) {
            // The opponent paid the price with one of their own dice: the rest of the ability does nothing.
            if (enlist.price() == Effect.Enlist.Price.SPIN_DOWN) {
                dice.forEach(d -> t.spinToLevel(d, s.face(d).level() - 1));
            } else {
                dice.forEach(d -> KnockOuts.knockOut(t, d, dicemasters.engine.state.Zone.PREP, s.seats().acrossFrom(p.controller())));
            }
            EffectQueue.finishNext(s);
            return;
        }
        new EffectRules(t, p).apply(effect, dice);
    }

    /** Whether a split of damage answers the ability resolving ("divided amongst"), not combat. */
    public static boolean dividesDamage(GameState s, Decision.SplitDamage d) {
        PendingEffect head = s.nextEffect();
        if (head == null || head.nextEffect() == 0 || head.sourceDie() != d.attacker()) {
            return false;
        }
        return abilityOf(s, head).effects().get(head.nextEffect() - 1) instanceof Effect.DivideDamage;
    }

    /** The damage of the resolving ability divided as its controller chose. */
    public static void damageDivided(Table t, List<dicemasters.engine.state.DamageAssignment> shares) {
        DamageEffects.dealDivided(t, t.s.nextEffect(), shares);
    }

    /** A number answers "roll an unpurchased Basic Action die" (which die, then whether to use its text). */
    public static void rollUnpurchasedChosen(Table t, PendingEffect p, int number) {
        BorrowedActions.chosen(t, p, number);
    }

    /** "You may ... it": up to all of the dice an earlier effect chose, the player's choice; they stay "those". */
    private static boolean isChoiceAmongThose(DieSelector selector) {
        return selector.selection() == DieSelector.Selection.THOSE && selector.upTo();
    }

    private static void askAmongThose(Table t, PendingEffect p, DieSelector selector) {
        GameState s = t.s;
        boolean usesFace = abilityOf(s, p).effects().get(p.nextEffect()) instanceof Effect.UseAbilitiesOf use
                && use.usesShownFace();
        List<Integer> those = ChosenDice.stillThere(s, p.lastTargets(), selector).stream()
                .filter(d -> !usesFace || d.zone().isRolled() && s.face(d).isAction()) // nothing to ask of energy
                .map(Die::id).toList();
        if (those.isEmpty()) {
            EffectQueue.updateNext(s, p.withTargets(List.of()));
            return;
        }
        String name = s.cards().get(p.cardIndex()).definition().name();
        StateChanges.ask(s, new Decision.ChooseTargets(p.controller(), s.player(p.controller()).name() + ": choose which of"
                + " those dice " + name + " acts on, or none", those, 0, those.size()));
    }

    /** A triggered ability with a cost: its controller may pay when it resolves, or let it go. */
    static boolean paidWhenTriggered(Ability a) {
        return !a.cost().isFree() && a.trigger() != Trigger.GLOBAL && a.trigger() != Trigger.REACTIVE_GLOBAL
                && a.trigger() != Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL
                && a.trigger() != Trigger.ACTION_USED;
    }

    /** A targeted effect without any candidate: skipped, except where "none" has a meaning of its own. */
    private static void noTargets(Table t, PendingEffect p, Effect effect) {
        GameState s = t.s;
        EffectQueue.updateNext(s, p.advance());
        boolean restDropped = effect instanceof Effect.PayEnergy || isChoiceOfThisDie(selectorOf(effect))
                || p.nextEffect() < abilityOf(s, p).costEffects();
        EffectReports.noTarget(t, p, effect, restDropped);
        if (restDropped) {
            EffectQueue.finishNext(s);
        } else if (effect instanceof Effect.DamageDieOrOpponent) {
            new EffectRules(t, p).apply(effect, List.of());
        }
    }

    /**
     * "You may [do something with] this die to ...": an up-to-one choice of the ability's own die.
     * Not choosing it (or its being gone) stops the rest of the ability.
     */
    private static boolean isOptionalCost(Ability ability, PendingEffect p, DieSelector selector) {
        return p.nextEffect() < ability.costEffects() && selector.isChosen() && selector.upTo();
    }

    private static boolean isChoiceOfThisDie(DieSelector selector) {
        return selector != null && selector.isChosen() && selector.upTo()
                && selector.filter().wants(DieCondition.Other.class, false);
    }

    /** The chosen die pays (it is spent); choosing none declines, and the rest of the ability is dropped. */
    private static void payOrStop(Table t, List<Die> dice) {
        if (dice.isEmpty()) {
            EffectQueue.finishNext(t.s);
            return;
        }
        for (Die d : dice) {
            t.move(d, t.spentZone(d.owner()));
        }
    }

    /** The targets of a decision are in; resolution continues from the settle loop. */
    public static void targetsChosen(GameState s, List<Integer> dice) {
        PendingEffect p = s.nextEffect();
        EffectQueue.updateNext(s, p.withTargets(dice));
        StateChanges.decided(s);
    }

    /** The dice an effect acts on, or null for effects on players. */
    public static DieSelector selectorOf(Effect effect) {
        return Effect.selectorOf(effect);
    }

    /** "You", "your opponent" (the one across: in Doubles their team's life is theirs too), "each player" in turn order. */
    static List<Integer> players(GameState s, int controller, PlayerSelector who, int triggeringDie) {
        return switch (who) {
            case YOU -> List.of(controller);
            case OPPONENT -> List.of(s.seats().acrossFrom(controller));
            case EACH -> s.playersInTurnOrder();
            case CONTROLLER_OF_THAT_DIE -> triggeringDie < 0 ? List.of() : List.of(s.die(triggeringDie).owner());
        };
    }
}
