package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Energy an ability gives is not on a die: like the energy of dice a player could not draw, it
 * is spent as usual and "lost" when its player passes priority (DC Justice, Passing Priority).
 */
class GainEnergyTest {
    /** When fielded, gain 2 Mask energy. */
    private static final CardDefinition BATTERY = Cards.character("Battery", 2, Energy.MASK, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.GainEnergy(PlayerSelector.YOU, Energy.MASK,
                    Amount.of(2)))),
            new int[]{0, 1, 1}, new int[]{1, 2, 2}, new int[]{1, 3, 3});

    private static GameState batteryFielded() {
        Scenario sc = Scenario.game().annBrings(BATTERY, 4).benBrings(BATTERY, 2).at(5, 0, Step.MAIN);
        int battery = sc.place(0, "Battery", Zone.RESERVE, level(1));
        return ok(sc.state(), new Action.Field(battery, Payment.NOTHING)).state();
    }

    @Test
    void the_energy_gained_can_be_spent_like_any_other() {
        GameState s = batteryFielded();
        assertThat(s.player(0).virtualEnergy()).containsExactly(Energy.MASK, Energy.MASK);
        CardInPlay battery = s.cards().stream().filter(c -> c.owner() == 0 && c.definition().name()
                .equals("Battery")).findFirst().orElseThrow();
        Payment payment = Engine.suggestPayment(s, 0, 2, List.of(Energy.MASK));
        GameState after = ok(s, new Action.Purchase(battery.index(), payment)).state();
        assertThat(after.player(0).virtualEnergy()).isEmpty();
    }

    @Test
    void energy_not_spent_is_lost_when_priority_passes() {
        GameState s = ok(batteryFielded(), new Action.Pass()).state();
        assertThat(s.player(0).virtualEnergy()).isEmpty();
    }
}
