package dicemasters.engine.energy;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import java.util.ArrayList;
import java.util.List;

/**
 * Suggested payments: a sensible way for a player to pay a cost from what they could spend now, so
 * that the table, the coach and the automatic players can offer one click (a player may always
 * change it; {@link Payments#check} decides what is legal).
 */
public final class PaymentSuggestions {
    private PaymentSuggestions() {
    }

    /**
     * A sensible way to pay, or null when the player cannot pay. Virtual energy goes first (it is
     * lost on passing priority), then whole dice, generic before typed and Wild last, so the most
     * flexible energy is kept; a double is split only when nothing else fits.
     */
    public static Payment suggest(GameState s, int player, int cost, List<Energy> types) {
        if (cost == 0) {
            return Payment.NOTHING;
        }
        return suggest(Units.of(s, player), cost, types);
    }

    /**
     * Suggests payments of one player in one unchanged state for several costs, gathering the
     * spendable energy once: listing legal actions suggests a payment for every card and die.
     */
    public static final class Suggester {
        private final GameState s;
        private final int player;
        private Units spendable;

        public Suggester(GameState s, int player) {
            this.s = s;
            this.player = player;
        }

        /** The player whose Reserve Pool pays. */
        public int player() {
            return player;
        }

        /** The same payment as {@link #suggest} gives. */
        public Payment suggest(int cost, List<Energy> types) {
            if (cost == 0) {
                return Payment.NOTHING;
            }
            if (spendable == null) {
                spendable = Units.of(s, player);
            }
            return PaymentSuggestions.suggest(spendable.untaken(), cost, types);
        }
    }

    private static Payment suggest(Units units, int cost, List<Energy> types) {
        if (units.size < cost) {
            return null;
        }
        for (Energy type : types) {
            int pick = units.firstWithSymbol(type);
            if (pick < 0) {
                pick = units.firstSatisfying(type);
            }
            if (pick < 0) {
                return null;
            }
            units.take(pick);
        }
        int need = cost - units.chosenCount;
        need = units.takeVirtual(need);
        need = units.completeStartedDice(need);
        need = units.takeWholeDice(need);
        need = units.takeInOrder(need);
        if (need > 0) {
            return null;
        }
        return units.toPayment();
    }

    private static int rank(Energy e) {
        return e == Energy.GENERIC ? 1 : e == Energy.WILD ? 3 : 2;
    }

    /**
     * Every spendable symbol of a player, in order of preference to spend (virtual energy, then
     * generic, typed and Wild symbols, each group in die order), and which of them are chosen, in
     * the order chosen. Plain arrays: this runs for every card whenever legal actions are listed.
     */
    private static final class Units {
        final int[] dieIds;
        final Energy[] symbols;
        final boolean[] taken;
        final int[] chosen;
        final int size;
        int chosenCount;

        private Units(int capacity) {
            this(new int[capacity], new Energy[capacity]);
        }

        private Units(int[] dieIds, Energy[] symbols) {
            this.dieIds = dieIds;
            this.symbols = symbols;
            taken = new boolean[dieIds.length];
            chosen = new int[dieIds.length];
            size = dieIds.length;
        }

        /** The same symbols, none taken (the symbol arrays are never changed once gathered). */
        Units untaken() {
            return new Units(dieIds, symbols);
        }

        static Units of(GameState s, int player) {
            List<Energy> virtual = s.player(player).virtualEnergy();
            Face[] faces = new Face[s.dice().size()];
            int[] ids = new int[s.dice().size()];
            int energyDice = 0;
            int capacity = virtual.size();
            for (Die d : s.dice()) {
                if (d.owner() == player && d.zone() == Zone.RESERVE) {
                    Face face = s.face(d);
                    if (face.isEnergy()) {
                        faces[energyDice] = face;
                        ids[energyDice++] = d.id();
                        capacity += face.energy().size();
                    }
                }
            }
            Units u = new Units(capacity);
            int n = 0;
            for (Energy e : virtual) {
                u.dieIds[n] = Payment.VIRTUAL;
                u.symbols[n++] = e;
            }
            // A stable sort by rank: one pass over the energy dice for each rank.
            for (int rank = 1; rank <= 3; rank++) {
                for (int k = 0; k < energyDice; k++) {
                    List<Energy> shown = faces[k].energy();
                    for (int j = 0; j < shown.size(); j++) {
                        Energy e = shown.get(j);
                        if (rank(e) == rank) {
                            u.dieIds[n] = ids[k];
                            u.symbols[n++] = e;
                        }
                    }
                }
            }
            return u;
        }

