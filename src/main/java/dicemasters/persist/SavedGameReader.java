package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.ai.Strength;
import dicemasters.cards.EarlierEffectWords;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads one saved game (see docs/SAVED-GAMES.md) from its JSON tree, strictly: every field by name
 * and type, every count within a limit no real game reaches, every name printable, every card copy
 * used by the setup and (from version 2) covered by the record of card hashes.
 */
final class SavedGameReader {
    /** Two teams of the most cards each, and the Basic Action Cards. */
    private static final int MAX_CARDS = 2 * GameSetup.MAX_CARDS_PER_TEAM + GameSetup.MAX_BASIC_ACTIONS;

    private final CardCodec cards;
    private final String source;
    /** The hash of each card copy in earlier effect words, as it stands in the file (see {@link #recordedHash}). */
    private final Map<String, String> earlierCopies = new LinkedHashMap<>();

    SavedGameReader(CardCodec cards, String source) {
        this.cards = cards;
        this.source = source;
    }

    SavedGame read(JsonNode root) throws SavedGameException {
        Fields f = Fields.of(root, source);
        int version = checkMarkerAndVersion(f);
        long seed = f.longInteger("seed");
        Map<String, CardDefinition> cardsById = readCards(f);
        GameSetup setup = readSetup(Fields.of(f.node("setup"), source + ": setup"), cardsById);
        checkEveryCardIsUsed(setup, cardsById);
        Map<String, String> cardHashes = version >= 2 ? readCardHashes(f, cardsById) : Map.of();
        String startHash = hash(f, "startHash");
        Position start = version >= SavedGameJson.WITH_START_POSITION ? startPosition(f, cardsById) : null;
        Map<Integer, Strength> computerSeats = f.has("seats") ? computerSeats(f, setup.teams().size()) : Map.of();
        List<SavedGame.RecordedAction> actions = new ArrayList<>();
        for (JsonNode node : f.array("actions", SavedGameJson.MAX_ACTIONS)) {
            int number = actions.size() + 1;
            Fields a = Fields.of(node, source + ": action " + number, number);
            int turn = a.integer("turn");
            Action action = ActionJson.read(a);
            actions.add(new SavedGame.RecordedAction(turn, action, hash(a, "hash")));
            a.finish();
        }
        f.finish();
        return new SavedGame(setup, seed, cardHashes, startHash, actions, computerSeats, start);
    }

    /** The position a version 3 game started from, its cards taken from the file's own copies. */
    private Position startPosition(Fields f, Map<String, CardDefinition> cards) throws SavedGameException {
        try {
            return PositionReader.read(f.node("startPosition"), new PositionFields.Where(source + ": startPosition", ""),
                    id -> java.util.Optional.ofNullable(cards.get(id))).position();
        } catch (PositionException e) {
            throw new SavedGameException(e.getMessage(), 0, e);
        }
    }

    /**
     * A game's setup with the copies of its cards, as {@link SavedGameJson#setupWithCards} writes it
     * (what a network host sends its guests: the saved game's "setup" and "cards", without the seed).
     */
    GameSetup readSetupWithCards(JsonNode root) throws SavedGameException {
        Fields f = Fields.of(root, source);
        Map<String, CardDefinition> cardsById = readCards(f);
        GameSetup setup = readSetup(Fields.of(f.node("setup"), source + ": setup"), cardsById);
        checkEveryCardIsUsed(setup, cardsById);
        f.finish();
        return setup;
    }

    /** Who played each seat: "person", or the computer's strength ("easy", "normal", "hard"). */
    private static Map<Integer, Strength> computerSeats(Fields f, int players) throws SavedGameException {
        JsonNode seats = f.array("seats", players);
        if (seats.size() != players) {
            throw f.error("field 'seats' must name who plays each of the " + players + " seats, not "
                    + seats.size());
        }
        List<String> words = new ArrayList<>(List.of(SavedGameJson.PERSON));
        Arrays.stream(Strength.values()).forEach(s -> words.add(s.name().toLowerCase(Locale.ROOT)));
        Map<Integer, Strength> computers = new LinkedHashMap<>();
        for (int seat = 0; seat < players; seat++) {
            JsonNode who = seats.get(seat);
            if (!who.isTextual() || !words.contains(who.asText())) {
                throw f.error("field 'seats': seat " + (seat + 1) + " must be one of " + words + ", not "
                        + PrintableText.excerpt(who.toString()));
            }
            if (!who.asText().equals(SavedGameJson.PERSON)) {
                computers.put(seat, Strength.valueOf(who.asText().toUpperCase(Locale.ROOT)));
            }
        }
        return computers;
    }

