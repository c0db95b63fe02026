package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.CardDefinition;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The text a player reads is generated from what the engine executes, so two cards that differ in
 * any field of any effect must read differently: for every effect kind of the vocabulary, effects
 * of the card files are changed one field at a time (a number up or down, a switch turned, a word
 * swapped for another word the card language uses in that place, a field added that the language
 * allows there), and every change that still loads and changes the card must change its text.
 */
class TextIsBehaviourTest {
    /** Effects of one kind taken as starting points: enough to meet each field in its usual company. */
    private static final int BASES_PER_KIND = 4;
    private static final int ALTERNATIVES_PER_FIELD = 12;

    /** One effect of a card: the card's JSON and where the effect sits in it. */
    private record Base(ObjectNode card, int ability, int effect) {
        ObjectNode effectNode() {
            return (ObjectNode) card.get("abilities").get(ability).get("effects").get(effect);
        }

        String kind() {
            return effectNode().get("do").asText();
        }
    }

    /** Effects of the vocabulary no card file uses yet (VocabularyWithoutABundledCardTest reads them). */
    private static final String WITHOUT_A_CARD = """
            {"cards": [{"id": "TST001", "name": "Puppeteer", "type": "character", "cost": 3, "energy": ["Mask"],
             "affiliations": [], "dieLimit": 4,
             "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                        {"fieldCost": 2, "attack": 3, "defense": 3}], "keywords": [],
             "abilities": [{"trigger": "when fielded", "effects": [
               {"do": "take control", "dice": {"select": "target", "side": "opposing"}},
               {"do": "gain energy", "player": "you", "energy": "Mask", "count": 2},
               {"do": "create character tokens", "count": 2, "name": "Clone", "attack": 2, "defense": 3}]},
              {"trigger": "when attacks", "effects": [
               {"do": "call out", "dice": {"select": "target", "side": "opposing"}}]}]}]}""";

    @Test
    void every_effect_kind_of_the_vocabulary_has_an_effect_to_vary() throws IOException {
        Set<String> kinds = new TreeSet<>();
        bases().forEach(b -> kinds.add(b.kind()));
        assertThat(kinds).containsAll(Vocabulary.EFFECTS);
    }

    @Test
    void a_card_differing_in_one_field_of_an_effect_reads_differently() throws IOException {
        List<Base> bases = bases();
        Map<String, Set<JsonNode>> valuesByField = valuesByField(bases);
        Map<String, Set<String>> fieldsByParent = fieldsByParent(bases);
        Map<String, Integer> perKind = new TreeMap<>();
        Set<String> sameText = new TreeSet<>();
        int compared = 0;
        for (Base base : bases) {
            if (perKind.merge(base.kind(), 1, Integer::sum) > BASES_PER_KIND) {
                continue;
            }
            CardDefinition original = CardJson.read(base.card(), "pool");
            String text = CardText.of(original);
            for (ObjectNode variant : variants(base, valuesByField, fieldsByParent)) {
                CardDefinition changed = readOrNull(variant);
                if (changed == null || changed.equals(original)) {
                    continue;
                }
                compared++;
                String changedText = textOrProblem(changed);
                String change = difference(base.effectNode(), effectOf(variant, base));
                if (changedText.startsWith("no text: ")) {
                    sameText.add(base.kind() + ": " + change + " (" + original.id() + ") loads, but " + changedText);
                } else if (changedText.equals(text) && !KnownTextGaps.covers(base.kind(), base.effectNode(), change)) {
                    sameText.add(base.kind() + ": " + change + " (" + original.id() + ") reads \"" + text.replace('\n', ' ') + "\"");
                }
            }
        }
        assertThat(compared).as("changed cards compared").isGreaterThan(1_000);
        assertThat(sameText).as("effects that differ in a field but read the same").isEmpty();
    }

    private static List<Base> bases() throws IOException {
        List<Base> bases = new ArrayList<>();
        for (String set : List.of("CW", "JUS", "WWE", "HHS")) {
            addBases(Path.of("cards", set + ".json"), bases);
        }
        addBases(Path.of("src", "test", "resources", "testcards", "KWD.json"), bases);
        addBases(Path.of("src", "test", "resources", "testcards", "justice", "DCK.json"), bases);
        addBases(CardJson.mapper().readTree(WITHOUT_A_CARD).get("cards"), bases);
        return bases;
    }

    private static void addBases(Path file, List<Base> bases) throws IOException {
        addBases(CardJson.mapper().readTree(file.toFile()).get("cards"), bases);
    }

    private static void addBases(JsonNode cards, List<Base> bases) {
        for (JsonNode card : cards) {
            JsonNode abilities = card.get("abilities");
            for (int a = 0; abilities != null && a < abilities.size(); a++) {
                JsonNode effects = abilities.get(a).get("effects");
                for (int e = 0; effects != null && e < effects.size(); e++) {
                    bases.add(new Base((ObjectNode) card, a, e));
                }
            }
        }
    }

    /** Every value a field of this name takes anywhere in the effects (a word, a number, an object). */
    private static Map<String, Set<JsonNode>> valuesByField(List<Base> bases) {
        Map<String, Set<JsonNode>> values = new TreeMap<>();
        bases.forEach(b -> collectValues(b.effectNode(), values));
        return values;
    }

    private static void collectValues(JsonNode node, Map<String, Set<JsonNode>> values) {
        if (node.isObject()) {
            node.fields().forEachRemaining(f -> {
                values.computeIfAbsent(f.getKey(), k -> new LinkedHashSet<>()).add(f.getValue());
                collectValues(f.getValue(), values);
            });
        } else if (node.isArray()) {
            node.forEach(n -> collectValues(n, values));
        }
    }

