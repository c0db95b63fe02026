package dicemasters.persist;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link Position} as the file docs/POSITIONS.md describes: the fields a person reads
 * first at the top, one line per die, only what differs from a game's start and from the defaults.
 */
final class PositionWriter {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Position p;
    private final boolean withCards;
    private final List<String> lines = new ArrayList<>();

    private PositionWriter(Position p, boolean withCards) {
        this.p = p;
        this.withCards = withCards;
    }

    /** The file's text; {@code withCards} adds a copy of every card's definition (an edited card cannot change it). */
    static String write(Position p, boolean withCards) {
        PositionWriter w = new PositionWriter(p, withCards);
        w.all();
        return String.join("\n", w.lines) + "\n";
    }

    /** The position as a JSON tree (nested in a saved game that started from it). */
    static JsonNode tree(Position p) {
        try {
            return JSON.readTree(write(p, false));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the writer writes JSON", e);
        }
    }

    private void all() {
        GameSetup setup = p.setup();
        Position.TurnPosition t = p.turn();
        lines.add("{");
        field("position", PositionReader.MARKER);
        field("version", PositionReader.VERSION);
        field("format", setup.format());
        field("startingLife", setup.startingLife());
        field("basicActions", array(setup.basicActions().stream().map(CardDefinition::id).toList()));
        field("diceEachBasicAction", setup.diceEachBasicAction());
        field("turn", t.number());
        field("active", t.active() + 1);
        field("step", t.step().name());
        optional("stepBegun", !t.stepEntered(), false);
        optional("priority", t.priority() != t.active(), t.priority() + 1);
        passes(t);
        optional("declaring", t.declaring() >= 0, t.declaring() + 1);
        optional("rerollsTaken", t.rerollsTaken() != 0, t.rerollsTaken());
        optional("assaultPhase", t.combatPhase() != 0, t.combatPhase());
        tokens();
        random();
        if (withCards) {
            ArrayNode cards = JSON.createArrayNode();
            PositionReader.cardsOf(setup).forEach(c -> cards.add(CardCodec.standard().write(c)));
            field("cards", cards);
        }
        lines.add("  \"players\": [");
        for (int player = 0; player < p.players().size(); player++) {
            player(player, player == p.players().size() - 1);
        }
        lines.add("  ]");
        lines.add("}");
    }

    private void passes(Position.TurnPosition t) {
        List<String> passed = new ArrayList<>();
        if (t.opponentPassed()) {
            passed.add("opponent");
        }
        if (t.teammatePassed()) {
            passed.add("teammate");
        }
        optional("passed", !passed.isEmpty(), array(passed));
    }

    private void tokens() {
        ArrayNode tokens = JSON.createArrayNode();
        for (Position.CardTokens t : p.tokens()) {
            ObjectNode o = tokens.addObject();
            o.put("card", t.cardId());
            if (t.cardOwner() != CardInPlay.SHARED) {
                o.put("player", t.cardOwner() + 1);
            }
            o.put("tokens", t.tokens());
        }
        optional("tokens", !tokens.isEmpty(), tokens);
    }

    private void random() {
        ObjectNode random = JSON.createObjectNode();
        random.put("seed", p.random().seed());
        random.put("generator", p.random().generator());
        random.put("actionsSoFar", p.random().actionsSoFar());
        field("random", random);
        if (!p.toCome().draws().isEmpty() || !p.toCome().faces().isEmpty()) {
            ObjectNode toCome = JSON.createObjectNode();
            toCome.set("draws", array(p.toCome().draws()));
            ArrayNode faces = toCome.putArray("faces");
            p.toCome().faces().forEach(f -> faces.add(f + 1));
            field("toCome", toCome);
        }
    }

    private void player(int player, boolean last) {
        Position.PlayerPosition pp = p.players().get(player);
        GameSetup.Team team = p.setup().teams().get(player);
        lines.add("    {");
        lines.add("      \"name\": " + compact(JSON.getNodeFactory().textNode(team.playerName())) + ",");
        lines.add("      \"life\": " + pp.life() + ",");
        ArrayNode cards = JSON.createArrayNode();
        team.cards().forEach(c -> cards.addObject().put("card", c.card().id()).put("dice", c.dice()));
        lines.add("      \"team\": " + compact(cards) + ",");
        ObjectNode turn = thisTurn(pp, player);
        if (!turn.isEmpty()) {
            lines.add("      \"thisTurn\": " + compact(turn) + ",");
        }
        if (pp.purchasedThisGame() != 0) {
            lines.add("      \"purchasedThisGame\": " + pp.purchasedThisGame() + ",");
        }
        List<String> dice = new ArrayList<>();
        for (Position.DiePosition d : p.dice()) {
            if (d.die().cardOwner() == player || d.die().cardOwner() == CardInPlay.SHARED && d.owner() == player) {
                dice.add("        " + compact(die(d, player)));
            }
        }
        lines.add("      \"dice\": [" + (dice.isEmpty() ? "]" : ""));
        if (!dice.isEmpty()) {
            lines.add(String.join(",\n", dice));
            lines.add("      ]");
        }
        lines.add("    }" + (last ? "" : ","));
    }

