package dicemasters.engine.effects;

import dicemasters.engine.facts.Targets;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BANNER;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A card is active while one or more of its dice are character dice in the Field Zone
 * ({@link Targets#isActive}); "while active" texts and conditions ask this. Copies are in
 * {@code mechanics.CopyAbilitiesTest}.
 */
class ActiveCardsTest {

    @Test
    void a_continuous_action_die_in_the_field_zone_does_not_make_its_card_active() {
        TestGame game = TestGame.setup().basicActions(BANNER).at(ANN, MAIN_STEP);
        TestDie banner = game.place(ANN, "Battle Banner", RESERVE_POOL, action(0));

        game.use(banner);

        assertThat(game).die(banner).isIn(FIELD_ZONE);
        assertThat(Targets.isActive(game.state(), game.die(banner).cardIndex())).as("not an active character")
                .isFalse();
    }
}
