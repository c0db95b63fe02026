package dicemasters.engine.state;

import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * The game's dice as a read-only list over the state's own array (a die's place in it is its id
 * and never changes). Nearly every rule walks all the dice, so its iterator is one small object
 * the compiler can do away with, not the two of an unmodifiable wrapper over {@code Arrays.asList}.
 */
public final class DiceList extends AbstractList<Die> implements RandomAccess {
    private final Die[] dice;

    public DiceList(Die[] dice) {
        this.dice = dice;
    }

    @Override
    public Die get(int index) {
        return dice[index];
    }

    @Override
    public int size() {
        return dice.length;
    }

    @Override
    public Iterator<Die> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < dice.length;
            }

            @Override
            public Die next() {
                if (next >= dice.length) {
                    throw new NoSuchElementException();
                }
                return dice[next++];
            }
        };
    }
}
