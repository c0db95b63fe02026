package dicemasters.cards;

import java.util.Map;
import java.util.TreeMap;

/**
 * The notes of {@link CardNotes} about the later Civil War cards (CW093-CW142), kept apart from
 * {@link CivilWarNotes} so that the two sets of cards change their notes alone.
 */
final class CivilWarLateNotes {
    private CivilWarLateNotes() {
    }

    static final Map<String, String> RULINGS = new TreeMap<>(Map.ofEntries(
            Map.entry("CW094", "Each player fields the Sidekick dice they drew, on the Sidekick's character face"
                    + " (level 1), as fielding (\"when fielded\" abilities trigger); any other die drawn stays in the"
                    + " bag."),
            Map.entry("CW095", "One reading of \"for each Rescue die, target character die gets +1A and +1D\":"
                    + " the ability resolves once, with one target, which gets +1A and +1D for each Rescue die in the"
                    + " Reserve Pool showing an energy face at the end of the step; those dice are then rerolled"
                    + " together, once, and stay in the Reserve Pool. Nothing happens (no target is chosen) when none"
                    + " shows an energy face."),
            Map.entry("CW098", "The drawn die is rolled into the Reserve Pool: on an energy face it goes to the"
                    + " Prep Area, otherwise back to the bag; once for each time Speedball takes combat damage."),
            Map.entry("CW103", "Each Vibranium Shield die in its owner's Field Zone gives the bonus once per KO."),
            Map.entry("CW108", "The second Attack Step follows the first at once: it begins with declaring"
                    + " attackers, and declaring none ends the turn (the first also needs an attacker, or the turn ends"
                    + " without either). Captain Marvel must be in the Field Zone when the first ends: KO'd, or"
                    + " attacking unblocked (Out of Play), she allows none. Between the two, dice that were blocked and"
                    + " not KO'd are back in the Field Zone and may attack again; damage stays on dice and \"until"
                    + " the end of the turn\" effects go on, as the rulebook clears them only in the Cleanup Step."
                    + " One second Attack Step per turn, never a third."),
            Map.entry("CW109", "Spinning him down is the cost: at level 1 it is not offered, as the card says."),
            Map.entry("CW115", "The defending player chooses at the start of Assign Damage (after the"
                    + " Action/Global window, before Fast dice deal damage) among the dice still blocking that Justice"
                    + " die; the others deal it no combat damage but still block it and take its damage, split by"
                    + " its controller as usual."),
            Map.entry("CW116", "The first damage to you each turn while Luke Cage is active (not a choice) is"
                    + " redirected to a Luke Cage die you choose, which then spins up a level before the damage is"
                    + " dealt; later damage that turn is dealt as usual."),
            Map.entry("CW119", "The Captain America die is fielded (its \"when fielded\" abilities trigger) at"
                    + " level 1."),
            Map.entry("CW122", "The opponent may spin the attacker Namorita blocks down a level (it must be at"
                    + " level 2 or higher) to keep it from being captured; a Sidekick has no energy type, so it is"
                    + " a non-Shield die."),
            Map.entry("CW126", "Enlistment as the glossary defines it: the opponent KOs a character die they"
                    + " control."),
            Map.entry("CW127", "One die is drawn for each Rescue die in the Reserve Pool showing an energy face"
                    + " at the end of the step; the drawn dice of Shield character cards are fielded at level 1 (as"
                    + " fielding: \"when fielded\" abilities trigger), the others stay in the bag. A Sidekick has no"
                    + " energy type, so it is not a Shield character die."),
            Map.entry("CW130", "The life is asked as each opposing \"when fielded\" ability resolves (a"
                    + " keyword's, such as Intimidate's, and \"whenever a die is fielded\" abilities included): the"
                    + " opponent pays it or lets the ability go, and cannot pay life that would leave them at 0 or"
                    + " less. While a Spider-Man die showing its burst is active the price is 2 life, not 3."),
            Map.entry("CW133", "Any blocking character die, either player's (the text does not say \"you"
                    + " control\"); its damage stays, so a die whose top level's D is still at or below its damage is"
                    + " KO'd all the same (another replacement may be offered). Each player who could replace a KO is"
                    + " asked in turn order, the active player first."),
            Map.entry("CW142", "His A is the A of the face he showed when KO'd; the damage is divided as his"
                    + " controller chooses among the targets chosen (one target takes it all).")));

    static final Map<String, String> OWN_ENGINE_CODE = new TreeMap<>();
}
