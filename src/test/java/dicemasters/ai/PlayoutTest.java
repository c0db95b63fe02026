package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.persist.StateHash;
import dicemasters.sim.BenchmarkTeams;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How a simulation plays once the search tree ends: the greedy plan, attacks weighed for Hard. */
class PlayoutTest {
    private final Evaluation evaluation = new Evaluation();

    @Test
    void a_weighing_simulation_attacks_with_the_plan_that_ends_the_turn_best_for_the_attacker() {
        List<GameState> attacks = attackSteps();
        int differentFromGreedy = 0;
        for (GameState s : attacks) {
            Action chosen = new Playout(evaluation, true).choose(s);
            double chosenValue = valueAfter(s, chosen);
            for (List<Integer> plan : List.of(GreedyPlayer.attackers(s), GreedyPlayer.ids(Engine.possibleAttackers(s)),
                    List.<Integer>of())) {
                Action other = new Action.DeclareAttackers(plan);
                if (Engine.check(s, other) == null) {
                    assertThat(chosenValue).as("%s against %s", chosen, other)
                            .isGreaterThanOrEqualTo(valueAfter(s, other));
                }
            }
            differentFromGreedy += chosen.equals(new GreedyPlayer().choose(s)) ? 0 : 1;
        }
        assertThat(attacks).hasSizeGreaterThan(10);
        assertThat(differentFromGreedy).as("attacks where weighing changed the greedy plan").isPositive();
    }

    @Test
    void weighing_the_plans_leaves_the_position_it_weighs_as_it_was() {
        for (GameState s : attackSteps()) {
            String before = StateHash.of(s);
            new Playout(evaluation, true).choose(s);
            assertThat(StateHash.of(s)).isEqualTo(before);
        }
    }

    @Test
    void without_weighing_a_simulation_plays_the_greedy_plan() {
        for (GameState s : attackSteps()) {
            assertThat(new Playout(evaluation, false).choose(s)).isEqualTo(new GreedyPlayer().choose(s));
        }
    }

    @Test
    void the_rest_of_the_turn_a_weighing_simulation_keeps_is_where_its_own_moves_lead() {
        int kept = 0;
        for (GameState s : attackSteps()) {
            Playout playout = new Playout(evaluation, true);
            Action plan = playout.choose(s);
            Playout.RestOfTurn rest = playout.playedAfterChoice();
            if (rest == null) {
                continue;
            }
            kept++;
            GameState next = apply(s, plan);
            int actions = 1;
            while (!next.isOver() && next.turn() == s.turn()) {
                next = apply(next, playout.choose(next));
                actions++;
            }
            assertThat(StateHash.of(rest.state())).isEqualTo(StateHash.of(next));
            assertThat(rest.actions()).isEqualTo(actions);
        }
        assertThat(kept).as("attack steps whose weighed turn was kept").isGreaterThan(10);
    }

    /** The attacker's chance to win at the start of the next turn, both sides then playing greedily. */
    private double valueAfter(GameState s, Action plan) {
        int attacker = s.actingPlayer();
        GameState next = apply(s, plan);
        GreedyPlayer greedy = new GreedyPlayer();
        while (!next.isOver() && next.turn() == s.turn()) {
            next = apply(next, greedy.choose(next));
        }
        return evaluation.value(next, attacker);
    }

    /** Every Declare Attackers step with a character that may attack, in a seeded game of greedy players. */
    private static List<GameState> attackSteps() {
        GameState s = Engine.start(BenchmarkTeams.vanillaTournament(GameSetup.RANDOM_FIRST), 11L).state();
        GreedyPlayer greedy = new GreedyPlayer();
        List<GameState> found = new ArrayList<>();
        for (int i = 0; i < 20_000 && !s.isOver(); i++) {
            if (s.step() == Step.DECLARE_ATTACKERS && s.decision() == null && !Engine.possibleAttackers(s).isEmpty()) {
                found.add(s);
            }
            s = apply(s, greedy.choose(s));
        }
        return found;
    }

    private static GameState apply(GameState s, Action action) {
        return ((Result.Done) Engine.apply(s, action)).state();
    }
}
