package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.FaceKind;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A complete JSON form of a card definition, faces and abilities included, with effects named by
 * a closed set of "type" names. Used by saved games until the card files' own reader is shared.
 */
final class OwnCardJson implements CardCodec {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final int FACES_PER_DIE = 6;

    @Override
    public JsonNode write(CardDefinition card) {
        ObjectNode o = JSON.objectNode();
        o.put("id", card.id()).put("name", card.name()).put("subtitle", card.subtitle() == null ? "" : card.subtitle())
                .put("type", card.type().name()).put("cost", card.cost());
        o.set("energyTypes", names(card.energyTypes()));
        ArrayNode affiliations = o.putArray("affiliations");
        card.affiliations().forEach(affiliations::add);
        o.put("dieLimit", card.dieLimit());
        ArrayNode faces = o.putArray("faces");
        card.faces().forEach(f -> faces.add(face(f)));
        // A Set has no order of its own: enum order keeps the file stable.
        o.set("keywords", names(new ArrayList<>(card.keywords().isEmpty()
                ? EnumSet.noneOf(Keyword.class) : EnumSet.copyOf(card.keywords()))));
        ArrayNode abilities = o.putArray("abilities");
        card.abilities().forEach(a -> abilities.add(ability(a)));
        return o;
    }

    @Override
    public CardDefinition read(JsonNode node, String source) throws SavedGameException {
        Fields f = Fields.of(node, source);
        String id = f.text("id");
        Fields card = Fields.of(node, source + " '" + id + "'");
        card.text("id");
        String name = card.text("name");
        String subtitle = card.text("subtitle", "");
        CardType type = card.enumValue("type", CardType.class);
        int cost = card.integer("cost");
        List<Energy> energyTypes = card.enumValues("energyTypes", Energy.class);
        List<String> affiliations = card.texts("affiliations");
        int dieLimit = card.integer("dieLimit");
        List<Face> faces = new ArrayList<>();
        for (JsonNode face : card.array("faces")) {
            faces.add(face(card.nested(face, "face " + (faces.size() + 1))));
        }
        if (faces.size() != FACES_PER_DIE) {
            throw card.error("a die has " + FACES_PER_DIE + " faces, this card lists " + faces.size());
        }
        Set<Keyword> keywords = Set.copyOf(card.enumValues("keywords", Keyword.class));
        List<Ability> abilities = new ArrayList<>();
        for (JsonNode ability : card.array("abilities")) {
            abilities.add(ability(card.nested(ability, "ability " + (abilities.size() + 1))));
        }
        card.finish();
        return new CardDefinition(id, name, subtitle, type, cost, energyTypes, affiliations, dieLimit, faces,
                keywords, abilities);
    }

    private static ArrayNode names(List<? extends Enum<?>> values) {
        ArrayNode array = JSON.arrayNode();
        values.forEach(v -> array.add(v.name()));
        return array;
    }

    private static ObjectNode face(Face face) {
        ObjectNode o = JSON.objectNode().put("kind", face.kind().name());
        switch (face.kind()) {
            case ENERGY -> o.set("energy", names(face.energy()));
            case CHARACTER -> o.put("level", face.level()).put("fieldCost", face.fieldCost())
                    .put("attack", face.attack()).put("defense", face.defense()).put("bursts", face.bursts());
            case ACTION -> o.put("bursts", face.bursts());
        }
        return o;
    }

    private static Face face(Fields f) throws SavedGameException {
        FaceKind kind = f.enumValue("kind", FaceKind.class);
        Face face = switch (kind) {
            case ENERGY -> new Face(kind, f.enumValues("energy", Energy.class), 0, 0, 0, 0, 0);
            case CHARACTER -> new Face(kind, List.of(), f.integer("level"), f.integer("fieldCost"),
                    f.integer("attack"), f.integer("defense"), f.integer("bursts"));
            case ACTION -> new Face(kind, List.of(), 0, 0, 0, 0, f.integer("bursts"));
        };
        f.finish();
        return face;
    }

    private static ObjectNode ability(Ability a) {
        ObjectNode o = JSON.objectNode().put("trigger", a.trigger().name()).put("burst", a.burst().name())
                .put("replacesBase", a.replacesBase());
        o.putObject("cost").put("energy", a.cost().energy()).set("types", names(a.cost().types()));
        o.put("usesPerTurn", a.usesPerTurn());
        ArrayNode effects = o.putArray("effects");
        a.effects().forEach(e -> effects.add(effect(e)));
        return o;
    }

    private static Ability ability(Fields f) throws SavedGameException {
        Trigger trigger = f.enumValue("trigger", Trigger.class);
        Burst burst = f.enumValue("burst", Burst.class);
        boolean replacesBase = f.bool("replacesBase", false);
        Fields cost = f.nested(f.node("cost"), "cost");
        int energy = cost.integer("energy");
        List<Energy> types = cost.enumValues("types", Energy.class);
        cost.finish();
        if (energy < types.size()) {
            throw cost.error("a cost of " + energy + " cannot require " + types.size() + " types");
        }
        int usesPerTurn = f.integer("usesPerTurn", 0);
        List<Effect> effects = new ArrayList<>();
        for (JsonNode effect : f.array("effects")) {
            effects.add(effect(f.nested(effect, "effect " + (effects.size() + 1))));
        }
        f.finish();
        return new Ability(trigger, burst, replacesBase, new Cost(energy, types), usesPerTurn, effects);
    }

