package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Condition;

import java.util.Set;

/** What an ability needs ("if": {"kind": "dice at least", ...}) in card JSON, read strictly and written back. */
final class ConditionJson {
    private static final Set<String> CONDITION_FIELDS = Set.of("kind", "dice", "count");

    private ConditionJson() {
    }

    static Condition read(JsonReader c) {
        c.object(CONDITION_FIELDS);
        Condition.Kind kind = c.named("kind", Vocabulary.CONDITIONS::value, Vocabulary.CONDITIONS.names());
        if (kind == Condition.Kind.MORE_THAN_OPPONENT) {
            if (c.has("count")) {
                throw c.error("count", "\"more than the opponent\" compares two counts and takes no count");
            }
            return new Condition(kind, SelectorJson.readSelector(c.child("dice")), 0);
        }
        if (kind == Condition.Kind.DAMAGE_DEALT_THIS_TURN_AT_LEAST) {
            if (c.has("dice")) {
                throw c.error("dice", "\"damage dealt this turn at least\" counts the damage of the ability's own"
                        + " die and takes no dice");
            }
            return new Condition(kind, null, c.integer("count", 1, 1, 99));
        }
        if (kind.measuresDice()) {
            return new Condition(kind, SelectorJson.readSelector(c.child("dice")), c.integer("count", 1, 0, 20));
        }
        if (c.has("dice") || c.has("count")) {
            throw c.error("\"" + Vocabulary.CONDITIONS.name(kind) + "\" takes no dice or count");
        }
        return new Condition(kind, null, 0);
    }

    static ObjectNode write(Condition c) {
        ObjectNode n = CardJson.object();
        n.put("kind", Vocabulary.CONDITIONS.name(c.kind()));
        if (c.kind() == Condition.Kind.DAMAGE_DEALT_THIS_TURN_AT_LEAST) {
            n.put("count", c.count());
        }
        if (c.dice() != null) {
            n.set("dice", SelectorJson.writeSelector(c.dice()));
            if (c.kind() != Condition.Kind.MORE_THAN_OPPONENT) {
                n.put("count", c.count());
            }
        }
        return n;
    }
}
