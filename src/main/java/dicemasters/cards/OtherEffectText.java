package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;

import static dicemasters.cards.SelectorText.playerSubject;

/**
 * The words for the effects {@link EffectText} leaves to it: choosing and rolling dice, fights,
 * fielding, rerolls, control and capture, copies and tokens, conditions ("only if", "unless your
 * opponent pays") and rules for the rest of the turn.
 */
final class OtherEffectText {
    private final CardDefinition card;
    private final SelectorText selectors;
    private final AmountText amounts;
    private final ConditionText conditions;

    OtherEffectText(CardDefinition card, SelectorText selectors, AmountText amounts, ConditionText conditions) {
        this.card = card;
        this.selectors = selectors;
        this.amounts = amounts;
        this.conditions = conditions;
    }

    String effect(Effect effect) {
        if (effect instanceof Effect.Choose e) {
            return "choose " + selectors.dice(e.dice(), false);
        } else if (effect instanceof Effect.RollDice e) {
            return "roll " + selectors.dice(e.dice(), false) + " into the Reserve Pool";
        } else if (effect instanceof Effect.Fight e) {
            String by = e.strength() == Effect.Fight.Strength.ATTACK ? "A" : "purchase cost";
            return "that die and " + selectors.dice(e.dice(), false) + " deal each other damage equal to their " + by;
        } else if (effect instanceof Effect.KnockOutCostsLife e) {
            AmountText.Quantity life = amounts.quantity(e.amount(), "life");
            String which = e.dice().selection() == DieSelector.Selection.THOSE ? "those dice"
                    : selectors.dice(e.dice(), false);
            return "if any of " + which + " is KO'd, its controller loses " + life.head() + life.tail();
        } else if (effect instanceof Effect.DeclareOpposingBlockers) {
            return "you declare your opponent's blockers this turn, giving each attacker a blocker before any"
                    + " gets a second one";
        } else if (effect instanceof Effect.StopGlobals) {
            return "the effects of Global Abilities used earlier this turn end, and no Global Ability can be"
                    + " used until end of turn";
        } else if (effect instanceof Effect.FieldDice e) {
            // From anywhere but the Reserve Pool a die comes in on level 1 unless the text says otherwise.
            return "field " + selectors.dice(e.dice(), false) + " at no cost" + (e.level() > 0
                    ? " at level " + e.level() : e.dice().place() == Place.RESERVE ? "" : " at level 1");
        } else if (effect instanceof Effect.SwapAttack e) {
            return "swap the A of that die and " + selectors.dice(e.dice(), false) + " until end of turn";
        } else if (effect instanceof Effect.SwitchAttackAndDefense e) {
            return "switch the A and D of " + selectors.dice(e.dice(), false) + " until end of turn";
        } else if (effect instanceof Effect.ChangeTokens e && !e.removes()) {
            return e.count().isFixed() && e.count().base() == 1 ? "place a token on this card"
                    : "place " + amounts.quantity(e.count(), "tokens").head().trim() + " on this card"
                    + amounts.quantity(e.count(), "").tail();
        } else if (effect instanceof Effect.ChangeTokens e) {
            return e.count().equals(dicemasters.engine.card.Amount.forEachToken(-1)) ? "remove all tokens from this card"
                    : e.count().isFixed() ? "remove " + -e.count().base() + (e.count().base() == -1 ? " token" : " tokens")
                    + " from this card (as many as there are, if fewer)"
                    : "remove tokens from this card: " + amounts.quantity(e.count(), "").head().trim();
        } else if (effect instanceof Effect.Reroll e && e.dice().place() == Place.RESERVE) {
            return "reroll " + selectors.dice(e.dice(), false) + ", all at once (they stay in the Reserve Pool)";
        } else if (effect instanceof Effect.Reroll e) {
            return "reroll " + selectors.dice(e.dice(), false) + " (" + (e.keepLevel()
                    ? "on a character face it stays in the Field Zone at the level it had"
                    : "on a character face it stays in the Field Zone") + "; on an energy or action face it"
                    + " goes to the Reserve Pool)";
        } else if (effect instanceof Effect.GainEnergy e) {
            AmountText.Quantity q = amounts.quantity(e.count(), e.type().label() + " energy");
            return playerSubject(e.player(), "gain", "gains") + " " + q.head().trim() + q.tail()
                    + " (not on a die: it is lost when priority passes)";
        } else if (effect instanceof Effect.TakeControl e) {
            return "take control of " + selectors.dice(e.dice(), false)
                    + " until end of turn (it goes back to its owner then, or as soon as " + card.name()
                    + " leaves the Field Zone)";
        } else if (effect instanceof Effect.Capture e) {
            return "capture " + selectors.dice(e.dice(), false)
                    + " until end of turn (a captured die returns to the Field Zone at the same level then, or as"
                    + " soon as " + card.name() + " leaves the Field Zone)";
        } else if (effect instanceof Effect.OnlyIf e) {
            return conditions.condition(e.condition()) + ",";
        } else if (effect instanceof Effect.UnlessOpponentPays e) {
            return "unless your opponent pays " + e.life() + " life,";
        } else if (effect instanceof Effect.Copy e && e.what() == Effect.Copy.What.ABILITIES) {
            return copyAbilitiesText(e);
        } else if (effect instanceof Effect.Copy e) {
            String copied = e.dice().selection() == DieSelector.Selection.THOSE ? "that die"
                    : selectors.dice(e.dice(), false);
            return card.name() + " becomes a copy of " + copied + " until end of turn, or until it"
                    + " leaves the Field Zone (name, subtitle, cost, affiliations, stats at its level, and text)";
        } else if (effect instanceof Effect.CreateCharacterTokens e) {
            return characterTokensText(e);
        } else if (effect instanceof Effect.RollUnpurchasedBasicAction) {
            return "you may roll an unpurchased die of a Basic Action that is not Continuous: if it shows an action"
                    + " face, you may use its text now; the die goes back to its card";
        }
        throw new IllegalArgumentException("no text for " + effect);
    }

    private static String characterTokensText(Effect.CreateCharacterTokens e) {
        String tokens = e.count() == 1 ? "a " + e.name() + " character token"
                : e.count() + " " + e.name() + " character tokens";
        return "create " + tokens + " (" + e.attack() + "A " + e.defense() + "D; level 1, cost 0, no energy type;"
                + " " + (e.count() == 1 ? "it exists" : "they exist") + " only in the Field Zone and cannot be"
                + " spun or rerolled)";
    }

    private String copyAbilitiesText(Effect.Copy e) {
        return card.name() + " gains the abilities on the card of " + selectors.dice(e.dice(), false)
                + " (not its Global Abilities) until end of turn, or until " + card.name()
                + " leaves the Field Zone" + (e.targetLosesThem()
                ? "; that die loses its own abilities until end of turn" : "")
                + " (a new copy by " + card.name() + " replaces the earlier one)";
    }
}
