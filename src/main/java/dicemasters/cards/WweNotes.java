package dicemasters.cards;

import java.util.Map;
import java.util.TreeMap;

/**
 * The notes of {@link CardNotes} about WWE cards and the WWE glossary's keywords (their test cards
 * KWD001-KWD003), kept apart so each set's notes change alone.
 */
final class WweNotes {
    private WweNotes() {
    }

    static final Map<String, String> RULINGS = new TreeMap<>(Map.ofEntries(
            Map.entry("WWE005", "The name is chosen among the characters of the game (either team's). The named die"
                    + " drawn is fielded at level 3 (its \"when fielded\" abilities trigger); any other die drawn goes"
                    + " to the Used Pile."),
            Map.entry("WWE006", "Asuka is a Mask Superstar herself: her cost is reduced too, and fielding an Asuka"
                    + " die makes the active Asuka dice grow."),
            Map.entry("WWE009", "Using the rolled Basic Action's text is not using an action die (no Attune), but its"
                    + " \"for the rest of the turn\" text works for Becky's controller; Continuous Basic Actions are not"
                    + " offered."),
            Map.entry("WWE011", "The opponent's dice in their Field Zone when Heenan is fielded are the ones"
                    + " concerned; the life is lost as each is declared a blocker. Each effect that puts the cost on a"
                    + " die counts (two Heenan dice fielded: 2 life per blocker)."),
            Map.entry("WWE012", "Underdog compares the character dice in each Field Zone as the ability resolves,"
                    + " Heenan included; the player may decline."),
            Map.entry("WWE015", "\"No other attackers\": no other die of its controller attacks."),
            Map.entry("WWE017", "The printed text lost an icon (\"when an opposing _ is fielded\"); read as an opposing"
                    + " Sidekick die (the icon the WWE cards print as a noun)."),
            Map.entry("WWE018", "The printed text lost an icon (\"your _ get +1A and +1D\"); read as your Sidekick"
                    + " dice."),
            Map.entry("WWE019", "The printed text lost an icon (\"KO'd by a _\"); read as KO'd by a Sidekick die's"
                    + " damage. The die is moved (not fielded) to the Field Zone at the end of the turn it was KO'd in."),
            Map.entry("WWE025", "Each player keeps one character die of their choice (Kurt Angle's controller first),"
                    + " Kurt Angle himself among them; \"cannot field\" covers fielding by effects too."),
            Map.entry("WWE028", "Only a Sidekick die drawn in this Clear and Draw Step; the new die is drawn into the"
                    + " Prep Area as part of the same draw; once per turn for the card."),
            Map.entry("WWE029", "Once per effect that draws and rolls dice, however many; dice drawn and rolled by an"
                    + " ability of a card named Macho Man Randy Savage never set it off."),
            Map.entry("WWE030", "The extra dice are part of the draw; only the usual four count for a shortfall."),
            Map.entry("WWE031", "A Prep is any effect moving dice to the Prep Area (from the bag, the Used Pile, the"
                    + " Field Zone, a purchase...), never a KO; once per effect or action, however many dice."),
            Map.entry("WWE036", "The target is chosen at the end of the turn among opposing dice that neither attacked"
                    + " nor blocked this turn."),
            Map.entry("WWE039", "\"That die's controller\" is Ronda's opponent: she KOs only opposing dice."),
            Map.entry("WWE041", "Two of them fielded make the same next Superstar purchase 4 cheaper, and both are"
                    + " used up by it; Basic Actions are not Superstars."),
            Map.entry("WWE046", "Only the opponent is forbidden; the name is any character card's of the game."),
            Map.entry("WWE047", "The burst works while any active Triple H die shows it; \"2 life instead\" is the"
                    + " base 1 and 1 more."),
            Map.entry("WWE048", "Cleave's hit is chosen among the opposing character dice still in the Field Zone; once"
                    + " per turn for each die with Cleave."),
            Map.entry("KWD001", "Attune: \"target player\" is the opponent (the player chooses no die); once per"
                    + " action die used, for each active card with Attune."),
            Map.entry("KWD002", "Regenerate (WWE 2019 wording, \"would be KO'd\"): on a character face no KO happens"
                    + " (no \"when KO'd\", no Resistance); otherwise the die is KO'd to the Prep Area."),
            Map.entry("KWD003", "Immortal: energy faces spent or cleared from the Reserve Pool count as \"sent as"
                    + " energy\"; a purchase or swap is a die leaving its card.")));

    static final Map<String, String> OWN_ENGINE_CODE = new TreeMap<>(Map.of(
            "WWE009", "rolls a Basic Action die that is still on its card and lets its controller use that card's"
                    + " text (effect \"roll an unpurchased basic action\", class BorrowedActions): no other card of"
                    + " the four sets does so."));
}
