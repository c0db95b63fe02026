package dicemasters.cards;

import java.util.Map;
import java.util.TreeMap;

/**
 * The notes of {@link CardNotes} about the DC Justice cards added last, kept apart so each set's
 * notes change alone.
 */
final class JusticeNotes {
    private JusticeNotes() {
    }

    static final Map<String, String> RULINGS = new TreeMap<>(Map.ofEntries(
            Map.entry("JUS022", "\"An action die\" is a Basic Action die or one of your own action cards' dice; the"
                    + " purchase obeys purchase limits and named characters like any purchase, and counts as one."),
            Map.entry("JUS040", "\"An opposing card\" is a character or action card of the opponent's team (the"
                    + " shared Basic Action Cards are nobody's); only its owner buys its dice, so only their purchases"
                    + " cost 3 more."),
            Map.entry("JUS046", "The card's ability works once per action die used, while The Atom is active; if"
                    + " the player takes it, all their The Atom dice spin up 1 level."),
            Map.entry("JUS048", "\"The first die you purchase this game\" counts Basic Action dice too. An opponent's"
                    + " Attune activates once per active opposing card with Attune when they use an action die: 1 life"
                    + " each."),
            Map.entry("JUS055", "The chosen Basic Action die becomes the Toyman player's die, as if purchased"
                    + " (without paying, and not counted as a purchase).")));
}
