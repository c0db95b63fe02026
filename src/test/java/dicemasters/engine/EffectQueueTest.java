package dicemasters.engine;

import dicemasters.engine.card.Energy;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.effects.PendingEffect;
import dicemasters.engine.effects.Triggers;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Flow;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.pay;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.energy;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

class EffectQueueTest {

    private static Scenario mainStep() {
        return Scenario.game().annBrings(Cards.SNIPER, 2).annBrings(Cards.MEDIC, 2)
                .benBrings(Cards.BLACK_MANTA, 2).basicAction(Cards.EXCESSIVE_FORCE).at(5, 0, Step.MAIN);
    }

    @Test
    void aWhenFieldedAbilityThatNeedsATargetPausesTheEngineUntilThePlayerChooses() {
        Scenario sc = mainStep();
        int sniper = sc.place(0, "Sniper", Zone.RESERVE, level(1));
        int mantaA = sc.place(1, "Black Manta", Zone.FIELD, level(1));
        int mantaB = sc.place(1, "Black Manta", Zone.FIELD, level(1));

        GameState s = ok(sc.state(), new Action.Field(sniper, Payment.NOTHING)).state();

        assertThat(s.decision()).isInstanceOfSatisfying(Decision.ChooseTargets.class, d -> {
            assertThat(d.player()).isZero();
            assertThat(d.candidates()).containsExactly(mantaA, mantaB);
            assertThat(d.prompt()).startsWith("Ann: choose 1 target die for Sniper");
        });
        assertThat(rejected(s, new Action.Pass())).startsWith("First answer: Ann: choose 1 target die");
        assertThat(rejected(s, new Action.ChooseTargets(List.of(sniper)))).isEqualTo("That die is not a valid target.");

        s = after(s, new Action.ChooseTargets(List.of(mantaB)));
        assertThat(s.die(mantaB).damage()).isEqualTo(1);
        assertThat(s.decision()).isNull();
    }

    @Test
    void anEffectWithASingleLegalTargetTakesItWithoutAsking() {
        Scenario sc = mainStep();
        int sniper = sc.place(0, "Sniper", Zone.RESERVE, level(1));
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));

        GameState s = ok(sc.state(), new Action.Field(sniper, Payment.NOTHING)).state();

        assertThat(s.decision()).isNull();
        assertThat(s.die(manta).damage()).isEqualTo(1);
    }

    @Test
    void aTriggeredAbilityWithNoLegalTargetDoesNothing() {
        Scenario sc = mainStep();
        int sniper = sc.place(0, "Sniper", Zone.RESERVE, level(1));

        Result.Done done = ok(sc.state(), new Action.Field(sniper, Payment.NOTHING));

        assertThat(done.state().decision()).isNull();
        assertThat(Play.events(done, GameEvent.DieDamaged.class)).isEmpty();
    }

    @Test
    void anActionDieWithNoValidTargetCannotBeUsed() {
        Scenario sc = mainStep();
        int action = sc.place(0, "Excessive Force", Zone.RESERVE, Scenario.action(0));

        assertThat(rejected(sc.state(), new Action.UseActionDie(action)))
                .isEqualTo("Excessive Force has no valid target.");
    }

    @Test
    void aUsedActionDieGoesOutOfPlayAndItsEffectResolves() {
        Scenario sc = mainStep();
        int action = sc.place(0, "Excessive Force", Zone.RESERVE, Scenario.action(1));
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(3));

        Result.Done done = ok(sc.state(), new Action.UseActionDie(action));

        assertThat(done.state().die(action).zone()).isEqualTo(Zone.OUT_OF_PLAY);
        assertThat(Play.events(done, GameEvent.DieKnockedOut.class)).extracting(GameEvent.DieKnockedOut::dieId)
                .containsExactly(manta);
    }

    @Test
    void aPlayerWithTwoDifferentSimultaneousTriggersChoosesTheirOrder() {
        Scenario sc = mainStep();
        int sniper = sc.place(0, "Sniper", Zone.RESERVE, level(1));
        int medic = sc.place(0, "Medic", Zone.RESERVE, level(1));
        sc.place(1, "Black Manta", Zone.FIELD, level(1));
        sc.lifeOf(0, 5);
        GameState s = after(sc.state(), new Action.Field(sniper, Payment.NOTHING));
        // Fielding one at a time triggers one at a time; a triggered batch of two needs ordering:
        Table t = new Table(s.copy());
        t.emit(new GameEvent.DieFielded(0, "Ann", sniper, "Sniper", 1));
        t.emit(new GameEvent.DieFielded(0, "Ann", medic, "Medic", 1));
        t.relocate(t.s.die(medic), Zone.FIELD);
        Flow.settle(t);

        assertThat(t.s.decision()).isInstanceOf(Decision.OrderTriggers.class);
        GameState ordered = after(t.s, new Action.OrderTriggers(List.of(1, 0)));
        assertThat(ordered.player(0).life()).isEqualTo(6);
    }

    @Test
    void theActivePlayersTriggersResolveBeforeTheInactivePlayers() {
        Scenario sc = mainStep();
        int annMedic = sc.place(0, "Medic", Zone.FIELD, level(1));
        GameState s = sc.state();
        // Both players' abilities triggered by one event arrive in one batch, inactive player's first.
        java.util.List<PendingEffect> batch = new java.util.ArrayList<>();
        batch.add(new PendingEffect(1, 2, 0, annMedic, annMedic, 0, 0, null));
        batch.add(new PendingEffect(0, 2, 0, annMedic, annMedic, 0, 0, null));
        Triggers.enqueueTriggers(s, batch);

        assertThat(s.queue()).extracting(PendingEffect::controller).containsExactly(0, 1);
    }

    @Test
    void aGlobalWithATargetAsksForItAfterThePaymentAndAppliesUntilTheEndOfTheTurn() {
        Scenario sc = mainStep();
        int bolt = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));
        int sidekick = sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        GameState s = sc.state();
        int ef = s.cards().size() - 1;

        s = after(s, new Action.UseGlobal(ef, 1, pay(bolt, Energy.BOLT)));
        assertThat(s.decision()).isInstanceOf(Decision.ChooseTargets.class);
        s = after(s, new Action.ChooseTargets(List.of(sidekick)));

        assertThat(Stats.attack(s, s.die(sidekick))).isEqualTo(2);
        assertThat(Stats.attack(s, s.die(manta))).isEqualTo(1);
    }
}
