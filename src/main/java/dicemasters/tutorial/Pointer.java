package dicemasters.tutorial;

import dicemasters.engine.Zone;

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
