package dicemasters.engine;

import dicemasters.engine.card.Energy;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.pay;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.energy;
import static org.assertj.core.api.Assertions.assertThat;

class PriorityTest {
    private int excessiveForce;
    private int benBolt;
    private int annSidekick;

    /** Ann's Main Step; Ben saved a Bolt, which pays the Global of Excessive Force. */
    private GameState annsMainStepWithBenHoldingABolt() {
        Scenario sc = Scenario.game().basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.MAIN);
        annSidekick = sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        benBolt = sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        GameState s = sc.state();
        excessiveForce = s.cards().size() - 1;
        return s;
    }

    @Test
    void theActivePlayerActsThenPassesPriorityToTheInactivePlayer() {
        GameState s = after(annsMainStepWithBenHoldingABolt(), new Action.Pass());

        assertThat(s.priorityPlayer()).isEqualTo(1);
        assertThat(s.actingPlayer()).isEqualTo(1);
        assertThat(s.step()).isEqualTo(Step.MAIN);
    }

    @Test
    void theInactivePlayerMayUseOneGlobalThenPriorityReturns() {
        GameState s = after(annsMainStepWithBenHoldingABolt(), new Action.Pass());

        Result.Done done = ok(s, new Action.UseGlobal(excessiveForce, 1, pay(benBolt, Energy.BOLT)));

        assertThat(done.state().priorityPlayer()).isEqualTo(0);
        assertThat(done.state().die(annSidekick).zone()).isEqualTo(Zone.FIELD);
        assertThat(Stats.attack(done.state(), done.state().die(annSidekick))).isEqualTo(2);
    }

    @Test
    void energySpentOnTheOpponentsTurnGoesStraightToTheUsedPile() {
        GameState s = after(annsMainStepWithBenHoldingABolt(), new Action.Pass(),
                new Action.UseGlobal(excessiveForce, 1, pay(benBolt, Energy.BOLT)));

        assertThat(s.die(benBolt).zone()).isEqualTo(Zone.USED);
    }

    @Test
    void theStepEndsWhenTheActivePlayerPassesAfterTheInactivePlayerPassedWithoutActing() {
        GameState s = after(annsMainStepWithBenHoldingABolt(), new Action.Pass(), new Action.Pass());
        assertThat(s.priorityPlayer()).isEqualTo(0);
        assertThat(s.step()).isEqualTo(Step.MAIN);

        s = after(s, new Action.Pass());

        assertThat(s.step()).isEqualTo(Step.DECLARE_ATTACKERS);
    }

    @Test
    void afterTheInactivePlayerPassesTheActivePlayerMayActAgainAndThenMustPassToThemAgain() {
        Scenario sc = Scenario.game().basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.MAIN);
        int sidekick = sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        int annBolt = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        GameState s = after(sc.state(), new Action.Pass(), new Action.Pass());

        s = after(s, new Action.UseGlobal(s.cards().size() - 1, 1, pay(annBolt, Energy.BOLT)), new Action.Pass());

        assertThat(Stats.attack(s, s.die(sidekick))).isEqualTo(2);
        assertThat(s.priorityPlayer()).as("Ben gets another chance to react").isEqualTo(1);
        assertThat(s.step()).isEqualTo(Step.MAIN);
    }

    @Test
    void whenTheInactivePlayerHasNothingToUseTheActivePlayersPassEndsTheStep() {
        Scenario sc = Scenario.game().basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.MAIN);
        sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());

        Result.Done done = ok(sc.state(), new Action.Pass());

        assertThat(done.state().step()).isEqualTo(Step.DECLARE_ATTACKERS);
        assertThat(Play.events(done, GameEvent.StepEnded.class)).singleElement()
                .satisfies(e -> assertThat(e.text()).contains("Ben has nothing to use"));
    }

    @Test
    void theInactivePlayerCannotBuyOrFieldDice() {
        Scenario sc = Scenario.game().basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.MAIN);
        sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        int a = sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        int b = sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        GameState s = after(sc.state(), new Action.Pass());

        String reason = rejected(s, new Action.Purchase(s.cards().size() - 1, Payment.of(
                new Payment.Spend(a, List.of(Energy.BOLT)), new Payment.Spend(b, List.of(Energy.FIST)))));

        assertThat(reason).isEqualTo("Only the active player can buy dice.");
    }

    @Test
    void globalsCanAlsoBeUsedInTheAttackStepsActionGlobalWindow() {
        Scenario sc = Scenario.game().basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.DECLARE_ATTACKERS);
        int attacker = sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        int bolt = sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(attacker)));
        assertThat(s.step()).isEqualTo(Step.ATTACK_WINDOW);

        s = after(s, new Action.Pass(), new Action.UseGlobal(s.cards().size() - 1, 1, pay(bolt, Energy.BOLT)));

        assertThat(Stats.attack(s, s.die(attacker))).isEqualTo(2);
        assertThat(s.priorityPlayer()).isEqualTo(0);
    }
}
