package dicemasters.persist;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DamageAssignment;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ActionJsonTest {
    private static final Payment PAYMENT = Payment.of(new Payment.Spend(4, List.of(Energy.FIST, Energy.FIST)),
            new Payment.Spend(Payment.VIRTUAL, List.of(Energy.GENERIC)));

    private static final List<Action> ONE_OF_EACH = List.of(
            new Action.Reroll(List.of(1, 3)),
            new Action.Purchase(6, PAYMENT),
            new Action.Field(12, PAYMENT),
            new Action.UseActionDie(30),
            new Action.UseGlobal(7, 1, PAYMENT),
            new Action.Pass(),
            new Action.DeclareAttackers(List.of(12, 18)),
            new Action.DeclareBlockers(List.of(new Action.Block(20, 12), new Action.Block(21, 12))),
            new Action.SplitDamage(List.of(new DamageAssignment(12, 20, 2), new DamageAssignment(12, 21, 1))),
            new Action.ChooseTargets(List.of(18)),
            new Action.OrderTriggers(List.of(1, 0)),
            new Action.React(1, new Payment(List.of(new Payment.Spend(4, List.of(Energy.MASK))))),
            new Action.DeclineReaction(),
            new Action.ChooseNumber(2),
            new Action.Concede(),
            new Action.UseFieldAbility(33, 2, PAYMENT),
            new Action.SplitPrepArea(List.of(3, 9)));

    @Test
    void every_kind_of_action_has_a_saved_form() {
        List<Class<?>> kinds = new ArrayList<>();
        ONE_OF_EACH.forEach(a -> kinds.add(a.getClass()));
        assertThat(kinds).containsExactlyInAnyOrder(Action.class.getPermittedSubclasses());
        assertThat(ActionJson.TYPES).hasSize(Action.class.getPermittedSubclasses().length);
    }

    @Test
    void every_kind_of_action_reads_back_as_the_same_action() throws Exception {
        for (Action action : ONE_OF_EACH) {
            ObjectNode written = ActionJson.write(action);
            assertThat(ActionJson.read(Fields.of(written, "test"))).isEqualTo(action);
        }
    }

    @Test
    void virtual_energy_is_written_as_a_word_not_a_magic_number() {
        assertThat(ActionJson.write(new Action.Field(12, PAYMENT)).toString())
                .isEqualTo("{\"type\":\"field\",\"die\":12,\"payment\":[{\"die\":4,\"energy\":[\"FIST\",\"FIST\"]},"
                        + "{\"die\":\"virtual\",\"energy\":[\"GENERIC\"]}]}");
    }

    @Test
    void a_concession_names_its_player_only_when_it_is_not_the_one_to_act() throws Exception {
        assertThat(ActionJson.write(new Action.Concede()).toString()).isEqualTo("{\"type\":\"concede\"}");
        ObjectNode named = ActionJson.write(new Action.Concede(1));
        assertThat(named.toString()).isEqualTo("{\"type\":\"concede\",\"player\":1}");
        assertThat(ActionJson.read(Fields.of(named, "test"))).isEqualTo(new Action.Concede(1));
    }
}
