package dicemasters.tutorial;

import dicemasters.coach.FaceLabel;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * A die as a tutorial names it: by card name (or id), and where that is not enough, by the face it
 * shows and by its owner. Null parts match anything.
 */
public record DieRef(String card, String face, String player) {

    public static DieRef card(String card) {
        return new DieRef(card, null, null);
    }

    public boolean matches(GameState s, Die die) {
        boolean cardMatches = s.nameOf(die).equalsIgnoreCase(card) || s.definition(die).id().equalsIgnoreCase(card);
        boolean faceMatches = face == null || (die.zone().isRolled() && FaceLabel.of(s.face(die)).equalsIgnoreCase(face));
        boolean playerMatches = player == null
                || (die.owner() >= 0 && s.player(die.owner()).name().equalsIgnoreCase(player));
        return cardMatches && faceMatches && playerMatches;
    }

    /** "Sam's Sidekick die showing Fist", "the Wonder Woman die". */
    public String describe() {
        String who = player == null ? "" : player + "'s ";
        String die = card + " die" + (face == null ? "" : " showing " + face);
        return who.isEmpty() ? "the " + die : who + die;
    }

    /** Equal refs are counted: "three Sidekick dice", "the April die and the Sidekick die". */
    public static String describe(List<DieRef> refs) {
        List<DieRef> distinct = refs.stream().distinct().toList();
        List<String> parts = new ArrayList<>();
        for (DieRef ref : distinct) {
            long n = refs.stream().filter(ref::equals).count();
            parts.add(n == 1 ? ref.describe() : ref.describeMany((int) n));
        }
        return dicemasters.coach.DieWords.joinWords(parts);
    }

    private static final List<String> NUMBERS = List.of("zero", "one", "two", "three", "four", "five", "six",
            "seven", "eight");

    private String describeMany(int n) {
        String count = n < NUMBERS.size() ? NUMBERS.get(n) : String.valueOf(n);
        String who = player == null ? "" : player + "'s ";
        return who + count + " " + card + " dice" + (face == null ? "" : " showing " + face);
    }

    /**
     * One distinct die from {@code pool} for each ref, in the refs' order, or null when the pool
     * cannot supply them (a small backtracking search: a handful of dice at most).
     */
    public static List<Integer> pick(GameState s, List<Die> pool, List<DieRef> refs) {
        List<Integer> chosen = new ArrayList<>();
        return pickFrom(s, pool, refs, 0, chosen) ? chosen : null;
    }

    private static boolean pickFrom(GameState s, List<Die> pool, List<DieRef> refs, int next, List<Integer> chosen) {
        if (next == refs.size()) {
            return true;
        }
        for (Die d : pool) {
            if (!chosen.contains(d.id()) && refs.get(next).matches(s, d)) {
                chosen.add(d.id());
                if (pickFrom(s, pool, refs, next + 1, chosen)) {
                    return true;
                }
                chosen.remove(chosen.size() - 1);
            }
        }
        return false;
    }

    /** Whether exactly these dice answer the refs, one each. */
    public static boolean sameDice(GameState s, List<Integer> dieIds, List<DieRef> refs) {
        if (dieIds.size() != refs.size() || dieIds.stream().distinct().count() != dieIds.size()) {
            return false;
        }
        List<Die> dice = dieIds.stream().map(s::die).toList();
        return pick(s, dice, refs) != null;
    }
}
