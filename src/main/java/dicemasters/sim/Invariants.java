package dicemasters.sim;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * The invariants of the rules that hold after every action of every game, each with a name a report
 * can give. {@link #after} checks a state; {@link #rejectionChangesNothing} checks that an illegal
 * action is refused with a reason and leaves the state as it was. A broken invariant is returned as a
 * sentence (null when all hold), never thrown, so a long run can count and report them.
 */
final class Invariants {
    /** The names of the invariants {@link #after} and the run check, for the report and docs/RELIABILITY.md. */
    static final List<String> NAMES = List.of(
            "dice: the number of dice never changes",
            "life: no player's life is ever above the starting life",
            "damage: no die has negative damage; a die on its card has none",
            "field: a die in the Field or Attack Zone shows a character (or action) face, never energy",
            "stats: attack and defense of every die in the field are 0 or more",
            "owners: a team die always belongs to the owner of its card",
            "out of play: when a new turn begins, no die is Out of Play but captured ones",
            "queue: the effect queue is empty whenever a player holds priority",
            "turns: the turn number never goes down and the action count rises by one per action",
            "end: a finished game has a winner or is a tie; an unfinished one always has a legal action",
            "legal: listed legal actions pass Engine.check (two at random per step) and the chosen one is applied",
            "illegal: an illegal action is rejected with a reason and changes nothing",
            "pure: applying an action never changes the state it was applied to",
            "determinism: replaying a game's actions from its seed gives the same final state");

    private Invariants() {
    }

    /** The invariants of one state, given the state before the action and the dice count at the start. */
    static String after(GameState before, GameState s, int diceCount) {
        if (s.dice().size() != diceCount) {
            return "dice: " + s.dice().size() + " dice, the game started with " + diceCount;
        }
        for (int p = 0; p < 2; p++) {
            if (s.player(p).life() > s.startingLife()) {
                return "life: player " + (p + 1) + " has " + s.player(p).life() + " life, above the starting "
                        + s.startingLife();
            }
        }
        for (Die d : s.dice()) {
            String problem = die(s, d);
            if (problem != null) {
                return problem;
            }
        }
        if (s.turn() > before.turn()) {
            // Out of Play lasts to the end of a turn; only a captured die stays there (set-aside dice come back).
            for (Die d : s.dice()) {
                if (d.zone() == Zone.OUT_OF_PLAY && !Engine.isCaptured(s, d)) {
                    return "out of play: die " + d.id() + " (" + s.nameOf(d) + ") is still Out of Play when turn "
                            + s.turn() + " begins";
                }
            }
        }
        if (!s.isOver() && s.decision() == null && s.step().isGlobalWindow() && !s.waiting().queue().isEmpty()) {
            return "queue: " + s.waiting().queue().size() + " effects wait while " + s.priorityPlayer() + " holds priority";
        }
        if (s.turn() < before.turn() || s.actionsApplied() != before.actionsApplied() + 1) {
            return "turns: turn " + before.turn() + " -> " + s.turn() + ", actions " + before.actionsApplied() + " -> "
                    + s.actionsApplied();
        }
        if (s.isOver() && !s.isTie() && s.winner() != 0 && s.winner() != 1) {
            return "end: the game is over with winner " + s.winner() + " and no tie";
        }
        return null;
    }

    private static String die(GameState s, Die d) {
        String which = "die " + d.id() + " (" + s.nameOf(d) + ", " + d.zone().label() + ")";
        if (d.damage() < 0 || (d.zone() == Zone.ON_CARD && d.damage() != 0)) {
            return "damage: " + which + " has " + d.damage() + " damage";
        }
        if (d.zone().inField()) {
            if (s.face(d).isEnergy()) {
                return "field: " + which + " shows an energy face";
            }
            if (Engine.attack(s, d) < 0 || Engine.defense(s, d) < 0) {
                return "stats: " + which + " has attack " + Engine.attack(s, d) + ", defense " + Engine.defense(s, d);
            }
        }
        if (d.zone() != Zone.ON_CARD && !s.cardOf(d).isShared() && d.owner() != s.cardOf(d).owner()) {
            return "owners: " + which + " belongs to player " + d.owner() + ", its card to " + s.cardOf(d).owner();
        }
        return null;
    }

    /** An illegal action (Engine.check gives a reason) must be rejected with that reason, changing nothing. */
    static String rejectionChangesNothing(GameState s, Action illegal) {
        String reason = Engine.check(s, illegal);
        if (reason == null) {
            return null;
        }
        long before = Fingerprint.of(s);
        Result result = Engine.apply(s, illegal);
        if (!(result instanceof Result.Rejected rejected)) {
            return "illegal: " + illegal + " was applied although Engine.check said: " + reason;
        }
        if (rejected.reason() == null || rejected.reason().isBlank()) {
            return "illegal: " + illegal + " was rejected without a reason";
        }
        if (Fingerprint.of(s) != before) {
            return "illegal: rejecting " + illegal + " changed the state";
        }
        return null;
    }
}
