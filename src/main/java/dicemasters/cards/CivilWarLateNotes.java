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
            Map.entry("CW103", "Each Vibranium Shield die in its owner's Field Zone gives the bonus once per KO."),
            Map.entry("CW119", "The Captain America die is fielded (its \"when fielded\" abilities trigger) at"
                    + " level 1."),
            Map.entry("CW126", "Enlistment as the glossary defines it: the opponent KOs a character die they"
                    + " control.")));

    static final Map<String, String> OWN_ENGINE_CODE = new TreeMap<>();
}
