package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static org.assertj.core.api.Assertions.assertThat;

class PriorityTest {
    private TestDie benBolt;
    private TestDie annSidekick;

    /** Ann's Main Step; Ben saved a Bolt, which pays the Global of Excessive Force (+1A to a character die). */
    private TestGame annsMainStepWithBenHoldingABolt() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        annSidekick = game.sidekick(ANN, FIELD_ZONE);
        benBolt = game.energy(BEN, BOLT);
        return game;
    }

    @Test
    void the_active_player_acts_then_passes_priority_to_the_inactive_player() {
        TestGame game = annsMainStepWithBenHoldingABolt();

        game.pass();

        assertThat(game).hasPriorityWith(BEN).waitsOn(BEN).isAt(MAIN_STEP);
    }

    @Test
    void the_inactive_player_may_use_one_global_then_priority_returns() {
        TestGame game = annsMainStepWithBenHoldingABolt();
        game.pass();

        game.useGlobal("Excessive Force", 1);

        assertThat(game).hasPriorityWith(ANN);
        assertThat(game).die(annSidekick).isIn(FIELD_ZONE).hasAttack(2);
    }

    @Test
    void energy_spent_on_the_opponents_turn_goes_straight_to_the_used_pile() {
        TestGame game = annsMainStepWithBenHoldingABolt();
        game.pass();

        game.useGlobal("Excessive Force", 1);

        assertThat(game).die(benBolt).isIn(USED_PILE);
    }

    @Test
    void the_step_ends_when_the_active_player_passes_after_the_inactive_player_passed_without_acting() {
        TestGame game = annsMainStepWithBenHoldingABolt();
        game.pass();
        game.pass();
        assertThat(game).hasPriorityWith(ANN).isAt(MAIN_STEP);

        game.pass();

        assertThat(game).isAt(DECLARE_ATTACKERS);
    }

    @Test
    void after_the_inactive_player_passes_the_active_player_may_act_again_and_then_must_pass_to_them_again() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, BOLT);
        game.energy(BEN, BOLT);
        game.pass();
        game.pass();

        game.useGlobal("Excessive Force", 1);
        game.pass();

        assertThat(game).die(sidekick).hasAttack(2);
        assertThat(game).as("Ben gets another chance to react").hasPriorityWith(BEN);
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    void when_the_inactive_player_has_nothing_to_use_the_active_players_pass_ends_the_step() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);

        game.pass();

        assertThat(game).isAt(DECLARE_ATTACKERS);
        assertThat(game.events(GameEvent.StepEnded.class)).singleElement()
                .satisfies(e -> assertThat(e.text()).contains("Ben has nothing to use"));
    }

    @Test
    void the_inactive_player_cannot_buy_or_field_dice() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);
        TestDie a = game.energy(BEN, BOLT);
        TestDie b = game.energy(BEN, FIST);
        game.pass();

        Payment both = Payment.of(new Payment.Spend(a.id(), List.of(BOLT)), new Payment.Spend(b.id(), List.of(FIST)));
        assertThat(game).action(new Action.Purchase(game.card("Excessive Force").index(), both))
                .isRejectedBecause("Only the active player can buy dice.");
    }

    @Test
    void globals_can_also_be_used_in_the_attack_steps_action_global_window() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(ANN, DECLARE_ATTACKERS);
        TestDie attacker = game.sidekick(ANN, FIELD_ZONE);
        game.energy(BEN, BOLT);
        game.attackWith(attacker);
        assertThat(game).isAt(ATTACK_WINDOW);

        game.pass();
        game.useGlobal("Excessive Force", 1);

        assertThat(game).die(attacker).hasAttack(2);
        assertThat(game).hasPriorityWith(ANN);
    }
}