    /** The fields met under a field of this name ("dice": select, side, filter, ...), and "do <kind>": its fields. */
    private static Map<String, Set<String>> fieldsByParent(List<Base> bases) {
        Map<String, Set<String>> fields = new TreeMap<>();
        for (Base b : bases) {
            ObjectNode effect = b.effectNode();
            effect.fieldNames().forEachRemaining(f -> fields.computeIfAbsent("do " + b.kind(), k -> new TreeSet<>())
                    .add(f));
            collectFields(effect, fields);
        }
        return fields;
    }

    private static void collectFields(JsonNode node, Map<String, Set<String>> fields) {
        node.fields().forEachRemaining(f -> {
            if (f.getValue().isObject()) {
                f.getValue().fieldNames().forEachRemaining(n -> fields.computeIfAbsent(f.getKey(),
                        k -> new TreeSet<>()).add(n));
                collectFields(f.getValue(), fields);
            }
        });
    }

    /** The card with its effect changed in one field each time. */
    private static List<ObjectNode> variants(Base base, Map<String, Set<JsonNode>> values,
                                             Map<String, Set<String>> fieldsByParent) {
        List<ObjectNode> result = new ArrayList<>();
        ObjectNode effect = base.effectNode();
        for (String field : fieldsByParent.getOrDefault("do " + base.kind(), Set.of())) {
            if (!effect.has(field)) {
                for (JsonNode value : firstOf(values.getOrDefault(field, Set.of()))) {
                    result.add(with(base, field, null, value));
                }
            }
        }
        vary(base, effect, List.of(), values, fieldsByParent, result);
        return result;
    }

    /** Each field of {@code node} (at {@code path} in the effect) changed, then the fields inside it. */
    private static void vary(Base base, JsonNode node, List<String> path, Map<String, Set<JsonNode>> values,
                             Map<String, Set<String>> fieldsByParent, List<ObjectNode> into) {
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        List<String> names = new ArrayList<>();
        fields.forEachRemaining(f -> names.add(f.getKey()));
        for (String name : names) {
            if (path.isEmpty() && name.equals("do")) {
                continue;
            }
            JsonNode value = node.get(name);
            List<String> here = new ArrayList<>(path);
            here.add(name);
            for (JsonNode other : alternatives(value, values.getOrDefault(name, Set.of()))) {
                into.add(with(base, here, other));
            }
            if (value.isObject()) {
                for (String missing : fieldsByParent.getOrDefault(name, Set.of())) {
                    if (!value.has(missing)) {
                        for (JsonNode added : firstOf(values.getOrDefault(missing, Set.of()))) {
                            List<String> deeper = new ArrayList<>(here);
                            deeper.add(missing);
                            into.add(with(base, deeper, added));
                        }
                    }
                }
                vary(base, value, here, values, fieldsByParent, into);
            }
        }
    }

    private static List<JsonNode> alternatives(JsonNode value, Set<JsonNode> seen) {
        List<JsonNode> result = new ArrayList<>();
        if (value.isInt()) {
            result.add(IntNode.valueOf(value.asInt() + 1));
            result.add(IntNode.valueOf(value.asInt() - 1));
        } else if (value.isBoolean()) {
            result.add(BooleanNode.valueOf(!value.asBoolean()));
        }
        for (JsonNode other : firstOf(seen)) {
            if (!other.equals(value) && !(value.isInt() && other.isInt())) {
                result.add(other);
            }
        }
        if (value.isArray() && value.size() > 1) {
            ArrayNode shorter = value.deepCopy();
            shorter.remove(shorter.size() - 1);
            result.add(shorter);
        }
        return result;
    }

    private static List<JsonNode> firstOf(Set<JsonNode> values) {
        return values.stream().limit(ALTERNATIVES_PER_FIELD).toList();
    }

    private static ObjectNode with(Base base, String field, Void unused, JsonNode value) {
        return with(base, List.of(field), value);
    }

    private static ObjectNode with(Base base, List<String> path, JsonNode value) {
        ObjectNode card = base.card().deepCopy();
        JsonNode node = card.get("abilities").get(base.ability()).get("effects").get(base.effect());
        for (int i = 0; i < path.size() - 1; i++) {
            node = node.get(path.get(i));
        }
        ((ObjectNode) node).set(path.get(path.size() - 1), value.deepCopy());
        return card;
    }

    private static JsonNode effectOf(ObjectNode card, Base base) {
        return card.get("abilities").get(base.ability()).get("effects").get(base.effect());
    }

    private static String textOrProblem(CardDefinition card) {
        try {
            return CardText.of(card);
        } catch (RuntimeException e) {
            return "no text: " + e;
        }
    }

    private static CardDefinition readOrNull(ObjectNode card) {
        try {
            return CardJson.read(card, "variant");
        } catch (CardFormatException | IllegalArgumentException | NullPointerException e) {
            return null;
        }
    }

    /** "dice.side: own -> any". */
    private static String difference(JsonNode before, JsonNode after) {
        Map<String, String> changes = new LinkedHashMap<>();
        diff("", before, after, changes);
        return changes.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).reduce((a, b) -> a + ", " + b)
                .orElse("?");
    }

    private static void diff(String path, JsonNode before, JsonNode after, Map<String, String> changes) {
        if (before != null && after != null && before.isObject() && after.isObject()) {
            Set<String> names = new TreeSet<>();
            before.fieldNames().forEachRemaining(names::add);
            after.fieldNames().forEachRemaining(names::add);
            names.forEach(n -> diff(path.isEmpty() ? n : path + "." + n, before.get(n), after.get(n), changes));
        } else if (before == null || !before.equals(after)) {
            changes.put(path, (before == null ? "(none)" : before.toString()) + " -> "
                    + (after == null ? "(none)" : after.toString()));
        }
    }
}
