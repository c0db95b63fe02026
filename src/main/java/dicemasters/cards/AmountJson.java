package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Amount;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A number in card JSON, read strictly and written back: a plain integer, or an object that
 * counts or measures dice ({"forEach": {...}, "times": 2}, {"attackOf": {...}, "divideBy": 2}).
 */
final class AmountJson {
    private static final Set<String> AMOUNT_FIELDS = Set.of("base", "forEach", "times", "attackOf", "defenseOf",
            "levelOf", "highestLevelOf", "forEachCard", "energyOf", "divideBy", "minimum", "forEachToken",
            "energyOfThatTypeOf", "damageDealt", "topLevelOf");
    private static final List<String> MEASURES = List.of("forEach", "forEachCard", "attackOf", "defenseOf",
            "levelOf", "highestLevelOf", "energyOf", "forEachToken", "energyOfThatTypeOf", "damageDealt",
            "topLevelOf");

    private AmountJson() {
    }

    static Amount read(JsonReader parent, String field) {
        if (!parent.has(field)) {
            throw parent.error(field, "is required");
        }
        JsonNode v = parent.node().get(field);
        if (v.isIntegralNumber()) {
            return Amount.of(parent.integer(field, 0, -20, 20));
        }
        JsonReader a = parent.child(field).object(AMOUNT_FIELDS);
        int base = a.integer("base", 0, -20, 20);
        int times = a.integer("times", 1, -10, 10);
        List<String> measures = new ArrayList<>();
        for (String m : MEASURES) {
            if (a.has(m)) {
                measures.add(m);
            }
        }
        if (measures.size() != 1) {
            throw a.error("an amount object needs exactly one of " + String.join(", ", MEASURES));
        }
        String m = measures.get(0);
        if (m.equals("forEachToken") || m.equals("damageDealt")) {
            return countedWithoutDice(a, m, times);
        }
        Amount.Measure measure = switch (m) {
            case "forEach" -> Amount.Measure.COUNT;
            case "attackOf" -> Amount.Measure.ATTACK;
            case "defenseOf" -> Amount.Measure.DEFENSE;
            case "highestLevelOf" -> Amount.Measure.HIGHEST_LEVEL;
            case "topLevelOf" -> Amount.Measure.TOP_LEVEL;
            case "forEachCard" -> Amount.Measure.CARDS;
            case "energyOf" -> Amount.Measure.ENERGY;
            case "energyOfThatTypeOf" -> Amount.Measure.ENERGY_OF_THAT_TYPE;
            default -> Amount.Measure.LEVEL;
        };
        int divideBy = a.integer("divideBy", 1, 1, 10);
        Integer minimum = a.has("minimum") ? a.integer("minimum", 0, 0, 20) : null;
        return new Amount(base, measure, SelectorJson.readSelector(a.child(m)), times, divideBy, minimum);
    }

    /**
     * "1 for each token on this card" ({"forEachToken": true, "times": 1}) or "equal to the damage
     * dealt to it" ({"damageDealt": true}): nothing else fits with them.
     */
    private static Amount countedWithoutDice(JsonReader a, String measure, int times) {
        if (!a.bool(measure, false)) {
            throw a.error(measure, measure.equals("forEachToken") ? "must be true (it counts the tokens on this card)"
                    : "must be true (it is the damage dealt that set the ability off)");
        }
        for (String other : List.of("base", "divideBy", "minimum")) {
            if (a.has(other)) {
                throw a.error(other, "does not go with " + measure);
            }
        }
        return measure.equals("forEachToken") ? Amount.forEachToken(times) : Amount.damageDealt(times);
    }

    static void write(ObjectNode parent, String field, Amount a) {
        if (a.isFixed()) {
            parent.put(field, a.base());
            return;
        }
        ObjectNode n = parent.putObject(field);
        if (a.base() != 0) {
            n.put("base", a.base());
        }
        if (a.times() != 1) {
            n.put("times", a.times());
        }
        if (a.measure() == Amount.Measure.TOKENS || a.measure() == Amount.Measure.DAMAGE_DEALT) {
            n.put(a.measure() == Amount.Measure.TOKENS ? "forEachToken" : "damageDealt", true);
            return;
        }
        String measure = switch (a.measure()) {
            case COUNT -> "forEach";
            case ATTACK -> "attackOf";
            case DEFENSE -> "defenseOf";
            case LEVEL -> "levelOf";
            case HIGHEST_LEVEL -> "highestLevelOf";
            case TOP_LEVEL -> "topLevelOf";
            case CARDS -> "forEachCard";
            case ENERGY -> "energyOf";
            case ENERGY_OF_THAT_TYPE -> "energyOfThatTypeOf";
            case NONE, TOKENS, DAMAGE_DEALT -> throw new IllegalStateException("written above");
        };
        n.set(measure, SelectorJson.writeSelector(a.dice()));
        if (a.divideBy() != 1) {
            n.put("divideBy", a.divideBy());
        }
        if (a.minimum() != null) {
            n.put("minimum", a.minimum());
        }
    }
}
