package dicemasters.engine;

import dicemasters.engine.energy.Payment;
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
    void theActivePlayerActsThenPassesPriorityToTheInactivePlayer() {
        TestGame game = annsMainStepWithBenHoldingABolt();

        game.pass();

        assertThat(game).hasPriorityWith(BEN).waitsOn(BEN).isAt(MAIN_STEP);
    }

    @Test
    void theInactivePlayerMayUseOneGlobalThenPriorityReturns() {
        TestGame game = annsMainStepWithBenHoldingABolt();
        game.pass();

        game.useGlobal("Excessive Force", 1);

        assertThat(game).hasPriorityWith(ANN);
        assertThat(game).die(annSidekick).isIn(FIELD_ZONE).hasAttack(2);
    }

    @Test
    void energySpentOnTheOpponentsTurnGoesStraightToTheUsedPile() {
        TestGame game = annsMainStepWithBenHoldingABolt();
        game.pass();

        game.useGlobal("Excessive Force", 1);

        assertThat(game).die(benBolt).isIn(USED_PILE);
    }

    @Test
    void theStepEndsWhenTheActivePlayerPassesAfterTheInactivePlayerPassedWithoutActing() {
        TestGame game = annsMainStepWithBenHoldingABolt();
        game.pass();
        game.pass();
        assertThat(game).hasPriorityWith(ANN).isAt(MAIN_STEP);

        game.pass();

        assertThat(game).isAt(DECLARE_ATTACKERS);
    }

    @Test
    void afterTheInactivePlayerPassesTheActivePlayerMayActAgainAndThenMustPassToThemAgain() {
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
    void whenTheInactivePlayerHasNothingToUseTheActivePlayersPassEndsTheStep() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);

        game.pass();

        assertThat(game).isAt(DECLARE_ATTACKERS);
        assertThat(game.events(GameEvent.StepEnded.class)).singleElement()
                .satisfies(e -> assertThat(e.text()).contains("Ben has nothing to use"));
    }

    @Test
    void theInactivePlayerCannotBuyOrFieldDice() {
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
    void globalsCanAlsoBeUsedInTheAttackStepsActionGlobalWindow() {
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
