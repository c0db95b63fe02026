package dicemasters.engine.energy;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
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
            return s.seats().sameTeam(d.owner(), player) && d.owner() != player
                    ? "Only energy dice in your own Reserve Pool can be spent, never a teammate's."
                    : "Only energy dice in your own Reserve Pool can be spent.";
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

}
