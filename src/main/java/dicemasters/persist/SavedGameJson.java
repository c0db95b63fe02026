package dicemasters.persist;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.Action;
import dicemasters.engine.GameSetup;
import dicemasters.engine.card.CardDefinition;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The saved-game file format, version {@value #VERSION}. Only Jackson's tree model is used: no
 * data binding, no default typing, so nothing in a file chooses a Java class; actions and effects
 * are picked from closed sets of "type" names. The text puts one card or one action on each line,
 * so a whole game stays small and a person can read it and compare two files line by line.
 */
public final class SavedGameJson {
    public static final int VERSION = 1;
    /** What the "game" field of every saved game says. */
    public static final String MARKER = "Dice Masters Table saved game";
    /** Far above any format's die limit; only a damaged or hostile file asks for more. */
    static final int MAX_DICE_PER_CARD = 20;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final CardCodec cards;

    public SavedGameJson() {
        this(CardCodec.standard());
    }

    SavedGameJson(CardCodec cards) {
        this.cards = cards;
    }

    // ---- writing ----

    public String write(SavedGame game) {
        ObjectNode root = JSON.objectNode();
        root.put("game", MARKER).put("version", VERSION).put("seed", game.seed());
        root.set("setup", setup(game.setup()));
        ArrayNode cardList = root.putArray("cards");
        cardsUsed(game.setup()).values().forEach(c -> cardList.add(cards.write(c)));
        root.put("startHash", game.startHash());
        ArrayNode actions = root.putArray("actions");
        for (SavedGame.RecordedAction recorded : game.actions()) {
            ObjectNode o = JSON.objectNode().put("turn", recorded.turn());
            o.setAll(ActionJson.write(recorded.action()));
            o.put("hash", recorded.hashAfter());
            actions.add(o);
        }
        return layout(root);
    }

    /** Every card of the setup once, by id; two different cards under one id cannot be saved. */
    private static Map<String, CardDefinition> cardsUsed(GameSetup setup) {
        Map<String, CardDefinition> used = new LinkedHashMap<>();
        List<CardDefinition> all = new ArrayList<>();
        setup.teams().forEach(t -> t.cards().forEach(tc -> all.add(tc.card())));
        all.addAll(setup.basicActions());
        for (CardDefinition card : all) {
            CardDefinition earlier = used.putIfAbsent(card.id(), card);
            if (earlier != null && !earlier.equals(card)) {
                throw new IllegalArgumentException("two different cards share the id " + card.id());
            }
        }
        return used;
    }

    private static ObjectNode setup(GameSetup setup) {
        ObjectNode o = JSON.objectNode().put("format", setup.format()).put("startingLife", setup.startingLife());
        if (setup.firstPlayer() == GameSetup.RANDOM_FIRST) {
            o.put("firstPlayer", "random");
        } else {
            o.put("firstPlayer", setup.firstPlayer());
        }
        ArrayNode teams = o.putArray("teams");
        for (GameSetup.Team team : setup.teams()) {
            ObjectNode t = teams.addObject().put("player", team.playerName());
            ArrayNode teamCards = t.putArray("cards");
            team.cards().forEach(tc -> teamCards.addObject().put("card", tc.card().id()).put("dice", tc.dice()));
        }
        ArrayNode basics = o.putArray("basicActions");
        setup.basicActions().forEach(c -> basics.add(c.id()));
        o.put("diceEachBasicAction", setup.diceEachBasicAction());
        return o;
    }

    /** Top-level fields one per line; the items of a top-level list one per line. */
    private static String layout(ObjectNode root) {
        StringBuilder text = new StringBuilder("{\n");
        Iterator<Map.Entry<String, JsonNode>> fields = root.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            text.append("  ").append(compact(JSON.textNode(field.getKey()))).append(": ");
            JsonNode value = field.getValue();
            if (value.isArray() && !value.isEmpty()) {
                text.append("[\n");
                for (int i = 0; i < value.size(); i++) {
                    text.append("    ").append(compact(value.get(i))).append(i + 1 < value.size() ? ",\n" : "\n");
                }
                text.append("  ]");
            } else {
                text.append(compact(value));
            }
            text.append(fields.hasNext() ? ",\n" : "\n");
        }
        return text.append("}\n").toString();
    }

    private static String compact(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    // ---- reading ----

    /** Reads a saved game; {@code source} (a file name) starts every error message. */
    public SavedGame read(String text, String source) throws SavedGameException {
        JsonNode root = parse(text, source);
        Fields f = Fields.of(root, source);
        checkMarkerAndVersion(f, source);
        long seed = f.longInteger("seed");
        Map<String, CardDefinition> cardsById = readCards(f, source);
        GameSetup setup = readSetup(Fields.of(f.node("setup"), source + ": setup"), cardsById);
        String startHash = hash(f, "startHash");
        List<SavedGame.RecordedAction> actions = new ArrayList<>();
        for (JsonNode node : f.array("actions")) {
            int number = actions.size() + 1;
            Fields a = Fields.of(node, source + ": action " + number, number);
            int turn = a.integer("turn");
            Action action = ActionJson.read(a);
            actions.add(new SavedGame.RecordedAction(turn, action, hash(a, "hash")));
            a.finish();
        }
        f.finish();
        return new SavedGame(setup, seed, startHash, actions);
    }

    private static JsonNode parse(String text, String source) throws SavedGameException {
        if (text.isBlank()) {
            throw new SavedGameException(source + ": the file is empty");
        }
        try {
            JsonNode root = MAPPER.readTree(text);
            if (root == null || root.isMissingNode()) {
                throw new SavedGameException(source + ": the file is empty");
            }
            return root;
        } catch (JsonEOFException e) {
            throw new SavedGameException(source + ": the file ends too early (truncated?) at line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr(), 0, e);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw new SavedGameException(source + ": not valid JSON" + where + ": " + e.getOriginalMessage(), 0, e);
        }
    }

    private static void checkMarkerAndVersion(Fields f, String source) throws SavedGameException {
        if (!f.has("game") || !MARKER.equals(f.node("game").asText())) {
            throw new SavedGameException(source + ": not a saved game of this program (its \"game\" field must say \""
                    + MARKER + "\")");
        }
        int version = f.integer("version");
        if (version != VERSION) {
            throw new SavedGameException(source + ": unknown saved-game version " + version
                    + " (this program reads version " + VERSION + (version > VERSION ? "; the file comes from a newer program)" : ")"));
        }
    }

    private Map<String, CardDefinition> readCards(Fields f, String source) throws SavedGameException {
        Map<String, CardDefinition> byId = new LinkedHashMap<>();
        JsonNode list = f.array("cards");
        for (int i = 0; i < list.size(); i++) {
            CardDefinition card = cards.read(list.get(i), source + ": card " + (i + 1));
            if (byId.putIfAbsent(card.id(), card) != null) {
                throw new SavedGameException(source + ": card " + (i + 1) + ": the id '" + card.id()
                        + "' is used by two cards");
            }
        }
        return byId;
    }

    private static GameSetup readSetup(Fields s, Map<String, CardDefinition> cards) throws SavedGameException {
        String format = s.text("format");
        int life = s.integer("startingLife");
        int first = firstPlayer(s);
        List<GameSetup.Team> teams = new ArrayList<>();
        for (JsonNode node : s.array("teams")) {
            Fields t = s.nested(node, "team " + (teams.size() + 1));
            String player = t.text("player");
            List<GameSetup.TeamCard> teamCards = new ArrayList<>();
            for (JsonNode cardNode : t.array("cards")) {
                Fields c = t.nested(cardNode, "card " + (teamCards.size() + 1));
                teamCards.add(new GameSetup.TeamCard(card(c, c.text("card"), cards), diceCount(c, "dice", 1)));
                c.finish();
            }
            t.finish();
            teams.add(new GameSetup.Team(player, teamCards));
        }
        if (teams.size() != 2 && teams.size() != 4) {
            throw s.error("a game has two teams (four players in Doubles), the file has " + teams.size());
        }
        List<CardDefinition> basics = new ArrayList<>();
        for (String id : s.texts("basicActions")) {
            basics.add(card(s, id, cards));
        }
        int dicePerBasic = diceCount(s, "diceEachBasicAction", 0);
        s.finish();
        return new GameSetup(format, life, teams, basics, dicePerBasic, first);
    }

    /** A number of dice within reason: a hostile file must not make the engine build millions. */
    private static int diceCount(Fields f, String name, int least) throws SavedGameException {
        int count = f.integer(name);
        if (count < least || count > MAX_DICE_PER_CARD) {
            throw f.error("field '" + name + "' must be between " + least + " and " + MAX_DICE_PER_CARD);
        }
        return count;
    }

    private static int firstPlayer(Fields s) throws SavedGameException {
        JsonNode first = s.node("firstPlayer");
        if (first.isTextual() && first.asText().equals("random")) {
            return GameSetup.RANDOM_FIRST;
        }
        if (first.isInt() && (first.asInt() == 0 || first.asInt() == 1)) {
            return first.asInt();
        }
        throw s.error("field 'firstPlayer' must be 0, 1 or \"random\"");
    }

    private static CardDefinition card(Fields at, String id, Map<String, CardDefinition> cards)
            throws SavedGameException {
        CardDefinition card = cards.get(id);
        if (card == null) {
            throw at.error("card '" + id + "' is missing from the file's list of cards");
        }
        return card;
    }

    private static String hash(Fields f, String name) throws SavedGameException {
        String hash = f.text(name);
        if (!StateHash.isWellFormed(hash)) {
            throw f.error("field '" + name + "' is not a state hash (five groups of six hex digits)");
        }
        return hash;
    }
}