        int firstWithSymbol(Energy type) {
            for (int i = 0; i < size; i++) {
                if (!taken[i] && symbols[i] == type) {
                    return i;
                }
            }
            return -1;
        }

        int firstSatisfying(Energy type) {
            for (int i = 0; i < size; i++) {
                if (!taken[i] && symbols[i].satisfies(type)) {
                    return i;
                }
            }
            return -1;
        }

        void take(int i) {
            taken[i] = true;
            chosen[chosenCount++] = i;
        }

        /** Virtual energy first: it is lost when priority passes anyway. */
        int takeVirtual(int need) {
            for (int i = 0; i < size && need > 0 && dieIds[i] == Payment.VIRTUAL; i++) {
                if (!taken[i]) {
                    take(i);
                    need--;
                }
            }
            return need;
        }

        /** The rest of a die already partly chosen, so that no die is split needlessly. */
        int completeStartedDice(int need) {
            int started = chosenCount;
            for (int c = 0; c < started; c++) {
                int die = dieIds[chosen[c]];
                if (die == Payment.VIRTUAL) {
                    continue;
                }
                for (int i = 0; i < size && need > 0; i++) {
                    if (!taken[i] && dieIds[i] == die) {
                        take(i);
                        need--;
                    }
                }
            }
            return need;
        }

        /** Larger dice first when they fit, so fewer dice are used and none is split needlessly. */
        int takeWholeDice(int need) {
            if (need <= 0) {
                return need;
            }
            int[] order = new int[size];
            int[] counts = new int[size];
            int dice = 0;
            for (int i = 0; i < size; i++) {
                if (taken[i]) {
                    continue;
                }
                int at = indexOf(order, dice, dieIds[i]);
                if (at < 0) {
                    order[dice] = dieIds[i];
                    counts[dice++] = 1;
                } else {
                    counts[at]++;
                }
            }
            // Stable insertion sort, larger counts first (dice lists are short).
            for (int i = 1; i < dice; i++) {
                int id = order[i];
                int count = counts[i];
                int j = i - 1;
                while (j >= 0 && counts[j] < count) {
                    order[j + 1] = order[j];
                    counts[j + 1] = counts[j];
                    j--;
                }
                order[j + 1] = id;
                counts[j + 1] = count;
            }
            for (int k = 0; k < dice; k++) {
                if (counts[k] <= need) {
                    for (int i = 0; i < size; i++) {
                        if (!taken[i] && dieIds[i] == order[k]) {
                            take(i);
                        }
                    }
                    need -= counts[k];
                }
            }
            return need;
        }

        private static int indexOf(int[] values, int length, int value) {
            for (int i = 0; i < length; i++) {
                if (values[i] == value) {
                    return i;
                }
            }
            return -1;
        }

        int takeInOrder(int need) {
            for (int i = 0; i < size && need > 0; i++) {
                if (!taken[i]) {
                    take(i);
                    need--;
                }
            }
            return need;
        }

        /** One spend per die (or virtual energy), in the order the dice were first chosen. */
        Payment toPayment() {
            List<Payment.Spend> spends = new ArrayList<>();
            boolean[] done = new boolean[chosenCount];
            for (int c = 0; c < chosenCount; c++) {
                if (done[c]) {
                    continue;
                }
                int die = dieIds[chosen[c]];
                List<Energy> spent = new ArrayList<>(2);
                for (int k = c; k < chosenCount; k++) {
                    if (!done[k] && dieIds[chosen[k]] == die) {
                        done[k] = true;
                        spent.add(symbols[chosen[k]]);
                    }
                }
                spends.add(new Payment.Spend(die, spent));
            }
            return new Payment(spends);
        }
    }
}
