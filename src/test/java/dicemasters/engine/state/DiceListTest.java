package dicemasters.engine.state;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DiceListTest {
    private final Die[] dice = {new Die(0, 0, 0, Zone.BAG), new Die(1, 0, 0, Zone.BAG), new Die(2, 1, 1, Zone.ON_CARD)};
    private final DiceList list = new DiceList(dice);

    @Test
    void it_lists_every_die_by_id_in_order() {
        List<Die> walked = new ArrayList<>();
        list.forEach(walked::add);
        assertThat(walked).containsExactly(dice);
        assertThat(list).hasSize(3);
        assertThat(list.get(2)).isSameAs(dice[2]);
    }

    @Test
    void no_one_can_add_remove_or_replace_a_die_through_it() {
        assertThatThrownBy(() -> list.add(new Die(3, 1, 1, Zone.BAG))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.remove(0)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.set(0, dice[1])).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.iterator().remove()).isInstanceOf(UnsupportedOperationException.class);
        var it = list.iterator();
        it.next();
        it.next();
        it.next();
        assertThatThrownBy(it::next).isInstanceOf(java.util.NoSuchElementException.class);
    }
}
