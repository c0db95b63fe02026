package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;

import java.util.function.Function;

/**
 * Something picked that costs energy, while its payment is drafted: what it is ("buy a Leonardo
 * die"), the action it becomes once paid, and the payment so far.
 */
record PayingFor(String what, Function<Payment, Action> make, PaymentDraft draft) {
    /** The action with the payment drafted so far. */
    Action action() {
        return make.apply(draft.toPayment());
    }
}
