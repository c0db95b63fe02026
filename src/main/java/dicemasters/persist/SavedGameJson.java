package dicemasters.persist;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.ai.Strength;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;

/**
 * The saved-game file format, version {@value #VERSION}. Only Jackson's tree model is used: no
 * data binding, no default typing, so nothing in a file chooses a Java class; actions and effects
 * are picked from closed sets of "type" names. The text puts one card or one action on each line,
 * so a whole game stays small and a person can read it and compare two files line by line.
 */
public final class SavedGameJson {
    /**
     * Version 2 added "cardHashes", the record of every card copy; version 1 files are still read.
     * A game started from a position is written as version 3, with "startPosition" (docs/POSITIONS.md).
     */
    public static final int VERSION = 2;
    /** The version of a saved game that started from a position. */
    public static final int WITH_START_POSITION = 3;
    static final int OLDEST_VERSION = 1;
    /** What the "game" field of every saved game says. */
    public static final String MARKER = "Dice Masters Table saved game";
    /** A seat a person plays, in the "seats" field; the computer's are named by its strength. */
    static final String PERSON = "person";
    /** Far more actions than any game played at a table (a long game is a few hundred). */
    public static final int MAX_ACTIONS = 20_000;
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
        root.put("game", MARKER).put("version", game.startPosition() == null ? VERSION : WITH_START_POSITION)
                .put("seed", game.seed());
        root.set("setup", setup(game.setup()));
        ArrayNode cardList = root.putArray("cards");
        CardRecord.cardsUsed(game.setup()).values().forEach(c -> cardList.add(cards.write(c)));
        ObjectNode cardHashes = root.putObject("cardHashes");
        (game.cardHashes().isEmpty() ? CardRecord.of(game.setup()) : game.cardHashes()).forEach(cardHashes::put);
        root.put("startHash", game.startHash());
        if (game.startPosition() != null) {
            root.set("startPosition", PositionWriter.tree(game.startPosition()));
        }
        if (!game.computerSeats().isEmpty()) {
            ArrayNode seats = root.putArray("seats");
            for (int seat = 0; seat < game.setup().teams().size(); seat++) {
                Strength strength = game.computerSeats().get(seat);
                seats.add(strength == null ? PERSON : strength.name().toLowerCase(Locale.ROOT));
            }
        }
        ArrayNode actions = root.putArray("actions");
        for (SavedGame.RecordedAction recorded : game.actions()) {
            ObjectNode o = JSON.objectNode().put("turn", recorded.turn());
            o.setAll(ActionJson.write(recorded.action()));
            o.put("hash", recorded.hashAfter());
            actions.add(o);
        }
        return layout(root);
    }

    /** The setup and the copies of the cards it uses, as in a saved game but without the seed or actions. */
    public ObjectNode setupWithCards(GameSetup setup) {
        ObjectNode root = JSON.objectNode();
        root.set("setup", setup(setup));
        ArrayNode cardList = root.putArray("cards");
        CardRecord.cardsUsed(setup).values().forEach(c -> cardList.add(cards.write(c)));
        return root;
    }

    /** Reads what {@link #setupWithCards} writes, as strictly as a saved game. */
    public GameSetup readSetupWithCards(JsonNode root, String source) throws SavedGameException {
        return new SavedGameReader(cards, source).readSetupWithCards(root);
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
        if (setup.loneTargetsAsked()) {
            o.put("loneTargetsAsked", true);
        }
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

    /** Reads a saved game from its text; {@code source} (a file name) starts every error message. */
    public SavedGame read(String text, String source) throws SavedGameException {
        JsonNode root;
        try {
            root = JsonFiles.parse(text.getBytes(StandardCharsets.UTF_8), JsonFiles.Limits.SAVED_GAME);
        } catch (FileProblem e) {
            throw new SavedGameException(source + ": " + e.getMessage(), 0, e);
        }
        return read(root, source);
    }

    /** Reads a saved game already parsed by {@link JsonFiles}. */
    public SavedGame read(JsonNode root, String source) throws SavedGameException {
        return new SavedGameReader(cards, source).read(root);
    }
}
