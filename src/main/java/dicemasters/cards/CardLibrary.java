package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * All card definitions of the card files, the rulebooks' preset games, and every problem found
 * loading them. A bad card is reported and left out; the valid cards still load.
 */
public final class CardLibrary {
    static final String PRESETS_FILE = "presets.json";
    static final String SCHEMA_FILE = "schema.json";
    private static final String CANNOT_LIST = "cannot list the card folder";
    private static final Set<String> SET_FILE_FIELDS = Set.of("$schema", "set", "title", "cards");

    /** Whether a card fully works, and if not, why. */
    public record Support(boolean implemented, String note) {
    }

    private final Map<String, CardDefinition> cards;
    private final Map<String, Support> support;
    private final Map<String, String> files;
    private final List<CardLoadError> errors;
    private final List<Preset> presets;
    private final boolean hasSetFiles;
    private final CardRulings rulings;

    private CardLibrary(Map<String, CardDefinition> cards, Map<String, Support> support, Map<String, String> files,
                        List<CardLoadError> errors, List<Preset> presets, boolean hasSetFiles, CardRulings rulings) {
        this.cards = cards;
        this.rulings = rulings;
        this.support = support;
        this.files = files;
        this.errors = List.copyOf(errors);
        this.presets = List.copyOf(presets);
        this.hasSetFiles = hasSetFiles;
    }

    /** The bundled cards once read (they never change while the program runs), or null. */
    private static CardLibrary bundled;

    /**
     * The cards shipped with the program (the {@code cards/} folder on the classpath), read once:
     * the table, the tutorials and the rulings all use the same library.
     */
    public static synchronized CardLibrary loadBundled() {
        if (bundled == null) {
            bundled = readBundled();
        }
        return bundled;
    }

    private static CardLibrary readBundled() {
        URL url = bundledFolder();
        if (url == null) {
            return failed("cards/", "the card folder is missing from the program: reinstall it (or build it again"
                    + " with mvn package) so that the folder cards/ with the card files and presets.json comes back");
        }
        try {
            if ("jar".equals(url.getProtocol())) {
                String jar = url.toString().substring(0, url.toString().indexOf("!/"));
                try (FileSystem fs = FileSystems.newFileSystem(new URI(jar), Map.of())) {
                    return loadCardFolder(fs.getPath("/cards"));
                }
            }
            return loadCardFolder(Path.of(url.toURI()));
        } catch (URISyntaxException | IOException | RuntimeException e) {
            return failed("cards/", "cannot read the card folder: " + PrintableText.excerpt(e.getMessage()));
        }
    }

    /** The card folder on the classpath, found by any file it should hold (so one missing file still finds it). */
    private static URL bundledFolder() {
        ClassLoader loader = CardLibrary.class.getClassLoader();
        for (String file : List.of(PRESETS_FILE, SCHEMA_FILE)) {
            URL url = loader.getResource("cards/" + file);
            if (url != null) {
                try {
                    return url.toURI().resolve(".").toURL();
                } catch (URISyntaxException | java.net.MalformedURLException | IllegalArgumentException e) {
                    return url;
                }
            }
        }
        return loader.getResource("cards/");
    }

    private static CardLibrary failed(String file, String message) {
        return new CardLibrary(Map.of(), Map.of(), Map.of(), List.of(new CardLoadError(file, null, null, message)),
                List.of(), false, CardRulings.none());
    }

    /**
     * A folder the program plays from: like {@link #loadDirectory}, and it must hold at least one card
     * file and the presets, or the errors say which is missing and how to get it back.
     */
    public static CardLibrary loadCardFolder(Path dir) {
        CardLibrary library = loadDirectory(dir);
        if (!library.errors.isEmpty() && library.errors.get(0).message().startsWith(CANNOT_LIST)) {
            return library;
        }
        List<CardLoadError> errors = new ArrayList<>(library.errors);
        if (!library.hasSetFiles) {
            String folder = PrintableText.escape(dir.getFileName() == null ? dir.toString() : dir.getFileName() + "/");
            errors.add(new CardLoadError(folder, null, null, "the card folder has no card files (*.json with the"
                    + " cards of a set): no card can be played; reinstall the program to get them back"));
        }
        if (!Files.exists(dir.resolve(PRESETS_FILE))) {
            errors.add(new CardLoadError(PRESETS_FILE, null, null, "missing from the card folder: the rulebooks' demo"
                    + " games are not offered (build teams with New game > Build…); reinstall the program to get the"
                    + " file back"));
        }
        return new CardLibrary(library.cards, library.support, library.files, errors, library.presets,
                library.hasSetFiles, library.rulings);
    }

