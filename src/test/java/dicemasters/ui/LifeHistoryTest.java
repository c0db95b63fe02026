package dicemasters.ui;

import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The game-over chart's points: starting life, then both life totals at the end of each turn. */
class LifeHistoryTest {

    @Test
    void the_chart_starts_at_the_starting_life_and_ends_at_the_final_life() {
        NewGame demo = NewGame.demo(CardLibrary.loadBundled(), 21);
        GameSession session = demo.start();
        RandomPlayer one = new RandomPlayer(1);
        RandomPlayer two = new RandomPlayer(2);
        while (!session.current().isOver() && session.actions().size() < 3000) {
            var s = session.current();
            session.play((s.actingPlayer() == 0 ? one : two).choose(s));
        }
        List<int[]> points = LifeHistory.of(session);
        assertThat(points.get(0)).containsExactly(0, 10, 10);
        int[] last = points.get(points.size() - 1);
        assertThat(last).containsExactly(session.current().turn(), session.current().player(0).life(),
                session.current().player(1).life());
        assertThat(points).extracting(p -> p[0]).isSorted().doesNotHaveDuplicates();
    }
}
