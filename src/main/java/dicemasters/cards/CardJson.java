package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.card.StandardDice;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A card definition to and from the JSON of card files (saved games embed the same form).
 * Reading is strict: unknown fields, unknown names, wrong types and missing required fields are
 * errors naming the source, the card and the field. This class reads and writes the card itself,
 * its levels and its faces; each part of the card language has its own class, reading and
 * writing it: {@link AbilityJson} (triggers, costs), {@link EffectJson} and {@link EffectJsonWriter},
 * {@link SelectorJson} (dice, filters, damage), {@link AmountJson}, {@link ConditionJson}.
 */
public final class CardJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern ID = Pattern.compile("[A-Z]{2,4}[0-9]{3}[A-Za-z]?");

    static final Set<String> CARD_FIELDS = Set.of("id", "name", "subtitle", "type", "cost", "energy",
            "affiliations", "dieLimit", "levels", "faces", "keywords", "abilities", "implemented", "note");
    private static final Set<String> LEVEL_FIELDS = Set.of("fieldCost", "attack", "defense", "bursts");
    private static final Set<String> FACE_FIELDS = Set.of("energy", "level", "action");
    /** Longer than any printed name, subtitle or affiliation; a name is shown on one line. */
    static final int MAX_NAME = 80;
    private static final int MAX_NOTE = 1000;
    /** "Characters have levels (normally three)": no card has more, and a die has room for no more. */
    static final int MAX_LEVELS = 3;

    private CardJson() {
    }

    /** A card as read from a file, with whether its author marked it as fully working. */
    record Loaded(CardDefinition card, boolean implemented, String note) {
    }

    public static CardDefinition read(JsonNode node, String source) {
        return readLoaded(node, source).card();
    }

    static Loaded readLoaded(JsonNode node, String source) {
        String id = node != null && node.has("id") && node.get("id").isTextual()
                ? PrintableText.excerpt(node.get("id").asText()) : null;
        JsonReader r = new JsonReader(source, id, "", node).object(CARD_FIELDS);
        id = r.string("id");
        if (!ID.matcher(id).matches()) {
            throw r.error("id", "must be a set code and a number such as HHS001, not \""
                    + PrintableText.excerpt(id) + "\"");
        }
        String name = r.printable("name", MAX_NAME);
        String subtitle = optionalPrintable(r, "subtitle", MAX_NAME);
        CardType type = r.named("type", Vocabulary.TYPES::value, Vocabulary.TYPES.names());
        int cost = r.integer("cost", 0, 0, 20);
        if (!r.has("cost")) {
            throw r.error("cost", "is required");
        }
        List<Energy> energy = r.list("energy", e -> e.namedText(Vocabulary.ENERGY_TYPES::value,
                Vocabulary.ENERGY_TYPES.names(), "energy type"));
        if (type == CardType.BASIC_ACTION && !energy.isEmpty()) {
            throw r.error("energy", "Basic Action Cards have no energy type");
        }
        if (type != CardType.BASIC_ACTION && energy.isEmpty()) {
            throw r.error("energy", "is required: a character or action card has at least one energy type");
        }
        List<String> affiliations = r.list("affiliations", a -> a.printableText(MAX_NAME));
        int dieLimit = r.integer("dieLimit", 0, 1, 10);
        if (!r.has("dieLimit")) {
            throw r.error("dieLimit", "is required");
        }
        List<Face> faces = faces(r, type, energy);
        Set<Keyword> keywords = new LinkedHashSet<>(r.list("keywords", k -> k.namedText(Vocabulary.KEYWORDS::value,
                Vocabulary.KEYWORDS.names(), "keyword")));
        List<Ability> abilities = r.list("abilities", a -> AbilityJson.read(a, type));
        checkSuitUp(r, keywords, abilities);
        boolean implemented = r.bool("implemented", true);
        String note = optionalPrintable(r, "note", MAX_NOTE);
        if (!implemented && note.isBlank()) {
            throw r.error("note", "a card marked \"implemented\": false needs a note saying what is missing");
        }
        return new Loaded(new CardDefinition(id, name, subtitle, type, cost, energy, affiliations, dieLimit, faces,
                keywords, abilities), implemented, note);
    }

    /** A text that may be missing or empty, and otherwise is printable. */
    private static String optionalPrintable(JsonReader r, String field, int max) {
        return !r.has(field) || r.string(field).isEmpty() ? "" : r.printable(field, max);
    }

    /** Suit Up names the characters it suits up with: the keyword and its "when purchased" ability come together. */
    private static void checkSuitUp(JsonReader r, Set<Keyword> keywords, List<Ability> abilities) {
        boolean ability = abilities.stream().anyMatch(a -> a.effects().stream().anyMatch(e -> e instanceof Effect.SuitUp));
        if (keywords.contains(Keyword.SUIT_UP) && !ability) {
            throw r.error("abilities", "a card with Suit Up needs a \"when purchased\" ability with a \"suit up\""
                    + " effect naming the characters it suits up with");
        }
        if (ability && !keywords.contains(Keyword.SUIT_UP)) {
            throw r.error("keywords", "a card with a \"suit up\" effect prints the keyword Suit Up");
        }
    }

    // ---- faces ----

    private static List<Face> faces(JsonReader r, CardType type, List<Energy> energy) {
        List<Face> levels = new ArrayList<>();
        if (type == CardType.CHARACTER) {
            List<JsonReader> levelNodes = r.list("levels", x -> x);
            if (levelNodes.isEmpty()) {
                throw r.error("levels", "is required: a character needs at least one level");
            }
            if (levelNodes.size() > MAX_LEVELS) {
                throw r.error("levels", "a character has at most " + MAX_LEVELS + " levels, not " + levelNodes.size());
            }
            if (levelNodes.size() != MAX_LEVELS && !r.has("faces")) {
                throw r.error("levels", "a character die is its " + MAX_LEVELS + " levels and 3 energy faces, so it needs "
                        + MAX_LEVELS + " levels, not " + levelNodes.size() + " (or a \"faces\" list of its 6 faces)");
            }
            for (int i = 0; i < levelNodes.size(); i++) {
                JsonReader l = levelNodes.get(i).object(LEVEL_FIELDS);
                levels.add(Face.character(i + 1, l.integer("fieldCost", 0, 0, 20), l.integer("attack", 0, 0, 30),
                        l.integer("defense", 0, 0, 30), l.integer("bursts", 0, 0, 3)));
                for (String f : List.of("fieldCost", "attack", "defense")) {
                    if (!l.has(f)) {
                        throw l.error(f, "is required");
                    }
                }
            }
        } else if (r.has("levels")) {
            throw r.error("levels", "only character cards have levels");
        }
        if (!r.has("faces")) {
            return switch (type) {
                case CHARACTER -> StandardDice.characterFaces(energy, levels);
                case ACTION -> StandardDice.actionFaces(energy);
                case BASIC_ACTION -> StandardDice.basicActionFaces();
                case SIDEKICK -> throw r.error("type", "Sidekick dice have no card");
            };
        }
        List<Face> faces = r.list("faces", f -> face(f, type, levels));
        if (faces.size() != 6) {
            throw r.error("faces", "a die has 6 faces, not " + faces.size());
        }
        return faces;
    }

    private static Face face(JsonReader f, CardType type, List<Face> levels) {
        f.object(FACE_FIELDS);
        if (f.node().size() != 1) {
            throw f.error("a face is exactly one of {\"energy\": [...]}, {\"level\": n} or {\"action\": bursts}");
        }
        if (f.has("energy")) {
            List<Energy> symbols = f.list("energy", e -> e.namedText(Vocabulary.SYMBOLS::value,
                    Vocabulary.SYMBOLS.names(), "energy symbol"));
            if (symbols.isEmpty() || symbols.size() > 3) {
                throw f.error("energy", "an energy face shows 1 to 3 symbols");
            }
            return Face.energy(symbols.toArray(Energy[]::new));
        }
        if (f.has("level")) {
            int level = f.integer("level");
            if (type != CardType.CHARACTER || level < 1 || level > levels.size()) {
                throw f.error("level", "must be one of the card's levels 1.." + levels.size());
            }
            return levels.get(level - 1);
        }
        if (type == CardType.CHARACTER) {
            throw f.error("action", "a character die has no action faces");
        }
        return Face.action(f.integer("action", 0, 0, 3));
    }

    // ---- writing ----

    /** The JSON of a card file's card, the inverse of {@link #read}. */
    public static JsonNode write(CardDefinition card) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("id", card.id());
        n.put("name", card.name());
        if (card.subtitle() != null && !card.subtitle().isEmpty()) {
            n.put("subtitle", card.subtitle());
        }
        n.put("type", Vocabulary.TYPES.name(card.type()));
        n.put("cost", card.cost());
        ArrayNode energy = n.putArray("energy");
        card.energyTypes().forEach(e -> energy.add(Vocabulary.ENERGY_TYPES.name(e)));
        ArrayNode affiliations = n.putArray("affiliations");
        card.affiliations().forEach(affiliations::add);
        n.put("dieLimit", card.dieLimit());
        List<Face> levels = new ArrayList<>();
        for (int level = 1; level <= card.maxLevel(); level++) {
            levels.add(card.levelFace(level));
        }
        if (card.type() == CardType.CHARACTER) {
            ArrayNode ls = n.putArray("levels");
            for (Face f : levels) {
                ObjectNode l = ls.addObject();
                l.put("fieldCost", f.fieldCost());
                l.put("attack", f.attack());
                l.put("defense", f.defense());
                if (f.bursts() > 0) {
                    l.put("bursts", f.bursts());
                }
            }
        }
        if (!card.faces().equals(conventional(card, levels))) {
            ArrayNode faces = n.putArray("faces");
            card.faces().forEach(f -> faces.add(writeFace(f)));
        }
        ArrayNode keywords = n.putArray("keywords");
        card.keywords().stream().sorted().forEach(k -> keywords.add(k.label()));
        ArrayNode abilities = n.putArray("abilities");
        card.abilities().forEach(a -> abilities.add(AbilityJson.write(a)));
        return n;
    }

    private static List<Face> conventional(CardDefinition card, List<Face> levels) {
        return switch (card.type()) {
            case CHARACTER -> StandardDice.characterFaces(card.energyTypes(), levels);
            case ACTION -> StandardDice.actionFaces(card.energyTypes());
            case BASIC_ACTION -> StandardDice.basicActionFaces();
            case SIDEKICK -> card.faces();
        };
    }

    private static ObjectNode writeFace(Face f) {
        ObjectNode n = object();
        switch (f.kind()) {
            case ENERGY -> {
                ArrayNode symbols = n.putArray("energy");
                f.energy().forEach(e -> symbols.add(Vocabulary.SYMBOLS.name(e)));
            }
            case CHARACTER -> n.put("level", f.level());
            case ACTION -> n.put("action", f.bursts());
        }
        return n;
    }

    static ObjectMapper mapper() {
        return MAPPER;
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
