package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a position file (docs/POSITIONS.md) strictly: every field by name and type, optional ones
 * with their defaults, unknown fields refused, every count bounded, every card known (from the
 * file's own copies or the program's cards), each error with its line and field.
 */
final class PositionReader {
    static final String MARKER = "Dice Masters Table position";
    static final int VERSION = 1;
    private static final Pattern DIE = Pattern.compile("(.+)#(\\d{1,3})(?: of player (\\d))?");
    private final Function<String, Optional<CardDefinition>> library;
    private final Map<String, CardDefinition> ownCards = new LinkedHashMap<>();
    private GameSetup setup;

    private PositionReader(Function<String, Optional<CardDefinition>> library) {
        this.library = library;
    }

    static PositionFile read(JsonNode root, PositionFields.Where where,
                             Function<String, Optional<CardDefinition>> library) throws PositionException {
        return new PositionReader(library).position(PositionFields.root(root, where));
    }

    private PositionFile position(PositionFields f) throws PositionException {
        if (!f.has("position") || !MARKER.equals(f.node("position").asText())) {
            throw f.error("", "not a position of this program (its \"position\" field must say \"" + MARKER + "\")");
        }
        int version = f.integer("version", 0, Integer.MAX_VALUE);
        if (version != VERSION) {
            throw f.error("version", "unknown position version " + version + " (this program reads version " + VERSION
                    + (version > VERSION ? "; the file comes from a newer program)" : ")"));
        }
        readOwnCards(f);
        setup = setup(f);
        Position.TurnPosition turn = turn(f);
        List<Position.PlayerPosition> players = new ArrayList<>();
        List<Position.DiePosition> dice = new ArrayList<>();
        JsonNode list = f.node("players");
        for (int p = 0; p < list.size(); p++) {
            PositionFields pf = f.item("players", p);
            pf.text("name");
            pf.node("team");
            players.add(player(pf, p));
            JsonNode diceList = pf.list("dice", true);
            for (int i = 0; i < diceList.size(); i++) {
                dice.add(die(pf.item("dice", i), p));
            }
            pf.finish();
        }
        List<Position.CardTokens> tokens = tokens(f);
        Position.RandomPosition random = random(f);
        DiceScript toCome = toCome(f);
        PositionTest test = f.has("test") ? PositionTestReader.read(f.object("test"), players.size()) : null;
        f.finish();
        return new PositionFile(new Position(setup, turn, players, dice, tokens, random, toCome), test);
    }

    private void readOwnCards(PositionFields f) throws PositionException {
        JsonNode cards = f.list("cards", true);
        for (int i = 0; i < cards.size(); i++) {
            CardDefinition card;
            try {
                card = CardCodec.standard().read(cards.get(i), "card " + (i + 1));
            } catch (SavedGameException e) {
                throw f.error("cards/" + i, e.getMessage());
            }
            if (ownCards.putIfAbsent(card.id(), card) != null) {
                throw f.error("cards/" + i, "the id '" + PrintableText.excerpt(card.id()) + "' is used by two cards");
            }
        }
    }

    private GameSetup setup(PositionFields f) throws PositionException {
        String format = f.text("format");
        List<String> known = Arrays.stream(Format.values()).map(Format::label).toList();
        if (!known.contains(format)) {
            throw f.error("format", "unknown format '" + PrintableText.excerpt(format) + "' (expected one of "
                    + known + ")");
        }
        int life = f.integer("startingLife", 1, GameSetup.MAX_LIFE);
        List<CardDefinition> basics = new ArrayList<>();
        List<String> basicIds = f.texts("basicActions");
        for (int i = 0; i < basicIds.size(); i++) {
            basics.add(card(f, "basicActions/" + i, basicIds.get(i)));
        }
        int diceEach = f.integer("diceEachBasicAction", 0, GameSetup.MAX_DICE_EACH_BASIC_ACTION, 0);
        JsonNode players = f.list("players", false);
        if (players.size() != 2 && players.size() != 4) {
            throw f.error("players", "a game has two players, or four in Doubles, not " + players.size());
        }
        List<GameSetup.Team> teams = new ArrayList<>();
        for (int p = 0; p < players.size(); p++) {
            teams.add(team(f.item("players", p)));
        }
        try {
            return new GameSetup(format, life, teams, basics, diceEach, 0);
        } catch (IllegalArgumentException e) {
            throw f.error("", e.getMessage());
        }
    }

    private GameSetup.Team team(PositionFields p) throws PositionException {
        String name = p.text("name");
        String problem = GameSetup.nameProblem(name);
        if (problem != null) {
            throw p.error("name", "the player's name " + problem);
        }
        List<GameSetup.TeamCard> cards = new ArrayList<>();
        JsonNode team = p.list("team", false);
        if (team.size() > GameSetup.MAX_CARDS_PER_TEAM) {
            throw p.error("team", "at most " + GameSetup.MAX_CARDS_PER_TEAM + " cards on a team");
        }
        for (int i = 0; i < team.size(); i++) {
            PositionFields c = p.item("team", i);
            cards.add(new GameSetup.TeamCard(card(c, "card", c.text("card")),
                    c.integer("dice", 1, GameSetup.MAX_DICE_PER_CARD)));
            c.finish();
        }
        return new GameSetup.Team(name, cards);
    }

