package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.Collections;
import java.util.List;

/**
 * Effects on what dice show and on the bag: spinning, rolling and rerolling, drawing (rolled into
 * the Reserve Pool, or into the Prep Area), and energy gained without a die.
 */
final class DiceRolls {
    private DiceRolls() {
    }

    /** Applies the effect if it is of this family; false if it is not. */
    static boolean apply(Resolving r, Effect effect, List<Die> dice) {
        if (effect instanceof Effect.SpinLevels e) {
            dice.forEach(d -> spinBy(r, d, e.levels()));
        } else if (effect instanceof Effect.SpinToLevel e) {
            dice.forEach(d -> r.t.spinToLevel(d, e.level()));
        } else if (effect instanceof Effect.RollDice) {
            dice.forEach(d -> rollIntoReserve(r, d));
        } else if (effect instanceof Effect.Reroll e) {
            dice.forEach(d -> reroll(r, d, e.keepLevel()));
        } else if (effect instanceof Effect.DrawAndRoll e) {
            int count = r.value(e.count());
            r.players(e.player()).forEach(pl -> drawAndRoll(r.t, pl, count));
        } else if (effect instanceof Effect.PrepFromBag e) {
            int count = r.value(e.count());
            r.players(e.player()).forEach(pl -> prep(r, pl, count));
        } else if (effect instanceof Effect.GainEnergy e) {
            int count = r.value(e.count());
            r.players(e.player()).forEach(pl -> r.t.gainVirtual(pl, Collections.nCopies(count, e.type())));
        } else {
            return false;
        }
        return true;
    }

    private static void spinBy(Resolving r, Die d, int levels) {
        int level = r.s.face(d).level();
        int target = Math.max(1, Math.min(r.s.definition(d).maxLevel(), level + levels));
        r.t.spinToLevel(d, target);
    }

    /** "Draw and roll": each die drawn is rolled once into the Reserve Pool. */
    private static void drawAndRoll(Table t, int player, int count) {
        for (int i = 0; i < count; i++) {
            Die d = t.draw(player, Zone.RESERVE);
            if (d == null) {
                return;
            }
            t.roll(d);
        }
    }

    private static void prep(Resolving r, int player, int count) {
        for (int i = 0; i < count; i++) {
            if (r.t.draw(player, Zone.PREP) == null) {
                return;
            }
        }
    }

    private static void rollIntoReserve(Resolving r, Die d) {
        if (Tokens.isToken(r.s, d)) {
            return; // a token is never rolled: it exists only in the Field Zone
        }
        r.t.move(d, Zone.RESERVE);
        r.t.roll(d);
    }

    /** A rerolled die never leaves the Field Zone on a character face (it is not fielded again). */
    private static void reroll(Resolving r, Die d, boolean keepLevel) {
        // A Continuous action die in the Field Zone stays there on an action face, like a character on its faces.
        boolean action = d.zone().inField() && r.s.face(d).isAction();
        if (!r.s.isCharacterInField(d) && !action || Tokens.isToken(r.s, d)) { // tokens may not be rerolled
            return;
        }
        int level = r.s.face(d).level();
        r.t.roll(d);
        if (action ? !r.s.face(d).isAction() : !r.s.face(d).isCharacter()) {
            if (d.zone() == Zone.ATTACK) {
                DiceMoves.leaveCombat(r, d);
            }
            r.t.move(d, Zone.RESERVE);
        } else if (keepLevel && !action) {
            r.t.spinToLevel(d, level);
        }
    }
}
