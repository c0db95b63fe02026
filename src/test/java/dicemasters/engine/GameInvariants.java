package dicemasters.engine;

import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.fail;

/**
 * The invariants of the rules that hold after every action of any game: no die appears or
 * vanishes, life never rises above the start, no damage below zero, no energy face in the Field
 * Zone, stats never below zero, a team die belongs to its card's owner, the inactive player's dice
 * are Out of Play only while set aside or captured during the turn (never when the next turn
 * rolls), and the effect queue is empty whenever a player holds priority.
 */
public final class GameInvariants {
    private GameInvariants() {
    }

    /** Fails at the first broken invariant, naming {@code where} (the seed, the action, the teams). */
    public static void check(GameState s, int diceCount, Supplier<String> where) {
        String broken = broken(s, diceCount);
        if (broken != null) {
            fail(where.get() + ": " + broken);
        }
    }

    public static void check(GameState s, int diceCount, String where) {
        check(s, diceCount, () -> where);
    }

    /** The first invariant the state breaks, in words, or null when it keeps them all. */
    public static String broken(GameState s, int diceCount) {
        if (s.dice().size() != diceCount) {
            return "dice count " + s.dice().size() + " instead of " + diceCount;
        }
        for (int p = 0; p < s.players().size(); p++) {
            if (s.player(p).life() > s.startingLife()) {
                return "player " + p + " has " + s.player(p).life() + " life, above the start";
            }
            int teammate = s.seats().teammate(p);
            if (teammate >= 0 && s.player(teammate).life() != s.player(p).life()) {
                return "teammates " + p + " and " + teammate + " show different team life";
            }
        }
        for (Die d : s.dice()) {
            String die = brokenBy(s, d);
            if (die != null) {
                return "die " + d.id() + " (" + s.cardOf(d).definition().fullName() + "): " + die;
            }
        }
        if (!s.isOver() && s.decision() == null && s.step().isGlobalWindow() && !s.waiting().queue().isEmpty()) {
            return "the effect queue is not empty while a player has priority";
        }
        return null;
    }

    private static String brokenBy(GameState s, Die d) {
        if (d.damage() < 0) {
            return "damage below zero";
        }
        if (d.zone().inField()) {
            if (s.face(d).isEnergy()) {
                return "an energy face in the Field Zone";
            }
            if (Stats.attack(s, d) < 0 || Stats.defense(s, d) < 0) {
                return "a stat below zero";
            }
        }
        if (d.zone() == Zone.ON_CARD) {
            if (d.damage() != 0) {
                return "damage on a die still on its card";
            }
        } else if (!s.cardOf(d).isShared() && !s.seats().sameTeam(d.owner(), s.cardOf(d).owner())) {
            // In Doubles a die may go to the teammate when the shared Prep Area is split.
            return "a team die owned by a player of the other team than its card's owner";
        }
        if (d.zone() == Zone.OUT_OF_PLAY && !s.isOnActiveTeam(d.owner()) && s.step() == Step.ROLL_AND_REROLL) {
            return "the inactive player's die still Out of Play (set aside or captured) after the turn it left";
        }
        return null;
    }
}
