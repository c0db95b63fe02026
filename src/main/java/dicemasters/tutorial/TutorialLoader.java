package dicemasters.tutorial;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.coach.FaceLabel;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import dicemasters.engine.team.Format;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a tutorial file strictly (see docs/LEARNING.md for the format). Cards are found by id
 * through a {@link CardSource}; every name a step uses must name a card or player of the setup and
 * every scripted face must exist on that card's dice, so mistakes show when the file is loaded.
 */
public final class TutorialLoader {
    private static final Set<String> TOP = Set.of("id", "title", "rulebook", "comment", "setup", "script", "steps");
    private static final Set<String> SETUP = Set.of("format", "life", "firstPlayer", "players", "basicActions",
            "diceEachBasicAction", "comment");
    private static final Set<String> PLAYER = Set.of("name", "team");
    private static final Set<String> TEAM_CARD = Set.of("card", "dice");
    private static final Set<String> SCRIPT = Set.of("comment", "draws", "rolls");
    private static final Set<String> ROLL = Set.of("card", "face");
    private static final Set<String> STEP = Set.of("title", "text", "point", "expect", "otherwise", "check", "auto");
    private static final Set<String> EXPECT = Set.of("reroll", "buy", "field", "useAction", "useGlobal", "pass",
            "attack", "block", "target", "pay");
    private static final Set<String> DIE = Set.of("card", "face", "player");
    private static final Set<String> POINT = Set.of("zone", "player", "card", "die");
    private static final Set<String> CHECK = Set.of("life", "step");

    private final String file;
    private final CardSource cards;
    private final List<CardDefinition> setupCards = new ArrayList<>();
    private final List<String> playerNames = new ArrayList<>();

    private TutorialLoader(String file, CardSource cards) {
        this.file = file;
        this.cards = cards;
    }

