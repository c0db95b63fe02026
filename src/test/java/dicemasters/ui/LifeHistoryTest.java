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

    @Test
    void damage_is_plotted_at_the_turn_it_was_dealt() {
        GameSession session = NewGame.demo(CardLibrary.loadBundled(), 21).start();
        dicemasters.ai.GreedyPlayer greedy = new dicemasters.ai.GreedyPlayer();
        while (!session.current().isOver() && session.actions().size() < 3000) {
            session.play(greedy.choose(session.current()));
        }
        int turn = 0;
        for (dicemasters.engine.state.GameEvent e : session.log()) {
            if (e instanceof dicemasters.engine.state.GameEvent.TurnStarted t) {
                turn = t.turn();
            } else if (e instanceof dicemasters.engine.state.GameEvent.PlayerDamaged d) {
                int dealtIn = turn;
                int[] point = LifeHistory.of(session).stream().filter(p -> p[0] == dealtIn).findFirst().orElseThrow();
                assertThat(point[d.player() + 1]).as("life after turn %s", dealtIn).isLessThanOrEqualTo(d.life());
                int[] before = LifeHistory.of(session).stream().filter(p -> p[0] == dealtIn - 1).findFirst()
                        .orElseThrow();
                assertThat(before[d.player() + 1]).as("life after turn %s", dealtIn - 1).isGreaterThan(d.life());
                return;
            }
        }
        throw new AssertionError("nobody was damaged");
    }
}