    private static ObjectNode effect(Effect effect) {
        ObjectNode o = JSON.objectNode();
        if (effect instanceof Effect.ModifyStats e) {
            o.put("type", "modifyStats").<ObjectNode>set("dice", selector(e.dice())).put("attack", e.attack())
                    .put("defense", e.defense());
        } else if (effect instanceof Effect.DamageDice e) {
            o.put("type", "damageDice").<ObjectNode>set("dice", selector(e.dice())).put("amount", e.amount());
        } else if (effect instanceof Effect.DamagePlayer e) {
            o.put("type", "damagePlayer").put("player", e.player().name()).put("amount", e.amount());
        } else if (effect instanceof Effect.KnockOut e) {
            o.put("type", "knockOut").set("dice", selector(e.dice()));
        } else if (effect instanceof Effect.GainLife e) {
            o.put("type", "gainLife").put("player", e.player().name()).put("amount", e.amount());
        } else if (effect instanceof Effect.LoseLife e) {
            o.put("type", "loseLife").put("player", e.player().name()).put("amount", e.amount());
        } else if (effect instanceof Effect.DrawAndRoll e) {
            o.put("type", "drawAndRoll").put("player", e.player().name()).put("count", e.count());
        } else if (effect instanceof Effect.GrantKeyword e) {
            o.put("type", "grantKeyword").<ObjectNode>set("dice", selector(e.dice()))
                    .put("keyword", e.keyword().name());
        } else if (effect instanceof Effect.SpinLevels e) {
            o.put("type", "spinLevels").<ObjectNode>set("dice", selector(e.dice())).put("levels", e.levels());
        } else {
            throw new IllegalArgumentException("no saved form for effect " + effect);
        }
        return o;
    }

    private static Effect effect(Fields f) throws SavedGameException {
        String type = f.text("type");
        Effect effect = switch (type) {
            case "modifyStats" -> new Effect.ModifyStats(selector(f), f.integer("attack"), f.integer("defense"));
            case "damageDice" -> new Effect.DamageDice(selector(f), f.integer("amount"));
            case "damagePlayer" -> new Effect.DamagePlayer(player(f), f.integer("amount"));
            case "knockOut" -> new Effect.KnockOut(selector(f));
            case "gainLife" -> new Effect.GainLife(player(f), f.integer("amount"));
            case "loseLife" -> new Effect.LoseLife(player(f), f.integer("amount"));
            case "drawAndRoll" -> new Effect.DrawAndRoll(player(f), f.integer("count"));
            case "grantKeyword" -> new Effect.GrantKeyword(selector(f), f.enumValue("keyword", Keyword.class));
            case "spinLevels" -> new Effect.SpinLevels(selector(f), f.integer("levels"));
            default -> throw f.error("unknown effect type '" + type + "'");
        };
        f.finish();
        return effect;
    }

    private static PlayerSelector player(Fields f) throws SavedGameException {
        return f.enumValue("player", PlayerSelector.class);
    }

    private static ObjectNode selector(DieSelector s) {
        ObjectNode o = JSON.objectNode().put("selection", s.selection().name()).put("side", s.side().name());
        ObjectNode filter = o.putObject("filter");
        putIfSet(filter, "sidekick", s.filter().sidekick());
        putIfSet(filter, "attacking", s.filter().attacking());
        putIfSet(filter, "blocking", s.filter().blocking());
        putIfSet(filter, "damaged", s.filter().damaged());
        return o.put("count", s.count()).put("upTo", s.upTo());
    }

    private static void putIfSet(ObjectNode o, String name, Boolean value) {
        if (value != null) {
            o.put(name, value);
        }
    }

    private static DieSelector selector(Fields effect) throws SavedGameException {
        Fields s = effect.nested(effect.node("dice"), "dice");
        DieSelector.Selection selection = s.enumValue("selection", DieSelector.Selection.class);
        Side side = s.enumValue("side", Side.class);
        Fields filter = s.nested(s.node("filter"), "filter");
        DieFilter dieFilter = new DieFilter(optionalBool(filter, "sidekick"), optionalBool(filter, "attacking"),
                optionalBool(filter, "blocking"), optionalBool(filter, "damaged"));
        filter.finish();
        DieSelector selector = new DieSelector(selection, side, dieFilter, s.integer("count"), s.bool("upTo", false));
        s.finish();
        return selector;
    }

    private static Boolean optionalBool(Fields f, String name) throws SavedGameException {
        return f.has(name) ? f.bool(name, false) : null;
    }
}
