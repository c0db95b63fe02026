package dicemasters.engine;

import dicemasters.engine.card.Keyword;

/**
 * An applied effect on one die until the end of the turn: a stat change or a granted keyword.
 * It ends in the Cleanup Step, or when the die leaves the field or is KO'd.
 */
public record AppliedModifier(int dieId, int attack, int defense, Keyword keyword) {
}
