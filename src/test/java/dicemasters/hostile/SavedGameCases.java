package dicemasters.hostile;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static dicemasters.hostile.CorpusCase.utf8;
import static dicemasters.hostile.Edits.action;
import static dicemasters.hostile.Edits.line;
import static dicemasters.hostile.Edits.regex;
import static dicemasters.hostile.Edits.replace;

/**
 * Damaged saved games, each made from the corpus's base game by one change, with the outcome
 * {@code ReplayCommand} must give: 0 (replays as recorded), 1 (departs from the record: the action or
 * the card at fault is named), 2 (cannot be read: the message names the problem).
 */
final class SavedGameCases {
    private final String base;
    private final List<CorpusCase> cases = new ArrayList<>();

    private SavedGameCases(String base) {
        this.base = base;
    }

    static List<CorpusCase> all(String base) {
        SavedGameCases c = new SavedGameCases(base);
        c.encodings();
        c.syntax();
        c.duplicates();
        c.structure();
        c.limits();
        c.names();
        c.cards();
        c.actions();
        return c.cases;
    }

    private void add(String slug, int exit, String what, byte[] bytes, String... keywords) {
        String name = String.format("%03d-%s.json", cases.size() + 1, slug);
        cases.add(new CorpusCase(name, CorpusCase.REPLAY, Map.of(name, bytes), exit, List.of(keywords), what));
    }

    private void add(String slug, int exit, String what, String text, String... keywords) {
        add(slug, exit, what, utf8(text), keywords);
    }