    private ObjectNode thisTurn(Position.PlayerPosition pp, int player) {
        ObjectNode o = JSON.createObjectNode();
        if (!pp.virtualEnergy().isEmpty()) {
            o.set("virtualEnergy", array(pp.virtualEnergy().stream().map(Energy::name).toList()));
        }
        putIf(o, "knockedOut", pp.knockedOutThisTurn());
        if (!pp.fieldedThisTurn().isEmpty()) {
            o.set("fielded", array(pp.fieldedThisTurn().stream().map(r -> ref(r, player)).toList()));
        }
        putIf(o, "purchased", pp.purchasedThisTurn());
        putIf(o, "actionDicePurchased", pp.actionDicePurchasedThisTurn());
        if (!pp.basicActionsBought().isEmpty()) {
            o.set("basicActionsBought", array(pp.basicActionsBought()));
        }
        if (pp.firstPurchaseToPrep()) {
            o.put("firstPurchaseToPrep", true);
        }
        if (pp.cannotField()) {
            o.put("cannotField", true);
        }
        return o;
    }

    private ObjectNode die(Position.DiePosition d, int player) {
        ObjectNode o = JSON.createObjectNode();
        o.put("die", ref(d.die(), player));
        o.put("zone", d.zone().name());
        if (d.owner() != player) {
            o.put("heldBy", d.owner() + 1);
        }
        face(o, d);
        putIf(o, "damage", d.damage());
        flag(o, "spentPartly", d.partiallySpent());
        flag(o, "rolledThisStep", d.rolledThisStep());
        flag(o, "inCombatThisTurn", d.inCombatThisTurn());
        if (!d.blocking().isEmpty()) {
            o.set("blocks", array(d.blocking().stream().map(r -> ref(r, player)).toList()));
        }
        flag(o, "blocked", d.blocked());
        return o;
    }

    /** A character face that is the first of its level is written as that level; any other as its number. */
    private void face(ObjectNode o, Position.DiePosition d) {
        List<Face> faces = PositionReader.faces(p.setup(), d.die().cardId());
        Face face = faces.isEmpty() ? null : faces.get(d.face());
        boolean rolled = d.zone().isRolled() || d.zone() == Zone.OUT_OF_PLAY;
        if (face != null && face.isCharacter() && rolled && PositionReader.faceOfLevel(faces, face.level()) == d.face()) {
            o.put("level", face.level());
        } else if (d.face() != 0 || rolled) {
            o.put("face", d.face() + 1);
        }
    }

    /** "JUS001#2" for the player's own card or a Basic Action Card, "JUS001#2 of player 2" otherwise. */
    private static String ref(Position.DieRef r, int player) {
        String ref = r.cardId() + "#" + r.number();
        return r.cardOwner() == player || r.cardOwner() == CardInPlay.SHARED ? ref
                : ref + " of player " + (r.cardOwner() + 1);
    }

    private static void putIf(ObjectNode o, String name, int value) {
        if (value != 0) {
            o.put(name, value);
        }
    }

    private static void flag(ObjectNode o, String name, boolean value) {
        if (value) {
            o.put(name, true);
        }
    }

    private void optional(String name, boolean present, Object value) {
        if (present) {
            field(name, value);
        }
    }

    private void field(String name, Object value) {
        JsonNode node = value instanceof JsonNode n ? n : JSON.valueToTree(value);
        lines.add("  \"" + name + "\": " + (name.equals("cards") ? pretty(node) : compact(node)) + ",");
    }

    private static ArrayNode array(List<String> texts) {
        ArrayNode a = JSON.createArrayNode();
        texts.forEach(a::add);
        return a;
    }

    private static String compact(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always writes", e);
        }
    }

    private static String pretty(JsonNode node) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node).replace("\n", "\n  ");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always writes", e);
        }
    }
}
