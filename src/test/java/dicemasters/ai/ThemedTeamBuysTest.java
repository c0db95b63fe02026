package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Keyword;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BOLT;
import static dicemasters.testing.Rulebook.FIST;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.MASK;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A team built around Overcrush plays its strength: with the energy for an Overcrush die, the
 * computer buys it rather than a cheaper die of another card. (The pool's Overcrush characters all
 * cost 4 to 7, so its first purchases, with less energy, are the team's cheap cards: docs/AI.md.)
 */
class ThemedTeamBuysTest {
    /** She-Hulk (Anger Issues) costs 5 Fist and has Overcrush; Casey Jones costs 2, Static Field 2. */
    @Test
    void with_five_energy_normal_buys_she_hulk_with_overcrush_over_cheaper_dice() {
        TestGame game = TestGame.setup().life(20).ann("CW018", "HHS004").ben("CW011").basicActions("JUS071")
                .at(ANN, MAIN_STEP);
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);
        game.energy(ANN, FIST);
        game.energy(ANN, MASK);
        game.energy(ANN, BOLT);

        Action choice = new SearchPlayer(Strength.NORMAL.settings().withThreads(1), 3L).choose(game.state());

        assertThat(choice).isInstanceOf(Action.Purchase.class);
        var bought = game.state().cards().get(((Action.Purchase) choice).cardIndex()).definition();
        assertThat(bought.name()).isEqualTo("She-Hulk");
        assertThat(bought.has(Keyword.OVERCRUSH)).isTrue();
    }
}
