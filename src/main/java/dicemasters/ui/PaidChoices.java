package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;

/**
 * What a click starts that may cost energy, each with the engine's suggested payment: fielding a
 * die, buying from a card, a Global, a Field Zone die's ability, a reaction to damage. The table
 * plays it at once when it costs nothing, else drafts the payment for the player to confirm.
 */
final class PaidChoices {
    private PaidChoices() {
    }

    static PayingFor fielding(GameState s, Die die) {
        return fielding(s, die, Engine.suggestedFielding(s, die).payment());
    }

    /** Fielding a die, its payment drafted from {@code suggested} (a table that does not decide: the one offered). */
    static PayingFor fielding(GameState s, Die die, Payment suggested) {
        return new PayingFor("field " + s.nameOf(die), pay -> new Action.Field(die.id(), pay), new PaymentDraft(suggested));
    }

    static PayingFor purchase(GameState s, int cardIndex) {
        return purchase(s, cardIndex, Engine.suggestedPurchase(s, cardIndex).payment());
    }

    static PayingFor purchase(GameState s, int cardIndex, Payment suggested) {
        String name = s.cards().get(cardIndex).definition().name();
        return new PayingFor("buy " + GameEvent.article(name) + " " + name + " die",
                pay -> new Action.Purchase(cardIndex, pay), new PaymentDraft(suggested));
    }

    static PayingFor global(GameState s, int cardIndex, int abilityIndex) {
        return global(s, cardIndex, abilityIndex, Engine.suggestedGlobal(s, cardIndex, abilityIndex).payment());
    }

    static PayingFor global(GameState s, int cardIndex, int abilityIndex, Payment suggested) {
        return new PayingFor("use the Global Ability of " + s.cards().get(cardIndex).definition().name(),
                pay -> new Action.UseGlobal(cardIndex, abilityIndex, pay), new PaymentDraft(suggested));
    }

    /** A die in the Field Zone with an ability used whenever Globals could be (a Continuous action die's). */
    static PayingFor fieldAbility(GameState s, Die die) {
        int index = Engine.fieldAbilities(s, die).get(0);
        return fieldAbility(s, die, index, Engine.useFieldAbility(s, die, index).payment());
    }

    static PayingFor fieldAbility(GameState s, Die die, int index, Payment suggested) {
        return new PayingFor("use the ability of " + s.nameOf(die),
                pay -> new Action.UseFieldAbility(die.id(), index, pay), new PaymentDraft(suggested));
    }

    /** A way to react to the damage about to be dealt: offered when the engine allows it paid as suggested. */
    static Option reactOption(GameState s, int option) {
        if (!(s.decision() instanceof Decision.React d) || option < 0 || option >= d.options().size()) {
            return Option.NONE;
        }
        String reason = Engine.check(s, new Action.React(option, reactionPayment(s, d, option)));
        return reason == null ? Option.ok() : Option.refused(reason);
    }

    /** Reacting with one of the decision's options (a reactive Global is paid first). */
    static PayingFor reaction(GameState s, int option) {
        Decision.React d = (Decision.React) s.decision();
        String name = s.cards().get(d.options().get(option).cardIndex()).definition().name();
        return new PayingFor("react with " + name, pay -> new Action.React(option, pay),
                new PaymentDraft(reactionPayment(s, d, option)));
    }

    /** The engine's suggested payment for a way to react (nothing when it is free or cannot be paid). */
    private static Payment reactionPayment(GameState s, Decision.React d, int option) {
        Decision.ReactionOption o = d.options().get(option);
        Ability ability = s.abilities(o.cardIndex()).get(o.abilityIndex());
        Payment suggested = ability.cost().isFree() ? Payment.NOTHING : Engine.suggestPayment(s,
                d.player(), ability.cost().energy(), ability.cost().types());
        return suggested == null ? Payment.NOTHING : suggested;
    }
}
