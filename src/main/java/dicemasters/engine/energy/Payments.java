package dicemasters.engine.energy;

import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Paying energy: checking that a chosen payment is exactly the cost and meets its energy types,
 * carrying it out (with partial spends), and suggesting a sensible payment.
 */
public final class Payments {
    private Payments() {
    }

    /**
     * Why a payment cannot pay a cost, or null when it can. {@code forWhat} names the thing paid
     * for in the reason ("Rocket Raccoon needs at least one Bolt energy").
     */
    public static String check(GameState s, int player, Payment payment, int cost, List<Energy> types,
                               String forWhat) {
        List<Payment.Spend> spends = payment.spends();
        List<Energy> virtualLeft = null;
        for (int i = 0; i < spends.size(); i++) {
            Payment.Spend spend = spends.get(i);
            if (spend.symbols().isEmpty()) {
                return "A payment part spends no energy.";
            }
            if (spend.dieId() == Payment.VIRTUAL) {
                if (virtualLeft == null) {
                    virtualLeft = new ArrayList<>(s.player(player).virtualEnergy());
                }
                for (Energy e : spend.symbols()) {
                    if (!virtualLeft.remove(e)) {
                        return "You do not have " + e.label() + " virtual energy to spend.";
                    }
                }
                continue;
            }
            String dieProblem = checkDie(s, player, spends, i);
            if (dieProblem != null) {
                return dieProblem;
            }
        }
        int total = payment.total();
        if (total != cost) {
            return forWhat + " costs " + cost + " energy; this payment spends " + total + ".";
        }
        Energy missing = types.isEmpty() ? null : unmetType(payment.symbols(), types);
        if (missing != null) {
            return forWhat + " needs at least one " + missing.label() + " energy.";
        }
        return null;
    }

    private static String checkDie(GameState s, int player, List<Payment.Spend> spends, int index) {
        Payment.Spend spend = spends.get(index);
        if (spend.dieId() < 0 || spend.dieId() >= s.dice().size()) {
            return "There is no die " + spend.dieId() + ".";
        }
        for (int j = 0; j < index; j++) {
            if (spends.get(j).dieId() == spend.dieId()) {
                return "The same die is listed twice in the payment.";
            }
        }
        Die d = s.die(spend.dieId());
        if (d.owner() != player || d.zone() != Zone.RESERVE) {
            return "Only energy dice in your own Reserve Pool can be spent.";
        }
        Face face = s.face(d);
        if (!face.isEnergy()) {
            return s.nameOf(d) + " shows " + face.describe() + ", not energy.";
        }
        Energy notShown = notShown(face.energy(), spend.symbols());
        if (notShown != null) {
            return s.nameOf(d) + " does not show " + notShown.label() + " energy to spend.";
        }
        return null;
    }

    /** The first wanted symbol left over once each shown symbol has been used once, or null. */
    private static Energy notShown(List<Energy> shown, List<Energy> wanted) {
        for (int i = 0; i < wanted.size(); i++) {
            Energy e = wanted.get(i);
            int wantedSoFar = 0;
            for (int j = 0; j <= i; j++) {
                if (wanted.get(j) == e) {
                    wantedSoFar++;
                }
            }
            int onFace = 0;
            for (Energy f : shown) {
                if (f == e) {
                    onFace++;
                }
            }
            if (wantedSoFar > onFace) {
                return e;
            }
        }
        return null;
    }

    /** The first required type that no distinct spent symbol can meet, or null when all are met. */
    static Energy unmetType(List<Energy> spent, List<Energy> types) {
        return match(spent, types, 0, new boolean[spent.size()]);
    }

    private static Energy match(List<Energy> spent, List<Energy> types, int next, boolean[] used) {
        if (next == types.size()) {
            return null;
        }
        Energy type = types.get(next);
        for (int i = 0; i < spent.size(); i++) {
            if (!used[i] && spent.get(i).satisfies(type)) {
                used[i] = true;
                if (match(spent, types, next + 1, used) == null) {
                    used[i] = false;
                    return null;
                }
                used[i] = false;
            }
        }
        return type;
    }

    /**
     * Carry out a checked payment. Whole dice go Out of Play (Used Pile on the opponent's turn). A
     * partly spent die spins down to a face showing the rest when it has one; otherwise (a double
     * generic face) the rest becomes virtual energy.
     */
    public static void pay(Table t, int player, Payment payment, String purpose) {
        GameState s = t.s;
        for (Payment.Spend spend : payment.spends()) {
            if (spend.dieId() == Payment.VIRTUAL) {
                for (Energy e : spend.symbols()) {
                    t.spendVirtual(player, e);
                }
                continue;
            }
            Die d = s.die(spend.dieId());
            List<Energy> rest = new ArrayList<>(s.face(d).energy());
            spend.symbols().forEach(rest::remove);
            int restFace = rest.isEmpty() || rest.stream().allMatch(e -> e == Energy.GENERIC)
                    ? -1 : faceShowing(s, d, rest);
            if (!rest.isEmpty() && restFace >= 0) {
                t.setFace(d, restFace);
                t.markPartiallySpent(d);
                t.emit(new GameEvent.DieSpunDown(d.id(), s.nameOf(d), s.face(d)));
            } else {
                t.move(d, t.spentZone(player));
                t.gainVirtual(player, rest);
            }
        }
        t.emit(new GameEvent.EnergySpent(player, t.name(player), payment.symbols(), purpose));
    }

    private static int faceShowing(GameState s, Die d, List<Energy> symbols) {
        List<Face> faces = s.definition(d).faces();
        for (int i = 0; i < faces.size(); i++) {
            Face f = faces.get(i);
            if (f.isEnergy() && sameSymbols(f.energy(), symbols)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean sameSymbols(List<Energy> a, List<Energy> b) {
        List<Energy> left = new ArrayList<>(a);
        for (Energy e : b) {
            if (!left.remove(e)) {
                return false;
            }
        }
        return left.isEmpty();
    }

    /** Total energy a player could spend now (dice in the Reserve Pool plus virtual energy). */
    public static int available(GameState s, int player) {
        int total = s.player(player).virtualEnergy().size();
        for (Die d : s.dice()) {
            if (d.owner() == player && d.zone() == Zone.RESERVE && s.face(d).isEnergy()) {
                total += s.face(d).energy().size();
            }
        }
        return total;
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

        /** The same payment as {@link Payments#suggest} gives. */
        public Payment suggest(int cost, List<Energy> types) {
            if (cost == 0) {
                return Payment.NOTHING;
            }
            if (spendable == null) {
                spendable = Units.of(s, player);
            }
            return Payments.suggest(spendable.untaken(), cost, types);
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
                    for (Energy e : faces[k].energy()) {
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
