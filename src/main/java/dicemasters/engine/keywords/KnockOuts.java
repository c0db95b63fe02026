package dicemasters.engine.keywords;

import dicemasters.engine.card.Restriction;
import dicemasters.engine.facts.Defeat;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.AppliedCopies;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

/**
 * Knocking a die out: by an effect, a choice or damage, unless a keyword or a restriction keeps it
 * in the field or a keyword replaces the KO; the state's {@link Table#knockOut} then moves it and
 * tells who made it happen.
 */
public final class KnockOuts {
    private KnockOuts() {
    }

    /**
     * KO by an effect: the die goes to its owner's Prep Area, losing damage and applied effects.
     * False when Iron Will keeps it in the Field Zone (it was not damaged this turn).
     */
    public static boolean knockOut(Table t, Die d) {
        return knockOut(t, d, Zone.PREP, -1);
    }

    /** KO by damage: the die whose damage did it (if any) and its player are told in the event. */
    public static void byDamage(Table t, Die d) {
        knockOut(t, d, d.damagedBy(), Zone.PREP, d.damagedInCombat(), d.damagedByPlayer());
    }

    /**
     * A KO by an effect or a choice of {@code byPlayer} (the controller of the ability, or the player who
     * chose to KO their own die: Enlistment, a cost), or -1 for a rule of the game; {@code to}: where the
     * die goes ("it goes to the Used Pile instead"), else the Prep Area.
     */
    public static boolean knockOut(Table t, Die d, Zone to, int byPlayer) {
        GameState s = t.s;
        if (Defeat.resistsKnockOut(s, d)) {
            t.emit(new GameEvent.KnockOutResisted(d.id(), t.dieName(d), t.name(d.owner())));
            return false;
        }
        if (Stats.hasRestriction(s, d, Restriction.CANT_BE_KNOCKED_OUT)) {
            t.emit(new GameEvent.EffectNotDone(d.owner(), t.name(d.owner()) + "'s " + t.dieName(d),
                    "it can't be KO'd this turn, so it stays in the Field Zone"));
            return false;
        }
        knockOut(t, d, -1, to, false, byPlayer);
        return true;
    }

    private static void knockOut(Table t, Die d, int byDie, Zone to, boolean byCombat, int byPlayer) {
        if (KnockOutReplacements.regenerates(t, d)) {
            return;
        }
        // Its "when KO'd" abilities are those it had as it was KO'd, before leaving the field ended its effects.
        boolean lost = AppliedCopies.hasLostAbilities(t.s, d);
        int copied = AppliedCopies.copiedCard(t.s, d);
        t.knockOut(d, to, byDie, byCombat, byPlayer, lost, copied);
    }

    /** Once the engine waits again, only dice still to be KO'd by damage remember who damaged them. */
    public static void forgetDamageSources(Table t) {
        for (Die d : t.s.dice()) {
            if ((d.damagedBy() >= 0 || d.damagedByPlayer() >= 0) && !Defeat.defeated(t.s, d)) {
                t.forgetDamageSource(d);
            }
        }
    }
}