    private CardDefinition card(PositionFields at, String field, String id) throws PositionException {
        CardDefinition card = ownCards.containsKey(id) ? ownCards.get(id) : library.apply(id).orElse(null);
        if (card == null) {
            throw at.error(field, "no card has the id '" + PrintableText.excerpt(id) + "'");
        }
        return card;
    }

    private Position.TurnPosition turn(PositionFields f) throws PositionException {
        int players = setup.teams().size();
        int number = f.integer("turn", 1, 100_000);
        int active = f.integer("active", 1, players) - 1;
        boolean begun = !f.has("stepBegun") || f.flag("stepBegun");
        List<String> passed = f.texts("passed");
        for (String pass : passed) {
            if (!pass.equals("opponent") && !pass.equals("teammate")) {
                throw f.error("passed", "lists \"opponent\" and \"teammate\", not '" + PrintableText.excerpt(pass) + "'");
            }
        }
        return new Position.TurnPosition(number, active, f.word("step", Step.class), begun,
                f.integer("priority", 1, players, active + 1) - 1, passed.contains("opponent"),
                passed.contains("teammate"), f.integer("declaring", 1, players, 0) - 1,
                f.integer("rerollsTaken", 0, 100, 0), f.integer("assaultPhase", 0, 1, 0));
    }

    private Position.PlayerPosition player(PositionFields p, int player) throws PositionException {
        int life = p.integer("life", -GameSetup.MAX_LIFE, GameSetup.MAX_LIFE);
        int inGame = p.integer("purchasedThisGame", 0, 10_000, 0);
        if (!p.has("thisTurn")) {
            return new Position.PlayerPosition(life, List.of(), 0, List.of(), 0, false, List.of(), 0, inGame, false);
        }
        PositionFields t = p.object("thisTurn");
        List<Energy> energy = new ArrayList<>();
        for (String symbol : t.texts("virtualEnergy")) {
            energy.add(Arrays.stream(Energy.values()).filter(e -> e.name().equals(symbol)).findFirst()
                    .orElseThrow(() -> t.error("virtualEnergy", "has unknown energy '" + PrintableText.excerpt(symbol)
                            + "' (expected one of " + Arrays.toString(Energy.values()) + ")")));
        }
        List<Position.DieRef> fielded = new ArrayList<>();
        List<String> refs = t.texts("fielded");
        for (int i = 0; i < refs.size(); i++) {
            fielded.add(ref(t, "fielded/" + i, refs.get(i), player));
        }
        List<String> bought = t.texts("basicActionsBought");
        for (int i = 0; i < bought.size(); i++) {
            String id = bought.get(i);
            if (setup.basicActions().stream().noneMatch(c -> c.id().equals(id))) {
                throw t.error("basicActionsBought/" + i, "is not a Basic Action Card of this game");
            }
        }
        Position.PlayerPosition pp = new Position.PlayerPosition(life, energy, t.integer("knockedOut", 0, 1000, 0),
                fielded, t.integer("purchased", 0, 1000, 0), t.flag("firstPurchaseToPrep"), bought,
                t.integer("actionDicePurchased", 0, 1000, 0), inGame, t.flag("cannotField"));
        t.finish();
        return pp;
    }

    private Position.DiePosition die(PositionFields d, int player) throws PositionException {
        Position.DieRef ref = ref(d, "die", d.text("die"), player);
        if (ref.cardOwner() != player && ref.cardOwner() != CardInPlay.SHARED) {
            throw d.error("die", "a player's section lists the dice of their own cards and the Basic Action dice"
                    + " they bought");
        }
        Zone zone = d.word("zone", Zone.class);
        int owner = d.integer("heldBy", 1, setup.teams().size(), player + 1) - 1;
        int face = face(d, ref.cardId());
        List<Position.DieRef> blocks = new ArrayList<>();
        List<String> attackers = d.texts("blocks");
        for (int i = 0; i < attackers.size(); i++) {
            blocks.add(ref(d, "blocks/" + i, attackers.get(i), player));
        }
        Position.DiePosition die = new Position.DiePosition(ref, owner, zone, face,
                d.integer("damage", 0, 1000, 0), d.flag("spentPartly"), d.flag("rolledThisStep"),
                d.flag("inCombatThisTurn"), blocks, d.flag("blocked"));
        d.finish();
        return die;
    }

