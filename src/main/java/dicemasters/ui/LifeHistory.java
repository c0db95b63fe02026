package dicemasters.ui;

import dicemasters.engine.GameState;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.List;

/** Both players' life at the start of the game and at the end of each turn, for the game-over chart. */
public final class LifeHistory {
    private LifeHistory() {
    }

    /** Point i is {turn, life of Player 1, life of Player 2}; point 0 is the starting life. */
    public static List<int[]> of(GameSession session) {
        List<int[]> points = new ArrayList<>();
        GameState start = session.stateAfter(0);
        points.add(new int[]{0, start.startingLife(), start.startingLife()});
        int count = session.actions().size();
        for (int i = 0; i <= count; i++) {
            GameState s = session.stateAfter(i);
            int[] point = {s.turn(), s.player(0).life(), s.player(1).life()};
            int[] last = points.get(points.size() - 1);
            if (last[0] == s.turn()) {
                points.set(points.size() - 1, point);
            } else {
                points.add(point);
            }
        }
        return points;
    }
}
