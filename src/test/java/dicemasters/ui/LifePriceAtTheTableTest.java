package dicemasters.ui;

import dicemasters.testing.TestCards;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A life price on a triggered ability (Spider-Man: Photo Op) is asked at the table like a "you may
 * pay" trigger: a button to pay, one not to, and the engine's words in the prompt.
 */
class LifePriceAtTheTableTest {

    @Test
    void the_player_asked_for_the_life_price_sees_a_payable_option_and_the_reason_in_the_prompt() {
        TestGame game = TestGame.setup().ann("CW130").ben("CW088").at(BEN, MAIN_STEP);
        game.place(ANN, "Spider-Man", FIELD_ZONE, level(2));
        game.energy(BEN, BOLT);
        game.field(game.place(BEN, "Moonstone", RESERVE_POOL, level(1)));

        assertThat(Mode.of(game.state(), false)).isEqualTo(Mode.REACT);
        assertThat(Prompts.prompt(game.state(), Mode.REACT, null, null, false))
                .contains("Spider-Man makes you pay 1 life to use the ability of Moonstone");
        assertThat(PaidChoices.reactOption(game.state(), 0)).isEqualTo(Option.ok());
    }

    @Test
    void a_life_price_on_a_granted_keywords_ability_is_offered_with_its_payment() {
        TestGame game = TestGame.setup().ann(TestCards.MISER, TestCards.BULLY, TestCards.BRUISER)
                .ben(TestCards.BRUISER).at(ANN, MAIN_STEP);
        game.place(ANN, "Miser", FIELD_ZONE, level(1));
        game.place(ANN, "Bully", FIELD_ZONE, level(1));
        game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.field(game.place(ANN, "Bruiser", RESERVE_POOL, level(1)));

        assertThat(Mode.of(game.state(), false)).as("Intimidate, which Bully gives the Bruiser die").isEqualTo(Mode.REACT);
        assertThat(PaidChoices.reactOption(game.state(), 0)).isEqualTo(Option.ok());
        assertThat(PaidChoices.reaction(game.state(), 0)).isNotNull();
    }
}
