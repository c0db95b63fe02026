package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Set;

/**
 * The differences {@link TextIsBehaviourTest} finds that the generated text does not show yet,
 * by kind of change (never by card): each is a field a shipped card does not use in that place,
 * with why the text leaves it out. The list may only shrink; a change outside it fails the test.
 */
final class KnownTextGaps {
    private KnownTextGaps() {
    }

    /** Dice named by reference ("Hercules", "that die"): the text names the die, not a filter added to it. */
    private static final Set<String> NAMED_DIE = Set.of("this", "those", "triggering", "knocked out by");

    /**
     * Fields that, added where they were absent, the words do not say yet. Die conditions whose words
     * the rest of the selector already says or contradicts: "character" and a "face" of "character"
     * for dice in the Field Zone (already "character dice"; false leaves no die), "cardType" and
     * "sidekick" beside a noun that names the die already ("Sidekick dice" that are action dice),
     * "notThis" and "other" where "other" is said already; "engagedWith" on the dice an Enlistment KOs. Also
     * a "place", a chooser or "up to" added to a selector, and a "level" of 1 written out where 1 is
     * the default.
     */
    private static final Set<String> UNSAID_WHEN_ADDED = Set.of("character", "face", "cardType", "sidekick",
            "engagedWith", "place", "chooser", "notThis", "other", "upTo", "level");

    /**
     * Changes of a field's value the words do not show yet, as "kind field" pairs. "That die" is said
     * both of the die a trigger names and of the die chosen before (the print's own words); a count
     * or condition names no target, so "another target" there means what "all" means; where a die
     * measured or copied is looked for ("Tony Stark's A", "that die's level") is not said.
     */
    private static final List<String> UNSAID_CHANGES = List.of("divide damage amount.attackOf.place",
            "only if if.dice.select", "only if if.dice.place", "only if if.count", "copy dice.place",
            "copy dice.select",
            "gain keywords of from.select", "lose life amount.forEachCard.select", "draw count.forEach.select",
            "grant keyword dice.select", "spin to level level.levelOf.select",
            "clear damage dice.select", "prevent damage damage.sourceDice.character");

    static boolean covers(String kind, JsonNode baseEffect, String change) {
        String field = change.substring(0, change.indexOf(": "));
        boolean added = change.contains(": (none) -> ");
        String[] path = field.split("\\.");
        if (added && path.length >= 2) {
            JsonNode selector = baseEffect;
            for (int i = 0; i < path.length - 1 && selector != null; i++) {
                selector = selector.get(path[i]);
            }
            if (selector != null && selector.has("select") && NAMED_DIE.contains(selector.get("select").asText())) {
                return true;
            }
            return UNSAID_WHEN_ADDED.contains(path[path.length - 1]);
        }
        return added && UNSAID_WHEN_ADDED.contains(field) || UNSAID_CHANGES.contains(kind + " " + field);
    }
}
