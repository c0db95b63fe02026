package dicemasters.engine;

import dicemasters.engine.card.Amount;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/**
 * Energy an ability gives is not on a die: like the energy of dice a player could not draw, it
 * is spent as usual and "lost" when its player passes priority (DC Justice, Passing Priority).
 */
class GainEnergyTest {
    /** Battery (2): When fielded, gain 2 Mask energy. */
    private static final CardDefinition BATTERY = CardBuilder.character("Battery").cost(2).energy(MASK)
            .level(0, 1, 1).level(1, 2, 2).level(1, 3, 3)
            .whenFielded(new Effect.GainEnergy(PlayerSelector.YOU, MASK, Amount.of(2))).build();

    private static TestGame batteryFielded() {
        TestGame game = TestGame.setup().ann(BATTERY, 4).ben(BATTERY, 2).at(ANN, MAIN_STEP);
        game.field(game.place(ANN, "Battery", RESERVE_POOL, level(1)));
        return game;
    }

    @Test
    void the_energy_gained_can_be_spent_like_any_other() {
        TestGame game = batteryFielded();
        assertThat(game).player(ANN).hasVirtualEnergy(MASK, MASK);

        game.buy("Battery");

        assertThat(game).player(ANN).hasVirtualEnergy();
    }

    @Test
    void energy_not_spent_is_lost_when_priority_passes() {
        TestGame game = batteryFielded();

        game.pass();

        assertThat(game).player(ANN).hasVirtualEnergy();
    }
}
