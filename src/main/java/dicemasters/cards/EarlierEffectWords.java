package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Effects in the words card files used before their kinds were merged into families
 * (docs/ARCHITECTURE.md, "The card language"). Saved games and position files carry a copy of every
 * card they use, in the words of the version that wrote them: such a copy is rewritten here into
 * today's words, then read as strictly as any card file. Card files themselves know only today's
 * words.
 */
public final class EarlierEffectWords {
    /** Each earlier kind ("do"), and how an effect of it is said today: one effect, or several in its place. */
    private static final Map<String, Function<ObjectNode, List<ObjectNode>>> STEPS = steps();

    private EarlierEffectWords() {
    }

    private static Map<String, Function<ObjectNode, List<ObjectNode>>> steps() {
        Map<String, Function<ObjectNode, List<ObjectNode>>> steps = new LinkedHashMap<>();
        steps.put("unless spun down", changed(e -> e.put("do", "enlist").put("price", "spin down")));
        steps.put("extra reroll", changed(e -> turnRule(e, "extra rerolls", "count", 1).put("player", "you")));
        steps.put("extra draw", changed(e -> turnRule(e, "extra draws", "count", 1)));
        steps.put("second attack step", changed(e -> turnRule(e, "extra attack steps", "amount", 1).put("player", "you")));
        steps.put("attackers at least", changed(e -> turnRule(e, "fewest attackers", "count", 1)));
        steps.put("global life cost", changed(e -> turnRule(e, "life to use a global", "amount", 1).put("player", "each")));
        steps.put("can't field this turn", changed(e -> turnRule(e, "most character dice fielded", "amount", 0)));
        steps.put("no blockers this turn", changed(e -> turnRule(e, "most blockers", "amount", 0)));
        steps.put("lose life for each blocker", changed(e -> turnRule(e, "life for each blocker", "life", 1)));
        steps.put("use action face", changed(e -> e.put("do", "use abilities of").put("trigger", "use")));
        steps.put("match stats", changed(e -> e.put("do", "copy").put("what", "stats")));
        steps.put("copy abilities", changed(e -> e.put("do", "copy").put("what", "abilities")));
        steps.put("become a copy", changed(e -> e.put("do", "copy").put("what", "card")));
        steps.put("cap damage", changed(e -> {
            e.put("do", "change damage").put("change", "at most");
            if (!e.has("max")) {
                e.put("max", 1);
            }
        }));
        steps.put("double damage", changed(e -> e.put("do", "change damage").put("change", "double")));
        steps.put("grant keyword when fielded", changed(e -> e.put("do", "grant keyword").put("asFielded", true)));
        steps.put("next purchase costs less", changed(e -> e.put("do", "reduce purchase cost")));
        steps.put("place tokens", changed(e -> {
            e.put("do", "change tokens");
            if (!e.has("count")) {
                e.put("count", 1);
            }
        }));
        steps.put("remove tokens", changed(e -> e.put("do", "change tokens").putObject("count")
                .put("forEachToken", true).put("times", -1)));
        steps.put("limit purchases", e -> {
            ObjectNode actionDice = e.deepCopy();
            actionDice.remove("characterDice");
            e.remove("actionDice");
            return List.of(turnRule(e, "most character dice purchased", "characterDice", 20),
                    turnRule(actionDice, "most action dice purchased", "actionDice", 20));
        });
        return steps;
    }

    /** A rule of the turn in the fields of the earlier effect: the amount from {@code amountField}, or its earlier default. */
    private static ObjectNode turnRule(ObjectNode e, String rule, String amountField, int otherwise) {
        JsonNode amount = e.has(amountField) ? e.remove(amountField) : IntNode.valueOf(otherwise);
        e.put("do", "turn rule").put("rule", rule).set("amount", amount);
        return e;
    }

    /** A step that says the effect anew in its place. */
    private static Function<ObjectNode, List<ObjectNode>> changed(Consumer<ObjectNode> change) {
        return e -> {
            change.accept(e);
            return List.of(e);
        };
    }

    /** Whether the card copy says any effect in earlier words. */
    public static boolean isEarlier(JsonNode card) {
        if (card.isObject() && card.path("do").isTextual() && STEPS.containsKey(card.get("do").asText())) {
            return true;
        }
        for (JsonNode child : card) {
            if (isEarlier(child)) {
                return true;
            }
        }
        return false;
    }

    /** The card copy in today's words: a new tree when it used earlier words, the same one otherwise. */
    public static JsonNode upgrade(JsonNode card) {
        if (!isEarlier(card)) {
            return card;
        }
        JsonNode copy = card.deepCopy();
        rewrite(copy);
        return copy;
    }

    private static void rewrite(JsonNode node) {
        if (node instanceof ArrayNode array) {
            List<JsonNode> items = new ArrayList<>();
            array.forEach(item -> items.addAll(rewritten(item)));
            array.removeAll();
            items.forEach(item -> {
                rewrite(item);
                array.add(item);
            });
        } else if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(field -> {
                List<JsonNode> now = rewritten(field.getValue());
                field.setValue(now.get(0));
                rewrite(now.get(0));
            });
        }
    }

    /** An effect in earlier words said today, or any other value as it is. */
    private static List<JsonNode> rewritten(JsonNode node) {
        Function<ObjectNode, List<ObjectNode>> step = node instanceof ObjectNode object && object.path("do").isTextual()
                ? STEPS.get(object.get("do").asText()) : null;
        return step == null ? List.of(node) : List.copyOf(step.apply((ObjectNode) node));
    }
}
