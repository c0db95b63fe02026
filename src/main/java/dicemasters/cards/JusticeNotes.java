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
            Map.entry("JUS014", "Any other active character die, either player's, whose card prints a \"when attacks\""
                    + " ability (keywords' abilities are not printed text); the ability resolves right after, as"
                    + " Clayface's own (\"this die\" is Clayface, \"you\" his controller)."),
            Map.entry("JUS015", "Each opposing character die raised counts once; all of its controller's Clayface dice"
                    + " get the +1A and +1D until the end of the turn."),
            Map.entry("JUS021", "\"Target player\" is read as the opponent. The energy symbols counted are those in"
                    + " the Reserve Pool of an energy type of the attacking die's card; Wild never counts."),
            Map.entry("JUS025", "The drawn die is shown: a Villains character die goes to the Prep Area, any other"
                    + " die (Sidekicks, action dice) to the Used Pile."),
            Map.entry("JUS037", "The last die of any card counts, character or action. The Global may remove a die"
                    + " from any card, the Basic Action Cards and its own included, never the last one; a removed die"
                    + " is out of the game for good."),
            Map.entry("JUS051", "\"Another active character die that player controls\": one in their Field Zone whose"
                    + " card shares an energy type with the fielded die's card (Sidekicks have none)."),
            Map.entry("JUS052", "When the die rolls an action face its effect is always used (the engine does not ask);"
                    + " the die goes to the bag before that effect resolves."),
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
