package dicemasters.engine.card;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which dice an effect chooses or counts: all of its {@link DieCondition}s ("attacking Villain
 * character dice with cost 3 or less"); no condition means any die. A filter holds at most one
 * condition of each kind, kept in a fixed order, so two filters with the same conditions are equal
 * however they were built.
 */
public record DieFilter(List<DieCondition> conditions) {
    public static final DieFilter ANY = new DieFilter(List.of());

    /** How a die relates to the dice an earlier effect chose. */
    public enum Relation { OWNER, AFFILIATION }

    private static final Comparator<DieCondition> BY_KIND = Comparator.comparing(c -> c.getClass().getSimpleName());

    public DieFilter {
        List<DieCondition> sorted = new ArrayList<>(conditions);
        sorted.sort(BY_KIND);
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).getClass() == sorted.get(i - 1).getClass()) {
                throw new IllegalArgumentException("a filter has one condition of each kind: two "
                        + sorted.get(i).getClass().getSimpleName());
            }
        }
        conditions = List.copyOf(sorted);
    }

    /** Dice meeting all of these conditions. */
    public static DieFilter of(DieCondition... conditions) {
        return new DieFilter(List.of(conditions));
    }

    /** This filter with {@code condition} added, in place of one of its kind. */
    public DieFilter and(DieCondition condition) {
        List<DieCondition> all = new ArrayList<>(without(condition.getClass()).conditions);
        all.add(condition);
        return new DieFilter(all);
    }

    /** This filter without its condition of that kind (for callers that judge it themselves). */
    public DieFilter without(Class<? extends DieCondition> kind) {
        return new DieFilter(conditions.stream().filter(c -> c.getClass() != kind).toList());
    }

    /** The condition of that kind, or null when the filter has none. */
    public <T extends DieCondition> T find(Class<T> kind) {
        for (DieCondition c : conditions) {
            if (c.getClass() == kind) {
                return kind.cast(c);
            }
        }
        return null;
    }

    public boolean has(Class<? extends DieCondition> kind) {
        return find(kind) != null;
    }

    /** Whether the filter has that yes/no condition with this answer ({@code wants(Damaged.class, false)}: undamaged). */
    public boolean wants(Class<? extends DieCondition.YesNo> kind, boolean answer) {
        DieCondition.YesNo c = find(kind);
        return c != null && c.is() == answer;
    }

    /** The name of the card its dice must be of, or null. */
    public String cardName() {
        DieCondition.CardName c = find(DieCondition.CardName.class);
        return c == null ? null : c.name();
    }

    public boolean isAny() {
        return conditions.isEmpty();
    }
}
