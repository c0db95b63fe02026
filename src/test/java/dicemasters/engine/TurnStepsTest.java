package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.INVESTIGATION;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

class TurnStepsTest {

    @Test
    void the_first_players_first_turn_draws_three_dice_and_puts_a_fourth_out_of_play() {
        TestGame game = TestGame.setup().start();

        assertThat(game).isAt(ROLL_AND_REROLL);
        assertThat(game.state().diceIn(ANN, RESERVE_POOL)).hasSize(3).allMatch(Die::rolledThisStep);
        assertThat(game).player(ANN).hasDiceIn(OUT_OF_PLAY, 1).hasDiceIn(BAG, 4);
    }

    @Test
    void the_second_players_first_turn_draws_the_usual_four_dice() {
        TestGame game = TestGame.setup().start();
        // Nothing to field and nobody in the field: passing the Main Step ends the turn.
        game.reroll();
        game.pass();

        assertThat(game).isTurnOf(BEN);
        assertThat(game.state().turn()).isEqualTo(2);
        assertThat(game).player(BEN).hasDiceIn(RESERVE_POOL, 4);
        assertThat(game).player(ANN).as("Out of Play empties at the end of the turn").hasNoDiceIn(OUT_OF_PLAY);
        assertThat(game.count(ANN, USED_PILE) + game.count(ANN, RESERVE_POOL))
                .as("the Out of Play die and unfielded characters are used; saved energy waits in the Reserve Pool")
                .isEqualTo(4);
    }

    @Test
    void the_dice_in_the_prep_area_are_rolled_with_the_four_drawn() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN, 2).before(ANN, CLEAR_AND_DRAW);
        game.place(ANN, "Wonder Woman", PREP_AREA);

        game.proceed();

        assertThat(game).isTurnOf(ANN);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 5);
    }

    @Test
    void an_empty_bag_is_refilled_from_the_used_pile_but_not_from_out_of_play() {
        TestGame game = TestGame.setup().before(ANN, CLEAR_AND_DRAW);
        for (int i = 0; i < 8; i++) {
            game.place(ANN, SIDEKICK, i < 6 ? USED_PILE : PREP_AREA);
        }

        game.proceed();

        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.BagRefilled r && r.dice() == 6);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 6).hasDiceIn(BAG, 2);
    }

    @Test
    void each_die_that_cannot_be_drawn_costs_one_life_and_gives_one_generic_energy() {
        TestGame game = TestGame.setup().before(ANN, CLEAR_AND_DRAW);
        for (int i = 0; i < 7; i++) {
            game.sidekick(ANN, FIELD_ZONE);
        }

        game.proceed();

        assertThat(game).player(ANN).hasLife(7).hasVirtualEnergy(GENERIC, GENERIC, GENERIC);
    }

    @Test
    void the_reroll_is_one_group_and_then_the_main_step_begins() {
        TestGame game = TestGame.setup().start();
        List<TestDie> rolled = game.diceIn(ANN, RESERVE_POOL);

        Result.Done done = game.act(new Action.Reroll(List.of(rolled.get(0).id(), rolled.get(1).id())));

        assertThat(done.events()).filteredOn(e -> e instanceof GameEvent.DieRolled).hasSize(2);
        assertThat(game).isAt(MAIN_STEP);
        assertThat(game).action(new Action.Reroll(List.of(rolled.get(2).id()))).isRejected()
                .contains("Roll and Reroll Step");
    }

    @Test
    void unfielded_character_dice_go_to_the_used_pile_at_the_end_of_the_main_step() {
        TestGame game = TestGame.setup().at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, RESERVE_POOL);
        TestDie energyDie = game.energy(ANN, FIST);

        game.pass();

        assertThat(game).die(sidekick).isIn(USED_PILE);
        assertThat(game).die(energyDie).as("saved energy stays in the Reserve Pool").isIn(RESERVE_POOL);
    }

    @Test
    void with_no_attackers_the_turn_ends_at_once_without_an_action_global_window() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);
        game.energy(BEN, BOLT);
        game.pass();
        game.pass();
        game.pass();
        assertThat(game).isAt(DECLARE_ATTACKERS);

        Result.Done done = game.act(declaringAttackers());

        assertThat(done.events()).noneMatch(e -> e instanceof GameEvent.StepStarted st
                && st.step() == ATTACK_WINDOW);
        assertThat(game).isTurnOf(BEN);
    }

    @Test
    void unused_action_dice_go_to_the_used_pile_in_the_cleanup_step() {
        TestGame game = TestGame.setup().basicActions(INVESTIGATION).at(ANN, MAIN_STEP);
        TestDie investigation = game.place(ANN, "Investigation", RESERVE_POOL, action(0));

        game.pass();

        assertThat(game).die(investigation).isIn(USED_PILE);
    }

    @Test
    void energy_saved_in_the_reserve_pool_is_cleared_to_the_used_pile_at_the_owners_next_clear_and_draw() {
        TestGame game = TestGame.setup().at(BEN, MAIN_STEP);
        TestDie saved = game.energy(ANN, MASK);

        game.pass();

        assertThat(game).isTurnOf(ANN);
        Die now = game.die(saved);
        assertThat(now.zone()).isIn(USED_PILE, BAG, RESERVE_POOL);
        assertThat(now.zone() == RESERVE_POOL ? now.rolledThisStep() : true)
                .as("if it is in the Reserve Pool again, it was drawn and rolled anew").isTrue();
    }
}
