package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.Payment;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "... unless your opponent pays 2 life": the opponent of the ability's controller decides, as the
 * ability comes to it; paying stops the rest of the ability (Luke Cage: Knuckle Up!).
 */
class UnlessOpponentPaysTest {
    /** Tax Collector (2): When fielded, gain 3 life unless your opponent pays 1 life. */
    private static final CardDefinition TAX_COLLECTOR = CardBuilder.character("Tax Collector").cost(2).energy(MASK)
            .level(0, 1, 2).level(0, 1, 2).level(0, 1, 2)
            .ability(Ability.of(Trigger.WHEN_FIELDED, new Effect.UnlessOpponentPays(1),
                    new Effect.GainLife(PlayerSelector.YOU, 3)))
            .build();

    private static TestGame taxCollectorFielded(int bensLife) {
        TestGame game = TestGame.setup().ann(TAX_COLLECTOR, 2).ben(TAX_COLLECTOR, 2).life(10).at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        game.life(BEN, bensLife);
        game.field(game.place(ANN, "Tax Collector", RESERVE_POOL, level(1)));
        return game;
    }

    @Test
    void the_opponent_is_asked_and_may_pay_or_not_as_legal_actions_say() {
        TestGame game = taxCollectorFielded(10);

        assertThat(game).waitsOn(BEN);
        assertThat(Engine.legalActions(game.state())).containsExactly(new Action.React(0, Payment.NOTHING),
                new Action.DeclineReaction());
    }

    @Test
    void paying_stops_the_rest_of_the_ability() {
        TestGame game = taxCollectorFielded(10);

        game.react();

        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).hasLife(5);
        assertThat(game).isAt(MAIN_STEP).waitsOn(ANN);
    }

    @Test
    void not_paying_lets_it_happen() {
        TestGame game = taxCollectorFielded(10);

        game.decline();

        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).log().mentions("does not pay 1 life, so it goes on");
    }

    @Test
    void an_opponent_who_would_pay_their_last_life_is_not_asked_and_the_log_says_so() {
        TestGame game = taxCollectorFielded(1);

        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).log().mentions("cannot pay 1 life");
    }

    @Test
    void an_answer_that_is_not_offered_is_rejected() {
        TestGame game = taxCollectorFielded(10);

        assertThat(game).action(new Action.React(1, Payment.NOTHING)).isRejectedBecause("There is no such way to answer.");
    }
}
