package dicemasters.tutorial;

import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds the payment a tutorial names by its symbols ("pay Wild and Fist") from a player's Reserve Pool. */
final class PaymentPicker {
    private PaymentPicker() {
    }

    /** A payment spending exactly these symbols, or null when the Reserve Pool does not show them. */
    static Payment fromSymbols(GameState s, int player, List<Energy> symbols) {
        Map<Integer, List<Energy>> left = new LinkedHashMap<>();
        for (Die d : s.diceIn(player, Zone.RESERVE)) {
            if (s.face(d).isEnergy()) {
                left.put(d.id(), new ArrayList<>(s.face(d).energy()));
            }
        }
        Map<Integer, List<Energy>> spent = new LinkedHashMap<>();
        for (Energy symbol : symbols) {
            Integer die = dieShowing(left, symbol);
            if (die == null) {
                return null;
            }
            left.get(die).remove(symbol);
            spent.computeIfAbsent(die, k -> new ArrayList<>()).add(symbol);
        }
        List<Payment.Spend> spends = new ArrayList<>();
        spent.forEach((die, syms) -> spends.add(new Payment.Spend(die, syms)));
        return new Payment(spends);
    }

    /** Prefer a die showing only this symbol, so doubles are not split needlessly. */
    private static Integer dieShowing(Map<Integer, List<Energy>> left, Energy symbol) {
        Integer fallback = null;
        for (Map.Entry<Integer, List<Energy>> e : left.entrySet()) {
            if (e.getValue().contains(symbol)) {
                if (e.getValue().size() == 1) {
                    return e.getKey();
                }
                if (fallback == null) {
                    fallback = e.getKey();
                }
            }
        }
        return fallback;
    }

    /** Whether a payment spends exactly these symbols (in any order); an empty list accepts any payment. */
    static boolean spends(Payment payment, List<Energy> symbols) {
        if (symbols.isEmpty()) {
            return true;
        }
        List<Energy> rest = new ArrayList<>(payment.symbols());
        for (Energy e : symbols) {
            if (!rest.remove(e)) {
                return false;
            }
        }
        return rest.isEmpty();
    }
}
