package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.DieSelector;

/** The words for what an ability needs to happen ("if there are at least 2 ..."); empty when always. */
final class ConditionText {
    private final CardDefinition card;
    private final SelectorText selectors;

    ConditionText(CardDefinition card, SelectorText selectors) {
        this.card = card;
        this.selectors = selectors;
    }

    /** "if you do" (one of the dice chosen went where the effect sent it), "if at least 2 of the drawn dice are ...". */
    private String aboutThose(Condition c) {
        if (c.count() <= 1 && c.dice().filter().isAny()) {
            return "if you do";
        }
        String those = c.dice().place() == dicemasters.engine.card.Place.BAG ? "the drawn dice" : "those dice";
        return "if at least " + c.count() + " of " + those + " are " + selectors.noun(
                new DieSelector(DieSelector.Selection.ALL, c.dice().side(), c.dice().filter(), 0, false,
                        dicemasters.engine.card.Place.FIELD), true).replace("character dice", "dice");
    }

    String condition(Condition c) {
        return switch (c.kind()) {
            case ALWAYS -> "";
            case KNOCKED_OUT_THIS_TURN -> "if a character die you control was KO'd this turn";
            case DICE_AT_LEAST -> c.dice().selection() == DieSelector.Selection.THOSE ? aboutThose(c)
                    : c.dice().selection() == DieSelector.Selection.KNOCKED_OUT_BY
                    ? "if the die that KO'd it is " + dicemasters.engine.state.GameEvent.article(selectors.noun(c.dice(), false))
                    + " " + selectors.noun(c.dice(), false)
                    : c.dice().selection() == DieSelector.Selection.THIS_DIE
                    ? "if " + card.name() + " is " + selectors.adjectives(c.dice().filter()).trim()
                    : c.dice().selection() == DieSelector.Selection.TRIGGERING_DIE
                    ? "if that die is " + dicemasters.engine.state.GameEvent.article(selectors.noun(c.dice(), false)) + " "
                    + selectors.noun(c.dice(), false)
                    : c.count() == 1 ? "if there is at least one " + selectors.singular(c.dice())
                    : "if there are at least " + c.count() + " " + selectors.plural(c.dice());
            case DICE_AT_MOST -> c.count() == 0 ? "if there is no " + selectors.singular(c.dice())
                    : c.count() == 1 ? "if there is at most one " + selectors.singular(c.dice())
                    : "if there are at most " + c.count() + " " + selectors.plural(c.dice());
            case ONLY_DIE_FIELDED_THIS_TURN -> "if it is the only character die you fielded this turn";
            case CARD_ACTIVE -> "if " + card.name() + " is active";
            case YOUR_TURN -> "on your turn only";
            case NO_PURCHASE_YET -> "if you have purchased no die yet this game";
            case THOSE_NOT_KNOCKED_OUT -> "if that die is not KO'd";
            case CHARACTERS_AT_LEAST -> "if there " + (c.count() == 1 ? "is at least one character" : "are at least "
                    + c.count() + " different characters") + " among the " + selectors.plural(c.dice());
            case MORE_THAN_OPPONENT -> "if you have more " + selectors.plural(c.dice()) + " than your opponent";
            case ENERGY_TYPES_AT_LEAST -> "if " + selectors.plural(c.dice()) + " show "
                    + (c.count() >= 4 ? "Fist, Bolt, Mask and Shield" : "at least " + c.count() + " energy types")
                    + " (Wild does not count)";
            case NONE_KNOCKED_OUT_THIS_TURN -> "if no character die you control was KO'd this turn";
            case LESS_LIFE_THAN_OPPONENT -> "if you have less life than your opponent";
            case LESS_LIFE_AS_TURN_BEGAN -> "if you had less life than your opponent as the turn began";
            case DAMAGE_DEALT_THIS_TURN_AT_LEAST -> "if " + card.name() + " has dealt at least " + c.count()
                    + " damage this turn";
            case OPPONENT_HAS_MORE_IN_FIELD -> "if your opponent has more character dice in their Field Zone than you";
            case WOULD_BE_KNOCKED_OUT -> (c.count() == 1 ? "if one of the " : "if at least " + c.count() + " of the ")
                    + selectors.plural(c.dice()) + " would be KO'd by damage";
        };
    }
}
