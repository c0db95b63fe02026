package dicemasters.ai;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Engine;
import dicemasters.engine.GameState;
import dicemasters.engine.Result;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.sim.Simulator;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The computer opponent at the moments that decide games, and its promise not to peek. */
class SearchPlayerTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    /** Enough simulations for these small positions; the strengths' budgets are measured in docs/AI.md. */
    private static final SearchSettings QUICK = Strength.NORMAL.settings().withIterations(300).withThreads(1);

    private static SearchPlayer computer() {
        return new SearchPlayer(QUICK, 11L);
    }

    @Test
    void it_blocks_to_survive_damage_that_would_knock_it_out_of_the_game() {
        // Ann has 4 life and one Rocket Raccoon (1/1); Bob attacks with Falcon (5 attack) and a Rocket Raccoon.
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW011"), List.of("CW006", "CW011"), List.of());
        Die annsRaccoon = sc.character(0, "CW011", Zone.FIELD, 1);
        Die falcon = sc.character(1, "CW006", Zone.FIELD, 3);
        Die bobsRaccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.setLife(0, 4);
        sc.turnOf(1);
        sc.attack(falcon, bobsRaccoon);

        Action blocks = computer().choose(sc.state());

        assertThat(blocks).isEqualTo(new Action.DeclareBlockers(List.of(CardScenario.block(annsRaccoon, falcon))));
        sc.act(blocks);
        sc.finishAttack();
        assertThat(sc.state().isOver()).isFalse();
        assertThat(sc.life(0)).isEqualTo(3);
    }

    @Test
    void it_attacks_for_the_win_when_the_blockers_cannot_stop_enough_damage() {
        // Bob has 3 life and one blocker; Ann's Falcon and Triceraton each deal 3.
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW006", "HHS046"), List.of("CW011"), List.of());
        sc.character(0, "CW006", Zone.FIELD, 1);
        sc.character(0, "HHS046", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, dicemasters.engine.card.Energy.FIST);
        sc.setLife(1, 3);
        GameState state = sc.state();
        SearchPlayer ann = computer();
        GreedyPlayer bob = new GreedyPlayer();
        while (!state.isOver() && state.activePlayer() == 0) {
            Action action = state.actingPlayer() == 0 ? ann.choose(state) : bob.choose(state);
            state = ((Result.Done) Engine.apply(state, action)).state();
        }
        assertThat(state.isOver()).isTrue();
        assertThat(state.winner()).isZero();
    }

    @Test
    void positions_differing_only_in_what_it_cannot_see_get_the_same_decision() {
        GameState position = midGame();
        int me = position.actingPlayer();
        GameState otherFuture = Engine.redrawHiddenInformation(position, me, 424242L);
        assertThat(otherFuture.rngState()).isNotEqualTo(position.rngState());

        Thought seen = computer().think(position);
        Thought other = computer().think(otherFuture);

        assertThat(seen.options()).hasSizeGreaterThan(1);
        assertThat(other.choice()).isEqualTo(seen.choice());
        assertThat(other.options()).as("every simulation the same").isEqualTo(seen.options());
    }

    @Test
    void it_guesses_a_secret_number_without_knowing_it() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW011"), List.of("WWE058"));
        sc.use(sc.action(0, "WWE058", 0));
        sc.act(new Action.ChooseNumber(1));
        GameState secretOne = sc.state();
        GameState secretThree = secretOne;
        for (long seed = 0; secretThree.secretNumber() != 3; seed++) {
            secretThree = Engine.redrawHiddenInformation(secretOne, 1, seed);
        }
        assertThat(secretOne.decision().player()).as("Bob guesses").isEqualTo(1);

        Thought one = computer().think(secretOne);
        Thought three = computer().think(secretThree);

        assertThat(three.choice()).isEqualTo(one.choice());
        assertThat(three.options()).isEqualTo(one.options());
    }

    /** A tournament game some turns in, at the Main Step of the player to move with several choices. */
    private static GameState midGame() {
        GreedyPlayer greedy = new GreedyPlayer();
        GameState state = Engine.start(Simulator.setup("tournament"), 5L).state();
        while (state.turn() < 8 || state.step() != dicemasters.engine.turn.Step.MAIN
                || Engine.legalActions(state).size() < 3) {
            state = ((Result.Done) Engine.apply(state, greedy.choose(state))).state();
        }
        return state;
    }
}
