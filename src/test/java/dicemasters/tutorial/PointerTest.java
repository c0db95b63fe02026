package dicemasters.tutorial;

import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A step's pointer turns into the dice and cards the window highlights. */
class PointerTest {

    private static TutorialRunner dcExampleAt(String title) {
        TutorialRunner runner = TutorialRunner.start(TutorialLoader.loadResource("tutorials/dc-justice-example.json",
                Tutorials.libraryCards()));
        while (!runner.currentStep().title().equals(title)) {
            runner.playExpected();
        }
        return runner;
    }

    @Test
    void a_zone_pointer_picks_out_that_players_dice_in_the_zone() {
        TutorialRunner runner = dcExampleAt("Roll and Reroll");
        GameState s = runner.state();

        Pointer pointer = runner.currentStep().point();

        assertThat(pointer.playerIndex(s)).isZero();
        assertThat(pointer.dice(s)).hasSize(3).allMatch(id -> s.die(id).zone() == Zone.RESERVE && s.die(id).owner() == 0);
    }

    @Test
    void a_die_pointer_picks_out_the_die_it_names() {
        TutorialRunner runner = dcExampleAt("Wonder Woman arrives");
        GameState s = runner.state();

        assertThat(runner.currentStep().point().dice(s)).singleElement()
                .satisfies(id -> assertThat(s.nameOf(s.die(id))).isEqualTo("Wonder Woman"));
    }

    @Test
    void a_card_pointer_picks_out_the_card() {
        TutorialRunner runner = dcExampleAt("Global Abilities");
        GameState s = runner.state();

        assertThat(runner.currentStep().point().cards(s)).singleElement()
                .satisfies(i -> assertThat(s.cards().get(i).definition().name()).isEqualTo("Excessive Force"));
        assertThat(runner.currentStep().point().dice(s)).isEmpty();
    }
}
