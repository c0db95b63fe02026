package dicemasters.engine.turn;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Doubles: "Both teams share a common Prep Area." Dice go there as in a regular game (drawn, KO'd,
 * prepped), each still its owner's; when it is time to roll, the team splits them between its two
 * players as it likes (a {@link Decision.SplitPrepArea} for the active player), and each die then
 * belongs to the player who rolls it, so a character can end up in a teammate's bag. Then each
 * player of the team rerolls their own dice, one after the other.
 */
public final class SharedPrepArea {
    private SharedPrepArea() {
    }

    /** The dice of the team's shared Prep Area (the dice in either teammate's Prep Area). */
    public static List<Die> dice(GameState s, int player) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.zone() == Zone.PREP && s.seats().sameTeam(d.owner(), player)) {
                result.add(d);
            }
        }
        return result;
    }

    /** Before the roll in Doubles: the active player splits the shared Prep Area; false when there is nothing to split. */
    static boolean askToSplit(Table t) {
        GameState s = t.s;
        int player = s.activePlayer();
        int teammate = s.seats().teammate(player);
        if (teammate < 0) {
            return false;
        }
        List<Die> dice = dice(s, player);
        if (dice.isEmpty()) {
            return false;
        }
        StateChanges.ask(s, new Decision.SplitPrepArea(player, t.name(player) + ": split your team's Prep Area: choose the"
                + " dice " + t.name(teammate) + " rolls (you roll the rest)", dice.stream().map(Die::id).toList(),
                teammate));
        return true;
    }

    static String check(Decision.SplitPrepArea d, Action.SplitPrepArea a) {
        Set<Integer> seen = new HashSet<>();
        for (int id : a.teammateDice()) {
            if (!d.dice().contains(id) || !seen.add(id)) {
                return "Choose dice of your team's Prep Area, each once.";
            }
        }
        return null;
    }

    /** Each die goes to the player who rolls it; then the team's dice are rolled. */
    static void split(Table t, Decision.SplitPrepArea d, Action.SplitPrepArea a) {
        GameState s = t.s;
        List<String> mine = new ArrayList<>();
        List<String> theirs = new ArrayList<>();
        for (int id : d.dice()) {
            Die die = s.die(id);
            boolean toTeammate = a.teammateDice().contains(id);
            t.changeOwner(die, toTeammate ? d.teammate() : d.player());
            (toTeammate ? theirs : mine).add(s.nameOf(die));
        }
        StateChanges.decided(s);
        t.emit(new GameEvent.PrepAreaSplit(d.player(), t.name(d.player()), mine, d.teammate(), t.name(d.teammate()),
                theirs));
        Flow.rollTeamsDice(t);
    }

    /** After the roll: the first player of the team with dice to reroll rerolls first. */
    static void firstToReroll(GameState s) {
        int first = nextToReroll(s, -1);
        StateChanges.setDeclaring(s, first < 0 || first == s.activePlayer() ? GameState.NO_ONE : first);
    }

    /** The next player of the active team (in seat order, after {@code after}) who rolled dice this step, or -1. */
    static int nextToReroll(GameState s, int after) {
        boolean looking = after < 0;
        for (int p : s.seats().allies(s.activePlayer())) {
            if (looking && rolledDice(s, p)) {
                return p;
            }
            looking |= p == after;
        }
        return -1;
    }

    private static boolean rolledDice(GameState s, int player) {
        for (Die d : s.dice()) {
            if (d.owner() == player && d.rolledThisStep() && d.zone() == Zone.RESERVE) {
                return true;
            }
        }
        return false;
    }
}
