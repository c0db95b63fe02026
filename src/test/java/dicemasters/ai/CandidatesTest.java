package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.sim.BenchmarkTeams;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** The moves a search looks at: Normal's simple plans, and every group for Hard. */
class CandidatesTest {

    @Test
    void hard_may_reroll_any_one_die_and_normal_looks_only_at_simple_plans() {
        GameState s = playUntil(st -> st.step() == Step.ROLL_AND_REROLL && st.decision() == null
                && rolled(st).size() >= 3);
        List<Integer> rolled = rolled(s);

        List<Action> hard = Candidates.of(s, true);
        List<Action> normal = Candidates.of(s, false);

        for (int die : rolled) {
            assertThat(hard).contains(new Action.Reroll(List.of(die)));
        }
        assertThat(normal).hasSizeLessThan(hard.size());
        assertThat(hard).hasSize(normal.size() + missingGroups(normal, rolled.size()));
        assertThat(hard).allSatisfy(a -> assertThat(Engine.check(s, a)).isNull());
    }

    @Test
    void hard_may_attack_with_any_group_of_its_characters_each_group_once() {
        GameState s = playUntil(st -> st.step() == Step.DECLARE_ATTACKERS && st.decision() == null
                && Engine.possibleAttackers(st).size() >= 3);

        List<Action> hard = Candidates.of(s, true);

        Set<Set<Integer>> groups = new HashSet<>();
        for (Action a : hard) {
            assertThat(groups.add(Set.copyOf(((Action.DeclareAttackers) a).dice())))
                    .as("%s listed once", a).isTrue();
        }
        int possible = Engine.possibleAttackers(s).size();
        assertThat(groups).hasSize(1 << possible);   // every group, and attacking with none
        assertThat(hard).allSatisfy(a -> assertThat(Engine.check(s, a)).isNull());
    }

    private static int missingGroups(List<Action> simple, int dice) {
        Set<Set<Integer>> listed = new HashSet<>();
        for (Action a : simple) {
            if (a instanceof Action.Reroll r && !r.dice().isEmpty()) {
                listed.add(Set.copyOf(r.dice()));
            }
        }
        return (1 << dice) - 1 - listed.size();
    }

    private static List<Integer> rolled(GameState s) {
        return s.dice().stream().filter(d -> d.rolledThisStep() && d.owner() == s.actingPlayer()
                && d.zone() == dicemasters.engine.state.Zone.RESERVE).map(d -> d.id()).toList();
    }

    /** A seeded game of two greedy players, up to the first position the test needs. */
    private static GameState playUntil(Predicate<GameState> wanted) {
        GameState s = Engine.start(BenchmarkTeams.vanillaTournament(GameSetup.RANDOM_FIRST), 7L).state();
        GreedyPlayer greedy = new GreedyPlayer();
        for (int i = 0; i < 20_000 && !s.isOver(); i++) {
            if (wanted.test(s)) {
                return s;
            }
            s = ((Result.Done) Engine.apply(s, greedy.choose(s))).state();
        }
        throw new AssertionError("the seeded game never reached the position");
    }
}
