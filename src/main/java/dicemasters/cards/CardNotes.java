package dicemasters.cards;

import java.util.Map;
import java.util.TreeMap;

/**
 * What docs/CARDS.md says about single cards beyond their status: the ruling chosen where a card's
 * text allows two readings, cards that needed engine code written for their own wording (and why),
 * and cards of a set left out of the card files. Rendered by {@link CardReport}.
 */
final class CardNotes {
    private CardNotes() {
    }

    /** Card id: the reading the engine follows, where the printed text allows another. */
    static final Map<String, String> RULINGS = new TreeMap<>(Map.ofEntries(
            Map.entry("JUS005", "The KO must come from combat damage; the card has no ability damage, so any KO"
                    + " by Batman's damage prepares the die."),
            Map.entry("JUS009", "A Sidekick KO'd by Black Manta's damage of any kind (combat or ability) counts."),
            Map.entry("JUS012", "A die of two affiliations counts for both; Sidekicks (no affiliation) are never"
                    + " limited; a die that must attack is excused when the limit forbids it."),
            Map.entry("JUS018", "Every character die of both players must attack on its controller's turn; only"
                    + " the dice of Grodd's side get the attack bonus."),
            Map.entry("JUS019", "The 2 damage hits the attacking and blocking dice of both players, Grodd's own"
                    + " included; the one required attacker is required on each player's turn."),
            Map.entry("JUS038", "The KO'd Sidekick is moved from the Prep Area to the Used Pile by a \"whenever a"
                    + " Sidekick die is KO'd\" ability; abilities triggered by the same KO and queued before it see"
                    + " the die in the Prep Area."),
            Map.entry("JUS042", "Two active characters means two different cards, not two dice of one card."),
            Map.entry("JUS047", "Once per turn for the card, whichever The Atom die uses it; used whenever a Global"
                    + " Ability could be."),
            Map.entry("JUS054", "Each player KOs one of their own character dice if they have any, the attacking"
                    + " player first; the dice are chosen, not targeted."),
            Map.entry("JUS060", "The costs compared are the printed purchase costs of the two cards."),
            Map.entry("DCK001", "Iron Will: two dice damaging it at once (two blockers) damage it twice, so the"
                    + " second can KO it.")));

    /** Card id: why it needed engine code written for its own wording (fewer than 10% of a set's new cards). */
    static final Map<String, String> OWN_ENGINE_CODE = new TreeMap<>();

    /** Card id of a set: why it is not in the card files. */
    static final Map<String, String> LEFT_OUT = new TreeMap<>(Map.of(
            "JUS008", "not in the reference data the card files are made from (its number and text are unknown"
                    + " here), so it is left out."));

    static {
        RULINGS.putAll(CivilWarNotes.RULINGS);
        OWN_ENGINE_CODE.putAll(CivilWarNotes.OWN_ENGINE_CODE);
        LEFT_OUT.putAll(CivilWarNotes.LEFT_OUT);
    }
}
