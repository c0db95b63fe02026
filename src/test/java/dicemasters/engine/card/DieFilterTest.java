package dicemasters.engine.card;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A die filter is all of its conditions: "attacking character dice with cost 2 or less". */
class DieFilterTest {

    @Test
    void a_filter_is_the_same_whatever_order_its_conditions_are_said_in() {
        DieFilter attackingCheap = DieFilter.of(new DieCondition.Attacking(true), DieCondition.Cost.atMost(2));
        DieFilter cheapAttacking = DieFilter.ANY.and(DieCondition.Cost.atMost(2)).and(new DieCondition.Attacking(true));

        assertThat(attackingCheap).isEqualTo(cheapAttacking);
        assertThat(attackingCheap.find(DieCondition.Cost.class).max()).isEqualTo(2);
        assertThat(attackingCheap.wants(DieCondition.Attacking.class, true)).isTrue();
        assertThat(attackingCheap.wants(DieCondition.Attacking.class, false)).isFalse();
    }

    @Test
    void a_filter_has_one_condition_of_each_kind() {
        assertThatThrownBy(() -> DieFilter.of(DieCondition.Cost.atMost(2), DieCondition.Cost.atLeast(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two Cost");
        DieFilter cheap = DieFilter.of(DieCondition.Cost.atMost(2));
        assertThat(cheap.and(DieCondition.Cost.atMost(3))).isEqualTo(DieFilter.of(DieCondition.Cost.atMost(3)));
    }

    @Test
    void without_its_only_condition_a_filter_is_any_die() {
        DieFilter villains = DieFilter.of(new DieCondition.Affiliation("Villains"));

        assertThat(villains.isAny()).isFalse();
        assertThat(villains.without(DieCondition.Affiliation.class)).isEqualTo(DieFilter.ANY);
        assertThat(DieFilter.ANY.isAny()).isTrue();
    }

    @Test
    void a_range_has_a_bound() {
        assertThatThrownBy(() -> new DieCondition.Level(null, null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(DieCondition.Level.atLeast(2)).isEqualTo(new DieCondition.Level(2, null));
    }
}
