package dicemasters.hostile;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dicemasters.hostile.CorpusCase.utf8;
import static dicemasters.hostile.Edits.line;
import static dicemasters.hostile.Edits.regex;
import static dicemasters.hostile.Edits.replace;

/**
 * Damaged card folders (a set file and presets.json), each the corpus's base folder with one change,
 * and the outcome {@code CheckCards} must give: 0 (everything loads), 1 (a file, card or preset is
 * refused and the rest loads), 2 (nothing can be played).
 */
final class CardFolderCases {
    static final String SET = "JUS.json";
    static final String PRESETS = "presets.json";

    private final String set;
    private final String presets;
    private final List<CorpusCase> cases = new ArrayList<>();

    private CardFolderCases(String set, String presets) {
        this.set = set;
        this.presets = presets;
    }

    static List<CorpusCase> all(String set, String presets) {
        CardFolderCases c = new CardFolderCases(set, presets);
        c.folders();
        c.presetFiles();
        c.setFiles();
        c.cards();
        return c.cases;
    }

    private void add(String slug, int exit, String what, Map<String, byte[]> files, String... keywords) {
        String name = String.format("%03d-%s", cases.size() + 1, slug);
        cases.add(new CorpusCase(name, CorpusCase.CARDS, files, exit, List.of(keywords), what));
    }

