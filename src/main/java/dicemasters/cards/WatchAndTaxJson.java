package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;

/**
 * The effects about when and at what price other abilities happen, read strictly and written back:
 * "each time this turn" (the rest of the ability waits for a trigger, until the end of the turn) and
 * "triggered abilities cost life" (a static tax on a kind of triggered ability).
 */
final class WatchAndTaxJson {
    private WatchAndTaxJson() {
    }

    static Effect eachTimeThisTurn(JsonReader e) {
        Trigger trigger = e.named("trigger", Vocabulary.TRIGGERS::value, Vocabulary.TRIGGERS.names());
        if (!trigger.isWatchableForTheTurn()) {
            throw e.error("trigger", "\"each time this turn\" waits for something players do: one of "
                    + String.join(", ", Vocabulary.TRIGGERS.names().stream()
                    .filter(n -> Vocabulary.TRIGGERS.value(n).isWatchableForTheTurn()).toList()));
        }
        return new Effect.EachTimeThisTurn(trigger);
    }

    static Effect triggeredAbilitiesCostLife(JsonReader e) {
        Trigger trigger = e.named("trigger", Vocabulary.TRIGGERS::value, Vocabulary.TRIGGERS.names());
        if (!trigger.isTriggered()) {
            throw e.error("trigger", "only triggered abilities are used as they trigger: not a Global, an action"
                    + " die's text, a reaction or a static rule");
        }
        if (!e.has("side")) {
            throw e.error("side", "is required: whose abilities cost life (\"own\", \"opposing\" or \"any\")");
        }
        return new Effect.TriggeredAbilitiesCostLife(trigger, e.named("side", Vocabulary.SIDES::value,
                Vocabulary.SIDES.names()), e.integer("amount", 1, 1, 10));
    }

    /** Writes the effect if it is one of these; false if it is not. */
    static boolean write(ObjectNode n, Effect effect) {
        if (effect instanceof Effect.EachTimeThisTurn e) {
            n.put("do", "each time this turn");
            n.put("trigger", e.trigger().jsonName());
        } else if (effect instanceof Effect.TriggeredAbilitiesCostLife e) {
            n.put("do", "triggered abilities cost life");
            n.put("trigger", e.trigger().jsonName());
            n.put("side", Vocabulary.SIDES.name(e.side()));
            n.put("amount", e.life());
        } else {
            return false;
        }
        return true;
    }
}
