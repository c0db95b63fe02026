package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.RuleEffects.TurnRule.Quantity;
import dicemasters.engine.card.PlayerSelector;

import java.util.List;

/**
 * A rule of the turn in card JSON: {@code {"do": "turn rule", "player": "opponent", "rule": "most
 * blockers", "amount": 0}}. The players are "you", "your opponent" or "each"; each rule says how
 * much it may be and, for some, whose it can be.
 */
final class TurnRuleJson {
    private static final List<String> PLAYERS = List.of("you", "opponent", "each");

    private TurnRuleJson() {
    }

    static Effect read(JsonReader e) {
        Quantity rule = e.named("rule", Vocabulary.TURN_RULES::value, Vocabulary.TURN_RULES.names());
        PlayerSelector player = e.named("player", name -> PLAYERS.contains(name) ? Vocabulary.PLAYERS.value(name)
                : null, PLAYERS);
        if (rule.onlyPlayer() != null && player != rule.onlyPlayer()) {
            throw e.error("player", "\"" + Vocabulary.TURN_RULES.name(rule) + "\" is a rule for \""
                    + Vocabulary.PLAYERS.name(rule.onlyPlayer()) + "\" only");
        }
        int amount = e.integer("amount");
        if (amount < rule.least() || amount > rule.most()) {
            throw e.error("amount", "\"" + Vocabulary.TURN_RULES.name(rule) + "\" takes " + (rule.least() == rule.most()
                    ? "only " + rule.least() : rule.least() + " to " + rule.most()) + ", not " + amount);
        }
        return new Effect.TurnRule(player, rule, amount);
    }

    static void write(ObjectNode n, Effect.TurnRule rule) {
        n.put("do", "turn rule");
        n.put("player", Vocabulary.PLAYERS.name(rule.player()));
        n.put("rule", Vocabulary.TURN_RULES.name(rule.quantity()));
        n.put("amount", rule.amount());
    }
}
