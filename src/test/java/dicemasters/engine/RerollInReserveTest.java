package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.FaceKind;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** "Reroll those dice" in the Reserve Pool: rerolled where they are, all at once, whatever they show. */
class RerollInReserveTest {
    private static final DieSelector MY_ENERGY_IN_RESERVE = new DieSelector(DieSelector.Selection.ALL, Side.OWN,
            DieFilter.of(new DieCondition.Showing(FaceKind.ENERGY)), 0, false, Place.RESERVE);
    /** Gambler (2): When fielded, reroll all energy dice in your Reserve Pool. */
    private static final CardDefinition GAMBLER = CardBuilder.character("Gambler").cost(2).energy(MASK)
            .level(0, 1, 1).level(1, 2, 2).level(1, 3, 3)
            .whenFielded(new Effect.Reroll(MY_ENERGY_IN_RESERVE, false)).build();

    @Test
    void dice_in_the_reserve_pool_are_rerolled_there_even_onto_a_character_face() {
        TestGame game = TestGame.setup().ann(GAMBLER, 3).ben(GAMBLER, 2).at(ANN, MAIN_STEP);
        TestDie gambler = game.place(ANN, "Gambler", RESERVE_POOL, level(1));
        TestDie energy = game.place(ANN, "Gambler", RESERVE_POOL, energy(MASK));
        TestDie other = game.place(ANN, "Gambler", RESERVE_POOL, energy(MASK));
        game.nextRollShows(energy, level(2));
        game.nextRollShows(other, level(3));

        game.field(gambler);

        assertThat(game).die(energy).isIn(RESERVE_POOL).showsLevel(2);
        assertThat(game).die(other).isIn(RESERVE_POOL).showsLevel(3);
        assertThat(game.events(GameEvent.DieRolled.class)).as("each rerolled once").hasSize(2);
    }
}
