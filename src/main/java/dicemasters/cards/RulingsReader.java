package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PrintableText;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.stream.Stream;

/**
 * Reads the rulings folder beside the card files ({@code rulings/<SET>.json}, described by
 * {@code rulings/schema.json}) as strictly as a card file: unknown fields, a key twice, an id of
 * another set or of no card, an empty or over-long text give an error naming the file and the
 * field; a bad entry is left out and the others still load.
 */
final class RulingsReader {
    static final String FOLDER = "rulings";
    /** Far above the longest ruling written (about 600 characters): a ruling is read beside a card. */
    static final int MAX_TEXT = 2_000;
    static final Set<String> FILE_FIELDS = Set.of("$schema", "set", "rulings", "ownEngineCode", "leftOut",
            "keywords");

    private final Set<String> cardIds;
    private final List<CardLoadError> errors;
    private final Map<String, String> rulings = new TreeMap<>();
    private final Map<String, String> ownEngineCode = new TreeMap<>();
    private final Map<String, String> leftOut = new TreeMap<>();
    private final Map<Keyword, String> keywords = new EnumMap<>(Keyword.class);
    private final Map<Keyword, String> keywordFiles = new EnumMap<>(Keyword.class);

    private RulingsReader(Set<String> cardIds, List<CardLoadError> errors) {
        this.cardIds = cardIds;
        this.errors = errors;
    }

    /** The rulings of a card folder whose cards have {@code cardIds}; problems are added to {@code errors}. */
    static CardRulings read(Path cardFolder, Set<String> cardIds, List<CardLoadError> errors) {
        Path folder = cardFolder.resolve(FOLDER);
        if (!Files.isDirectory(folder)) {
            return CardRulings.none();
        }
        RulingsReader reader = new RulingsReader(cardIds, errors);
        try (Stream<Path> list = Files.list(folder)) {
            list.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(p -> !p.getFileName().toString().equals(CardLibrary.SCHEMA_FILE))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString())).forEach(reader::file);
        } catch (IOException | RuntimeException e) {
            errors.add(new CardLoadError(FOLDER + "/", null, null, "cannot list the rulings folder: "
                    + PrintableText.excerpt(e.getMessage())));
        }
        return new CardRulings(reader.rulings, reader.ownEngineCode, reader.leftOut, reader.keywords);
    }

    private void file(Path path) {
        String stem = path.getFileName().toString().replaceFirst("\\.json$", "");
        String name = PrintableText.escape(FOLDER + "/" + path.getFileName());
        try {
            JsonNode root = JsonFiles.read(path, JsonFiles.Limits.RULINGS_FILE);
            JsonReader r = new JsonReader(name, null, "", root).object(FILE_FIELDS);
            String set = r.string("set");
            if (!set.matches("[A-Z]{2,4}")) {
                throw r.error("set", "must be a set code of two to four capital letters, as in the card files");
            }
            if (!set.equals(stem)) {
                throw r.error("set", "the rulings of set \"" + PrintableText.excerpt(set) + "\" belong in "
                        + FOLDER + "/" + PrintableText.excerpt(set) + ".json");
            }
            r.string("$schema", "");
            entries(r, "rulings", true, (id, text) -> card(name, set, "rulings", id, text, rulings));
            entries(r, "ownEngineCode", false, (id, text) -> card(name, set, "ownEngineCode", id, text, ownEngineCode));
            entries(r, "leftOut", false, (id, text) -> leftOut(name, set, id, text));
            entries(r, "keywords", false, (label, text) -> keyword(name, label, text));
        } catch (FileProblem e) {
            errors.add(new CardLoadError(name, null, null, e.getMessage()));
        } catch (CardFormatException e) {
            errors.add(e.error());
        }
    }

    /** Each key of an object of texts, with its text read strictly; a bad entry is reported and skipped. */
    private void entries(JsonReader file, String field, boolean required, BiConsumer<String, JsonNode> each) {
        if (!file.has(field)) {
            if (required) {
                throw file.error(field, "is required: an object of texts by card id (it may be empty)");
            }
            return;
        }
        JsonReader object = file.child(field);
        if (!object.node().isObject()) {
            throw object.error("must be an object of texts by key, not " + JsonReader.kind(object.node()));
        }
        Iterator<Map.Entry<String, JsonNode>> fields = object.node().fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> entry = fields.next();
            try {
                each.accept(entry.getKey(), entry.getValue());
            } catch (CardFormatException e) {
                errors.add(e.error());
            }
        }
    }

    private void card(String file, String set, String field, String id, JsonNode value, Map<String, String> into) {
        String text = text(file, id, field, value);
        String where = field + "." + PrintableText.excerpt(id);
        if (!id.startsWith(set)) {
            throw fail(file, id, where, "the card belongs to another set than " + set + ": its rulings belong in "
                    + FOLDER + "/" + setOf(id) + ".json");
        }
        if (!cardIds.contains(id)) {
            throw fail(file, id, where, "no card " + PrintableText.excerpt(id) + " in the card files");
        }
        into.put(id, text);
    }

    private void leftOut(String file, String set, String id, JsonNode value) {
        String text = text(file, id, "leftOut", value);
        if (!id.matches(set + "[0-9]{3}")) {
            throw fail(file, id, "leftOut." + PrintableText.excerpt(id), "must be an id of set " + set + " (" + set + " and three digits)");
        }
        if (cardIds.contains(id)) {
            throw fail(file, id, "leftOut." + PrintableText.excerpt(id), "the card " + id + " is in the card files, so it is not left out");
        }
        leftOut.put(id, text);
    }

    private void keyword(String file, String label, JsonNode value) {
        String text = text(file, null, "keywords." + PrintableText.excerpt(label), value);
        Keyword keyword = Arrays.stream(Keyword.values()).filter(k -> k.label().equals(label)).findFirst()
                .orElseThrow(() -> fail(file, null, "keywords." + PrintableText.excerpt(label), "unknown keyword"
                        + " (expected one of: " + String.join(", ", Vocabulary.KEYWORDS.names()) + ")"));
        if (keywords.containsKey(keyword)) {
            throw fail(file, null, "keywords." + label, "already ruled in " + keywordFiles.get(keyword)
                    + " (a keyword has one ruling)");
        }
        keywords.put(keyword, text);
        keywordFiles.put(keyword, file);
    }

    private static String text(String file, String id, String field, JsonNode node) {
        String where = id == null ? field : field + "." + PrintableText.excerpt(id);
        if (!node.isTextual()) {
            throw fail(file, id, where, "must be a text, not " + JsonReader.kind(node));
        }
        String problem = PrintableText.problem(node.asText(), MAX_TEXT);
        if (problem != null) {
            throw fail(file, id, where, "the text " + problem);
        }
        return node.asText();
    }

    private static CardFormatException fail(String file, String id, String field, String message) {
        return new CardFormatException(new CardLoadError(file, id == null ? null : PrintableText.excerpt(id),
                field, message));
    }

    private static String setOf(String id) {
        return PrintableText.excerpt(id.replaceAll("[0-9].*$", ""));
    }
}