    /** Load a tutorial from the class path, e.g. "tutorials/dc-justice-example.json". */
    public static Tutorial loadResource(String resource, CardSource cards) {
        InputStream in = TutorialLoader.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            throw new TutorialFormatException(resource + ": no such tutorial file");
        }
        try (in) {
            return load(resource, in, cards);
        } catch (IOException e) {
            throw new TutorialFormatException(resource + ": cannot be read: " + e.getMessage(), e);
        }
    }

    public static Tutorial load(String file, InputStream in, CardSource cards) {
        try {
            // One byte more than the limit is enough to know a file is too big.
            byte[] bytes = in.readNBytes((int) JsonFiles.Limits.TUTORIAL.maxBytes() + 1);
            return new TutorialLoader(file, cards).read(JsonFiles.parse(bytes, JsonFiles.Limits.TUTORIAL));
        } catch (FileProblem e) {
            throw new TutorialFormatException(file + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new TutorialFormatException(file + ": cannot be read: " + PrintableText.excerpt(e.getMessage()), e);
        }
    }

    public static Tutorial parse(String file, String json, CardSource cards) {
        try {
            return new TutorialLoader(file, cards).read(JsonFiles.parse(json.getBytes(StandardCharsets.UTF_8),
                    JsonFiles.Limits.TUTORIAL));
        } catch (FileProblem e) {
            throw new TutorialFormatException(file + ": " + e.getMessage(), e);
        }
    }

    private Tutorial read(JsonNode root) {
        Fields top = Fields.of(file, "", root, TOP);
        GameSetup setup = setup(top.object("setup", SETUP));
        List<String> draws = new ArrayList<>();
        List<ScriptedRoll> rolls = new ArrayList<>();
        List<JsonNode> script = top.array("script", true);
        for (int i = 0; i < script.size(); i++) {
            scriptPart(top.element("script", i, script.get(i), SCRIPT), draws, rolls);
        }
        List<JsonNode> stepNodes = top.array("steps", false);
        if (stepNodes.isEmpty()) {
            throw top.error("steps", "must list at least one step");
        }
        List<TutorialStep> steps = new ArrayList<>();
        for (int i = 0; i < stepNodes.size(); i++) {
            steps.add(step(top.element("steps", i, stepNodes.get(i), STEP)));
        }
        return new Tutorial(top.text("id"), top.text("title"), top.text("rulebook"), top.optText("comment"), setup,
                draws, rolls, steps);
    }

    // ---- setup ----

    private GameSetup setup(Fields f) {
        List<JsonNode> players = f.array("players", false);
        if (players.size() != 2) {
            throw f.error("players", "must list exactly two players");
        }
        List<GameSetup.Team> teams = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            teams.add(team(f.element("players", i, players.get(i), PLAYER)));
        }
        if (playerNames.get(0).equalsIgnoreCase(playerNames.get(1))) {
            throw f.error("players", "the two players need different names");
        }
        List<CardDefinition> basics = new ArrayList<>();
        List<String> basicIds = f.texts("basicActions", true);
        if (basicIds.size() > GameSetup.MAX_BASIC_ACTIONS) {
            throw f.error("basicActions", "at most " + GameSetup.MAX_BASIC_ACTIONS + " Basic Action Cards");
        }
        for (int i = 0; i < basicIds.size(); i++) {
            basics.add(card(f, "basicActions[" + i + "]", basicIds.get(i)));
        }
        String format = f.text("format");
        List<String> known = java.util.Arrays.stream(Format.values()).map(Format::label).toList();
        if (!known.contains(format)) {
            throw f.error("format", "unknown format \"" + PrintableText.excerpt(format) + "\" (expected one of: "
                    + String.join(", ", known) + ")");
        }
        return new GameSetup(format, f.integer("life", 1, GameSetup.MAX_LIFE), teams, basics,
                f.optInteger("diceEachBasicAction", 0, 10, 3), f.integer("firstPlayer", 0, 1));
    }

    private GameSetup.Team team(Fields f) {
        String name = f.text("name");
        String problem = GameSetup.nameProblem(name);
        if (problem != null) {
            throw f.error("name", "the player's name " + problem);
        }
        playerNames.add(name);
        List<GameSetup.TeamCard> teamCards = new ArrayList<>();
        List<JsonNode> items = f.array("team", false);
        if (items.size() > GameSetup.MAX_CARDS_PER_TEAM) {
            throw f.error("team", "at most " + GameSetup.MAX_CARDS_PER_TEAM + " cards on a team");
        }
        for (int i = 0; i < items.size(); i++) {
            Fields tc = f.element("team", i, items.get(i), TEAM_CARD);
            teamCards.add(new GameSetup.TeamCard(card(tc, "card", tc.text("card")), tc.integer("dice", 1, 10)));
        }
        return new GameSetup.Team(name, teamCards);
    }

    private CardDefinition card(Fields f, String field, String id) {
        CardDefinition card = cards.byId(id);
        if (card == null) {
            throw f.error(field, "no card with id '" + PrintableText.excerpt(id) + "' is known");
        }
        setupCards.add(card);
        return card;
    }

    // ---- script ----

    private void scriptPart(Fields f, List<String> draws, List<ScriptedRoll> rolls) {
        List<String> ids = f.texts("draws", true);
        for (int i = 0; i < ids.size(); i++) {
            draws.add(cardInSetup(f, "draws[" + i + "]", ids.get(i)).id());
        }
        List<JsonNode> items = f.array("rolls", true);
        for (int i = 0; i < items.size(); i++) {
            Fields r = f.element("rolls", i, items.get(i), ROLL);
            CardDefinition card = cardInSetup(r, "card", r.text("card"));
            String face = r.text("face");
            int index = FaceLabel.indexOf(card, face);
            if (index < 0) {
                throw r.error("face", "'" + face + "' is not a face of " + card.name() + " dice (faces: "
                        + String.join(", ", FaceLabel.labels(card)) + ")");
            }
            rolls.add(new ScriptedRoll(card.id(), face, index));
        }
    }

    /** A card of the setup (or the Sidekick) by id or name. */
    private CardDefinition cardInSetup(Fields f, String field, String idOrName) {
        if (StandardDice.SIDEKICK.id().equalsIgnoreCase(idOrName) || StandardDice.SIDEKICK.name().equalsIgnoreCase(idOrName)) {
            return StandardDice.SIDEKICK;
        }
        for (CardDefinition c : setupCards) {
            if (c.id().equalsIgnoreCase(idOrName) || c.name().equalsIgnoreCase(idOrName)) {
                return c;
            }
        }
        throw f.error(field, "'" + idOrName + "' is not a card of this tutorial's setup");
    }

    // ---- steps ----

    private TutorialStep step(Fields f) {
        Pointer point = f.has("point") ? pointer(f.object("point", POINT)) : null;
        Expected expect = f.has("expect") ? expected(f.object("expect", EXPECT)) : new Expected.Continue();
        StepCheck check = f.has("check") ? check(f.object("check", CHECK)) : StepCheck.NONE;
        boolean auto = f.flag("auto");
        if (auto && expect instanceof Expected.Continue) {
            throw f.error("auto", "a step the runner plays itself needs an expect");
        }
        return new TutorialStep(f.text("title"), f.text("text"), point, expect, f.optText("otherwise"), check, auto);
    }

    private Expected expected(Fields f) {
        List<String> kinds = new ArrayList<>();
        for (String k : EXPECT) {
            if (!k.equals("pay") && f.has(k)) {
                kinds.add(k);
            }
        }
        if (kinds.size() != 1) {
            throw f.error(null, "must name exactly one move (one of reroll, buy, field, useAction, useGlobal, pass, "
                    + "attack, block, target)");
        }
        String kind = kinds.get(0);
        List<Energy> pay = energies(f);
        if (!pay.isEmpty() && !Set.of("buy", "field", "useGlobal").contains(kind)) {
            throw f.error("pay", "only buy, field and useGlobal are paid for");
        }
        return switch (kind) {
            case "reroll" -> new Expected.Reroll(dieList(f, "reroll"));
            case "buy" -> new Expected.Buy(cardInSetup(f, "buy", f.text("buy")).name(), pay);
            case "field" -> new Expected.Field(dieRef(f, "field", f.node("field")), pay);
            case "useAction" -> new Expected.UseAction(dieRef(f, "useAction", f.node("useAction")));
            case "useGlobal" -> new Expected.UseGlobal(globalCard(f), pay);
            case "pass" -> pass(f);
            case "attack" -> new Expected.Attack(dieList(f, "attack"));
            case "block" -> block(f);
            default -> new Expected.Target(f.node("target").isArray() ? dieList(f, "target")
                    : List.of(dieRef(f, "target", f.node("target"))));
        };
    }

    private Expected pass(Fields f) {
        if (!f.flag("pass")) {
            throw f.error("pass", "must be true");
        }
        return new Expected.Pass();
    }

    private String globalCard(Fields f) {
        JsonNode node = f.node("useGlobal");
        if (node.isTextual()) {
            return cardInSetup(f, "useGlobal", node.asText()).name();
        }
        Fields g = f.object("useGlobal", Set.of("card"));
        CardDefinition card = cardInSetup(g, "card", g.text("card"));
        if (card.abilities().stream().noneMatch(a -> a.isGlobal())) {
            throw g.error("card", card.name() + " has no Global Ability");
        }
        return card.name();
    }

    private Expected block(Fields f) {
        List<Expected.BlockRef> blocks = new ArrayList<>();
        List<JsonNode> items = f.array("block", false);
        for (int i = 0; i < items.size(); i++) {
            Fields b = f.element("block", i, items.get(i), Set.of("blocker", "attacker"));
            if (!b.has("blocker") || !b.has("attacker")) {
                throw b.error(null, "needs a blocker and an attacker");
            }
            blocks.add(new Expected.BlockRef(dieRef(b, "blocker", b.node("blocker")),
                    dieRef(b, "attacker", b.node("attacker"))));
        }
        return new Expected.Block(blocks);
    }

    private List<DieRef> dieList(Fields f, String field) {
        List<DieRef> result = new ArrayList<>();
        List<JsonNode> items = f.array(field, false);
        for (int i = 0; i < items.size(); i++) {
            result.add(dieRef(f, field + "[" + i + "]", items.get(i)));
        }
        return result;
    }

    private DieRef dieRef(Fields f, String field, JsonNode node) {
        if (node != null && node.isTextual()) {
            return DieRef.card(cardInSetup(f, field, node.asText()).name());
        }
        Fields d = Fields.of(f.file(), f.path(field), node, DIE);
        CardDefinition card = cardInSetup(d, "card", d.text("card"));
        String face = d.optText("face");
        if (face != null && FaceLabel.indexOf(card, face) < 0) {
            throw d.error("face", "'" + face + "' is not a face of " + card.name() + " dice (faces: "
                    + String.join(", ", FaceLabel.labels(card)) + ")");
        }
        String player = d.optText("player");
        if (player != null) {
            playerName(d, "player", player);
        }
        return new DieRef(card.name(), face, player);
    }

    private String playerName(Fields f, String field, String name) {
        for (String p : playerNames) {
            if (p.equalsIgnoreCase(name)) {
                return p;
            }
        }
        throw f.error(field, "'" + name + "' is not a player of this tutorial (players: "
                + String.join(", ", playerNames) + ")");
    }

    private List<Energy> energies(Fields f) {
        List<Energy> result = new ArrayList<>();
        List<String> labels = f.texts("pay", true);
        for (int i = 0; i < labels.size(); i++) {
            result.add(energy(f, "pay[" + i + "]", labels.get(i)));
        }
        return result;
    }

    private static Energy energy(Fields f, String field, String label) {
        for (Energy e : Energy.values()) {
            if (e.name().equalsIgnoreCase(label) || e.label().equalsIgnoreCase(label)) {
                return e;
            }
        }
        throw f.error(field, "'" + label + "' is not an energy (Fist, Bolt, Mask, Shield, Wild, generic)");
    }

    private Pointer pointer(Fields f) {
        int set = (f.has("zone") ? 1 : 0) + (f.has("card") ? 1 : 0) + (f.has("die") ? 1 : 0);
        if (set != 1) {
            throw f.error(null, "must point at exactly one of zone, card or die");
        }
        if (f.has("zone")) {
            String player = f.has("player") ? playerName(f, "player", f.text("player")) : null;
            return Pointer.zone(zone(f, f.text("zone")), player);
        }
        if (f.has("player")) {
            throw f.error("player", "only a zone pointer names a player (a die names its owner itself)");
        }
        if (f.has("card")) {
            return Pointer.card(cardInSetup(f, "card", f.text("card")).name());
        }
        return Pointer.die(dieRef(f, "die", f.node("die")));
    }

    private static Zone zone(Fields f, String label) {
        for (Zone z : Zone.values()) {
            if (z.name().equalsIgnoreCase(label) || z.label().equalsIgnoreCase(label)) {
                return z;
            }
        }
        throw f.error("zone", "'" + label + "' is not a zone (Bag, Prep Area, Reserve Pool, Field Zone, Attack Zone, "
                + "Out of Play, Used Pile)");
    }

    private StepCheck check(Fields f) {
        List<StepCheck.Life> life = new ArrayList<>();
        if (f.has("life")) {
            JsonNode node = f.node("life");
            if (!node.isObject()) {
                throw f.error("life", "must map player names to life totals");
            }
            Iterator<Map.Entry<String, JsonNode>> entries = node.fields();
            while (entries.hasNext()) {
                Map.Entry<String, JsonNode> e = entries.next();
                String player = playerName(f, "life", e.getKey());
                if (!e.getValue().isInt()) {
                    throw f.error("life." + e.getKey(), "must be a whole number");
                }
                life.add(new StepCheck.Life(player, e.getValue().asInt()));
            }
        }
        Step step = null;
        if (f.has("step")) {
            String name = f.text("step");
            for (Step s : Step.values()) {
                if (s.name().equalsIgnoreCase(name) || s.label().equalsIgnoreCase(name)) {
                    step = s;
                }
            }
            if (step == null) {
                throw f.error("step", "'" + name + "' is not a step of the turn");
            }
        }
        return new StepCheck(life, step);
    }
}
