package dicemasters.engine;

import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;

/**
 * An applied effect on one die until the end of the turn: a stat change, a granted keyword or a
 * combat restriction (with the other die it concerns, for Call Out; -1 otherwise). It ends in the
 * Cleanup Step, or when the die leaves the field or is KO'd.
 */
public record AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction,
                              int partner) {

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword) {
        this(dieId, attack, defense, keyword, null, -1);
    }

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction) {
        this(dieId, attack, defense, keyword, restriction, -1);
    }
}
