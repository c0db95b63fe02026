package dicemasters.engine.turn;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * Priority in the Main Step and the Attack Step's Action/Global window. The active team acts and
 * then passes; the other team may use ONE Global Ability (or field ability), after which priority
 * returns to the active player; the step ends when the active team passes after the other team
 * passed without acting. A team passes when each of its players has passed in a row: in Doubles
 * a player's pass hands priority to the teammate first (unless the teammate could do nothing), and
 * anything a player of the active team does lets both teammates act again. In a two-player game
 * every team is one player and this is the rulebook's priority exactly.
 */
public final class Priority {
    private Priority() {
    }

    /** The active team did something (bought, fielded, used a die or an ability): everyone may answer it. */
    public static void activeTeamActed(GameState s) {
        StateChanges.clearPasses(s);
    }

    /** The priority holder passes (losing their virtual energy). */
    static void pass(Table t) {
        GameState s = t.s;
        int passer = s.priorityPlayer();
        t.loseVirtual(passer);
        int teammate = s.seats().teammate(passer);
        if (teammate >= 0 && !s.teammatePassed() && couldAct(s, teammate)) {
            StateChanges.markTeammatePassed(s, true);
            handTo(t, passer, teammate);
            return;
        }
        StateChanges.markTeammatePassed(s, false);
        if (!s.isOnActiveTeam(passer)) {
            StateChanges.givePriority(s, s.activePlayer());
            StateChanges.markOpponentPassed(s, true);
            t.emit(new GameEvent.PriorityPassed(passer, t.name(passer), s.activePlayer(), t.name(s.activePlayer())));
            return;
        }
        if (s.opponentPassed()) {
            endWindow(t, s.seats().teamsOfTwo() ? "both teams passed" : "both players passed");
            return;
        }
        int answering = firstOpponentWithAGlobal(s);
        if (answering < 0) {
            endWindow(t, t.teamName(s.inactivePlayer()) + (s.seats().teamsOfTwo() ? " have" : " has")
                    + " nothing to use");
        } else {
            handTo(t, passer, answering);
        }
    }

    private static void handTo(Table t, int passer, int to) {
        StateChanges.givePriority(t.s, to);
        t.emit(new GameEvent.PriorityPassed(passer, t.name(passer), to, t.name(to)));
    }

    /** A teammate is offered priority only when they could do something with it. */
    private static boolean couldAct(GameState s, int player) {
        return s.isOnActiveTeam(player) ? LegalActions.couldActWithPriority(s, player)
                : LegalActions.canUseAnyGlobal(s, player);
    }

    private static int firstOpponentWithAGlobal(GameState s) {
        List<Integer> opponents = s.seats().opponentsOf(s.activePlayer());
        for (int p : opponents) {
            if (LegalActions.canUseAnyGlobal(s, p)) {
                return p;
            }
        }
        return -1;
    }

    static void endWindow(Table t, String reason) {
        GameState s = t.s;
        t.emit(new GameEvent.StepEnded(s.step(), reason));
        StateChanges.givePriority(s, s.activePlayer());
        StateChanges.markOpponentPassed(s, false);
        StateChanges.markTeammatePassed(s, false);
        Flow.goTo(s, s.step() == Step.MAIN ? Step.DECLARE_ATTACKERS : Step.ASSIGN_DAMAGE);
    }
}
