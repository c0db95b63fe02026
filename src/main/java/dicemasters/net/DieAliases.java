package dicemasters.net;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.card.CardType;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * The numbers guests know the dice by. At a real table the dice of one card in one bag cannot be
 * told apart, but the engine numbers every die, so its numbers would tell a guest which die the
 * generator drew (and two games that differ only in their seed would look different). Here a die
 * that comes out of a bag (drawn, or shown by a draw) takes the lowest guest number among its
 * card's dice in that bag: which die came out is as public as at the table, "a die of that card".
 * The table follows only what every player sees, so one serves every guest and spectator.
 */
final class DieAliases {
    private final int[] aliasOf;
    private final int[] dieOf;
    private final Zone[] zone;
    private final int[] owner;
    private final int[] card;

    private DieAliases(GameState state) {
        int count = state.dice().size();
        aliasOf = new int[count];
        dieOf = new int[count];
        zone = new Zone[count];
        owner = new int[count];
        card = new int[count];
        for (Die d : state.dice()) {
            int id = d.id();
            aliasOf[id] = id;
            dieOf[id] = id;
            card[id] = d.cardIndex();
            owner[id] = d.owner();
            // Before the first draw every Sidekick is in its bag and no other die has moved.
            boolean sidekick = state.cards().get(d.cardIndex()).definition().type() == CardType.SIDEKICK;
            zone[id] = sidekick ? Zone.BAG : d.zone();
        }
    }

    /** The numbering for a game that has just started, ready to follow the start's events (draws). */
    static DieAliases forNewGame(GameState start) {
        return new DieAliases(start);
    }

    /**
     * A numbering for a game that starts from a position (dice already out of their bags). Dice
     * keep the engine's numbers; that tells nothing, since the next die out of a bag still takes
     * the lowest number of its card's dice there, whichever the generator chose.
     */
    static DieAliases fromPosition(GameState state) {
        DieAliases aliases = new DieAliases(state);
        aliases.settle(state);
        return aliases;
    }

    /** Follows one action's events in order, then takes every die's place from the state after it. */
    void observe(List<GameEvent> events, GameState after) {
        events.forEach(this::see);
        settle(after);
    }

    /**
     * Follows one event: a die coming out of a bag takes its guest number here, before the event
     * is told (so the event names it by the number it keeps).
     */
    void see(GameEvent e) {
        if (e instanceof GameEvent.DieMoved m) {
            owner[m.dieId()] = m.owner();
            moved(m.dieId(), m.to());
        } else if (e instanceof GameEvent.DieDrawn d && zone[d.dieId()] == Zone.BAG) {
            leaveBag(d.dieId()); // shown: it stays in the bag, but it is no longer just "a die in the bag"
        } else if (e instanceof GameEvent.BagRefilled r) {
            refill(r.player());
        }
    }

    /** After an action's events: every die's place and owner as the state has them. */
    void settle(GameState after) {
        for (Die d : after.dice()) {
            zone[d.id()] = d.zone();
            owner[d.id()] = d.owner();
        }
    }

    int alias(int dieId) {
        return dieId < 0 || dieId >= aliasOf.length ? dieId : aliasOf[dieId];
    }

    /** The engine's die for a guest's number; numbers no die has are passed on for the engine to refuse. */
    int die(int alias) {
        return alias < 0 || alias >= dieOf.length ? alias : dieOf[alias];
    }

    private void moved(int id, Zone to) {
        if (zone[id] == Zone.BAG && to != Zone.BAG) {
            leaveBag(id);
        }
        zone[id] = to;
    }

    private void refill(int player) {
        for (int id = 0; id < zone.length; id++) {
            if (owner[id] == player && zone[id] == Zone.USED) {
                zone[id] = Zone.BAG;
            }
        }
    }

    private void leaveBag(int id) {
        int lowest = id;
        for (int other = 0; other < zone.length; other++) {
            if (zone[other] == Zone.BAG && card[other] == card[id] && owner[other] == owner[id]
                    && aliasOf[other] < aliasOf[lowest]) {
                lowest = other;
            }
        }
        int mine = aliasOf[id];
        aliasOf[id] = aliasOf[lowest];
        aliasOf[lowest] = mine;
        dieOf[aliasOf[id]] = id;
        dieOf[aliasOf[lowest]] = lowest;
    }
}
