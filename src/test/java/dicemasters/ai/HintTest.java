package dicemasters.ai;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.CardScenario;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A hint says what the computer would do in the player's place, and why, in one line. */
class HintTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final SearchPlayer COMPUTER = new SearchPlayer(
            Strength.NORMAL.settings().withIterations(300).withThreads(1), 3L);

    @Test
    void an_attacker_no_blocker_can_survive_is_named_with_that_reason() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW006"), List.of("CW011"), List.of());
        sc.character(0, "CW006", Zone.FIELD, 3);
        sc.character(1, "CW011", Zone.FIELD, 1);
        sc.toAttack();

        Hint hint = Hint.of(sc.state(), COMPUTER.think(sc.state()));

        assertThat(hint.line()).startsWith("Attack with Falcon: no opposing die can block Falcon and survive (won ")
                .endsWith("% of the simulations).");
    }

    @Test
    void a_block_that_saves_the_game_says_so() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW011"), List.of("CW006", "CW011"), List.of());
        sc.character(0, "CW011", Zone.FIELD, 1);
        Die falcon = sc.character(1, "CW006", Zone.FIELD, 3);
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.setLife(0, 4);
        sc.turnOf(1);
        sc.attack(falcon, raccoon);

        Hint hint = Hint.of(sc.state(), COMPUTER.think(sc.state()));

        assertThat(hint.move()).isEqualTo("block Falcon with Rocket Raccoon");
        assertThat(hint.reason()).isEqualTo("without blocking, 6 damage would knock you out of the game");
    }

    @Test
    void a_move_without_a_simple_reason_is_explained_by_the_simulations() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW006"), List.of("CW011"), List.of());
        sc.energy(0, dicemasters.engine.card.Energy.FIST);
        sc.energy(0, dicemasters.engine.card.Energy.BOLT);
        Thought thought = COMPUTER.think(sc.state());

        Hint hint = Hint.of(sc.state(), thought);

        assertThat(hint.action()).isEqualTo(thought.choice());
        assertThat(hint.line()).doesNotContain("null").endsWith("% of the simulations).");
    }
}
