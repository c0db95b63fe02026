package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads {@code presets.json}: each preset's teams and Basic Actions, naming cards by id. */
final class PresetReader {
    private static final Set<String> FILE_FIELDS = Set.of("$schema", "presets");
    private static final Set<String> PRESET_FIELDS = Set.of("id", "name", "description", "format", "life",
            "players", "basicActions", "diceEachBasicAction");
    private static final Set<String> PLAYER_FIELDS = Set.of("name", "cards");
    private static final Set<String> CARD_FIELDS = Set.of("id", "dice");

    private PresetReader() {
    }

    static List<Preset> read(JsonNode root, String file, Map<String, CardDefinition> cards,
                             List<CardLoadError> errors) {
        List<Preset> result = new ArrayList<>();
        if (root == null) {
            return result;
        }
        try {
            JsonReader r = new JsonReader(file, null, "", root).object(FILE_FIELDS);
            JsonNode list = r.child("presets").node();
            if (!list.isArray()) {
                throw r.error("presets", "must be a list");
            }
            for (int i = 0; i < list.size(); i++) {
                JsonNode node = list.get(i);
                String id = node.has("id") && node.get("id").isTextual()
                        ? PrintableText.excerpt(node.get("id").asText()) : null;
                try {
                    result.add(preset(new JsonReader(file, id, "presets[" + i + "]", node), cards));
                } catch (CardFormatException e) {
                    errors.add(e.error());
                }
            }
        } catch (CardFormatException e) {
            errors.add(e.error());
        }
        return result;
    }

    private static Preset preset(JsonReader r, Map<String, CardDefinition> cards) {
        r.object(PRESET_FIELDS);
        String id = r.string("id");
        List<GameSetup.Team> teams = r.list("players", p -> team(p, cards));
        String format = format(r);
        boolean doubles = format.equals(Format.DOUBLES.label());
        if (teams.size() != (doubles ? 4 : 2)) {
            throw r.error("players", doubles ? "a Doubles preset has exactly four players (two teams of two)"
                    : "a preset has exactly two players");
        }
        List<CardDefinition> basics = r.list("basicActions", b -> {
            CardDefinition c = card(b, b.text(), cards);
            if (c.type() != CardType.BASIC_ACTION) {
                throw b.error(c.id() + " is not a Basic Action Card");
            }
            return c;
        });
        if (basics.size() > GameSetup.MAX_BASIC_ACTIONS) {
            throw r.error("basicActions", "at most " + GameSetup.MAX_BASIC_ACTIONS + " Basic Action Cards, not "
                    + basics.size());
        }
        return new Preset(id, r.string("name"), r.string("description", ""), format,
                r.integer("life", 10, 1, 50), teams, basics, r.integer("diceEachBasicAction", 3, 0,
                GameSetup.MAX_DICE_EACH_BASIC_ACTION));
    }

    /** One of the formats the program knows (Demo when not given). */
    private static String format(JsonReader r) {
        List<String> known = Arrays.stream(Format.values()).map(Format::label).toList();
        String format = r.string("format", Format.DEMO.label());
        if (!known.contains(format)) {
            throw r.error("format", "unknown format \"" + PrintableText.excerpt(format) + "\" (expected one of: "
                    + String.join(", ", known) + ")");
        }
        return format;
    }

    private static GameSetup.Team team(JsonReader p, Map<String, CardDefinition> cards) {
        p.object(PLAYER_FIELDS);
        String name = p.string("name");
        String problem = GameSetup.nameProblem(name);
        if (problem != null) {
            throw p.error("name", "the player's name " + problem);
        }
        if (p.has("cards") && p.node().get("cards").size() > GameSetup.MAX_CARDS_PER_TEAM) {
            throw p.error("cards", "at most " + GameSetup.MAX_CARDS_PER_TEAM + " cards on a team, not "
                    + p.node().get("cards").size());
        }
        List<GameSetup.TeamCard> team = p.list("cards", c -> {
            c.object(CARD_FIELDS);
            CardDefinition card = card(c, c.string("id"), cards);
            if (!CardLibrary.isTeamCard(card)) {
                throw c.error("id", card.id() + " is a Basic Action Card: list it under basicActions");
            }
            int dice = c.integer("dice", 0, 1, card.dieLimit());
            if (!c.has("dice")) {
                throw c.error("dice", "is required");
            }
            return CardLibrary.teamCard(card, dice);
        });
        return new GameSetup.Team(name, team);
    }

    private static CardDefinition card(JsonReader r, String id, Map<String, CardDefinition> cards) {
        CardDefinition card = cards.get(id);
        if (card == null) {
            throw r.error("refers to card " + PrintableText.excerpt(id) + ", which does not exist (or failed to load)");
        }
        return card;
    }
}
