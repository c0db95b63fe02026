package dicemasters.engine.state;

import java.util.List;

/**
 * Which die comes out of a bag: at random from the game's own generator, or the one a dice script
 * names (tests and tutorials); an empty bag is refilled from the Used Pile first (never from Out of
 * Play). The {@link Table} moves or shows the die drawn.
 */
final class BagDraws {
    private BagDraws() {
    }

    /** A die drawn at random from the bag (not one of {@code skip}), the bag refilled first if need be. */
    static Die pick(Table t, int player, List<Integer> skip) {
        GameState s = t.s;
        int inBag = s.countIn(player, Zone.BAG);
        if (inBag > 0 && skip.isEmpty() && !s.scriptedDice.hasDraw()) {
            return nthInBag(s, player, StateChanges.random(s, inBag)); // the commonest draw, without a list of the bag
        }
        List<Die> bag = s.diceIn(player, Zone.BAG);
        if (!skip.isEmpty()) {
            bag = bag.stream().filter(d -> !skip.contains(d.id())).toList();
        }
        if (bag.isEmpty()) {
            List<Die> used = s.diceIn(player, Zone.USED);
            if (used.isEmpty()) {
                return null;
            }
            for (Die d : used) {
                d.zone = Zone.BAG;
                d.partiallySpent = false;
            }
            t.emit(new GameEvent.BagRefilled(player, t.name(player), used.size()));
            bag = used;
        }
        Die drawn = scriptedDraw(s, bag);
        return drawn != null ? drawn : bag.get(StateChanges.random(s, bag.size()));
    }

    /** The bag's die at this place in die order (where the list of the bag would have it). */
    private static Die nthInBag(GameState s, int player, int place) {
        int seen = 0;
        for (Die d : s.dice()) {
            if (d.owner() == player && d.zone() == Zone.BAG && seen++ == place) {
                return d;
            }
        }
        throw new IllegalStateException("no die " + place + " in the bag of player " + player);
    }

    private static Die scriptedDraw(GameState s, List<Die> bag) {
        if (!s.scriptedDice.hasDraw()) {
            return null;
        }
        String cardId = s.scriptedDice.nextDraw();
        s.scriptedDice = s.scriptedDice.afterDraw();
        for (Die d : bag) {
            if (s.definition(d).id().equals(cardId)) {
                return d;
            }
        }
        return null;
    }
}
