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

/**
 * What a Global, an action die or a die's ability in the Field Zone does, in the card's own generated
 * words, so that a move names the card and what it does ("use the Static Field action die (…)"):
 * a person reading the computer's last move or a hint need not look the card up.
 */
final class AbilityWords {
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

    /** The sentences without their closing full stop, in brackets; nothing when the card says nothing. */
    private static String inBrackets(List<String> sentences) {
        List<String> parts = new ArrayList<>();
        for (String sentence : sentences) {
            String trimmed = sentence.strip().replaceAll("\\.$", "");
            if (!trimmed.isEmpty()) {
                parts.add(trimmed);
            }
        }
        return parts.isEmpty() ? "" : " (" + String.join("; ", parts) + ")";
    }
}