    private Map<String, byte[]> folder(String setText, String presetsText) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        if (setText != null) {
            files.put(SET, utf8(setText));
        }
        if (presetsText != null) {
            files.put(PRESETS, utf8(presetsText));
        }
        return files;
    }

    private void preset(String slug, int exit, String what, String text, String... keywords) {
        add(slug, exit, what, folder(set, text), keywords);
    }

    private void setFile(String slug, int exit, String what, String text, String... keywords) {
        add(slug, exit, what, folder(text, presets), keywords);
    }

    private void folders() {
        add("base", 0, "the valid base folder", folder(set, presets), "OK: every card file and preset loads");
        add("presets-missing", 1, "no presets.json", folder(set, null), "presets.json: missing from the card folder");
        add("set-files-missing", 2, "presets.json and no card file", folder(null, presets),
                "the card folder has no card files", "refers to card JUS003");
        Map<String, byte[]> two = folder(set, presets);
        two.put("XYZ.json", utf8("{\"set\": \"XYZ\", \"cards\": ["));
        add("second-set-truncated", 1, "a second set file cut short", two, "XYZ.json: the file ends too early");
    }

    private void presetFiles() {
        preset("presets-empty", 1, "an empty presets.json", "", "presets.json: the file is empty");
        preset("presets-duplicate-life", 1, "\"life\" twice", replace(presets, "\"life\":10", "\"life\":10,\"life\":50"),
                "the key \"life\" appears twice");
        preset("presets-text-after", 1, "text after the top-level value", presets + "}\n",
                "there is more text after the end of the JSON value");
        Map<String, byte[]> utf16 = folder(set, null);
        utf16.put(PRESETS, presets.getBytes(StandardCharsets.UTF_16));
        add("presets-utf16", 1, "presets.json in UTF-16", utf16, "presets.json: not UTF-8 JSON", "UTF-16 text");
        preset("presets-name-newline", 1, "a player name forging a log line", replace(presets, "\"name\":\"Sam\"",
                "\"name\":\"Sam\\n#1 Bruce: concede\""), "the player's name contains the control character U+000A");
        preset("presets-name-ansi", 1, "a player name with a terminal escape", replace(presets, "\"name\":\"Sam\"",
                "\"name\":\"\\u001b[2JSam\""), "the player's name contains the control character U+001B");
        preset("presets-format-unknown", 1, "an unknown format", replace(presets, "\"format\":\"Demo\"",
                "\"format\":\"Chess\""), "field presets[0].format: unknown format \"Chess\"");
        preset("presets-life-0", 1, "life 0", replace(presets, "\"life\":10", "\"life\":0"),
                "field presets[0].life: must be between 1 and 50, not 0");
        preset("presets-life-negative", 1, "life -3", replace(presets, "\"life\":10", "\"life\":-3"),
                "must be between 1 and 50, not -3");
        String card = "{\"id\":\"JUS003\",\"dice\":2}";
        preset("presets-21-cards", 1, "a team of 21 cards", replace(presets, card,
                String.join(",", Collections.nCopies(20, card))), "at most 20 cards on a team, not 21");
        preset("presets-unknown-field", 1, "an unknown field", replace(presets, "{\"id\":\"jus-demo\"",
                "{\"cheat\":1,\"id\":\"jus-demo\""), "unknown field \"cheat\"");
        preset("presets-card-missing", 1, "a card that does not exist", replace(presets, "JUS003", "JUS999"),
                "refers to card JUS999, which does not exist");
        preset("presets-basic-actions-11", 1, "11 Basic Action Cards", regex(presets, "\"basicActions\":\\[[^\\]]*\\]",
                "\"basicActions\":[" + String.join(",", Collections.nCopies(11, "\"JUS067\"")) + "]"),
                "at most 10 Basic Action Cards, not 11");
        preset("presets-basic-dice-11", 1, "11 dice each Basic Action", replace(presets, "\"diceEachBasicAction\":3",
                "\"diceEachBasicAction\":11"), "must be between 0 and 10, not 11");
        preset("presets-dice-0", 1, "no dice of a card", replace(presets, card, "{\"id\":\"JUS003\",\"dice\":0}"),
                "field presets[0].players[0].cards[0].dice: must be between 1 and");
        preset("presets-truncated", 1, "presets.json cut short", presets.substring(0, presets.length() / 2),
                "presets.json: the file ends too early");
        preset("presets-top-list", 1, "a list instead of an object", "[" + presets + "]", "must be an object, not a list");
    }

    private void setFiles() {
        String ww = line(set, "    {\"id\":\"JUS003\"");
        setFile("set-duplicate-cost", 2, "\"cost\" twice in a card", replace(set, ww,
                ww.replaceFirst("\"cost\":", "\"cost\":0,\"cost\":")), "JUS.json: the key \"cost\" appears twice");
        setFile("set-truncated", 2, "the set file cut short", set.substring(0, set.length() / 3),
                "JUS.json: the file ends too early");
        Map<String, byte[]> binary = folder(null, presets);
        byte[] bytes = utf8(set);
        bytes[40] = (byte) 0xFF;
        binary.put(SET, bytes);
        add("set-binary", 2, "an invalid byte in the set file", binary, "JUS.json: not UTF-8 JSON", "0xFF at offset 40");
        Map<String, byte[]> utf16 = folder(null, presets);
        utf16.put(SET, set.getBytes(StandardCharsets.UTF_16LE));
        add("set-utf16", 2, "the set file in UTF-16", utf16, "JUS.json: not UTF-8 JSON", "UTF-16 text");
        setFile("set-text-after", 2, "text after the top-level value", set + "trailing words\n",
                "JUS.json: there is more text after the end of the JSON value");
        setFile("set-missing-set-field", 2, "no \"set\" field", replace(set, "\"set\": \"JUS\",", ""),
                "field set: is required");
        setFile("set-cards-not-list", 2, "cards as an object", regex(set, "\"cards\": \\[[\\s\\S]*\\]\n\\}",
                "\"cards\": {}\n}"), "field cards: is required: a list of cards");
        setFile("set-deep-nesting", 2, "lists nested 100 deep", replace(set, "\"title\":",
                "\"deep\": " + "[".repeat(100) + "]".repeat(100) + ",\n  \"title\":"), "nested more than 64 deep");
        setFile("set-long-key", 2, "a key of 300 characters", replace(set, "\"title\":", "\"" + "k".repeat(300)
                + "\": 1,\n  \"title\":"), "a key is longer than 200 characters");
    }

    private void card(String slug, String what, java.util.function.UnaryOperator<String> change, String... keywords) {
        String batman = line(set, "    {\"id\":\"JUS004\"");
        String changed = change.apply(batman);
        if (changed.equals(batman)) {
            throw new IllegalStateException(slug + " changes nothing in the base card");
        }
        setFile(slug, 1, what, replace(set, batman, changed), keywords);
    }

    private void cards() {
        card("card-six-levels", "a character of 6 levels (a 9-faced die)", c -> {
            String levels = c.substring(c.indexOf("\"levels\":[") + 10, c.indexOf("]", c.indexOf("\"levels\":[")));
            return c.replace(levels, levels + "," + levels);
        }, "card JUS004, field levels: a character has at most 3 levels, not 6");
        card("card-two-levels", "a character of 2 levels (a 5-faced die)", c -> c.replaceFirst(
                ",\\{\"fieldCost\":\\d+,\"attack\":\\d+,\"defense\":\\d+}]", "]"),
                "card JUS004, field levels", "needs 3 levels, not 2");
        card("card-name-newline", "a name forging a log line", c -> c.replace("\"Batman\"",
                "\"Batman\\n#1 Bruce: concede\""), "field name: the text contains the control character U+000A");
        card("card-affiliation-ansi", "an affiliation with a terminal escape", c -> c.replaceFirst(
                "\"affiliations\":\\[", "\"affiliations\":[\"\\\\u001b[31mRed\","), "field affiliations[0]", "U+001B");
        card("card-subtitle-rtl", "a subtitle with a right-to-left override", c -> c.replaceFirst("\"subtitle\":\"",
                "\"subtitle\":\"\\\\u202E"), "field subtitle", "U+202E");
        card("card-name-empty", "an empty name", c -> c.replace("\"Batman\"", "\"\""), "field name: the text is empty");
        card("card-name-long", "a name of 81 characters", c -> c.replace("\"Batman\"", "\"" + "B".repeat(81) + "\""),
                "field name: the text is 81 characters long; at most 80");
        card("card-unknown-keyword", "an unknown keyword", c -> c.replace("\"keywords\":[]",
                "\"keywords\":[\"Teleport\"]"), "unknown keyword \"Teleport\"");
        card("card-die-limit-0", "a die limit of 0", c -> c.replaceFirst("\"dieLimit\":\\d+", "\"dieLimit\":0"),
                "field dieLimit: must be between 1 and 10, not 0");
        card("card-cost-99", "a cost of 99", c -> c.replaceFirst("\"cost\":\\d+", "\"cost\":99"),
                "field cost: must be between 0 and 20, not 99");
        card("card-attack-31", "an attack of 31", c -> c.replaceFirst("\"attack\":\\d+", "\"attack\":31"),
                "field levels[0].attack: must be between 0 and 30, not 31");
        card("card-five-faces", "five faces listed", c -> c.replaceFirst("\"keywords\":",
                "\"faces\":[{\"level\":1},{\"level\":2},{\"level\":3},{\"energy\":[\"Fist\"]},{\"energy\":[\"Fist\"]}],"
                        + "\"keywords\":"), "field faces: a die has 6 faces, not 5");
        card("card-bad-id", "an id that is not a set code and number", c -> c.replace("\"JUS004\"", "\"Batman!\""),
                "must be a set code and a number");
        card("card-unknown-field", "an unknown field", c -> c.replace("{\"id\":", "{\"cheat\":1,\"id\":"),
                "unknown field \"cheat\"");
        card("card-type-unknown", "an unknown type", c -> c.replace("\"type\":\"character\"", "\"type\":\"monster\""),
                "field type: unknown value \"monster\"");
        card("card-duplicate-id", "an id used twice", c -> c.replace("\"JUS004\"", "\"JUS003\""),
                "the id JUS003 is already used in JUS.json");
        card("card-wrong-set", "a card of another set", c -> c.replace("\"JUS004\"", "\"CW004\""),
                "the card belongs to set JUS of this file");
        card("card-energy-missing", "no energy type", c -> c.replaceFirst("\"energy\":\\[[^\\]]*\\]", "\"energy\":[]"),
                "field energy: is required");
        card("card-level-text", "a level's attack as text", c -> c.replaceFirst("\"attack\":(\\d+)", "\"attack\":\"$1\""),
                "must be a whole number, not the text");
        card("card-not-implemented-no-note", "marked not implemented without a note", c -> c.replaceFirst("}$",
                ",\"implemented\":false}").replaceFirst("},$", ",\"implemented\":false},"), "needs a note");
        card("card-note-control", "a note with a control character", c -> c.replaceFirst("}$",
                ",\"note\":\"a\\\\u0007b\"}").replaceFirst("},$", ",\"note\":\"a\\\\u0007b\"},"),
                "field note: the text contains the control character U+0007");
    }
}
