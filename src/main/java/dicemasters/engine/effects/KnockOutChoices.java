package dicemasters.engine.effects;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.PaymentSuggestions;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.facts.Defeat;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.keywords.KnockOuts;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TriggeredUses;
import dicemasters.engine.state.WaitingKnockOut;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "When a ... die would be KO'd, you may instead ...": KOs a player may replace. A die about to be
 * KO'd by damage (the settle loop) or by a "knock out" effect (also Deadly at cleanup) that some
 * player could save waits ({@link GameState#knockOutsWaiting}); before anything else resolves, the
 * players who could replace its KO are asked in turn order (a {@link Decision.React} whose options
 * {@link Decision.ReactionOption#replacesKnockOut() replace a KO}). A KO by an effect is so put off
 * until the effect that made it has finished (the rest of that ability waits); the other dice of
 * the same effect are KO'd at once. Used: the cost is paid, the die stays, and the ability's effects
 * resolve first in the queue ("that die" is the saved die). Let go by everyone who could: the KO
 * happens as it would have. A KO that pays for something (Suit Up, Enlistment's price) is a cost
 * and is never replaced. Only asked when the replacement can be used: its cost can be paid (life
 * above the cost, energy, a die to send away, a die for a cost effect such as "spin him down") and
 * its first required target exists.
 */
public final class KnockOutChoices {
    private KnockOutChoices() {
    }

    /**
     * A KO about to happen: true when it waits for a player's choice (the caller does not KO the
     * die now). A die that cannot be KO'd (Iron Will, "can't be KO'd") is left to the KO's own rules.
     */
    public static boolean waitIfReplaceable(Table t, Die d, Zone to, boolean byDamage) {
        return waitIfReplaceable(t, d, to, byDamage, -1);
    }

    /** {@code byPlayer}: the player whose effect makes the KO happen (told when it does), or -1. */
    public static boolean waitIfReplaceable(Table t, Die d, Zone to, boolean byDamage, int byPlayer) {
        GameState s = t.s;
        if (Defeat.resistsKnockOut(s, d) || Stats.hasRestriction(s, d, Restriction.CANT_BE_KNOCKED_OUT)) {
            return false;
        }
        if (s.waiting().knockOuts().stream().anyMatch(w -> w.die() == d.id())) {
            return true;
        }
        if (firstAsked(s, d, List.of()) < 0) {
            return false;
        }
        StateChanges.waitToKnockOut(s, new WaitingKnockOut(d.id(), to, byDamage, List.of(), byPlayer));
        return true;
    }

    /**
     * The settle loop's turn: the first waiting KO is asked about, or carried out when no one can
     * replace it any more (true: something happened). Not while a replacement is resolving: its
     * effects (a target to choose, say) finish before the next die is asked about.
     */
    public static boolean askNext(Table t) {
        GameState s = t.s;
        if (s.waiting().knockOuts().isEmpty() || replacementResolving(s)) {
            return false;
        }
        WaitingKnockOut w = s.waiting().knockOuts().get(0);
        Die d = s.die(w.die());
        if (!s.isCharacterInField(d) || w.byDamage() && !Defeat.defeated(s, d)) {
            StateChanges.removeFirstWaitingKnockOut(s); // gone, or saved some other way, meanwhile
            return true;
        }
        int player = firstAsked(s, d, w.declinedBy());
        if (player < 0) {
            StateChanges.removeFirstWaitingKnockOut(s);
            if (w.byDamage()) {
                KnockOuts.byDamage(t, d);
            } else {
                KnockOuts.knockOut(t, d, w.to(), w.byPlayer());
            }
            return true;
        }
        StateChanges.ask(s, new Decision.React(player, t.name(player) + ": " + s.nameOf(d) + " would be KO'd. Replace the"
                + " KO, or let it happen", options(s, d, player)));
        return true;
    }

    public static boolean isAbout(Decision.React d) {
        return d.question() == Decision.React.Question.KNOCK_OUT;
    }

    /** The answer: pay and queue the replacement (the die stays), or let the KO happen as far as this player goes. */
    public static void answer(Table t, Decision.React d, Action action) {
        GameState s = t.s;
        int player = d.player();
        StateChanges.decided(s);
        WaitingKnockOut w = s.waiting().knockOuts().get(0);
        Die die = s.die(w.die());
        if (action instanceof Action.DeclineReaction) {
            StateChanges.updateFirstWaitingKnockOut(s, w.declined(player));
            t.emit(new GameEvent.KnockOutReplacement(die.id(), s.nameOf(die), player, t.name(player), "", false));
            return;
        }
        Action.React a = (Action.React) action;
        Decision.ReactionOption o = d.options().get(a.option());
        CardDefinition card = s.cards().get(o.cardIndex()).definition();
        Ability ability = s.abilities(o.cardIndex()).get(o.abilityIndex());
        Die source = sourceDie(s, o.cardIndex(), o.abilityIndex(), player, die);
        StateChanges.removeFirstWaitingKnockOut(s);
        Payments.pay(t, player, a.payment(), "replace the KO with " + card.name());
        Life.lose(t, player, ability.cost().life(), "the cost of " + card.name());
        t.emit(new GameEvent.KnockOutReplacement(die.id(), s.nameOf(die), player, t.name(player), card.name(), true));
        int bursts = source.zone().isRolled() ? s.face(source).bursts() : 0;
        FieldAbilities.sendAway(t, source, ability.cost());
        PendingEffect replacement = new PendingEffect(player, o.cardIndex(), o.abilityIndex(), source.id(), die.id(),
                bursts, 0, null).paid();
        EffectQueue.resolveFirst(s, replacement);
        TriggeredUses.count(s, replacement, ability);
    }

    /** The first player in turn order (not among {@code declined}) who could replace the KO of the die, or -1. */
    private static int firstAsked(GameState s, Die d, List<Integer> declined) {
        for (int player : s.playersInTurnOrder()) {
            if (!declined.contains(player) && !options(s, d, player).isEmpty()) {
                return player;
            }
        }
        return -1;
    }

    private static boolean replacementResolving(GameState s) {
        PendingEffect head = s.nextEffect();
        return head != null && Abilities.abilityOf(s, head).trigger() == Trigger.INSTEAD_OF_KNOCK_OUT;
    }

    /** The ways {@code player} could replace the KO of the die now. */
    static List<Decision.ReactionOption> options(GameState s, Die d, int player) {
        List<Decision.ReactionOption> result = new ArrayList<>();
        for (CardInPlay card : s.cards()) {
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.trigger() != Trigger.INSTEAD_OF_KNOCK_OUT) {
                    continue;
                }
                Die source = sourceDie(s, card.index(), i, player, d);
                if (source != null && usable(s, a, player, source, d)) {
                    result.add(new Decision.ReactionOption(Decision.ReactionOption.KNOCK_OUT, card.index(), i,
                            describe(s, card.definition(), a, player, d)));
                }
            }
        }
        return result;
    }

    /**
     * The die the ability works from: the die about to be KO'd itself for a character's own dice,
     * else the player's first die in the Field Zone with the ability showing the bursts it needs,
     * watching dice that match; null when there is none. A die has the ability of its own card
     * unless it lost it, or of a card whose abilities it copied (Copies).
     */
    private static Die sourceDie(GameState s, int cardIndex, int abilityIndex, int player, Die d) {
        Ability a = s.abilities(cardIndex).get(abilityIndex);
        if (a.watch() == null) {
            return d.owner() == player && hasAbility(s, d, cardIndex, abilityIndex) ? d : null;
        }
        if (!Targets.onSide(s, d, a.watch().side(), player) || !Targets.passes(s, d, a.watch().filter(), -1)) {
            return null;
        }
        for (Die die : s.dice()) {
            if (die.owner() == player && die.zone().inField() && hasAbility(s, die, cardIndex, abilityIndex)
                    && a.burst().matches(s.face(die).bursts())) {
                return die;
            }
        }
        return null;
    }

    private static boolean hasAbility(GameState s, Die die, int cardIndex, int abilityIndex) {
        if (die.cardIndex() == cardIndex) {
            return !Copies.hasLostAbilities(s, die);
        }
        return Copies.copiedCard(s, die) == cardIndex && Copies.isCopied(s.abilities(cardIndex).get(abilityIndex))
                && s.gameCards().grantedThrough(cardIndex, abilityIndex) == null;
    }

    private static boolean usable(GameState s, Ability a, int player, Die source, Die d) {
        Cost cost = a.cost();
        if (cost.life() > 0 && s.player(player).life() <= cost.life()) {
            return false;
        }
        if (cost.energy() > 0 && PaymentSuggestions.suggest(s, player, cost.energy(), cost.types()) == null) {
            return false;
        }
        return AbilityStarts.cannotStart(s, a, player, "", source.id(), d.id()) == null;
    }

    /** "Deathlok (pay 2 life): your Deathlok is not KO'd". */
    private static String describe(GameState s, CardDefinition card, Ability a, int player, Die d) {
        List<String> costs = new ArrayList<>();
        int generic = a.cost().energy() - a.cost().types().size();
        a.cost().types().forEach(e -> costs.add("pay " + e.label()));
        if (generic > 0) {
            costs.add("pay " + generic + " energy");
        }
        if (a.cost().life() > 0) {
            costs.add("pay " + a.cost().life() + " life");
        }
        if (a.cost().sendThisDieTo() != null) {
            costs.add("send this die to the " + switch (a.cost().sendThisDieTo()) {
                case PREP -> "Prep Area";
                case BAG -> "bag";
                default -> "Used Pile";
            });
        }
        String cost = costs.isEmpty() ? "" : " (" + String.join(", ", costs) + ")";
        String whose = d.owner() == player ? "your " : s.player(d.owner()).name() + "'s ";
        return card.name() + cost + ": " + whose + s.nameOf(d) + " is not KO'd";
    }

    /** Cleanup, before applied effects end: dice engaged with a Deadly die are KO'd by its player. */
    public static void knockOutDoomed(Table t) {
        GameState s = t.s;
        for (Die d : s.dice()) {
            if (!s.isCharacterInField(d) || !Stats.hasRestriction(s, d, Restriction.DOOMED)) {
                continue;
            }
            int byPlayer = deadlyPlayer(s, d);
            if (!waitIfReplaceable(t, d, Zone.PREP, false, byPlayer)) {
                KnockOuts.knockOut(t, d, Zone.PREP, byPlayer);
            }
        }
    }

    /** The player of the first Deadly die that marked {@code d}. */
    private static int deadlyPlayer(GameState s, Die d) {
        for (AppliedModifier m : s.modifiers()) {
            if (m.dieId() == d.id() && m.restriction() == Restriction.DOOMED && m.partner() >= 0) {
                return s.die(m.partner()).owner();
            }
        }
        return -1;
    }
}