    private int checkMarkerAndVersion(Fields f) throws SavedGameException {
        if (!f.has("game") || !SavedGameJson.MARKER.equals(f.node("game").asText())) {
            throw new SavedGameException(source + ": not a saved game of this program (its \"game\" field must say \""
                    + SavedGameJson.MARKER + "\")");
        }
        int version = f.integer("version");
        int newest = SavedGameJson.WITH_START_POSITION;
        if (version < SavedGameJson.OLDEST_VERSION || version > newest) {
            throw new SavedGameException(source + ": unknown saved-game version " + version + " (this program reads"
                    + " versions " + SavedGameJson.OLDEST_VERSION + " to " + newest
                    + (version > newest ? "; the file comes from a newer program)" : ")"));
        }
        return version;
    }

    private Map<String, CardDefinition> readCards(Fields f) throws SavedGameException {
        Map<String, CardDefinition> byId = new LinkedHashMap<>();
        JsonNode list = f.array("cards", MAX_CARDS);
        for (int i = 0; i < list.size(); i++) {
            CardDefinition card = cards.read(list.get(i), source + ": card " + (i + 1));
            if (EarlierEffectWords.isEarlier(list.get(i))) {
                earlierCopies.put(card.id(), CardRecord.hashOf(list.get(i)));
            }
            if (byId.putIfAbsent(card.id(), card) != null) {
                throw new SavedGameException(source + ": card " + (i + 1) + ": the id '" + card.id()
                        + "' is used by two cards");
            }
        }
        return byId;
    }

    private static GameSetup readSetup(Fields s, Map<String, CardDefinition> cards) throws SavedGameException {
        String format = format(s);
        int life = s.integer("startingLife");
        if (life < 1 || life > GameSetup.MAX_LIFE) {
            throw s.error("field 'startingLife' must be between 1 and " + GameSetup.MAX_LIFE + ", not " + life);
        }
        int first = firstPlayer(s);
        JsonNode teamList = s.array("teams");
        if (teamList.size() != 2 && teamList.size() != 4) {
            throw s.error("a game has two teams, the file has " + teamList.size()
                    + " (four players, two teams of two, in Doubles)");
        }
        List<GameSetup.Team> teams = new ArrayList<>();
        for (JsonNode node : teamList) {
            teams.add(team(s.nested(node, "team " + (teams.size() + 1)), cards));
        }
        List<CardDefinition> basics = new ArrayList<>();
        for (JsonNode id : s.array("basicActions", GameSetup.MAX_BASIC_ACTIONS)) {
            if (!id.isTextual()) {
                throw s.error("field 'basicActions' must list texts");
            }
            basics.add(card(s, id.asText(), cards));
        }
        int dicePerBasic = count(s, "diceEachBasicAction", 0, GameSetup.MAX_DICE_EACH_BASIC_ACTION);
        boolean loneTargetsAsked = loneTargetsAsked(s);
        s.finish();
        try {
            return new GameSetup(format, life, teams, basics, dicePerBasic, first, loneTargetsAsked);
        } catch (IllegalArgumentException e) {
            throw s.error(e.getMessage());
        }
    }

    private static GameSetup.Team team(Fields t, Map<String, CardDefinition> cards) throws SavedGameException {
        String player = t.text("player");
        String problem = GameSetup.nameProblem(player);
        if (problem != null) {
            throw t.error("field 'player': the player's name " + problem);
        }
        List<GameSetup.TeamCard> teamCards = new ArrayList<>();
        for (JsonNode cardNode : t.array("cards", GameSetup.MAX_CARDS_PER_TEAM)) {
            Fields c = t.nested(cardNode, "card " + (teamCards.size() + 1));
            teamCards.add(new GameSetup.TeamCard(card(c, c.text("card"), cards),
                    count(c, "dice", 1, GameSetup.MAX_DICE_PER_CARD)));
            c.finish();
        }
        t.finish();
        return new GameSetup.Team(player, teamCards);
    }

