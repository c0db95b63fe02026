package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.Die;
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
            int level = r.value(e.level());
            dice.forEach(d -> spinTo(r, d, level));
        } else if (effect instanceof Effect.RollDice) {
            dice.forEach(d -> rollIntoReserve(r, d));
        } else if (effect instanceof Effect.Reroll e) {
            dice.forEach(d -> reroll(r, d, e.keepLevel()));
        } else if (effect instanceof Effect.DrawAndRoll e) {
            int count = r.value(e.count());
            List<Integer> drawn = new java.util.ArrayList<>();
            r.players(e.player()).forEach(pl -> draw(r, pl, count, Zone.RESERVE, drawn));
            r.thoseAre(drawn);
        } else if (effect instanceof Effect.DrawDice e) {
            int count = r.value(e.count());
            List<Integer> drawn = new java.util.ArrayList<>();
            r.players(e.player()).forEach(pl -> drawToShow(r, pl, count, drawn));
            r.thoseAre(drawn);
        } else if (effect instanceof Effect.PrepFromBag e) {
            int count = r.value(e.count());
            List<Integer> drawn = new java.util.ArrayList<>();
            r.players(e.player()).forEach(pl -> draw(r, pl, count, Zone.PREP, drawn));
            r.thoseAre(drawn);
        } else if (effect instanceof Effect.GainEnergy e) {
            int count = r.value(e.count());
            if (count <= 0) {
                r.notDone("no energy is gained: the amount comes to 0");
            }
            r.players(e.player()).forEach(pl -> r.t.gainVirtual(pl, Collections.nCopies(Math.max(0, count), e.type())));
        } else {
            return false;
        }
        return true;
    }

    /** Up or down as far as the die can go; a die that cannot go any further says so. */
    private static void spinBy(Resolving r, Die d, int levels) {
        int level = r.s.face(d).level();
        int target = Math.max(1, Math.min(r.s.definition(d).maxLevel(), level + levels));
        spin(r, d, target, "spun " + (levels >= 0 ? "up" : "down"),
                "it is already at its " + (levels >= 0 ? "highest" : "lowest") + " level");
    }

    private static void spinTo(Resolving r, Die d, int level) {
        spin(r, d, level, "spun to level " + level, "it is already at level " + level);
    }

    /** Spin a character die to a level, or tell why it is not. */
    private static void spin(Resolving r, Die d, int level, String spun, String alreadyThere) {
        String why = Tokens.isToken(r.s, d) ? "character tokens cannot be spun"
                : !r.s.face(d).isCharacter() || !d.zone().isRolled() ? "it shows no character face"
                : r.s.face(d).level() == level ? alreadyThere
                : null;
        if (why == null && !r.t.spinToLevel(d, level)) {
            why = "it has no level " + level;
        }
        if (why != null) {
            r.notDone(r.owned(d) + " is not " + spun + ": " + why);
        }
    }

    /**
     * Draw dice from the bag (refilled from the Used Pile when empty) into a zone; "draw and roll"
     * rolls each once into the Reserve Pool. Dice that cannot be drawn are told of.
     */
    private static void draw(Resolving r, int player, int count, Zone to, List<Integer> drawn) {
        if (count <= 0) {
            r.notDone("no die is drawn: the number comes to 0");
            return;
        }
        for (int i = 0; i < count; i++) {
            Die d = r.t.draw(player, to);
            if (d == null) {
                r.notDone(r.t.name(player) + " draws " + i + " of " + count + (count == 1 ? " die" : " dice")
                        + ": the bag and the Used Pile are empty");
                return;
            }
            if (to == Zone.RESERVE) {
                r.t.roll(d);
            }
            drawn.add(d.id());
        }
    }

    /** Dice drawn and shown, left in the bag for the ability's later effects to place. */
    private static void drawToShow(Resolving r, int player, int count, List<Integer> drawn) {
        for (int i = 0; i < count; i++) {
            Die d = r.t.drawToShow(player, drawn);
            if (d == null) {
                r.notDone(r.t.name(player) + " draws " + i + " of " + count + (count == 1 ? " die" : " dice")
                        + ": the bag and the Used Pile are empty");
                return;
            }
            drawn.add(d.id());
        }
    }

    private static void rollIntoReserve(Resolving r, Die d) {
        if (Tokens.isToken(r.s, d)) {
            r.notDone(r.owned(d) + " is not rolled: a character token exists only in the Field Zone");
            return;
        }
        r.t.move(d, Zone.RESERVE);
        r.t.roll(d);
    }

    /**
     * A rerolled die never leaves the Field Zone on a character face (it is not fielded again); a die
     * in the Reserve Pool is rerolled where it is, whatever it shows.
     */
    private static void reroll(Resolving r, Die d, boolean keepLevel) {
        if (d.zone() == Zone.RESERVE) {
            r.t.roll(d);
            return;
        }
        // A Continuous action die in the Field Zone stays there on an action face, like a character on its faces.
        boolean action = d.zone().inField() && r.s.face(d).isAction();
        if (!r.s.isCharacterInField(d) && !action || Tokens.isToken(r.s, d)) {
            r.notDone(r.owned(d) + " is not rerolled: " + (Tokens.isToken(r.s, d)
                    ? "character tokens cannot be rerolled" : "it is not in the Field Zone"));
            return;
        }
        int level = r.s.face(d).level();
        r.t.roll(d);
        if (action ? !r.s.face(d).isAction() : !r.s.face(d).isCharacter()) {
            if (d.zone() == Zone.ATTACK) {
                r.t.takeOutOfBlocks(d);
            }
            r.t.move(d, Zone.RESERVE);
        } else if (keepLevel && !action) {
            r.t.spinToLevel(d, level);
        }
    }
}