    private void encodings() {
        add("base", 0, "the valid base game", base, "OK: every recorded state hash matches");
        add("empty", 2, "an empty file", "", "the file is empty");
        add("only-spaces", 2, "spaces and line breaks only", " \n\t\n", "the file is empty");
        add("utf16-le-bom", 2, "UTF-16 with a byte order mark", withBom(base, StandardCharsets.UTF_16LE, 0xFF, 0xFE),
                "not UTF-8 JSON", "UTF-16 text");
        add("utf16-be-bom", 2, "UTF-16 big-endian with a byte order mark", base.getBytes(StandardCharsets.UTF_16),
                "not UTF-8 JSON", "UTF-16 text");
        add("utf16-le", 2, "UTF-16 without a byte order mark", base.getBytes(StandardCharsets.UTF_16LE),
                "not UTF-8 JSON", "UTF-16 text (without a byte order mark)");
        add("utf32", 2, "UTF-32 with a byte order mark", withBom(base, java.nio.charset.Charset.forName("UTF-32BE"),
                0x00, 0x00, 0xFE, 0xFF), "not UTF-8 JSON", "UTF-32 text");
        add("binary", 2, "random bytes", random(4000, 13), "not UTF-8 JSON");
        add("zero-byte", 2, "a zero byte inside", Edits.concat(utf8(base.substring(0, 100)),
                Edits.concat(new byte[]{0}, utf8(base.substring(100)))), "not UTF-8 JSON", "zero byte at offset 100");
        add("latin1-name", 2, "a name saved as Latin-1 (é as one byte)", latin1(replace(base, "\"Sam\"", "\"Sém\"")),
                "not UTF-8 JSON", "0xE9", "not UTF-8");
        add("utf8-bom", 0, "UTF-8 with a byte order mark (allowed)", Edits.concat(new byte[]{(byte) 0xEF, (byte) 0xBB,
                (byte) 0xBF}, utf8(base)), "OK: every recorded state hash matches");
        add("gzip", 2, "a gzip file", Edits.concat(new byte[]{0x1F, (byte) 0x8B, 8, 0}, random(500, 14)),
                "not UTF-8 JSON");
        add("png", 2, "a PNG image", Edits.concat(new byte[]{(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10},
                random(500, 15)), "not UTF-8 JSON");
    }

    private void syntax() {
        add("truncated-half", 2, "cut in the middle", base.substring(0, base.length() / 2),
                "the file ends too early (truncated?)");
        add("truncated-brace", 2, "only the opening brace", "{", "the file ends too early (truncated?)");
        add("missing-comma", 2, "a comma missing", replace(base, "\"version\": 2,", "\"version\": 2"),
                "not valid JSON at line 4");
        add("trailing-comma", 2, "a comma after the last action", regex(base, "\\}\n  \\]\n\\}\n$", "},\n  ]\n}\n"),
                "not valid JSON");
        add("single-quotes", 2, "single quotes", replace(base, "\"seed\"", "'seed'"), "not valid JSON at line 4");
        add("comment", 2, "a comment", replace(base, "  \"seed\"", "  // the seed\n  \"seed\""), "not valid JSON");
        add("text-after", 2, "text after the top-level value", base + "garbage\n",
                "there is more text after the end of the JSON value");
        add("second-object", 2, "a second JSON object after the first", base + "{\"game\": 1}\n",
                "there is more text after the end of the JSON value");
        add("top-level-list", 2, "a list instead of an object", "[" + base + "]", "must be a JSON object");
        add("top-level-number", 2, "a number instead of an object", "42", "must be a JSON object");
        add("top-level-text", 2, "a text instead of an object", "\"a saved game\"", "must be a JSON object");
        add("nan", 2, "NaN as the seed", regex(base, "\"seed\": -?\\d+", "\"seed\": NaN"), "not valid JSON");
        add("deep-nesting", 2, "lists nested 100 deep", replace(base, "\"seed\":",
                "\"deep\": " + "[".repeat(100) + "]".repeat(100) + ",\n  \"seed\":"), "nested more than 64 deep");
        add("long-text", 2, "a text of 30,000 characters", replace(base, "\"game\": ", "\"note\": \""
                + "x".repeat(30_000) + "\",\n  \"game\": "), "a text is longer than 20000 characters");
        add("long-number", 2, "a 40-digit seed", regex(base, "\"seed\": -?\\d+", "\"seed\": " + "9".repeat(40)),
                "a number has more than 30 digits");
        add("long-key", 2, "a key of 300 characters", replace(base, "\"seed\":", "\"" + "k".repeat(300)
                + "\": 1,\n  \"seed\":"), "a key is longer than 200 characters");
    }

    private void duplicates() {
        add("duplicate-seed", 2, "\"seed\" twice", replace(base, "  \"seed\":", "  \"seed\": 1,\n  \"seed\":"),
                "the key \"seed\" appears twice");
        add("duplicate-version", 2, "\"version\" twice", replace(base, "\"version\": 2,", "\"version\": 2, \"version\": 1,"),
                "the key \"version\" appears twice");
        String card = line(base, "    {\"id\":\"JUS003\"");
        add("duplicate-cost", 2, "\"cost\" twice in a card copy", replace(base, card,
                card.replaceFirst("\"cost\":", "\"cost\":0,\"cost\":")), "the key \"cost\" appears twice");
        add("duplicate-dice", 2, "\"dice\" twice in a team card", replace(base, "{\"card\":\"JUS003\",\"dice\":2}",
                "{\"card\":\"JUS003\",\"dice\":2,\"dice\":20}"), "the key \"dice\" appears twice");
        String first = action(base, 1);
        add("duplicate-hash", 2, "\"hash\" twice in an action", replace(base, first,
                first.replace("\"hash\":", "\"hash\":\"000000.000000.000000.000000.000000\",\"hash\":")),
                "the key \"hash\" appears twice");
        add("duplicate-type", 2, "\"type\" twice in an action", replace(base, first,
                first.replace("\"type\":", "\"type\":\"concede\",\"type\":")), "the key \"type\" appears twice");
        add("duplicate-player", 2, "\"player\" twice in a team", replace(base, "{\"player\":\"Sam\"",
                "{\"player\":\"Sam\",\"player\":\"Eve\""), "the key \"player\" appears twice");
    }

    private void structure() {
        add("not-a-saved-game", 2, "a card instead of a saved game", "{\"id\": \"JUS003\", \"name\": \"Aquaman\"}",
                "not a saved game of this program");
        add("wrong-marker", 2, "another program's marker", replace(base, "Dice Masters Table saved game", "Chess game"),
                "not a saved game of this program");
        add("version-99", 2, "a version from the future", replace(base, "\"version\": 2,", "\"version\": 99,"),
                "unknown saved-game version 99", "the file comes from a newer program");
        add("version-0", 2, "version 0", replace(base, "\"version\": 2,", "\"version\": 0,"),
                "unknown saved-game version 0");
        add("version-text", 2, "the version as text", replace(base, "\"version\": 2,", "\"version\": \"2\","),
                "field 'version' must be a whole number");
        add("seed-missing", 2, "no seed", regex(base, "  \"seed\": -?\\d+,\n", ""), "field 'seed' is missing");
        add("seed-fraction", 2, "a seed of 1.5", regex(base, "\"seed\": -?\\d+", "\"seed\": 1.5"),
                "field 'seed' must be a whole number");
        add("seed-too-big", 2, "a seed beyond 64 bits", regex(base, "\"seed\": -?\\d+",
                "\"seed\": 99999999999999999999999"), "field 'seed' must be a whole number");
        add("unknown-field", 2, "an extra top-level field", replace(base, "  \"seed\":", "  \"cheat\": true,\n  \"seed\":"),
                "unknown field 'cheat'");
        String first = action(base, 1);
        add("class-field", 2, "a field naming a Java class", replace(base, first,
                first.replace("{\"turn\":", "{\"@class\":\"java.net.URL\",\"turn\":")), "action 1: unknown field '@class'");
        add("java-class-type", 2, "an action type naming a Java class", replace(base, first,
                first.replaceFirst("\"type\":\"[a-zA-Z]+\"", "\"type\":\"java.lang.ProcessBuilder\"")),
                "unknown action type 'java.lang.ProcessBuilder'");
        add("type-missing", 2, "an action without a type", replace(base, first,
                first.replaceFirst("\"type\":\"[a-zA-Z]+\",", "")), "action 1: field 'type' is missing");
        add("hash-malformed", 2, "a hash that is not one", replace(base, first,
                first.replaceFirst("\"hash\":\"[^\"]+\"", "\"hash\":\"xyz\"")), "is not a state hash");
        add("start-hash-malformed", 2, "a start hash that is not one", regex(base, "\"startHash\": \"[^\"]+\"",
                "\"startHash\": \"1.2.3\""), "field 'startHash' is not a state hash");
        add("actions-not-list", 2, "actions as an object", regex(base, "\"actions\": \\[[\\s\\S]*\\]\n\\}",
                "\"actions\": {}\n}"), "field 'actions' must be a list");
        String teams = "{\"player\":\"Bruce\"";
        String bruce = base.substring(base.indexOf(teams), base.indexOf("]}]", base.indexOf(teams)) + 2);
        add("three-teams", 2, "three teams", replace(base, bruce, bruce + "," + bruce.replace("Bruce", "Carl")),
                "a game has two teams, the file has 3");
        add("one-team", 2, "one team", replace(base, "," + bruce, ""), "a game has two teams, the file has 1");
        add("first-player-2", 2, "a third first player", replace(base, "\"firstPlayer\":\"random\"",
                "\"firstPlayer\":2"), "field 'firstPlayer' must be 0, 1 or \"random\"");
        String aquaman = line(base, "    {\"id\":\"JUS003\"");
        add("card-missing", 2, "a card of the setup missing from the cards", replace(base, aquaman + "\n", ""),
                "card 'JUS003' is missing from the file's list of cards");
        add("card-unused", 2, "a card copy the game does not use", replace(base, aquaman, aquaman + "\n"
                + aquaman.replace("JUS003", "JUS004")), "the card JUS004 is not used by the setup");
        add("card-twice", 2, "the same card copy twice", replace(base, aquaman, aquaman + "\n" + aquaman),
                "the id 'JUS003' is used by two cards");
        add("card-hashes-missing", 2, "no record of the cards", regex(base, "  \"cardHashes\": \\{[^\n]*\n", ""),
                "field 'cardHashes' is missing");
        add("card-hash-missing", 2, "a card without its hash", regex(base, "\"JUS003\":\"[0-9a-f]+\",", ""),
                "field 'cardHashes' has no hash for the card JUS003");
        add("card-hash-extra", 2, "a hash of a card not in the file", regex(base, "\"cardHashes\": \\{",
                "\"cardHashes\": {\"JUS999\":\"000000000000\","), "names the card 'JUS999'");
        add("card-hash-malformed", 2, "a card hash that is not one", regex(base, "\"JUS003\":\"[0-9a-f]+\"",
                "\"JUS003\":\"zz\""), "the hash of JUS003 is not a card hash");
        String v1 = replace(regex(base, "  \"cardHashes\": \\{[^\n]*\n", ""), "\"version\": 2,", "\"version\": 1,");
        add("version-1", 0, "a version 1 file (no card record) still replays, and says its cards are not recorded", v1,
                "but cards not recorded in this older file: an edited card cannot be detected");
        add("version-1-with-card-hashes", 2, "a version 1 file with a version 2 field",
                replace(base, "\"version\": 2,", "\"version\": 1,"), "unknown field 'cardHashes'");
    }

    private String setupNumber(String field, String value) {
        return regex(base, "\"" + field + "\":\\d+", "\"" + field + "\":" + value);
    }

    private void limits() {
        String card = "{\"card\":\"JUS003\",\"dice\":2}";
        add("dice-two-billion", 2, "2,000,000,000 dice of a card", replace(base, card,
                "{\"card\":\"JUS003\",\"dice\":2000000000}"), "field 'dice' must be between 1 and 20");
        add("dice-zero", 2, "no dice of a card", replace(base, card, "{\"card\":\"JUS003\",\"dice\":0}"),
                "field 'dice' must be between 1 and 20");
        add("dice-negative", 2, "-1 dice", replace(base, card, "{\"card\":\"JUS003\",\"dice\":-1}"),
                "field 'dice' must be between 1 and 20");
        add("team-21-cards", 2, "a team of 21 cards", replace(base, card, String.join(",", Collections.nCopies(20, card))),
                "field 'cards' lists 21 items; at most 20");
        add("basic-dice-11", 2, "11 dice for each Basic Action", setupNumber("diceEachBasicAction", "11"),
                "field 'diceEachBasicAction' must be between 0 and 10");
        add("basic-actions-11", 2, "11 Basic Action Cards", regex(base, "\"basicActions\":\\[[^\\]]*\\]",
                "\"basicActions\":[" + String.join(",", Collections.nCopies(11, "\"JUS067\"")) + "]"),
                "field 'basicActions' lists 11 items; at most 10");
        String first = action(base, 1);
        add("reroll-1001-dice", 2, "a reroll of 1,001 dice", replace(base, first, first.replaceFirst(
                "\"dice\":\\[[^\\]]*\\]", "\"dice\":[" + String.join(",", Collections.nCopies(1001, "0")) + "]")),
                "lists 1001 items; at most 1000");
        add("life-0", 2, "starting life 0", setupNumber("startingLife", "0"),
                "field 'startingLife' must be between 1 and 100, not 0");
        add("life-negative", 2, "starting life -5", regex(base, "\"startingLife\":\\d+", "\"startingLife\":-5"),
                "field 'startingLife' must be between 1 and 100, not -5");
        add("life-101", 2, "starting life 101", setupNumber("startingLife", "101"),
                "field 'startingLife' must be between 1 and 100, not 101");
        add("format-unknown", 2, "an unknown format", replace(base, "\"format\":\"Demo\"", "\"format\":\"Chess\""),
                "field 'format' has unknown value 'Chess'");
        add("format-empty", 2, "an empty format", replace(base, "\"format\":\"Demo\"", "\"format\":\"\""),
                "field 'format' has unknown value ''");
    }

    private void name(String slug, String what, String jsonName, String... keywords) {
        add(slug, 2, what, replace(base, "\"player\":\"Sam\"", "\"player\":\"" + jsonName + "\""), keywords);
    }

    private void names() {
        name("name-empty", "an empty player name", "", "field 'player': the player's name is empty");
        name("name-41", "a 41-character name", "x".repeat(41), "the player's name is 41 characters long; at most 40");
        name("name-newline", "a name forging a log line", "Sam\\n#1 Bruce: concede",
                "the player's name contains the control character U+000A at position 4");
        name("name-ansi", "a name clearing the terminal", "Sam\\u001b[2J\\u001b[31m",
                "the player's name contains the control character U+001B at position 4");
        name("name-rtl-override", "a name with a right-to-left override", "Sam\\u202Eecurb",
                "the player's name contains the invisible formatting character U+202E at position 4");
        name("name-zero-width", "a name with a zero-width joiner", "Sa\\u200Dm",
                "contains the invisible formatting character U+200D at position 3");
        name("name-leading-space", "a name starting with a space", " Sam", "the player's name starts or ends with a space");
        name("name-tab", "a name with a tab", "Sam\\tthe Great", "contains the control character U+0009");
        name("name-nul", "a name with an escaped zero character", "Sam\\u0000", "contains the control character U+0000");
        add("name-unicode", 1, "a name in other scripts is read (the names are part of the recorded state)",
                replace(base, "\"player\":\"Sam\"", "\"player\":\"Zoë 李\""), "Zoë 李 vs Bruce",
                "DIVERGED at action 0", "the starting state differs from the recorded one in players");
    }

    private void cards() {
        String ww = line(base, "    {\"id\":\"JUS061\"");
        add("card-attack-30", 1, "a card copy edited: attack 30 on the top level", replace(base, ww,
                ww.replaceFirst("\"attack\":(\\d+),\"defense\":(\\d+)}]", "\"attack\":30,\"defense\":$2}]")),
                "DIVERGED at action 0", "card JUS061 (Wonder Woman)", "edited after the game was saved");
        add("card-cost-0", 1, "a card copy edited: cost 0", replace(base, ww, ww.replaceFirst("\"cost\":\\d+",
                "\"cost\":0")), "DIVERGED at action 0", "card JUS061", "edited after the game was saved");
        add("card-renamed", 1, "a card copy renamed", replace(base, ww, ww.replace("\"Wonder Woman\"", "\"Wonder Man\"")),
                "DIVERGED at action 0", "card JUS061 (Wonder Man)", "edited");
        add("card-unknown-field", 2, "a card copy with an unknown field", replace(base, ww,
                ww.replace("{\"id\":", "{\"cheat\":1,\"id\":")), "card 2", "unknown field \"cheat\"");
        add("card-field-cost-negative", 2, "a level's fielding cost of -4", replace(base, ww,
                ww.replaceFirst("\"fieldCost\":\\d+", "\"fieldCost\":-4")), "field levels[0].fieldCost",
                "must be between 0 and 20, not -4");
        String levels = ww.substring(ww.indexOf("\"levels\":[") + 10, ww.indexOf("]", ww.indexOf("\"levels\":[")));
        add("card-six-levels", 2, "a character of 6 levels (a 9-faced die)", replace(base, ww, ww.replace(levels,
                levels + "," + levels)), "field levels", "a character has at most 3 levels, not 6");
        add("card-two-levels", 2, "a character of 2 levels (a 5-faced die)", replace(base, ww, ww.replace(levels,
                levels.substring(0, levels.lastIndexOf(",{")))), "field levels", "needs 3 levels, not 2");
        add("card-name-newline", 2, "a card name forging a log line", replace(base, ww,
                ww.replace("\"Wonder Woman\"", "\"Wonder Woman\\n#1 Bruce: concede\"")), "field name",
                "control character U+000A");
        add("card-type-unknown", 2, "an unknown card type", replace(base, ww, ww.replace("\"type\":\"character\"",
                "\"type\":\"monster\"")), "unknown value \"monster\"");
        add("card-die-limit-11", 2, "a die limit of 11", replace(base, ww, ww.replaceFirst("\"dieLimit\":\\d+",
                "\"dieLimit\":11")), "field dieLimit", "must be between 1 and 10, not 11");
    }

    private void actions() {
        String first = action(base, 1);
        String hash = first.replaceAll(".*\"hash\":\"([^\"]+)\".*", "$1");
        add("illegal-action", 1, "an action that is not legal at its point", replace(base, first,
                "    {\"turn\":1,\"type\":\"useActionDie\",\"die\":0,\"hash\":\"" + hash + "\"},"),
                "DIVERGED at action 1", "is not legal at that point");
        String fifth = action(base, 5);
        add("hash-changed", 1, "a state hash that does not match", replace(base, fifth,
                fifth.replaceFirst("\"hash\":\"[0-9a-f]{6}", "\"hash\":\"abcdef")), "DIVERGED at action 5",
                "the state differs from the recorded one in flow");
        add("start-hash-changed", 1, "a start hash that does not match", regex(base, "\"startHash\": \"[0-9a-f]{6}",
                "\"startHash\": \"abcdef"), "DIVERGED at action 0", "the starting state differs");
        add("turn-wrong", 1, "an action recorded in another turn", replace(base, first,
                first.replace("{\"turn\":1,", "{\"turn\":7,")), "DIVERGED at action 1", "was recorded in turn 7");
        String last = base.substring(base.lastIndexOf(",\n    {\"turn\""), base.lastIndexOf("\n  ]"));
        add("last-action-removed", 0, "the last action cut off (a shorter game is still a record)",
                replace(base, last, ""), "OK: every recorded state hash matches");
        add("seed-changed", 1, "another seed", regex(base, "\"seed\": (-?\\d+)", "\"seed\": 424242"), "DIVERGED at action");
        add("first-player-chosen", 1, "the first player changed", replace(base, "\"firstPlayer\":\"random\"",
                "\"firstPlayer\":0"), "DIVERGED at action");
        add("die-999999", 1, "an action naming a die that does not exist", replace(base, first,
                first.replaceFirst("\"dice\":\\[[^\\]]*\\]", "\"dice\":[999999]")), "DIVERGED at action 1", "not legal");
        String purchase = base.lines().filter(l -> l.contains("\"type\":\"purchase\"")).findFirst().orElseThrow();
        add("energy-unknown", 2, "an energy symbol that does not exist", replace(base, purchase,
                purchase.replaceFirst("\"energy\":\\[\"[A-Z]+\"", "\"energy\":[\"PLASMA\"")),
                "has unknown value 'PLASMA'");
        add("payment-die-text", 2, "a payment from a die named by text", replace(base, purchase,
                purchase.replaceFirst("\"die\":\\d+", "\"die\":\"virtual2\"")),
                "field 'die' must be a die number or \"virtual\"");
        add("action-repeated", 1, "an action played twice", replace(base, first, first + "\n" + first),
                "DIVERGED at action 2");
        add("concede-inserted", 1, "a concession slipped in", replace(base, first, first + "\n"
                + "    {\"turn\":1,\"type\":\"concede\",\"hash\":\"" + hash + "\"},"), "DIVERGED at action 2");
    }

    private static byte[] withBom(String text, java.nio.charset.Charset charset, int... bom) {
        byte[] prefix = new byte[bom.length];
        for (int i = 0; i < bom.length; i++) {
            prefix[i] = (byte) bom[i];
        }
        return Edits.concat(prefix, text.getBytes(charset));
    }

    private static byte[] latin1(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] random(int size, long seed) {
        byte[] bytes = new byte[size];
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < size; i++) {
            bytes[i] = (byte) random.nextInt(256);
        }
        bytes[0] = (byte) 0xC3;
        bytes[1] = (byte) 0x28;
        return bytes;
    }
}
