package dicemasters.ui;

import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A payment the player is putting together: which symbols of which dice to spend. It starts from
 * the engine's suggestion; clicking an energy die cycles it through spending all its symbols, each
 * single symbol (a partial spend) and nothing. Whether it pays the cost is the engine's to say.
 */
final class PaymentDraft {
    /** In the suggestion's order, so a suggestion confirmed unchanged is sent exactly as the engine made it. */
    private final Map<Integer, List<Energy>> spends = new LinkedHashMap<>();

    PaymentDraft(Payment start) {
        for (Payment.Spend spend : start.spends()) {
            spends.put(spend.dieId(), List.copyOf(spend.symbols()));
        }
    }

    /** Spend the next choice of symbols from this die: all, then one of each kind, then none. */
    void cycle(int dieId, List<Energy> showing) {
        List<List<Energy>> options = new ArrayList<>();
        options.add(List.copyOf(showing));
        if (showing.size() > 1) {
            showing.stream().distinct().forEach(e -> options.add(List.of(e)));
        }
        options.add(List.of());
        List<Energy> current = spends.getOrDefault(dieId, List.of());
        int at = options.indexOf(current);
        List<Energy> next = options.get((at + 1) % options.size());
        if (next.isEmpty()) {
            spends.remove(dieId);
        } else {
            spends.put(dieId, next);
        }
    }

    /** The symbols this draft spends from a die (empty when none). */
    List<Energy> spentFrom(int dieId) {
        return spends.getOrDefault(dieId, List.of());
    }

    Payment toPayment() {
        List<Payment.Spend> list = new ArrayList<>();
        spends.forEach((die, symbols) -> list.add(new Payment.Spend(die, symbols)));
        return new Payment(list);
    }

    /** "2 Bolt + Fist from virtual energy" style text, for the prompt. */
    String describe(GameState state) {
        if (spends.isEmpty()) {
            return "nothing";
        }
        List<String> parts = new ArrayList<>();
        spends.forEach((die, symbols) -> parts.add(dicemasters.engine.card.Face.describeEnergy(symbols)
                + (die == Payment.VIRTUAL ? " (virtual)" : " from " + state.nameOf(state.die(die)))));
        return String.join(", ", parts);
    }
}
