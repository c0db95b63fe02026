package dicemasters.engine.state;

import java.util.ArrayList;
import java.util.List;

/**
 * Damage dealt at once (one combat group, or one effect) waiting for reactions: it is dealt when
 * neither player wants to (or can) react any more. {@code outOfPlayAfter} are the unblocked
 * attackers, which go Out of Play once their damage is dealt; {@code declined} the players who
 * chose not to react to this damage.
 */
public record PendingDamage(List<DamageHit> hits, List<Integer> outOfPlayAfter, List<Integer> declined) {

    public PendingDamage {
        hits = List.copyOf(hits);
        outOfPlayAfter = List.copyOf(outOfPlayAfter);
        declined = List.copyOf(declined);
    }

    public PendingDamage withHit(int index, DamageHit hit) {
        List<DamageHit> copy = new ArrayList<>(hits);
        copy.set(index, hit);
        return new PendingDamage(copy, outOfPlayAfter, declined);
    }

    public PendingDamage plus(List<DamageHit> more, List<Integer> moreOutOfPlay) {
        List<DamageHit> copy = new ArrayList<>(hits);
        copy.addAll(more);
        List<Integer> out = new ArrayList<>(outOfPlayAfter);
        out.addAll(moreOutOfPlay);
        return new PendingDamage(copy, out, declined);
    }

    public PendingDamage declinedBy(int player) {
        List<Integer> copy = new ArrayList<>(declined);
        copy.add(player);
        return new PendingDamage(hits, outOfPlayAfter, copy);
    }
}
