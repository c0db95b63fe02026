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
                    + " second can KO it."),
            Map.entry("DCK002", "Suit Up: choosing the die to KO is choosing to suit up, so the purchased die then"
                    + " moves to the Field Zone without a second question."),
            Map.entry("JUS002", "Each character die left in the Reserve Pool at the end of the Main Step gains"
                    + " 2 life, Sidekicks on their character face included."),
            Map.entry("JUS016", "The four energy types are counted on the energy faces in your Reserve Pool; the"
                    + " Global is once per turn for each player, and the die returns on an energy face its player picks."),
            Map.entry("JUS024", "The die is fielded (free, at level 1), so its \"when fielded\" abilities trigger."),
            Map.entry("JUS026", "Basic Action dice count as action dice."),
            Map.entry("JUS030", "The drawn die is shown and stays in the bag until placed: a Villains character die"
                    + " may be fielded at level 2; otherwise its player moves it to the Used Pile or leaves it in the bag."),
            Map.entry("JUS035", "The KO'd die's level is the level it showed when KO'd; a die that is not KO'd (Iron"
                    + " Will) deals nothing."),
            Map.entry("JUS036", "With fewer than two Sidekick dice drawn, both dice stay in the bag."),
            Map.entry("JUS045", "Awaken is in none of the four glossaries; as the publisher defines it, the effect"
                    + " happens for each die that spins up one or more levels in the Field Zone. The engine always"
                    + " uses it (it only damages the opponent)."),
            Map.entry("JUS053", "Counted per die: each opposing die rolled or rerolled other than in its owner's Roll"
                    + " and Reroll Step deals 2 (Investigation rolls two: 4); the die's owner is taken to be the one"
                    + " rolling it."),
            Map.entry("JUS062", "Dice without a Wild face (character dice) cannot be chosen.")));

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
        RULINGS.putAll(CivilWarLateNotes.RULINGS);
        OWN_ENGINE_CODE.putAll(CivilWarLateNotes.OWN_ENGINE_CODE);
        RULINGS.putAll(WweNotes.RULINGS);
        OWN_ENGINE_CODE.putAll(WweNotes.OWN_ENGINE_CODE);
        RULINGS.putAll(JusticeNotes.RULINGS);
    }
}