    /** The format is one the program knows: its name decides the game's rules and is in every state hash. */
    private static String format(Fields s) throws SavedGameException {
        String format = s.text("format");
        List<String> known = Arrays.stream(Format.values()).map(Format::label).toList();
        if (!known.contains(format)) {
            throw s.error("field 'format' has unknown value '" + PrintableText.excerpt(format) + "' (expected one of "
                    + known + ")");
        }
        return format;
    }

    /** A number of dice within reason: a hostile file must not make the engine build millions. */
    private static int count(Fields f, String name, int least, int most) throws SavedGameException {
        int count = f.integer(name);
        if (count < least || count > most) {
            throw f.error("field '" + name + "' must be between " + least + " and " + most);
        }
        return count;
    }

    /** Optional (files written before it, and games that let the engine choose, have none): true or false. */
    private static boolean loneTargetsAsked(Fields s) throws SavedGameException {
        if (!s.has("loneTargetsAsked")) {
            return false;
        }
        JsonNode asked = s.node("loneTargetsAsked");
        if (!asked.isBoolean()) {
            throw s.error("field 'loneTargetsAsked' must be true or false");
        }
        return asked.asBoolean();
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
            throw at.error("card '" + PrintableText.excerpt(id) + "' is missing from the file's list of cards");
        }
        return card;
    }

    /** A saved game holds the cards its game uses and no other: every copy is covered by the record. */
    private void checkEveryCardIsUsed(GameSetup setup, Map<String, CardDefinition> cards) throws SavedGameException {
        Map<String, CardDefinition> used = CardRecord.cardsUsed(setup);
        int number = 0;
        for (String id : cards.keySet()) {
            number++;
            if (!used.containsKey(id)) {
                throw new SavedGameException(source + ": card " + number + ": the card " + id
                        + " is not used by the setup (a saved game holds only the cards its game uses)");
            }
        }
    }

    private Map<String, String> readCardHashes(Fields f, Map<String, CardDefinition> cards) throws SavedGameException {
        JsonNode node = f.node("cardHashes");
        if (!node.isObject()) {
            throw f.error("field 'cardHashes' must be an object of card ids and hashes");
        }
        Map<String, String> hashes = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> entries = node.fields();
        while (entries.hasNext()) {
            Map.Entry<String, JsonNode> entry = entries.next();
            String id = entry.getKey();
            if (!cards.containsKey(id)) {
                throw f.error("field 'cardHashes' names the card '" + PrintableText.excerpt(id)
                        + "', which is not in the file's list of cards");
            }
            if (!entry.getValue().isTextual() || !CardRecord.isWellFormed(entry.getValue().asText())) {
                throw f.error("field 'cardHashes': the hash of " + id + " is not a card hash ("
                        + CardRecord.HEX_DIGITS + " hex digits)");
            }
            hashes.put(id, recordedHash(id, entry.getValue().asText(), cards.get(id)));
        }
        for (String id : cards.keySet()) {
            if (!hashes.containsKey(id)) {
                throw f.error("field 'cardHashes' has no hash for the card " + id + " (every card copy is recorded)");
            }
        }
        return hashes;
    }

    /**
     * The record of a card copy in today's words: a copy in earlier effect words that is the copy its
     * version recorded (hashed as it stands) is recorded as the same card read in today's words; any
     * other keeps its recorded hash, so an edited copy is still found out.
     */
    private String recordedHash(String id, String recorded, CardDefinition card) {
        return recorded.equals(earlierCopies.get(id)) ? CardRecord.hashOf(card) : recorded;
    }

    private static String hash(Fields f, String name) throws SavedGameException {
        String hash = f.text(name);
        if (!StateHash.isWellFormed(hash)) {
            throw f.error("field '" + name + "' is not a state hash (five groups of six hex digits)");
        }
        return hash;
    }
}
