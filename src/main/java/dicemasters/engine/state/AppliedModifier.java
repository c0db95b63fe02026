package dicemasters.engine.state;

import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;

import java.util.List;

/**
 * An applied effect on one die until the end of the turn: a stat change, a granted keyword or a
 * combat restriction (with the other die it concerns, for Call Out; -1 otherwise). It ends in the
 * Cleanup Step, or when the die leaves the field or is KO'd. {@code fromGlobal} marks the effects of
 * Global Abilities, which some cards cancel. {@code formerOwner} is, for a controlled die, the player
 * it goes back to when control ends (-1 for every other effect).
 */
public record AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction,
                              int partner, boolean fromGlobal, int formerOwner) {

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction,
                           int partner) {
        this(dieId, attack, defense, keyword, restriction, partner, false, -1);
    }

    public AppliedModifier markedFromGlobal() {
        return new AppliedModifier(dieId, attack, defense, keyword, restriction, partner, true, formerOwner);
    }

    /** Control of a die taken from {@code formerOwner} by the controlling die {@code partner} (or -1). */
    public static AppliedModifier control(int dieId, int partner, int formerOwner) {
        return new AppliedModifier(dieId, 0, 0, null, Restriction.CONTROLLED, partner, false, formerOwner);
    }

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword) {
        this(dieId, attack, defense, keyword, null, -1);
    }

    public AppliedModifier(int dieId, int attack, int defense, Keyword keyword, Restriction restriction) {
        this(dieId, attack, defense, keyword, restriction, -1);
    }

    /** The first of {@code applied} that puts {@code restriction} on the die, or null. */
    public static AppliedModifier firstOn(List<AppliedModifier> applied, int dieId, Restriction restriction) {
        for (AppliedModifier m : applied) {
            if (m.dieId() == dieId && m.restriction() == restriction) {
                return m;
            }
        }
        return null;
    }

    /** Those of {@code applied} with {@code restriction}, in order; only those the die {@code partner} made when it is not null. */
    public static List<AppliedModifier> with(List<AppliedModifier> applied, Restriction restriction, Die partner) {
        return applied.stream().filter(m -> m.restriction() == restriction
                && (partner == null || m.partner() == partner.id())).toList();
    }
}
