package dicemasters.engine.effects;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;

import java.util.ArrayList;
import java.util.List;

/**
 * The dice an effect acts on: the targets a player may choose (and the question asking them), the
 * targets chosen earlier that are still legal as it resolves, and "that die" / "those dice" of the
 * effect before it that are still where it looks.
 */
final class EffectDice {
    private EffectDice() {
    }

    /** Dice matching the selector whose card has the name of one of the previous effect's targets. */
    static List<Die> sameNameAs(GameState s, PendingEffect p, DieSelector selector) {
        List<String> names = p.lastTargets().stream().map(id -> s.definition(s.die(id)).name()).toList();
        return Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie()).stream()
                .filter(d -> names.contains(s.definition(d).name())).toList();
    }

    /** Targets chosen earlier that are still legal when the effect resolves; the log tells of the others. */
    static List<Die> chosenStillValid(Table t, PendingEffect p, DieSelector selector, Effect effect) {
        GameState s = t.s;
        List<Die> legal = targetCandidates(s, selector, p);
        List<Die> result = new ArrayList<>();
        List<Die> gone = new ArrayList<>();
        for (int id : p.chosenTargets()) {
            (legal.contains(s.die(id)) ? result : gone).add(s.die(id));
        }
        EffectReports.noLongerValid(t, p, effect, gone);
        return result;
    }

    /** Dice a targeted selector may choose now; "another target" leaves out the previous effect's targets. */
    static List<Die> targetCandidates(GameState s, DieSelector selector, PendingEffect p) {
        List<Die> candidates = Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie());
        List<Die> dice = !selector.isTargeted() ? candidates // chosen by its owner: protection does not apply
                : FieldAbilities.isOfActionDie(s, p.cardIndex(), Abilities.abilityOf(s, p))
                ? FieldAbilities.unprotected(s, p.controller(), candidates)
                : AbilityStarts.targetable(s, Abilities.abilityOf(s, p), p.controller(), candidates);
        var keyword = s.gameCards().keywordOf(p.cardIndex(), p.abilityIndex());
        if (keyword != null && selector.isTargeted()) {
            dice = dice.stream().filter(d -> !Targets.protectedFrom(s, d, p.controller(), keyword)).toList();
        }
        if (selector.selection() == DieSelector.Selection.ANOTHER_TARGET) {
            dice = dice.stream().filter(d -> !p.lastTargets().contains(d.id())).toList();
        }
        if (p.nextEffect() < Abilities.abilityOf(s, p).effects().size()
                && Abilities.abilityOf(s, p).effects().get(p.nextEffect()) instanceof Effect.Capture) {
            dice = dice.stream().filter(d -> d.id() != p.sourceDie()).toList(); // a die cannot capture itself
        }
        Effect asked = p.nextEffect() < Abilities.abilityOf(s, p).effects().size()
                ? Abilities.abilityOf(s, p).effects().get(p.nextEffect()) : null;
        if (asked instanceof Effect.UseAbilitiesOf use && !use.usesShownFace()) {
            dice = dice.stream().filter(d -> d.id() != p.sourceDie() && !UsingOtherDice.abilitiesWith(s,
                    s.definition(d), use.trigger(), p.sourceDie() < 0 ? 0 : s.face(s.die(p.sourceDie())).bursts())
                    .isEmpty()).toList();
        }
        if (asked instanceof Effect.PurchaseDie buy) {
            dice = dice.stream().filter(d -> UsingOtherDice.whyNotBought(s, d, p.controller(), buy.discount()) == null)
                    .toList();
        }
        if (p.nextEffect() < Abilities.abilityOf(s, p).effects().size()
                && Abilities.abilityOf(s, p).effects().get(p.nextEffect()) instanceof Effect.SuitUp suitUp) {
            dice = dice.stream().filter(d -> suitUp.names().stream()
                    .anyMatch(n -> n.equalsIgnoreCase(s.definition(d).name()))).toList();
        }
        if (p.nextEffect() < Abilities.abilityOf(s, p).effects().size()
                && Abilities.abilityOf(s, p).effects().get(p.nextEffect()) instanceof Effect.TurnToFace turn) {
            dice = dice.stream().filter(d -> !FaceChoices.allowedFaces(s, d, turn).isEmpty()).toList();
        }
        DieCondition.CostAboveThose costAbove = selector.filter().find(DieCondition.CostAboveThose.class);
        if (costAbove != null) {
            dice = dice.stream().filter(d -> p.lastTargets().stream().anyMatch(id ->
                    s.definition(d).cost() <= s.definition(s.die(id)).cost() + costAbove.max())).toList();
        }
        dice = notThose(p, selector, dice);
        DieCondition.LikeThose like = selector.filter().find(DieCondition.LikeThose.class);
        if (like != null) {
            dice = dice.stream().filter(d -> p.lastTargets().stream()
                    .anyMatch(id -> Targets.related(s, d, s.die(id), like.relation()))).toList();
        }
        return withPartners(s, p, dice);
    }

    /**
     * A swap is all or nothing: when the next effect must target a die related to this target ("a
     * die from its owner's Used Pile"), only targets for which such a die exists are offered.
     */
    static List<Die> withPartners(GameState s, PendingEffect p, List<Die> dice) {
        List<Effect> effects = Abilities.abilityOf(s, p).effects();
        DieSelector later = p.nextEffect() + 1 < effects.size() ? Effect.selectorOf(effects.get(p.nextEffect() + 1))
                : null;
        if (later == null || later.upTo() || !later.filter().has(DieCondition.LikeThose.class)
                || (later.selection() != DieSelector.Selection.TARGET
                && later.selection() != DieSelector.Selection.ANOTHER_TARGET)) {
            return dice;
        }
        return dice.stream().filter(d -> !targetCandidates(s, later, p.withTargets(List.of(d.id())).advance())
                .isEmpty()).toList();
    }

    /** "Except the one you chose": the dice the previous targeted effect chose are left out. */
    static List<Die> notThose(PendingEffect p, DieSelector selector, List<Die> dice) {
        if (!selector.filter().has(DieCondition.NotThose.class)) {
            return dice;
        }
        return dice.stream().filter(d -> !p.lastTargets().contains(d.id())).toList();
    }

    /**
     * Pause for a target choice; chooses by itself when there is exactly one way, unless the game
     * asks even then (the table leaves that to each player's setting). False: no target.
     */
    static boolean askForTargets(Table t, PendingEffect p, DieSelector selector) {
        GameState s = t.s;
        List<Die> candidates = targetCandidates(s, selector, p);
        if (candidates.isEmpty()) {
            return false;
        }
        int max = Math.min(selector.count(), candidates.size());
        int min = selector.upTo() ? 0 : max;
        if (min == max && max == candidates.size() && !s.loneTargetsAsked()) {
            EffectQueue.updateNext(s, p.withTargets(candidates.stream().map(Die::id).toList()));
            return true;
        }
        CardDefinition card = s.cards().get(p.cardIndex()).definition();
        Effect asking = Abilities.abilityOf(s, p).effects().get(p.nextEffect());
        boolean enlist = asking instanceof Effect.Enlist;
        int chooser = selector.chooser() == PlayerSelector.OPPONENT || enlist ? s.seats().acrossFrom(p.controller())
                : p.controller();
        boolean spinDown = asking instanceof Effect.Enlist e && e.price() == Effect.Enlist.Price.SPIN_DOWN;
        String what = spinDown ? " of your character dice to spin down 1 level, or none, to stop the ability of "
                : enlist ? " of your character dice to KO, or none, to stop the Enlistment ability of "
                : asking instanceof Effect.PayEnergy pay ? " " + pay.type().label() + " energy die to pay, or none"
                + " to decline, for "
                : asking instanceof Effect.DamageDieOrOpponent ? " target die, or none to target your opponent, for "
                : selector.selection() == DieSelector.Selection.CHOSEN_BY_OWNER
                ? " of your dice (not targeted) for "
                : " target " + (max == 1 ? "die" : "dice") + " for ";
        String prompt = s.player(chooser).name() + ": choose " + (selector.upTo() ? "up to " : "")
                + max + what + card.name();
        StateChanges.ask(s, new Decision.ChooseTargets(chooser, prompt,
                candidates.stream().map(Die::id).toList(), min, max));
        return true;
    }
}
