package dicemasters.engine.state;

import dicemasters.engine.card.Restriction;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** What the rules know of a game's cards once, for the whole game. */
class GameCardsTest {
    @Test
    void maria_hill_can_stop_attacks_while_active_and_nothing_in_that_game_stops_blocks() {
        GameState s = TestGame.setup().ann("CW085").ben("CW006").at(ANN, MAIN_STEP).state();
        assertThat(s.gameCards().restrictsStatically(Restriction.CANT_ATTACK)).isTrue();
        assertThat(s.gameCards().restrictsStatically(Restriction.CANT_BLOCK)).isFalse();
    }

    @Test
    void gorilla_grodd_changes_stats_while_active_and_a_game_without_such_a_card_does_not() {
        assertThat(TestGame.setup().ann("JUS018").ben("CW006").at(ANN, MAIN_STEP).state().gameCards()
                .changesStatsStatically()).isTrue();
        assertThat(TestGame.setup().ann("CW085").ben("CW006").at(ANN, MAIN_STEP).state().gameCards()
                .changesStatsStatically()).isFalse();
    }

    @Test
    void each_card_knows_its_own_dice_in_order() {
        GameState s = TestGame.setup().ann("CW085").ben("CW006").at(ANN, MAIN_STEP).state();
        for (CardInPlay card : s.cards()) {
            int[] expected = s.dice().stream().filter(d -> d.cardIndex() == card.index()).mapToInt(Die::id).toArray();
            assertThat(s.gameCards().diceOf(card.index())).containsExactly(expected);
        }
    }
}
