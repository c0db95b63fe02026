package dicemasters.cards;

import java.util.Map;
import java.util.TreeMap;

/** The notes of {@link CardNotes} about Civil War cards (kept apart so each set's notes change alone). */
final class CivilWarNotes {
    private CivilWarNotes() {
    }

    static final Map<String, String> RULINGS = new TreeMap<>(Map.ofEntries(
            Map.entry("CW002", "The opponent chooses one of their character dice that can spin down (level 2 or"
                    + " higher); with none, nothing happens."),
            Map.entry("CW037", "The level 1 character die and the Sidekick die may be either player's."),
            Map.entry("CW038", "The printed text lost a keyword (\"blocked by character dice and character dice"
                    + " with Resistance\"); read as: only dice with Enlistment or Resistance may block her."),
            Map.entry("CW042", "Each attacking Hercules die gives +1A to every other attacking die, other Hercules"
                    + " dice included."),
            Map.entry("CW044", "\"May not declare blockers\" stops every opposing character die then in the Field"
                    + " Zone from blocking this turn."),
            Map.entry("CW055", "Nitro's D is the D its face showed when it was KO'd."),
            Map.entry("CW064", "Removed from the Attack Zone, Songbird is back in the Field Zone; the attacker she"
                    + " blocked stays blocked. The same for Jessica Jones (CW081, CW113) and the die that blocked her."),
            Map.entry("CW071", "\"When a character die blocks\" is any die that blocks in an attack Wasp is part"
                    + " of: after blockers are declared, each attacking Wasp die deals 1 damage to every blocking die."),
            Map.entry("CW074", "The printed cost lost its energy symbol; read as Mask (Baron Zemo's energy type),"
                    + " paid whenever a Global Ability could be used."),
            Map.entry("CW089", "Both or neither: with no opposing die that can spin down nothing happens, and"
                    + " choosing none of yours to spin up spins nothing down."),
            Map.entry("CW097", "While two or more Songbird dice block, each blocking Songbird die takes no damage."),
            Map.entry("CW099", "Fielding an opposing die whose card has a \"when fielded\" ability (Intimidate"
                    + " included) counts as using it; the burst is that of any Spider-Man die showing one."),
            Map.entry("CW128", "\"Only one other die\" means exactly two attackers: Songbird and one Thunderbolts die"
                    + " that is not a Songbird."),
            Map.entry("CW129", "Two less from each hit of non-combat damage."),
            Map.entry("CW134", "Without Resistance (no character die of yours KO'd this turn) nothing happens."),
            Map.entry("CW135", "The target Sidekick may be either player's.")));

    static final Map<String, String> OWN_ENGINE_CODE = new TreeMap<>();

    static final Map<String, String> LEFT_OUT = new TreeMap<>(Map.of(
            "CW021", "not in the reference data the card files are made from (its number and text are unknown"
                    + " here), so it is left out."));
}