    /**
     * Every {@code *.json} set file of a folder, the rulings of its {@code rulings/} folder, then its
     * {@code presets.json} when there is one.
     */
    public static CardLibrary loadDirectory(Path dir) {
        Loader loader = new Loader();
        List<Path> files;
        if (!Files.isDirectory(dir)) {
            return failed(PrintableText.escape(dir.toString()), CANNOT_LIST + ": "
                    + (Files.exists(dir) ? "it is not a folder" : "it does not exist"));
        }
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".json")).sorted(
                    Comparator.comparing(p -> p.getFileName().toString())).toList();
        } catch (IOException | RuntimeException e) {
            return failed(PrintableText.escape(dir.toString()), CANNOT_LIST + ": "
                    + PrintableText.excerpt(e.getMessage()));
        }
        boolean setFiles = false;
        for (Path file : files) {
            String name = PrintableText.escape(file.getFileName().toString());
            if (!name.equals(PRESETS_FILE) && !name.equals(SCHEMA_FILE)) {
                setFiles = true;
                loader.setFile(name, read(loader, file, name));
            }
        }
        loader.checkReferences();
        CardRulings rulings = RulingsReader.read(dir, loader.cards.keySet(), loader.errors);
        Path presets = dir.resolve(PRESETS_FILE);
        List<Preset> loaded = Files.exists(presets)
                ? PresetReader.read(read(loader, presets, PRESETS_FILE), PRESETS_FILE, loader.cards, loader.errors)
                : List.of();
        return new CardLibrary(loader.cards, loader.support, loader.files, loader.errors, loaded, setFiles, rulings);
    }

    private static JsonNode read(Loader loader, Path file, String name) {
        try {
            return JsonFiles.read(file, JsonFiles.Limits.CARD_FILE);
        } catch (FileProblem e) {
            loader.errors.add(new CardLoadError(name, null, null, e.getMessage()));
            return null;
        }
    }

    /** Collects the cards of one folder. */
    private static final class Loader {
        final Map<String, CardDefinition> cards = new TreeMap<>();
        final Map<String, Support> support = new TreeMap<>();
        final Map<String, String> files = new TreeMap<>();
        final List<CardLoadError> errors = new ArrayList<>();

        void setFile(String file, JsonNode root) {
            if (root == null) {
                return;
            }
            try {
                JsonReader r = new JsonReader(file, null, "", root).object(SET_FILE_FIELDS);
                String set = r.string("set");
                r.string("title", "");
                if (!r.has("cards") || !root.get("cards").isArray()) {
                    throw r.error("cards", "is required: a list of cards");
                }
                JsonNode list = root.get("cards");
                for (int i = 0; i < list.size(); i++) {
                    card(file, set, list.get(i));
                }
            } catch (CardFormatException e) {
                errors.add(e.error());
            }
        }

        private void card(String file, String set, JsonNode node) {
            try {
                CardJson.Loaded loaded = CardJson.readLoaded(node, file);
                CardDefinition card = loaded.card();
                if (!card.id().startsWith(set)) {
                    throw new CardFormatException(new CardLoadError(file, card.id(), "id",
                            "the card belongs to set " + set + " of this file, so its id starts with " + set));
                }
                if (cards.containsKey(card.id())) {
                    throw new CardFormatException(new CardLoadError(file, card.id(), "id",
                            "the id " + card.id() + " is already used in " + files.get(card.id())));
                }
                cards.put(card.id(), card);
                files.put(card.id(), file);
                support.put(card.id(), supportOf(loaded));
            } catch (CardFormatException e) {
                errors.add(e.error());
            }
        }

        private static Support supportOf(CardJson.Loaded loaded) {
            if (!loaded.implemented()) {
                return new Support(false, loaded.note());
            }
            List<String> missing = loaded.card().keywords().stream().filter(k -> !k.supported()).sorted()
                    .map(Keyword::label).toList();
            if (!missing.isEmpty()) {
                return new Support(false, "the engine does not play " + String.join(", ", missing) + " yet");
            }
            return new Support(true, "");
        }

        /** A card naming another card ("Foot Ninja dice") must name one that exists. */
        void checkReferences() {
            Set<String> names = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
            cards.values().forEach(c -> names.add(c.name()));
            for (String id : new ArrayList<>(cards.keySet())) {
                JsonNode json = CardJson.write(cards.get(id));
                String missing = missingName(json, "", names);
                if (missing != null) {
                    int split = missing.indexOf('=');
                    errors.add(new CardLoadError(files.get(id), id, missing.substring(0, split),
                            "names the card \"" + missing.substring(split + 1) + "\", which does not exist"));
                    cards.remove(id);
                    support.remove(id);
                }
            }
        }

        private static String missingName(JsonNode node, String path, Set<String> names) {
            if (node.isObject()) {
                Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> f = fields.next();
                    String here = path.isEmpty() ? f.getKey() : path + "." + f.getKey();
                    if ((f.getKey().equals("cardName") || f.getKey().equals("notCardName")) && !names.contains(f.getValue().asText())) {
                        return here + "=" + f.getValue().asText();
                    }
                    String inner = missingName(f.getValue(), here, names);
                    if (inner != null) {
                        return inner;
                    }
                }
            } else if (node.isArray()) {
                for (int i = 0; i < node.size(); i++) {
                    String inner = missingName(node.get(i), path + "[" + i + "]", names);
                    if (inner != null) {
                        return inner;
                    }
                }
            }
            return null;
        }
    }

    /** The rulings beside the cards ({@code rulings/<SET>.json}). */
    public CardRulings rulings() {
        return rulings;
    }

    /** Every card, sorted by id. */
    public List<CardDefinition> cards() {
        return List.copyOf(cards.values());
    }

    public Optional<CardDefinition> byId(String id) {
        return Optional.ofNullable(cards.get(id));
    }

    public List<CardLoadError> errors() {
        return errors;
    }

    /**
     * The rulebooks' demo games: the two-player presets of the Demo format (the table opens on one;
     * simulations and the replay corpus start from them).
     */
    public List<Preset> presets() {
        return presetsOf(Format.DEMO.label()).stream().filter(p -> !p.isDoubles()).toList();
    }

    /** The presets of a format ("Demo", "Casual", "Tournament", "Doubles"), in the file's order. */
    public List<Preset> presetsOf(String format) {
        return presets.stream().filter(p -> p.format().equals(format)).toList();
    }

    /** Every preset, in the file's order. */
    public List<Preset> allPresets() {
        return presets;
    }

    /** The Doubles presets: four players' cards, a side for each seat of the New Game dialog. */
    public List<Preset> doublesPresets() {
        return presets.stream().filter(Preset::isDoubles).toList();
    }

    public Optional<Preset> preset(String id) {
        return presets.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** Whether the card fully works in the engine (only those are offered for play). */
    public boolean isImplemented(String id) {
        Support s = support.get(id);
        return s != null && s.implemented();
    }

    public Support support(String id) {
        Support s = support.get(id);
        return s == null ? new Support(false, "no such card") : s;
    }

    /** Ids of a preset's cards that are not fully implemented (their missing text does nothing). */
    public List<String> notImplementedIn(Preset preset) {
        List<String> result = new ArrayList<>();
        preset.teams().forEach(team -> team.cards().forEach(tc -> addIfMissing(tc.card().id(), result)));
        preset.basicActions().forEach(c -> addIfMissing(c.id(), result));
        return result;
    }

    private void addIfMissing(String id, List<String> into) {
        if (!isImplemented(id)) {
            into.add(id);
        }
    }

    /** Cards that can be played, sorted by id. */
    public List<CardDefinition> playableCards() {
        return cards.values().stream().filter(c -> isImplemented(c.id())).toList();
    }

    /** The file a card came from. */
    public String fileOf(String id) {
        return files.get(id);
    }

    /** Cards by set code, in id order. */
    public Map<String, List<CardDefinition>> bySet() {
        Map<String, List<CardDefinition>> result = new LinkedHashMap<>();
        for (CardDefinition c : cards.values()) {
            result.computeIfAbsent(c.id().replaceAll("[0-9].*$", ""), k -> new ArrayList<>()).add(c);
        }
        return result;
    }

    static boolean isTeamCard(CardDefinition c) {
        return c.type() == CardType.CHARACTER || c.type() == CardType.ACTION;
    }

    static GameSetup.TeamCard teamCard(CardDefinition c, int dice) {
        return new GameSetup.TeamCard(c, dice);
    }
}
