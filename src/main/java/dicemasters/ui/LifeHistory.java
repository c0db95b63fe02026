package dicemasters.ui;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Both players' life at the start of the game and after each turn, for the game-over chart. The
 * log is read event by event, so a turn's damage is plotted at that turn even when the same
 * action went on to begin the next turn.
 */
public final class LifeHistory {
    private LifeHistory() {
    }

    /** Point i is {turn, life of Player 1, life of Player 2}; point 0 is the starting life. */
    public static List<int[]> of(GameSession session) {
        GameState start = session.stateAfter(0);
        int[] life = {start.startingLife(), start.startingLife()};
        Map<Integer, int[]> byTurn = new TreeMap<>();
        byTurn.put(0, new int[]{0, life[0], life[1]});
        int turn = 0;
        for (GameEvent event : session.log()) {
            if (event instanceof GameEvent.TurnStarted t) {
                if (turn > 0) {
                    byTurn.put(turn, new int[]{turn, life[0], life[1]});
                }
                turn = t.turn();
            } else if (event instanceof GameEvent.PlayerDamaged d) {
                life[d.player()] = d.life();
            } else if (event instanceof GameEvent.LifeLost l) {
                life[l.player()] = l.life();
            } else if (event instanceof GameEvent.LifeGained g) {
                life[g.player()] = g.life();
            }
        }
        GameState end = session.current();
        byTurn.put(Math.max(turn, end.turn()), new int[]{Math.max(turn, end.turn()), end.player(0).life(),
                end.player(1).life()});
        return new ArrayList<>(byTurn.values());
    }
}
