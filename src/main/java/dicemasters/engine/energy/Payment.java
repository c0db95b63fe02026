package dicemasters.engine.energy;

import dicemasters.engine.card.Energy;

import java.util.ArrayList;
import java.util.List;

/**
 * Which energy pays a cost: symbols taken from energy dice in the payer's Reserve Pool, and from
 * the payer's virtual energy. Taking only part of a die's symbols is a partial spend.
 */
public record Payment(List<Spend> spends) {
    public static final Payment NOTHING = new Payment(List.of());
    /** The die id that stands for the player's virtual energy. */
    public static final int VIRTUAL = -1;

    public Payment {
        spends = List.copyOf(spends);
    }

    /** Symbols from one die (or from virtual energy when dieId is {@link #VIRTUAL}). */
    public record Spend(int dieId, List<Energy> symbols) {
        public Spend {
            symbols = List.copyOf(symbols);
        }
    }

    public static Payment of(Spend... spends) {
        return new Payment(List.of(spends));
    }

    public int total() {
        int total = 0;
        for (Spend s : spends) {
            total += s.symbols().size();
        }
        return total;
    }

    public List<Energy> symbols() {
        List<Energy> all = new ArrayList<>();
        spends.forEach(s -> all.addAll(s.symbols()));
        return all;
    }
}
