package dicemasters.engine.effects;

import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;

/**
 * An applied effect on one die until the end of the turn: a stat change, a granted keyword or a
 * combat restriction (with the other die it concerns, for Call Out; -1 otherwise). It ends in the
 * Cleanup Step, or when the die leaves the field or is KO'd. {@code fromGlobal} marks the effects of
 * Global Abilities, which some cards cancel.
 */
public record AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction,
                              int partner, boolean fromGlobal) {

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction,
                           int partner) {
        this(dieId, attack, defense, keyword, restriction, partner, false);
    }

    AppliedModifier markedFromGlobal() {
        return new AppliedModifier(dieId, attack, defense, keyword, restriction, partner, true);
    }

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword) {
        this(dieId, attack, defense, keyword, null, -1);
    }

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction) {
        this(dieId, attack, defense, keyword, restriction, -1);
    }
}
