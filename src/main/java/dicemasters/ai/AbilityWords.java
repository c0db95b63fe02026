package dicemasters.ai;

import dicemasters.cards.CardText;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a Global, an action die or a die's ability in the Field Zone does, in the card's own generated
 * words, so that a move names the card and what it does ("use the Static Field action die (…)"):
 * a person reading the computer's last move or a hint need not look the card up.
 */
final class AbilityWords {
    /** "Pay Fist. Target …": a cost, then the first letter of what it pays for. */
    private static final Pattern PAID = Pattern.compile("^Pay ([^.:]+)\\. (\\p{L})");

    private AbilityWords() {
    }

    /** " (what using it does)" for an action die: its abilities used with the die. */
    static String ofActionDie(GameState s, Die die) {
        CardDefinition card = s.definition(die);
        List<String> sentences = new ArrayList<>();
        for (Ability a : card.abilities()) {
            if (a.trigger() == Trigger.ACTION_USED) {
                sentences.add(CardText.ofAbility(card, a));
            }
        }
        return inBrackets(sentences);
    }

    static String ofGlobal(GameState s, Action.UseGlobal g) {
        List<Ability> abilities = s.abilities(g.cardIndex());
        if (g.abilityIndex() < 0 || g.abilityIndex() >= abilities.size()) {
            return "";
        }
        return inBrackets(List.of(CardText.ofAbility(s.cards().get(g.cardIndex()).definition(),
                abilities.get(g.abilityIndex()))));
    }

    static String ofFieldAbility(GameState s, Action.UseFieldAbility u) {
        CardDefinition card = s.definition(s.die(u.die()));
        if (u.abilityIndex() < 0 || u.abilityIndex() >= card.abilities().size()) {
            return "";
        }
        return inBrackets(List.of(CardText.ofAbility(card, card.abilities().get(u.abilityIndex()))));
    }

    /**
     * The sentences in brackets, without their closing full stop and, the move saying already that it
     * is a Global, without "Global:"; a cost read as "pay Fist: …". Nothing when the card says nothing.
     */
    private static String inBrackets(List<String> sentences) {
        List<String> parts = new ArrayList<>();
        for (String sentence : sentences) {
            String words = sentence.strip().replaceAll("\\.$", "").replaceFirst("^Global: ", "");
            Matcher cost = PAID.matcher(words);
            if (cost.find()) {
                words = "pay " + cost.group(1) + ": " + cost.group(2).toLowerCase(Locale.ROOT)
                        + words.substring(cost.end());
            } else if (!words.isEmpty()) {
                words = words.substring(0, 1).toLowerCase(Locale.ROOT) + words.substring(1);
            }
            if (!words.isEmpty()) {
                parts.add(words);
            }
        }
        return parts.isEmpty() ? "" : " (" + String.join("; ", parts) + ")";
    }
}
