package dicemasters.engine.facts;

import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingDamage;

/** Whether damage KOs a die now: its damage against its D, Iron Will, and the damage waiting to be dealt. */
public final class Defeat {
    private Defeat() {
    }

    /**
     * Iron Will: "This character die cannot be KO'd unless it was previously damaged this turn."
     * The damage of the first time it is damaged in a turn does not KO it, until its D drops
     * below what it was then (or it is damaged again: then the hold is gone).
     */
    public static boolean heldByIronWill(GameState s, Die d) {
        return d.ironWillDefense() >= 0 && Stats.defense(s, d) >= d.ironWillDefense();
    }

    /** Its damage has reached its D and nothing keeps it in the Field Zone: it is KO'd. */
    public static boolean defeated(GameState s, Die d) {
        if (!d.zone().inField()) {
            return false;
        }
        Face face = s.face(d);
        return face.isCharacter() && Stats.damageReachesDefense(s, d, face) && !heldByIronWill(s, d)
                && !Stats.hasRestriction(s, d, Restriction.CANT_BE_KNOCKED_OUT);
    }

    /**
     * Iron Will: a die not damaged this turn cannot be KO'd now, neither by an effect nor by the
     * damage of one hit (Overcrush cannot get past it).
     */
    public static boolean resistsKnockOut(GameState s, Die d) {
        return d.damage() == 0 && Stats.hasKeyword(s, d, Keyword.IRON_WILL);
    }

    /** The damage waiting to be dealt to this die, with the damage it already has, would KO it. */
    public static boolean wouldKnockOut(GameState s, Die d) {
        PendingDamage pending = s.combat().pendingDamage();
        if (pending == null || !s.isCharacterInField(d)) {
            return false;
        }
        int staged = pending.hits().stream().filter(h -> !h.toPlayer() && h.targetDie() == d.id())
                .mapToInt(h -> Math.max(0, h.amount())).sum();
        return staged > 0 && staged >= Stats.remainingDefense(s, d) && !resistsKnockOut(s, d);
    }
}
