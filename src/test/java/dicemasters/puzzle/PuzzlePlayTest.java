package dicemasters.puzzle;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A try at a puzzle: the opponent follows its script, the engine's state is judged, Retry, the hint and the search. */
class PuzzlePlayTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static Puzzle puzzle(String id) throws PuzzleException {
        return PuzzleReader.read(Path.of("src/main/resources/puzzles/" + id + ".json"), LIBRARY::byId);
    }

    @Test
    void the_opponent_blocks_as_its_script_says_and_the_failure_says_what_happened_and_why_that_line_fails() throws PuzzleException {
        PuzzlePlay play = PuzzlePlay.start(puzzle("overcrush-through-a-blocker"));
        play.submit("pass");
        play.submit("attack with Triceraton");
        play.submit("pass");
        assertThat(play.verdict().solved()).isFalse();
        assertThat(play.verdict().words()).isEqualTo("The turn ended and Karai still has 1 life. Triceraton alone"
                + " crushes 3 damage through Foot Ninja: Karai keeps 1 life.");
    }

    @Test
    void retry_goes_back_to_the_start_and_a_finished_try_takes_no_more_moves() throws PuzzleException {
        PuzzlePlay play = PuzzlePlay.start(puzzle("overcrush-through-a-blocker"));
        for (String move : play.puzzle().solution()) {
            play.submit(move);
        }
        assertThat(play.verdict().solved()).isTrue();
        assertThat(play.submit(new Action.Pass())).isInstanceOf(Result.Rejected.class);
        play.retry();
        assertThat(play.verdict()).isNull();
        assertThat(play.playedActions()).isEmpty();
        assertThat(play.state()).isSameAs(play.startState());
    }

    @Test
    void on_the_opponents_turn_its_scripted_attack_is_made_before_the_learner_blocks() throws PuzzleException {
        PuzzlePlay play = PuzzlePlay.start(puzzle("block-to-survive"));
        assertThat(play.playedActions()).hasSize(1);
        assertThat(play.state().actingPlayer()).isZero();
        assertThat(play.goal()).isEqualTo("Survive Bruce's turn.");
    }

    @Test
    void the_hint_is_the_next_move_of_a_solution_from_here_or_says_to_retry() throws PuzzleException {
        PuzzlePlay play = PuzzlePlay.start(puzzle("excessive-force-clears-the-way"));
        assertThat(play.hint()).isEqualTo("Next: use the Excessive Force action die.");
        play.submit("pass");
        assertThat(play.hint()).isEqualTo("From here the goal can no longer be reached: press Retry.");
    }

    @Test
    void a_move_that_is_not_legal_is_refused_with_the_legal_moves() throws PuzzleException {
        PuzzlePlay play = PuzzlePlay.start(puzzle("excessive-force-clears-the-way"));
        Result r = play.submit("attack with Aquaman");
        assertThat(r).isInstanceOf(Result.Rejected.class);
        assertThat(((Result.Rejected) r).reason()).contains("no move is \"attack with Aquaman\"", "use the Excessive Force");
    }

    @Test
    void the_search_proves_a_puzzle_without_solution_has_none_and_stops_at_its_bound() throws PuzzleException {
        Puzzle p = puzzle("split-the-damage");
        Puzzle impossible = new Puzzle(p.id(), p.title(), p.skill(), p.box(), p.difficulty(), p.teach(), p.hint(),
                new Goal.Damage(1), p.you(), p.opponent(), p.solution(), p.wrong(), p.position());
        PuzzlePlay play = PuzzlePlay.start(impossible);
        Solver.Answer none = Solver.solve(impossible, play.startState(), Solver.DEFAULT_NODES);
        assertThat(none.solvable()).isFalse();
        assertThat(none.complete()).isTrue();
        Solver.Answer cut = Solver.solve(p, play.startState(), 2);
        assertThat(cut.solvable()).isFalse();
        assertThat(cut.complete()).isFalse();
        assertThat(PuzzleCheck.of(impossible, Solver.DEFAULT_NODES).problems())
                .contains("the solution does not reach the goal: You dealt 0 damage to Darrell; the goal was 1.")
                .anyMatch(problem -> problem.startsWith("the search proves there is no solution"));
    }

    @Test
    void goals_judge_the_engines_state_in_words() throws PuzzleException {
        PuzzlePlay survive = PuzzlePlay.start(puzzle("block-to-survive"));
        survive.submit("do not block");
        assertThat(survive.verdict()).isEqualTo(new Verdict(false, "You have 0 life: you lost the game."));
        PuzzlePlay knockOut = PuzzlePlay.start(puzzle("split-the-damage"));
        for (String move : knockOut.puzzle().wrong().get(0).moves()) {
            knockOut.submit(move);
        }
        assertThat(knockOut.verdict().words()).startsWith("Wasp is still in Darrell's Field Zone.");
        PuzzlePlay split = PuzzlePlay.start(puzzle("split-the-damage"));
        for (String move : split.puzzle().solution()) {
            split.submit(move);
        }
        assertThat(split.verdict())
                .isEqualTo(new Verdict(true, "No Wasp and Black Widow die is left in Darrell's Field Zone."));
        PuzzlePlay buy = PuzzlePlay.start(puzzle("becky-buys-into-the-prep-area"));
        assertThat(buy.goal()).isEqualTo("Buy a Ronda Rousey die into your Prep Area this turn.");
    }
}
