package dicemasters.engine;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
        Set<Integer> seen = new HashSet<>();
        List<Energy> virtualLeft = new ArrayList<>(s.players[player].virtualEnergy);
        for (Payment.Spend spend : payment.spends()) {
            if (spend.symbols().isEmpty()) {
                return "A payment part spends no energy.";
            }
            if (spend.dieId() == Payment.VIRTUAL) {
                for (Energy e : spend.symbols()) {
                    if (!virtualLeft.remove(e)) {
                        return "You do not have " + e.label() + " virtual energy to spend.";
                    }
                }
                continue;
            }
            String dieProblem = checkDie(s, player, spend, seen);
            if (dieProblem != null) {
                return dieProblem;
            }
        }
        int total = payment.total();
        if (total != cost) {
            return forWhat + " costs " + cost + " energy; this payment spends " + total + ".";
        }
        Energy missing = unmetType(payment.symbols(), types);
        if (missing != null) {
            return forWhat + " needs at least one " + missing.label() + " energy.";
        }
        return null;
    }

    private static String checkDie(GameState s, int player, Payment.Spend spend, Set<Integer> seen) {
        if (spend.dieId() < 0 || spend.dieId() >= s.dice.length) {
            return "There is no die " + spend.dieId() + ".";
        }
        if (!seen.add(spend.dieId())) {
            return "The same die is listed twice in the payment.";
        }
        Die d = s.dice[spend.dieId()];
        if (d.owner != player || d.zone != Zone.RESERVE) {
            return "Only energy dice in your own Reserve Pool can be spent.";
        }
        Face face = s.face(d);
        if (!face.isEnergy()) {
            return s.nameOf(d) + " shows " + face.describe() + ", not energy.";
        }
        List<Energy> left = new ArrayList<>(face.energy());
        for (Energy e : spend.symbols()) {
            if (!left.remove(e)) {
                return s.nameOf(d) + " does not show " + e.label() + " energy to spend.";
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
    static void pay(Table t, int player, Payment payment, String purpose) {
        GameState s = t.s;
        for (Payment.Spend spend : payment.spends()) {
            if (spend.dieId() == Payment.VIRTUAL) {
                for (Energy e : spend.symbols()) {
                    s.players[player].virtualEnergy.remove(e);
                }
                continue;
            }
            Die d = s.dice[spend.dieId()];
            List<Energy> rest = new ArrayList<>(s.face(d).energy());
            spend.symbols().forEach(rest::remove);
            int restFace = rest.isEmpty() || rest.stream().allMatch(e -> e == Energy.GENERIC)
                    ? -1 : faceShowing(s, d, rest);
            if (!rest.isEmpty() && restFace >= 0) {
                t.setFace(d, restFace);
                d.partiallySpent = true;
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
        int total = s.players[player].virtualEnergy.size();
        for (Die d : s.dice) {
            if (d.owner == player && d.zone == Zone.RESERVE && s.face(d).isEnergy()) {
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
        if (available(s, player) < cost) {
            return null;
        }
        List<Unit> units = units(s, player);
        List<Unit> chosen = new ArrayList<>();
        for (Energy type : types) {
            Unit pick = units.stream().filter(u -> u.symbol == type).findFirst()
                    .orElse(units.stream().filter(u -> u.symbol.satisfies(type)).findFirst().orElse(null));
            if (pick == null) {
                return null;
            }
            units.remove(pick);
            chosen.add(pick);
        }
        int need = cost - chosen.size();
        need = takeVirtual(units, chosen, need);
        need = completeStartedDice(units, chosen, need);
        need = takeWholeDice(s, units, chosen, need);
        while (need > 0 && !units.isEmpty()) {
            chosen.add(units.remove(0));
            need--;
        }
        if (need > 0) {
            return null;
        }
        return toPayment(chosen);
    }

    private record Unit(int dieId, Energy symbol, int rank) {
    }

    /** Every spendable symbol, in order of preference to spend. */
    private static List<Unit> units(GameState s, int player) {
        List<Unit> units = new ArrayList<>();
        for (Energy e : s.players[player].virtualEnergy) {
            units.add(new Unit(Payment.VIRTUAL, e, 0));
        }
        for (Die d : s.dice) {
            if (d.owner == player && d.zone == Zone.RESERVE && s.face(d).isEnergy()) {
                for (Energy e : s.face(d).energy()) {
                    units.add(new Unit(d.id(), e, rank(e)));
                }
            }
        }
        units.sort(Comparator.comparingInt(Unit::rank));
        return units;
    }

    private static int rank(Energy e) {
        return e == Energy.GENERIC ? 1 : e == Energy.WILD ? 3 : 2;
    }

    private static int takeVirtual(List<Unit> units, List<Unit> chosen, int need) {
        while (need > 0 && !units.isEmpty() && units.get(0).dieId == Payment.VIRTUAL) {
            chosen.add(units.remove(0));
            need--;
        }
        return need;
    }

    private static int completeStartedDice(List<Unit> units, List<Unit> chosen, int need) {
        for (Unit c : List.copyOf(chosen)) {
            for (Unit u : List.copyOf(units)) {
                if (need > 0 && u.dieId == c.dieId && u.dieId != Payment.VIRTUAL) {
                    units.remove(u);
                    chosen.add(u);
                    need--;
                }
            }
        }
        return need;
    }

    private static int takeWholeDice(GameState s, List<Unit> units, List<Unit> chosen, int need) {
        List<Integer> dieOrder = new ArrayList<>();
        for (Unit u : units) {
            if (!dieOrder.contains(u.dieId)) {
                dieOrder.add(u.dieId);
            }
        }
        // Larger dice first when they fit, so fewer dice are used and none is split needlessly.
        dieOrder.sort(Comparator.comparingInt((Integer id) -> -count(units, id)));
        for (int id : dieOrder) {
            int size = count(units, id);
            if (size <= need) {
                for (Unit u : List.copyOf(units)) {
                    if (u.dieId == id) {
                        units.remove(u);
                        chosen.add(u);
                    }
                }
                need -= size;
            }
        }
        return need;
    }

    private static int count(List<Unit> units, int dieId) {
        return (int) units.stream().filter(u -> u.dieId == dieId).count();
    }

    private static Payment toPayment(List<Unit> chosen) {
        List<Payment.Spend> spends = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        for (Unit u : chosen) {
            if (!order.contains(u.dieId)) {
                order.add(u.dieId);
            }
        }
        for (int id : order) {
            List<Energy> symbols = chosen.stream().filter(u -> u.dieId == id).map(Unit::symbol).toList();
            spends.add(new Payment.Spend(id, symbols));
        }
        return new Payment(spends);
    }
}
