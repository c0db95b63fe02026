package dicemasters.puzzle;

import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The other ways to pay what a suggested payment pays: the same number of symbols taken from the
 * payer's energy dice in the Reserve Pool in every proportion. Which of them pay the cost is the
 * engine's question ({@link dicemasters.engine.Engine#check}); this only lists them.
 */
final class PaymentChoices {
    /** Beyond this many energy dice the suggested payment alone is offered (no puzzle has so many). */
    private static final int MOST_DICE = 8;

    private PaymentChoices() {
    }

    /** Every spend of {@code total} symbols from the player's Reserve Pool energy dice, the suggested first. */
    static List<Payment> of(GameState s, int player, Payment suggested) {
        List<Payment> result = new ArrayList<>();
        result.add(suggested);
        List<Die> energy = new ArrayList<>();
        for (Die d : s.diceIn(player, Zone.RESERVE)) {
            if (s.face(d).isEnergy() && !s.face(d).energy().isEmpty()) {
                energy.add(d);
            }
        }
        boolean virtual = suggested.spends().stream().anyMatch(sp -> sp.dieId() == Payment.VIRTUAL);
        if (virtual || energy.size() > MOST_DICE || suggested.total() == 0) {
            return result;
        }
        spend(s, energy, 0, suggested.total(), new ArrayList<>(), result);
        return result;
    }

    private static void spend(GameState s, List<Die> dice, int at, int left, List<Payment.Spend> chosen,
                              List<Payment> into) {
        if (left == 0) {
            Payment p = new Payment(chosen);
            if (!into.contains(p)) {
                into.add(p);
            }
            return;
        }
        if (at == dice.size()) {
            return;
        }
        Die d = dice.get(at);
        List<Energy> symbols = s.face(d).energy();
        for (int take = Math.min(left, symbols.size()); take >= 0; take--) {
            if (take > 0) {
                chosen.add(new Payment.Spend(d.id(), symbols.subList(0, take)));
            }
            spend(s, dice, at + 1, left - take, chosen, into);
            if (take > 0) {
                chosen.remove(chosen.size() - 1);
            }
        }
    }

    /** " paying Fist and Shield" (in the energies' order), or nothing for a payment of no energy. */
    static String words(Payment payment) {
        if (payment == null || payment.total() == 0) {
            return "";
        }
        List<String> labels = payment.symbols().stream().sorted().map(Energy::label).toList();
        return " paying " + Moves.join(labels);
    }
}
