package dicemasters.ui;

import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Changing a payment by clicking energy dice, including partial spending of a double. */
class PaymentDraftTest {

    @Test
    void a_suggested_payment_is_the_starting_draft() {
        Payment suggested = Payment.of(new Payment.Spend(4, List.of(Energy.BOLT)));
        assertThat(new PaymentDraft(suggested).toPayment()).isEqualTo(suggested);
    }

    @Test
    void clicking_a_double_spends_both_then_one_then_none() {
        PaymentDraft draft = new PaymentDraft(Payment.NOTHING);
        List<Energy> twoFists = List.of(Energy.FIST, Energy.FIST);
        draft.cycle(7, twoFists);
        assertThat(draft.spentFrom(7)).containsExactly(Energy.FIST, Energy.FIST);
        draft.cycle(7, twoFists);
        assertThat(draft.spentFrom(7)).as("a partial spend").containsExactly(Energy.FIST);
        draft.cycle(7, twoFists);
        assertThat(draft.spentFrom(7)).isEmpty();
        assertThat(draft.toPayment().spends()).isEmpty();
    }

    @Test
    void a_crossover_face_can_spend_either_symbol_alone() {
        PaymentDraft draft = new PaymentDraft(Payment.NOTHING);
        List<Energy> boltAndMask = List.of(Energy.BOLT, Energy.MASK);
        draft.cycle(2, boltAndMask);
        draft.cycle(2, boltAndMask);
        assertThat(draft.spentFrom(2)).containsExactly(Energy.BOLT);
        draft.cycle(2, boltAndMask);
        assertThat(draft.spentFrom(2)).containsExactly(Energy.MASK);
    }

    @Test
    void a_single_symbol_is_spent_or_not() {
        PaymentDraft draft = new PaymentDraft(Payment.of(new Payment.Spend(1, List.of(Energy.SHIELD))));
        draft.cycle(1, List.of(Energy.SHIELD));
        assertThat(draft.spentFrom(1)).isEmpty();
        draft.cycle(1, List.of(Energy.SHIELD));
        assertThat(draft.toPayment()).isEqualTo(Payment.of(new Payment.Spend(1, List.of(Energy.SHIELD))));
    }
}
