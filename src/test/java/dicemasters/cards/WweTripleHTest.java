package dicemasters.cards;

import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** WWE Superstar Triple H (Pedigree's Cleave is in {@link WweGlossaryKeywordsTest}). */
class WweTripleHTest {

    /** The number under which the naming decision offers a character. */
    private static int numberOf(TestGame game, String name) {
        String prompt = ((Decision.ChooseNumber) game.decision()).prompt();
        int at = prompt.indexOf(" = " + name);
        int start = prompt.lastIndexOf(' ', at - 1) + 1;
        return Integer.parseInt(prompt.substring(start, at).replace("(", ""));
    }

    @Test
    @Covers("WWE046")
    void triple_h_cerebral_assassin_names_a_superstar_the_opponent_cannot_purchase_or_field() {
        TestGame game = TestGame.setup().ann("WWE046", "WWE037").ben("WWE037").at(ANN, MAIN_STEP);
        game.energy(ANN, SHIELD);
        game.field(game.place(ANN, "Triple H", RESERVE_POOL, level(1)));
        game.chooseNumber(numberOf(game, "Ronda Rousey"));
        TestDie bensRonda = game.place(BEN, "Ronda Rousey", RESERVE_POOL, level(1));
        for (int i = 0; i < 4; i++) {
            game.energy(ANN, FIST);
        }

        game.buy("Ronda Rousey");
        assertThat(game.diceIn(ANN, USED_PILE)).as("Ann may still purchase her own Ronda Rousey").hasSize(1);
        game.turnOf(BEN);
        assertThat(game).action(new dicemasters.engine.action.Action.Field(bensRonda.id(),
                dicemasters.engine.energy.Payment.NOTHING))
                .isRejectedBecause("Ronda Rousey cannot be fielded: Triple H named it.");
    }

    @Test
    @Covers("WWE047")
    void triple_h_the_game_makes_each_player_lose_a_life_at_the_start_of_their_turn() {
        TestGame game = TestGame.setup().ann("WWE047").ben("WWE037").at(ANN, MAIN_STEP);
        game.place(ANN, "Triple H", FIELD_ZONE, level(1));

        game.endTurn();
        assertThat(game).player(BEN).hasLife(9);
        game.endTurn();
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("WWE047")
    void triple_h_the_game_with_its_burst_makes_an_opponent_with_more_life_lose_two() {
        TestGame game = TestGame.setup().ann("WWE047").ben("WWE037").at(ANN, MAIN_STEP);
        game.place(ANN, "Triple H", FIELD_ZONE, level(2));
        game.life(ANN, 8);

        game.endTurn();
        game.orderTriggers(0, 1);

        assertThat(game).player(BEN).as("level 2 shows a burst; Ben has more life").hasLife(8);
    }

    @Test
    @Covers("WWE047")
    void triple_h_the_game_burst_costs_only_one_when_the_opponent_has_no_more_life() {
        TestGame game = TestGame.setup().ann("WWE047").ben("WWE037").at(ANN, MAIN_STEP);
        game.place(ANN, "Triple H", FIELD_ZONE, level(3));

        game.endTurn();
        game.orderTriggers(0, 1);

        assertThat(game).player(BEN).as("the burst shows, but Ben has no more life than Ann").hasLife(9);
    }

    @Test
    @Covers("WWE047")
    void triple_h_the_game_burst_looks_at_the_life_as_the_opponents_turn_begins_whatever_the_order() {
        for (int first : new int[] {0, 1}) {
            TestGame game = TestGame.setup().ann("WWE047").ben("WWE037").at(ANN, MAIN_STEP);
            game.place(ANN, "Triple H", FIELD_ZONE, level(2));
            game.life(ANN, 9);

            game.endTurn();
            game.orderTriggers(first, 1 - first);

            assertThat(game).player(BEN).as("Ben began his turn with more life: 2 instead of 1").hasLife(8);
        }
    }
}
