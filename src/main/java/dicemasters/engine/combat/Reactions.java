package dicemasters.engine.combat;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.PaymentSuggestions;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.facts.LifeTaxes;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingDamage;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.ThisTurn;
import dicemasters.engine.state.TriggeredUses;
import dicemasters.engine.state.TurnRecords;

import java.util.ArrayList;
import java.util.List;

/**
 * Reactions to damage about to be dealt: reactive Globals (either player pays) and characters'
 * reactions (their owner, while the card is active). Each may answer a piece of damage once; the
 * reaction resolves at once, ahead of everything in the queue, before the damage is dealt.
 */
public final class Reactions {
    private Reactions() {
    }

    static List<Decision.ReactionOption> options(GameState s, int player) {
        List<Decision.ReactionOption> result = new ArrayList<>();
        PendingDamage pending = s.combat().pendingDamage();
        for (int cardIndex : s.gameCards().reactionCards()) {
            List<Ability> abilities = s.abilities(cardIndex);
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (!a.isDamageReaction() || !usableBy(s, cardIndex, a, i, player)) {
                    continue;
                }
                String key = ThisTurn.limitedKey(player, cardIndex, i);
                for (int h = 0; h < pending.hits().size(); h++) {
                    DamageHit hit = pending.hits().get(h);
                    if (hit.amount() > 0 && !hit.reactions().contains(key)
                            && DamageFilters.matches(s, a.reactionFilter(), player, cardIndex, hit)
                            && hasSomewhereToRedirect(s, a, player, cardIndex, hit)) {
                        result.add(new Decision.ReactionOption(h, cardIndex, i, describe(s, cardIndex, a, hit)));
                    }
                }
            }
        }
        return result;
    }

    private static boolean usableBy(GameState s, int cardIndex, Ability a, int abilityIndex, int player) {
        CardInPlay card = s.cards().get(cardIndex);
        if ((a.trigger() == Trigger.DAMAGE_REACTION || a.trigger() == Trigger.DAMAGE_REPLACEMENT)
                && (card.owner() != player || !Targets.isActive(s, cardIndex))) {
            return false;
        }
        if (a.usesPerTurn() > 0 && s.thisTurn().timesUsed(player, cardIndex, abilityIndex) >= a.usesPerTurn()) {
            return false;
        }
        if (a.trigger() == Trigger.REACTIVE_GLOBAL && (s.thisTurn().globalsStopped()
                || PaymentSuggestions.suggest(s, player, a.cost().energy(), a.cost().types()) == null
                || s.player(player).life() <= lifeCost(s, card.definition(), a) && lifeCost(s, card.definition(), a) > 0)) {
            return false;
        }
        return AbilityStarts.cannotStart(s, a, player, card.definition().name()) == null;
    }

    /**
     * A reactive Global (a Basic Action's "pay ... when" included) is a Global Ability: it costs the
     * life every Global costs this turn on top of its own ("players must pay 1 life to use a Global").
     */
    static boolean isGlobal(CardDefinition card, Ability a) {
        return a.trigger() == Trigger.REACTIVE_GLOBAL
                || (card.type() == dicemasters.engine.card.CardType.BASIC_ACTION && !a.cost().isFree());
    }

    private static int lifeCost(GameState s, CardDefinition card, Ability a) {
        return a.cost().life() + (isGlobal(card, a) ? s.thisTurn().globalLifeCost() : 0);
    }

    /** A redirection needs a die to take the damage other than the one it was going to. */
    private static boolean hasSomewhereToRedirect(GameState s, Ability a, int player, int cardIndex, DamageHit hit) {
        for (Effect e : a.effects()) {
            if (e instanceof Effect.RedirectDamage r) {
                List<Die> dice = Targets.candidates(s, r.dice(), player, Targets.firstActiveDie(s, cardIndex), -1);
                return dice.stream().anyMatch(d -> d.id() != hit.targetDie());
            }
        }
        return true;
    }

    private static String describe(GameState s, int cardIndex, Ability a, DamageHit hit) {
        CardDefinition card = s.cards().get(cardIndex).definition();
        String what = a.effects().stream().anyMatch(e -> e instanceof Effect.RedirectDamage) ? "redirect" : "prevent";
        String to = hit.toPlayer() ? "you" : "your " + s.nameOf(s.die(hit.targetDie()));
        String cost = a.cost().isFree() ? "" : " (pay " + costText(a) + ")";
        return card.name() + cost + ": " + what + " the " + hit.amount() + " damage to " + to + " from "
                + hit.source();
    }

    private static String costText(Ability a) {
        List<String> parts = new ArrayList<>();
        int generic = a.cost().energy() - a.cost().types().size();
        for (Energy e : a.cost().types()) {
            parts.add(e.label());
        }
        if (generic > 0) {
            parts.add(generic + " energy");
        }
        if (a.cost().life() > 0) {
            parts.add(a.cost().life() + " life");
        }
        return String.join(", ", parts);
    }

    // ---- answering the decision ----

    public static String check(GameState s, Decision.React d, Action action) {
        if (action instanceof Action.DeclineReaction) {
            return null;
        }
        Action.React a = (Action.React) action;
        if (a.option() < 0 || a.option() >= d.options().size()) {
            return "There is no such way to react.";
        }
        Decision.ReactionOption o = d.options().get(a.option());
        CardDefinition card = s.cards().get(o.cardIndex()).definition();
        Ability ability = s.abilities(o.cardIndex()).get(o.abilityIndex());
        if (ability.cost().isFree()) {
            return a.payment().spends().isEmpty() ? null : card.name() + "'s reaction costs no energy.";
        }
        // A reactive Global is paid like any Global; a character's reaction or KO replacement is its card's ability.
        String what = isGlobal(card, ability) ? "The Global Ability of " + card.name() : card.name() + "'s ability";
        return Payments.check(s, d.player(), a.payment(), ability.cost().energy(), ability.cost().types(), what);
    }

    public static void execute(Table t, Decision.React d, Action action) {
        GameState s = t.s;
        int player = d.player();
        StateChanges.decided(s);
        boolean payingForTrigger = d.question() == Decision.React.Question.PAYMENT;
        if (action instanceof Action.DeclineReaction) {
            if (payingForTrigger) {
                EffectQueue.finishNext(s);
            } else {
                CombatChanges.declineReactions(s, player);
            }
            t.emit(new GameEvent.ReactionDeclined(player, t.name(player)));
            return;
        }
        Action.React a = (Action.React) action;
        Decision.ReactionOption o = d.options().get(a.option());
        CardDefinition card = s.cards().get(o.cardIndex()).definition();
        Ability ability = s.abilities(o.cardIndex()).get(o.abilityIndex());
        int tax = payingForTrigger ? LifeTaxes.lifeFor(s, s.nextEffect(), ability) : 0;
        if (tax > 0) {
            Life.lose(t, player, tax, LifeTaxes.namesOf(s, s.nextEffect(), ability) + "'s price for the ability"
                    + " of " + card.name());
        }
        if (!ability.cost().isFree()) {
            Payments.pay(t, player, a.payment(), payingForTrigger ? "use the ability of " + card.name()
                    : "react with " + (isGlobal(card, ability) ? "the Global Ability of " : "") + card.name());
            Life.lose(t, player, lifeCost(s, card, ability), "the cost of " + card.name());
        }
        if (payingForTrigger) {
            boolean paid = tax > 0 || !ability.cost().isFree();
            t.emit(new GameEvent.AbilityTriggered(player, card.name(), t.name(player) + (paid ? " pays and uses its"
                    + " ability" : " uses its ability")));
            PendingEffect head = s.nextEffect();
            EffectQueue.updateNext(s, head.paid());
            TriggeredUses.count(s, head, ability);
            return;
        }
        react(t, player, o, ability);
    }

    /** A damage replacement the player has for the damage waiting, if any: it happens without asking. */
    static Decision.ReactionOption replacement(GameState s, List<Decision.ReactionOption> options) {
        return options.stream()
                .filter(o -> s.abilities(o.cardIndex()).get(o.abilityIndex()).trigger() == Trigger.DAMAGE_REPLACEMENT)
                .findFirst().orElse(null);
    }

    /** The reaction is used on its hit: once per hit, counted for its limit per turn, resolved first. */
    static void react(Table t, int player, Decision.ReactionOption o, Ability ability) {
        GameState s = t.s;
        String key = TurnRecords.useLimited(s, player, o.cardIndex(), o.abilityIndex());
        DamageHit hit = s.combat().pendingDamage().hits().get(o.hit());
        CombatChanges.changeHeldHit(s, o.hit(), hit.reactedBy(key));
        String card = s.cards().get(o.cardIndex()).definition().name();
        t.emit(new GameEvent.ReactionUsed(player, t.name(player), card, o.text()));
        int sourceDie = ability.trigger() != Trigger.REACTIVE_GLOBAL ? Targets.firstActiveDie(s, o.cardIndex()) : -1;
        EffectQueue.resolveFirst(s, new PendingEffect(player, o.cardIndex(), o.abilityIndex(), sourceDie, hit.targetDie(), 0, 0,
                null, List.of(), o.hit()));
    }

    /** Ask the controller of a resolving triggered ability with a cost whether they pay it. */
    public static void offerPayment(Table t, PendingEffect p, Ability ability) {
        GameState s = t.s;
        String name = s.cards().get(p.cardIndex()).definition().name();
        int tax = LifeTaxes.lifeFor(s, p, ability);
        if (tax > 0) {
            offerTaxed(t, p, ability, tax);
            return;
        }
        boolean stopped = s.thisTurn().globalsStopped() && isGlobal(s.cards().get(p.cardIndex()).definition(), ability);
        if (stopped || PaymentSuggestions.suggest(s, p.controller(), ability.cost().energy(),
                ability.cost().types()) == null) {
            notDone(t, p, stopped ? "Global Abilities cannot be used this turn, so it does nothing"
                    : t.name(p.controller()) + " has nothing to pay " + costText(ability) + " with, so it does"
                    + " nothing");
            EffectQueue.finishNext(s);
            return;
        }
        if (ability.cost().isFree()) {
            StateChanges.ask(s, new Decision.React(p.controller(), t.name(p.controller()) + ": " + name
                    + " lets you use its ability now. Use it, or let it go",
                    List.of(new Decision.ReactionOption(-1, p.cardIndex(), p.abilityIndex(), name + " (use it)"))));
            return;
        }
        String text = name + " (pay " + costText(ability) + ")";
        StateChanges.ask(s, new Decision.React(p.controller(), t.name(p.controller()) + ": " + name + " lets you pay "
                + costText(ability) + " now for its effect. Pay, or let it go",
                List.of(new Decision.ReactionOption(-1, p.cardIndex(), p.abilityIndex(), text))));
    }

    /**
     * A triggered ability other cards tax ("cannot be used unless your opponent pays 1 life"): its
     * controller pays the tax (with the ability's own cost, if any) or lets it go; a player whose
     * life would not stay above 0 cannot pay.
     */
    private static void offerTaxed(Table t, PendingEffect p, Ability ability, int tax) {
        GameState s = t.s;
        String name = s.cards().get(p.cardIndex()).definition().name();
        String taxedBy = LifeTaxes.namesOf(s, p, ability);
        int life = tax + ability.cost().life();
        boolean energy = ability.cost().energy() > 0;
        if (s.player(p.controller()).life() <= life || energy && PaymentSuggestions.suggest(s, p.controller(),
                ability.cost().energy(), ability.cost().types()) == null) {
            notDone(t, p, t.name(p.controller()) + " cannot pay " + (energy ? costText(ability) + " and " : "")
                    + tax + " life (" + taxedBy + "), so it is not used");
            EffectQueue.finishNext(s);
            return;
        }
        String cost = (energy || ability.cost().life() > 0 ? costText(ability) + ", " : "") + tax + " life";
        StateChanges.ask(s, new Decision.React(p.controller(), t.name(p.controller()) + ": " + taxedBy + " makes you pay "
                + tax + " life to use the ability of " + name + ". Pay " + cost + ", or let it go",
                List.of(new Decision.ReactionOption(-1, p.cardIndex(), p.abilityIndex(), name + " (pay " + cost
                        + ")"))));
    }

    // ---- what the reaction's effects do ----

    /** Prevent all of the damage reacted to, or up to {@code limit} of it. */
    public static void prevent(Table t, PendingEffect p, Integer limit) {
        GameState s = t.s;
        DamageHit hit = s.combat().pendingDamage().hits().get(p.reactingTo());
        int prevented = limit == null ? hit.amount() : Math.max(0, Math.min(limit, hit.amount()));
        if (prevented == 0) {
            notDone(t, p, "no damage is prevented: " + (hit.amount() == 0 ? "none of it is left"
                    : "the amount comes to 0"));
            return;
        }
        CombatChanges.changeHeldHit(s, p.reactingTo(), hit.withAmount(hit.amount() - prevented));
        t.emit(new GameEvent.DamagePrevented(Damage.recipient(t, hit), prevented, hit.source(),
                s.cards().get(p.cardIndex()).definition().name()));
        Ability ability = s.abilities(p.cardIndex()).get(p.abilityIndex());
        if (limit == null && ability.trigger() == Trigger.DAMAGE_REPLACEMENT) {
            preventTheRest(t, p, ability);
        }
    }

    /**
     * "The first time you would take damage, prevent that damage": a replacement preventing all of
     * it prevents all the matching damage dealt at that moment (several unblocked attackers at once).
     */
    private static void preventTheRest(Table t, PendingEffect p, Ability ability) {
        GameState s = t.s;
        List<DamageHit> hits = s.combat().pendingDamage().hits();
        for (int h = 0; h < hits.size(); h++) {
            DamageHit other = hits.get(h);
            if (h != p.reactingTo() && other.amount() > 0
                    && DamageFilters.matches(s, ability.reactionFilter(), p.controller(), p.cardIndex(), other)) {
                CombatChanges.changeHeldHit(s, h, other.withAmount(0));
                t.emit(new GameEvent.DamagePrevented(Damage.recipient(t, other), other.amount(), other.source(),
                        s.cards().get(p.cardIndex()).definition().name()));
            }
        }
    }

    private static void notDone(Table t, PendingEffect p, String what) {
        t.emit(new GameEvent.EffectNotDone(p.controller(), t.s.cards().get(p.cardIndex()).definition().name(), what));
    }

    /** Deal the damage reacted to (all, or up to {@code limit}) to {@code to} instead. */
    public static void redirect(Table t, PendingEffect p, Die to, Integer limit) {
        GameState s = t.s;
        DamageHit hit = s.combat().pendingDamage().hits().get(p.reactingTo());
        int moved = limit == null ? hit.amount() : Math.max(0, Math.min(limit, hit.amount()));
        String why = moved == 0 ? (hit.amount() == 0 ? "none of it is left" : "the amount comes to 0")
                : to.id() == hit.targetDie() ? "it would go to the same die"
                : !s.isCharacterInField(to) ? s.nameOf(to) + " is not a character die in the Field Zone" : null;
        if (why != null) {
            notDone(t, p, "no damage is redirected: " + why);
            return;
        }
        CombatChanges.changeHeldHit(s, p.reactingTo(), hit.withAmount(hit.amount() - moved));
        DamageHit redirected = hit.redirectedTo(to, moved);
        t.emit(new GameEvent.DamageRedirected(Damage.recipient(t, hit), Damage.recipient(t, redirected), moved,
                hit.source(), s.cards().get(p.cardIndex()).definition().name()));
        DamageHit shielded = Shields.apply(t, redirected);
        if (shielded.amount() > 0) {
            CombatChanges.holdDamage(s, List.of(shielded), List.of());
        }
    }
}