    private int face(PositionFields d, String cardId) throws PositionException {
        List<Face> faces = faces(setup, cardId);
        if (d.has("face") && d.has("level")) {
            throw d.error("level", "give a die's face or its level, not both");
        }
        if (d.has("level")) {
            int level = d.integer("level", 1, 10);
            int face = faceOfLevel(faces, level);
            if (face < 0) {
                throw d.error("level", "the die has no character face of level " + level);
            }
            return face;
        }
        int most = faces.isEmpty() ? 20 : faces.size();
        return d.integer("face", 1, most, 1) - 1;
    }

    /** "JUS001#2" (the player's own card, else a Basic Action Card) or "JUS001#2 of player 2". */
    private Position.DieRef ref(PositionFields at, String field, String text, int player) throws PositionException {
        Matcher m = DIE.matcher(text);
        if (!m.matches()) {
            throw at.error(field, "names a die as CARD#NUMBER (\"JUS001#2\", \"JUS001#2 of player 2\"), not '"
                    + PrintableText.excerpt(text) + "'");
        }
        String card = m.group(1);
        int owner = m.group(3) == null ? player : Integer.parseInt(m.group(3)) - 1;
        if (owner < 0 || owner >= setup.teams().size()) {
            throw at.error(field, "there is no player " + m.group(3));
        }
        boolean own = card.equals(StandardDice.SIDEKICK.id()) || card.startsWith("token:")
                || setup.teams().get(owner).cards().stream().anyMatch(c -> c.card().id().equals(card));
        if (!own && m.group(3) == null && setup.basicActions().stream().anyMatch(c -> c.id().equals(card))) {
            owner = CardInPlay.SHARED;
        } else if (!own) {
            throw at.error(field, "player " + (owner + 1) + " has no card '" + PrintableText.excerpt(card)
                    + "' (nor is it a Basic Action Card of the game)");
        }
        return new Position.DieRef(owner, card, Integer.parseInt(m.group(2)));
    }

    private List<Position.CardTokens> tokens(PositionFields f) throws PositionException {
        List<Position.CardTokens> tokens = new ArrayList<>();
        JsonNode list = f.list("tokens", true);
        for (int i = 0; i < list.size(); i++) {
            PositionFields t = f.item("tokens", i);
            int owner = t.integer("player", 1, setup.teams().size(), 0) - 1;
            tokens.add(new Position.CardTokens(owner, t.text("card"), t.integer("tokens", 0, 1000)));
            t.finish();
        }
        return tokens;
    }

    private static Position.RandomPosition random(PositionFields f) throws PositionException {
        if (!f.has("random")) {
            return Position.RandomPosition.ofSeed(1);
        }
        PositionFields r = f.object("random");
        long seed = r.longInteger("seed");
        long generator = r.has("generator") ? r.longInteger("generator") : seed;
        long actions = r.has("actionsSoFar") ? r.integer("actionsSoFar", 0, Integer.MAX_VALUE) : 0;
        r.finish();
        return new Position.RandomPosition(seed, generator, actions);
    }

    private static DiceScript toCome(PositionFields f) throws PositionException {
        if (!f.has("toCome")) {
            return DiceScript.NONE;
        }
        PositionFields t = f.object("toCome");
        List<String> draws = t.texts("draws");
        List<Integer> faces = new ArrayList<>();
        JsonNode list = t.list("faces", true);
        for (int i = 0; i < list.size(); i++) {
            if (!list.get(i).isInt() || list.get(i).asInt() < 1 || list.get(i).asInt() > 20) {
                throw t.error("faces/" + i, "must be a face number from 1 to 20");
            }
            faces.add(list.get(i).asInt() - 1);
        }
        t.finish();
        return new DiceScript(draws, faces);
    }

    /** The card definitions a setup uses (team cards, then Basic Action Cards), each once. */
    static List<CardDefinition> cardsOf(GameSetup setup) {
        Map<String, CardDefinition> cards = new LinkedHashMap<>();
        setup.teams().forEach(t -> t.cards().forEach(c -> cards.putIfAbsent(c.card().id(), c.card())));
        setup.basicActions().forEach(c -> cards.putIfAbsent(c.id(), c));
        return List.copyOf(cards.values());
    }

    /** The faces of the card with this id in the setup (the Sidekick's too); empty for a hidden token card. */
    static List<Face> faces(GameSetup setup, String cardId) {
        if (cardId.equals(StandardDice.SIDEKICK.id())) {
            return StandardDice.SIDEKICK.faces();
        }
        return cardsOf(setup).stream().filter(c -> c.id().equals(cardId)).findFirst().map(CardDefinition::faces)
                .orElse(List.of());
    }

    /** The first character face of that level, or -1. */
    static int faceOfLevel(List<Face> faces, int level) {
        for (int i = 0; i < faces.size(); i++) {
            if (faces.get(i).isCharacter() && faces.get(i).level() == level) {
                return i;
            }
        }
        return GameState.NO_ONE;
    }
}
