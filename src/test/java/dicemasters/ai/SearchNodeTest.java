package dicemasters.ai;

import dicemasters.engine.action.Action;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SearchNodeTest {
    /** Every group of up to six dice to reroll: Hard's root can have 63 moves. */
    private static List<Action> everyReroll() {
        List<Action> moves = new ArrayList<>();
        for (int mask = 1; mask < 64; mask++) {
            List<Integer> dice = new ArrayList<>();
            for (int die = 0; die < 6; die++) {
                if ((mask & 1 << die) != 0) {
                    dice.add(die);
                }
            }
            moves.add(new Action.Reroll(dice));
        }
        return moves;
    }

    @Test
    void each_move_tried_is_found_again_however_many_there_are() {
        SearchNode node = new SearchNode(null, -1);
        List<Action> moves = everyReroll();
        for (Action move : moves) {
            assertThat(node.child(move)).isNull();
            node.add(move, 0);
        }
        for (int i = 0; i < moves.size(); i++) {
            // an equal move, not the same object: the search lists the moves anew in every simulation
            Action again = new Action.Reroll(((Action.Reroll) moves.get(i)).dice());
            assertThat(node.child(again)).isSameAs(node.children.get(i));
        }
        assertThat(node.child(new Action.Pass())).isNull();
    }

    @Test
    void the_children_keep_the_order_they_were_tried_in() {
        SearchNode node = new SearchNode(null, -1);
        List<Action> moves = everyReroll();
        moves.forEach(m -> node.add(m, 1));
        assertThat(node.children).extracting(c -> c.action).containsExactlyElementsOf(moves);
    }
}
