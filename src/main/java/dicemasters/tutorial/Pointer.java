package dicemasters.tutorial;

import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * What a tutorial step points at, for the window to highlight: a zone of a player, a card on the
 * table (by name), or a die. Exactly one of zone, card and die is set.
 */
public record Pointer(Zone zone, String player, String card, DieRef die) {

    public static Pointer zone(Zone zone, String player) {
        return new Pointer(zone, player, null, null);
    }

    public static Pointer card(String card) {
        return new Pointer(null, null, card, null);
    }

    public static Pointer die(DieRef die) {
        return new Pointer(null, die.player(), null, die);
    }

    /** The index of the player named (a zone's owner or a die's owner), or -1 when none is named. */
    public int playerIndex(GameState s) {
        for (int p = 0; p < 2; p++) {
            if (player != null && s.player(p).name().equalsIgnoreCase(player)) {
                return p;
            }
        }
        return -1;
    }

    /** The ids of the dice to highlight: the dice the die pointer matches, or the dice in the zone. */
    public List<Integer> dice(GameState s) {
        if (die != null) {
            return s.dice().stream().filter(d -> d.zone() != Zone.ON_CARD && die.matches(s, d)).map(Die::id).toList();
        }
        if (zone != null) {
            int owner = playerIndex(s);
            return s.dice().stream().filter(d -> d.zone() == zone && (owner < 0 || d.owner() == owner))
                    .map(Die::id).toList();
        }
        return List.of();
    }

    /** The indexes of the cards on the table to highlight (a card pointer; both players' copies). */
    public List<Integer> cards(GameState s) {
        if (card == null) {
            return List.of();
        }
        return s.cards().stream().filter(c -> c.definition().name().equalsIgnoreCase(card))
                .map(CardInPlay::index).toList();
    }

    /** "Sam's Reserve Pool", "the Wonder Woman card", "Bruce's Sidekick die". */
    public String describe() {
        if (zone != null) {
            return player == null ? "the " + zone.label() : player + "'s " + zone.label();
        }
        if (card != null) {
            return "the " + card + " card";
        }
        return die.describe();
    }
}
