package dicemasters.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.Engine;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.StandardDice;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A card definition to and from the JSON of card files (saved games embed the same form).
 * Reading is strict: unknown fields, unknown names, wrong types and missing required fields are
 * errors naming the source, the card and the field.
 */
public final class CardJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern ID = Pattern.compile("[A-Z]{2,4}[0-9]{3}[A-Za-z]?");

    static final Set<String> CARD_FIELDS = Set.of("id", "name", "subtitle", "type", "cost", "energy",
            "affiliations", "dieLimit", "levels", "faces", "keywords", "abilities", "implemented", "note");
    private static final Set<String> LEVEL_FIELDS = Set.of("fieldCost", "attack", "defense", "bursts");
    private static final Set<String> FACE_FIELDS = Set.of("energy", "level", "action");
    private static final Set<String> ABILITY_FIELDS = Set.of("trigger", "burst", "replacesBase", "cost",
            "usesPerTurn", "if", "whenever", "costEffects", "effects");
    private static final Set<String> COST_FIELDS = Set.of("energy", "life", "sendThisDie");
    private static final Set<String> FILTER_FIELDS = Set.of("sidekick", "attacking", "blocking", "blocked",
            "damaged", "affiliation", "notAffiliation", "energy", "minLevel", "maxLevel", "minCost", "maxCost",
            "cardName", "notCardName", "other", "face", "engagedWithThis", "faceSymbol", "engagedWith", "topLevel",
            "sharesAffiliation", "likeThose", "character", "maxCostAboveThose",
            "defenseAtMostThis");
    private static final Set<String> SELECTOR_FIELDS = union(FILTER_FIELDS,
            Set.of("select", "side", "count", "upTo", "place", "chooser"));
    private static final Set<String> AMOUNT_FIELDS = Set.of("base", "forEach", "times", "attackOf", "defenseOf",
            "levelOf", "highestLevelOf", "forEachCard", "energyOf", "divideBy", "minimum", "forEachToken");
    private static final List<String> MEASURES = List.of("forEach", "forEachCard", "attackOf", "defenseOf",
            "levelOf", "highestLevelOf", "energyOf", "forEachToken");
    private static final Set<String> DAMAGE_FIELDS = Set.of("to", "dice", "from", "sourceTrigger", "sourceSide",
            "sourceDice");
    private static final Set<String> CONDITION_FIELDS = Set.of("kind", "dice", "count");

    private CardJson() {
    }

    /** A card as read from a file, with whether its author marked it as fully working. */
    record Loaded(CardDefinition card, boolean implemented, String note) {
    }

    public static CardDefinition read(JsonNode node, String source) {
        return readLoaded(node, source).card();
    }

    static Loaded readLoaded(JsonNode node, String source) {
        String id = node != null && node.has("id") && node.get("id").isTextual() ? node.get("id").asText() : null;
        JsonReader r = new JsonReader(source, id, "", node).object(CARD_FIELDS);
        id = r.string("id");
        if (!ID.matcher(id).matches()) {
            throw r.error("id", "must be a set code and a number such as HHS001, not \"" + id + "\"");
        }
        String name = r.string("name");
        if (name.isBlank()) {
            throw r.error("name", "must not be empty");
        }
        String subtitle = r.string("subtitle", "");
        CardType type = r.named("type", Vocabulary.TYPES::value, Vocabulary.TYPES.names());
        int cost = r.integer("cost", 0, 0, 20);
        if (!r.has("cost")) {
            throw r.error("cost", "is required");
        }
        List<Energy> energy = r.list("energy", e -> e.namedText(Vocabulary.ENERGY_TYPES::value,
                Vocabulary.ENERGY_TYPES.names(), "energy type"));
        if (type == CardType.BASIC_ACTION && !energy.isEmpty()) {
            throw r.error("energy", "Basic Action Cards have no energy type");
        }
        if (type != CardType.BASIC_ACTION && energy.isEmpty()) {
            throw r.error("energy", "is required: a character or action card has at least one energy type");
        }
        List<String> affiliations = r.list("affiliations", JsonReader::text);
        int dieLimit = r.integer("dieLimit", 0, 1, 10);
        if (!r.has("dieLimit")) {
            throw r.error("dieLimit", "is required");
        }
        List<Face> faces = faces(r, type, energy);
        Set<Keyword> keywords = new LinkedHashSet<>(r.list("keywords", k -> k.namedText(Vocabulary.KEYWORDS::value,
                Vocabulary.KEYWORDS.names(), "keyword")));
        List<Ability> abilities = r.list("abilities", a -> ability(a, type));
        boolean implemented = r.bool("implemented", true);
        String note = r.string("note", "");
        if (!implemented && note.isBlank()) {
            throw r.error("note", "a card marked \"implemented\": false needs a note saying what is missing");
        }
        return new Loaded(new CardDefinition(id, name, subtitle, type, cost, energy, affiliations, dieLimit, faces,
                keywords, abilities), implemented, note);
    }

    // ---- faces ----

    private static List<Face> faces(JsonReader r, CardType type, List<Energy> energy) {
        List<Face> levels = new ArrayList<>();
        if (type == CardType.CHARACTER) {
            List<JsonReader> levelNodes = r.list("levels", x -> x);
            if (levelNodes.isEmpty()) {
                throw r.error("levels", "is required: a character needs at least one level");
            }
            for (int i = 0; i < levelNodes.size(); i++) {
                JsonReader l = levelNodes.get(i).object(LEVEL_FIELDS);
                levels.add(Face.character(i + 1, l.integer("fieldCost", 0, 0, 20), l.integer("attack", 0, 0, 30),
                        l.integer("defense", 0, 0, 30), l.integer("bursts", 0, 0, 3)));
                for (String f : List.of("fieldCost", "attack", "defense")) {
                    if (!l.has(f)) {
                        throw l.error(f, "is required");
                    }
                }
            }
        } else if (r.has("levels")) {
            throw r.error("levels", "only character cards have levels");
        }
        if (!r.has("faces")) {
            return switch (type) {
                case CHARACTER -> StandardDice.characterFaces(energy, levels);
                case ACTION -> StandardDice.actionFaces(energy);
                case BASIC_ACTION -> StandardDice.basicActionFaces();
                case SIDEKICK -> throw r.error("type", "Sidekick dice have no card");
            };
        }
        List<Face> faces = r.list("faces", f -> face(f, type, levels));
        if (faces.size() != 6) {
            throw r.error("faces", "a die has 6 faces, not " + faces.size());
        }
        return faces;
    }

    private static Face face(JsonReader f, CardType type, List<Face> levels) {
        f.object(FACE_FIELDS);
        if (f.node().size() != 1) {
            throw f.error("a face is exactly one of {\"energy\": [...]}, {\"level\": n} or {\"action\": bursts}");
        }
        if (f.has("energy")) {
            List<Energy> symbols = f.list("energy", e -> e.namedText(Vocabulary.SYMBOLS::value,
                    Vocabulary.SYMBOLS.names(), "energy symbol"));
            if (symbols.isEmpty() || symbols.size() > 3) {
                throw f.error("energy", "an energy face shows 1 to 3 symbols");
            }
            return Face.energy(symbols.toArray(Energy[]::new));
        }
        if (f.has("level")) {
            int level = f.integer("level");
            if (type != CardType.CHARACTER || level < 1 || level > levels.size()) {
                throw f.error("level", "must be one of the card's levels 1.." + levels.size());
            }
            return levels.get(level - 1);
        }
        if (type == CardType.CHARACTER) {
            throw f.error("action", "a character die has no action faces");
        }
        return Face.action(f.integer("action", 0, 0, 3));
    }

    // ---- abilities ----

    private static Ability ability(JsonReader a, CardType cardType) {
        a.object(ABILITY_FIELDS);
        var trigger = a.named("trigger", Vocabulary.TRIGGERS::value, Vocabulary.TRIGGERS.names());
        if (trigger == dicemasters.engine.card.Trigger.ACTION_USED && !cardType.isAction()) {
            throw a.error("trigger", "only action dice are used (\"use\"); a character needs another trigger");
        }
        Burst burst = a.has("burst") ? a.named("burst", Vocabulary.BURSTS::value, Vocabulary.BURSTS.names())
                : Burst.ALWAYS;
        boolean replaces = a.bool("replacesBase", false);
        if (replaces && burst == Burst.ALWAYS) {
            throw a.error("replacesBase", "only a burst ability can replace the base text");
        }
        Cost cost = a.has("cost") ? cost(a.child("cost")) : Cost.FREE;
        checkFieldAbility(a, trigger, cost);
        boolean global = trigger == dicemasters.engine.card.Trigger.GLOBAL
                || trigger == dicemasters.engine.card.Trigger.REACTIVE_GLOBAL;
        if (!cost.isFree() && (trigger == dicemasters.engine.card.Trigger.ACTION_USED
                || trigger == dicemasters.engine.card.Trigger.WHILE_ACTIVE
                || trigger == dicemasters.engine.card.Trigger.ALWAYS)) {
            throw a.error("cost", "an action die's text and a \"while active\" ability have no cost; a Global or a"
                    + " triggered ability (\"you may pay ...\") has");
        }
        if (global && cost.isFree()) {
            throw a.error("cost", "a Global Ability needs a cost");
        }
        int uses = a.integer("usesPerTurn", 0, 0, 10);
        Condition condition = a.has("if") ? condition(a.child("if")) : Condition.ALWAYS;
        if (condition.kind() == Condition.Kind.THOSE_NOT_KNOCKED_OUT) {
            throw a.error("if", "\"those not knocked out\" is about an earlier effect's targets: use it in an"
                    + " \"only if\" effect after that effect");
        }
        DieSelector watch = a.has("whenever") ? selector(a.child("whenever")) : null;
        List<Effect> effects = a.list("effects", CardJson::effect);
        if (effects.isEmpty()) {
            throw a.error("effects", "an ability needs at least one effect");
        }
        int costEffects = a.integer("costEffects", 0, 0, effects.size());
        checkThose(a, effects);
        Ability ability = new Ability(trigger, burst, replaces, cost, uses, effects, condition, watch, costEffects);
        checkReaction(a, ability);
        checkStaticOnly(a, trigger, effects);
        return ability;
    }

    /**
     * A reaction needs a prevention or redirection to say which damage it answers; a redirection
     * only makes sense in a reaction (outside one there is no damage to move).
     */
    private static void checkReaction(JsonReader a, Ability ability) {
        if (ability.isDamageReaction() && ability.reactionFilter() == null) {
            throw a.error("effects", "a reaction to damage needs a \"prevent damage\" or \"redirect damage\" effect");
        }
        for (int i = 0; i < ability.effects().size(); i++) {
            Effect e = ability.effects().get(i);
            if (e instanceof Effect.RedirectDamage && !ability.isDamageReaction()) {
                throw a.error("effects[" + i + "]", "\"redirect damage\" is used only by a reaction (trigger"
                        + " \"reactive global\" or \"damage reaction\")");
            }
            if (e instanceof Effect.PreventDamage p && p.firstEachTurn()
                    && ability.trigger() != dicemasters.engine.card.Trigger.WHILE_ACTIVE) {
                throw a.error("effects[" + i + "].firstEachTurn", "only a \"while active\" prevention counts the"
                        + " first damage each turn");
            }
        }
    }

    /** Rules that hold while a card is active cannot happen once, as a triggered effect. */
    private static void checkStaticOnly(JsonReader a, dicemasters.engine.card.Trigger trigger, List<Effect> effects) {
        for (int i = 0; i < effects.size(); i++) {
            Effect effect = effects.get(i);
            if (trigger == dicemasters.engine.card.Trigger.ALWAYS && !(effect instanceof Effect.ReducePurchaseCost)) {
                throw a.error("effects[" + i + "]", "an \"always\" rule of the card can only be \"reduce purchase"
                        + " cost\"; other rules hold \"while active\"");
            }
            boolean staticOnly = effect instanceof Effect.CantBeBlockedBy || effect instanceof Effect.ReduceFieldCost
                    || effect instanceof Effect.ExtraReroll || effect instanceof Effect.ProtectFromTargeting
                    || effect instanceof Effect.BlockSeveral;
            if (staticOnly && trigger != dicemasters.engine.card.Trigger.WHILE_ACTIVE) {
                throw a.error("effects[" + i + "]", "this effect is a rule that holds \"while active\"; use that"
                        + " trigger");
            }
        }
    }

    /** "those" refers to the targets of an earlier effect of the same ability, so one must come first. */
    private static void checkThose(JsonReader a, List<Effect> effects) {
        boolean targeted = false;
        for (int i = 0; i < effects.size(); i++) {
            DieSelector s = Effect.selectorOf(effects.get(i));
            boolean refers = s != null && (s.selection() == DieSelector.Selection.THOSE
                    || s.selection() == DieSelector.Selection.SAME_NAME);
            if (refers && !targeted) {
                throw a.error("effects[" + i + "].dice", "\"those\" means the dice an earlier effect of this"
                        + " ability targeted, and no earlier effect targets");
            }
            if (s != null && s.selection() == DieSelector.Selection.ANOTHER_TARGET && !targeted) {
                throw a.error("effects[" + i + "].dice", "\"another target\" differs from the dice an earlier"
                        + " effect of this ability targeted, and no earlier effect targets");
            }
            if (effects.get(i) instanceof Effect.OnlyIf o && o.condition().kind() == Condition.Kind.THOSE_NOT_KNOCKED_OUT
                    && !targeted) {
                throw a.error("effects[" + i + "].if", "\"those not knocked out\" asks about the dice an earlier"
                        + " effect of this ability targeted, and no earlier effect targets");
            }
            targeted |= s != null && s.isTargeted();
        }
    }

    private static Cost cost(JsonReader c) {
        c.object(COST_FIELDS);
        List<Energy> symbols = c.list("energy", e -> e.namedText(Vocabulary.SYMBOLS::value,
                Vocabulary.SYMBOLS.names(), "energy symbol"));
        List<Energy> types = new ArrayList<>();
        for (Energy e : symbols) {
            if (e == Energy.WILD) {
                throw c.error("energy", "a cost is paid in types or \"generic\", never \"Wild\"");
            }
            if (e.isType()) {
                types.add(e);
            }
        }
        List<String> sentTo = List.of("used", "prep", "bag");
        var sendThisDie = c.has("sendThisDie") ? c.named("sendThisDie",
                name -> sentTo.contains(name) ? Vocabulary.PLACES.value(name) : null, sentTo) : null;
        return new Cost(symbols.size(), types, c.integer("life", 0, 0, 20), sendThisDie);
    }

    /**
     * Only a die in the Field Zone can be sent away to pay; its "whenever you could use a Global
     * Ability" ability is used by choice, so it needs a cost or at least one effect that does something.
     */
    private static void checkFieldAbility(JsonReader a, dicemasters.engine.card.Trigger trigger, Cost cost) {
        boolean fieldAbility = trigger == dicemasters.engine.card.Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL;
        if (cost.sendThisDieTo() != null && !fieldAbility) {
            throw a.error("cost.sendThisDie", "only an ability used \"whenever you could use a global\" by a die in"
                    + " the Field Zone can send that die away as its cost");
        }
    }

    private static Condition condition(JsonReader c) {
        c.object(CONDITION_FIELDS);
        Condition.Kind kind = c.named("kind", Vocabulary.CONDITIONS::value, Vocabulary.CONDITIONS.names());
        boolean counts = kind == Condition.Kind.DICE_AT_LEAST || kind == Condition.Kind.DICE_AT_MOST;
        if (counts) {
            return new Condition(kind, selector(c.child("dice")), c.integer("count", 1, 0, 20));
        }
        if (c.has("dice") || c.has("count")) {
            throw c.error("\"" + Vocabulary.CONDITIONS.name(kind) + "\" takes no dice or count");
        }
        return new Condition(kind, null, 0);
    }

    private static DieSelector selector(JsonReader s) {
        s.object(SELECTOR_FIELDS);
        var selection = s.named("select", Vocabulary.SELECTIONS::value, Vocabulary.SELECTIONS.names());
        var side = s.has("side") ? s.named("side", Vocabulary.SIDES::value, Vocabulary.SIDES.names())
                : dicemasters.engine.card.Side.ANY;
        int count = s.integer("count", 1, 1, 20);
        boolean upTo = s.bool("upTo", false);
        boolean targeted = selection == DieSelector.Selection.TARGET
                || selection == DieSelector.Selection.ANOTHER_TARGET;
        if ((s.has("count") || upTo) && !targeted) {
            throw s.error(s.has("count") ? "count" : "upTo", "only \"target\" selections choose a number of dice");
        }
        var place = s.has("place") ? s.named("place", Vocabulary.PLACES::value, Vocabulary.PLACES.names())
                : dicemasters.engine.card.Place.FIELD;
        var chooser = s.has("chooser") ? s.named("chooser", Vocabulary.PLAYERS::value, List.of("you", "opponent"))
                : dicemasters.engine.card.PlayerSelector.YOU;
        if (chooser == dicemasters.engine.card.PlayerSelector.EACH) {
            throw s.error("chooser", "one player chooses: \"you\" or \"opponent\"");
        }
        if (s.has("chooser") && !targeted) {
            throw s.error("chooser", "only \"target\" selections are chosen by a player");
        }
        return new DieSelector(selection, side, filter(s), count, upTo, place, chooser);
    }

    private static DieFilter filter(JsonReader f) {
        return new DieFilter(f.bool("sidekick"), f.bool("attacking"), f.bool("blocking"), f.bool("damaged"),
                f.bool("blocked"), f.string("affiliation", null), f.string("notAffiliation", null),
                f.has("energy") ? f.named("energy", Vocabulary.ENERGY_TYPES::value, Vocabulary.ENERGY_TYPES.names())
                        : null,
                optionalInt(f, "minLevel"), optionalInt(f, "maxLevel"), optionalInt(f, "minCost"),
                optionalInt(f, "maxCost"), f.string("cardName", null), f.string("notCardName", null), f.bool("other"),
                f.has("face") ? f.named("face", Vocabulary.FACE_KINDS::value, Vocabulary.FACE_KINDS.names()) : null,
                f.bool("engagedWithThis"),
                f.has("faceSymbol") ? f.named("faceSymbol", Vocabulary.SYMBOLS::value, Vocabulary.SYMBOLS.names())
                        : null,
                f.has("engagedWith") ? filter(f.child("engagedWith").object(FILTER_FIELDS)) : null,
                f.bool("topLevel"), f.bool("sharesAffiliation"),
                f.has("likeThose") ? f.named("likeThose", Vocabulary.RELATIONS::value, Vocabulary.RELATIONS.names())
                        : null, f.bool("character"), optionalInt(f, "maxCostAboveThose"),
                f.bool("defenseAtMostThis"));
    }

    private static Integer optionalInt(JsonReader r, String field) {
        return r.has(field) ? r.integer(field, 0, 0, 20) : null;
    }

    private static Amount amount(JsonReader parent, String field) {
        if (!parent.has(field)) {
            throw parent.error(field, "is required");
        }
        JsonNode v = parent.node().get(field);
        if (v.isIntegralNumber()) {
            return Amount.of(parent.integer(field, 0, -20, 20));
        }
        JsonReader a = parent.child(field).object(AMOUNT_FIELDS);
        int base = a.integer("base", 0, -20, 20);
        int times = a.integer("times", 1, -10, 10);
        List<String> measures = new ArrayList<>();
        for (String m : MEASURES) {
            if (a.has(m)) {
                measures.add(m);
            }
        }
        if (measures.size() != 1) {
            throw a.error("an amount object needs exactly one of " + String.join(", ", MEASURES));
        }
        String m = measures.get(0);
        if (m.equals("forEachToken")) {
            return tokenAmount(a, times);
        }
        Amount.Measure measure = switch (m) {
            case "forEach" -> Amount.Measure.COUNT;
            case "attackOf" -> Amount.Measure.ATTACK;
            case "defenseOf" -> Amount.Measure.DEFENSE;
            case "highestLevelOf" -> Amount.Measure.HIGHEST_LEVEL;
            case "forEachCard" -> Amount.Measure.CARDS;
            case "energyOf" -> Amount.Measure.ENERGY;
            default -> Amount.Measure.LEVEL;
        };
        int divideBy = a.integer("divideBy", 1, 1, 10);
        Integer minimum = a.has("minimum") ? a.integer("minimum", 0, 0, 20) : null;
        return new Amount(base, measure, selector(a.child(m)), times, divideBy, minimum);
    }

    /** "1 for each token on this card": {"forEachToken": true, "times": 1}; nothing else fits with it. */
    private static Amount tokenAmount(JsonReader a, int times) {
        if (!a.bool("forEachToken", false)) {
            throw a.error("forEachToken", "must be true (it counts the tokens on this card)");
        }
        for (String other : List.of("base", "divideBy", "minimum")) {
            if (a.has(other)) {
                throw a.error(other, "does not go with forEachToken");
            }
        }
        return Amount.forEachToken(times);
    }

    private static final Set<String> EFFECT_FIELDS = Set.of("do", "dice", "player", "amount", "attack", "defense",
            "count", "keyword", "levels", "level", "to", "restriction", "cards", "opponentAmount", "energy", "damage",
            "firstEachTurn", "max", "blockers", "strength", "prepInsteadOfUsed", "keepLevel",
            "attackers", "if", "targetLosesThem", "name");
    static final java.util.Map<String, Effect.Fight.Strength> FIGHT_STRENGTHS = new java.util.LinkedHashMap<>(
            java.util.Map.of("attack", Effect.Fight.Strength.ATTACK, "cost", Effect.Fight.Strength.COST));

    private static Effect effect(JsonReader e) {
        e.object(EFFECT_FIELDS);
        String kind = e.string("do");
        Effect effect = switch (kind) {
            case "stats" -> new Effect.ModifyStats(dice(e), e.has("attack") ? amount(e, "attack") : Amount.of(0),
                    e.has("defense") ? amount(e, "defense") : Amount.of(0));
            case "damage" -> new Effect.DamageDice(dice(e), amount(e, "amount"));
            case "damage player" -> new Effect.DamagePlayer(player(e), amount(e, "amount"));
            case "knock out" -> knockOut(e);
            case "gain life" -> new Effect.GainLife(player(e), amount(e, "amount"));
            case "lose life" -> new Effect.LoseLife(player(e), amount(e, "amount"));
            case "draw and roll" -> new Effect.DrawAndRoll(player(e), amount(e, "count"));
            case "prep from bag" -> new Effect.PrepFromBag(player(e), amount(e, "count"));
            case "grant keyword" -> new Effect.GrantKeyword(dice(e), e.named("keyword", Vocabulary.KEYWORDS::value,
                    Vocabulary.KEYWORDS.names()));
            case "spin" -> new Effect.SpinLevels(dice(e), e.integer("levels", 0, -5, 5));
            case "spin to level" -> new Effect.SpinToLevel(dice(e), e.integer("level", 1, 1, 5));
            case "move" -> moveDice(e);
            case "restrict" -> new Effect.Restrict(dice(e), e.named("restriction", Vocabulary.RESTRICTIONS::value,
                    Vocabulary.RESTRICTIONS.names()));
            case "enlist" -> enlist(e);
            case "call out" -> new Effect.CallOut(dice(e));
            case "damage die or opponent" -> dieOrOpponent(e);
            case "pay" -> new Effect.PayEnergy(e.named("energy", Vocabulary.ENERGY_TYPES::value,
                    Vocabulary.ENERGY_TYPES.names()));
            case "reduce purchase cost" -> new Effect.ReducePurchaseCost(filter(e.child("cards")
                    .object(FILTER_FIELDS)), e.has("amount") ? amount(e, "amount") : Amount.of(1));
            case "prevent damage" -> new Effect.PreventDamage(damageFilter(e.child("damage")),
                    e.has("amount") ? amount(e, "amount") : null, e.bool("firstEachTurn", false));
            case "redirect damage" -> new Effect.RedirectDamage(damageFilter(e.child("damage")), dice(e),
                    e.has("amount") ? amount(e, "amount") : null);
            case "cap damage" -> new Effect.CapDamage(damageFilter(e.child("damage")), e.integer("max", 1, 0, 20));
            case "self damage in combat" -> new Effect.SelfCombatDamage(dice(e));
            case "double damage" -> new Effect.DoubleDamage(dice(e), damageFilter(e.child("damage")));
            case "secret draw" -> new Effect.SecretDraw(e.integer("max", 3, 1, 10));
            case "turn to face" -> new Effect.TurnToFace(dice(e));
            case "name a character" -> new Effect.NameCharacter(filter(e.child("cards").object(FILTER_FIELDS)));
            case "forbid the named character" -> new Effect.ForbidNamed();
            case "mark for the turn" -> new Effect.MarkForTurn(dice(e), e.bool("prepInsteadOfUsed", false));
            case "can't be blocked by" -> new Effect.CantBeBlockedBy(dice(e), filter(e.child("blockers")
                    .object(FILTER_FIELDS)));
            case "reduce field cost" -> new Effect.ReduceFieldCost(filter(e.child("cards").object(FILTER_FIELDS)),
                    e.integer("amount", 1, 1, 10));
            case "extra reroll" -> new Effect.ExtraReroll(e.integer("count", 1, 1, 20));
            case "global life cost" -> new Effect.GlobalLifeCost(e.integer("amount", 1, 1, 10));
            case "protect from targeting" -> new Effect.ProtectFromTargeting(dice(e));
            case "choose" -> chosen(e);
            case "roll" -> new Effect.RollDice(dice(e));
            case "field" -> new Effect.FieldDice(dice(e), e.has("level") ? e.integer("level", 1, 1, 5) : 0);
            case "swap attack" -> new Effect.SwapAttack(dice(e));
            case "switch attack and defense" -> new Effect.SwitchAttackAndDefense(dice(e));
            case "capture" -> new Effect.Capture(dice(e));
            case "take control" -> new Effect.TakeControl(dice(e));
            case "reroll" -> new Effect.Reroll(dice(e), e.bool("keepLevel", false));
            case "gain energy" -> new Effect.GainEnergy(player(e), e.named("energy", Vocabulary.SYMBOLS::value,
                    Vocabulary.SYMBOLS.names()), e.has("count") ? amount(e, "count") : Amount.of(1));
            case "place tokens" -> new Effect.PlaceTokens(e.has("count") ? amount(e, "count") : Amount.of(1));
            case "remove tokens" -> new Effect.RemoveTokens();
            case "stop globals" -> new Effect.StopGlobals();
            case "declare opposing blockers" -> new Effect.DeclareOpposingBlockers();
            case "fight" -> new Effect.Fight(dice(e), e.named("strength", FIGHT_STRENGTHS::get,
                    List.copyOf(FIGHT_STRENGTHS.keySet())));
            case "knock out costs life" -> new Effect.KnockOutCostsLife(dice(e), amount(e, "amount"));
            case "first purchase to prep" -> new Effect.FirstPurchaseToPrep();
            case "block several" -> blockSeveral(e);
            case "only if" -> onlyIf(e);
            case "copy abilities" -> new Effect.CopyAbilities(dice(e), e.bool("targetLosesThem", false));
            case "become a copy" -> new Effect.BecomeCopy(dice(e));
            case "create character tokens" -> characterTokens(e);
            default -> throw e.error("do", "unknown effect \"" + kind + "\" (expected one of: "
                    + String.join(", ", Vocabulary.EFFECTS) + ")");
        };
        checkOnlyFieldsOf(e, kind);
        return effect;
    }

    /** At most as many tokens at once as a player has of a kind ({@link dicemasters.engine.Engine#CHARACTER_TOKENS_EACH_KIND}). */
    private static Effect characterTokens(JsonReader e) {
        String name = e.string("name");
        if (name.isBlank()) {
            throw e.error("name", "must name the tokens, not be blank");
        }
        return new Effect.CreateCharacterTokens(e.integer("count", 1, 1, dicemasters.engine.Engine.CHARACTER_TOKENS_EACH_KIND),
                name.strip(), e.integer("attack", 0, 0, 20), e.integer("defense", 1, 1, 20));
    }

    private static Effect dieOrOpponent(JsonReader e) {
        DieSelector dice = dice(e);
        if (!dice.isTargeted() || !dice.upTo() || dice.count() != 1) {
            throw e.error("dice", "the player chooses up to one die (none means the opponent): use \"select\":"
                    + " \"target\", \"upTo\": true");
        }
        Amount toDie = amount(e, "amount");
        return new Effect.DamageDieOrOpponent(dice, toDie, e.has("opponentAmount") ? amount(e, "opponentAmount")
                : toDie);
    }

    /** Dice move to a place; the Attack Zone is only where dice are looked for (attackers and blockers). */
    private static Effect moveDice(JsonReader e) {
        DieSelector dice = dice(e);
        var to = e.named("to", Vocabulary.PLACES::value, Vocabulary.PLACES.names());
        if (to == dicemasters.engine.card.Place.ATTACK_ZONE) {
            throw e.error("to", "dice enter the Attack Zone only by attacking or blocking; \"attack zone\" is a"
                    + " place to look for dice");
        }
        if (to == dicemasters.engine.card.Place.CAPTURED) {
            throw e.error("to", "dice are captured only by \"capture\"; \"captured\" is a place to look for dice");
        }
        return new Effect.MoveDice(dice, to, e.integer("level", 0, 0, 5));
    }

    /** A KO sends dice to the Prep Area, or to the Used Pile when the card says so. */
    private static Effect knockOut(JsonReader e) {
        DieSelector dice = dice(e);
        if (!e.has("to")) {
            return new Effect.KnockOut(dice);
        }
        var to = e.named("to", Vocabulary.PLACES::value, List.of("prep", "used"));
        if (to != dicemasters.engine.card.Place.PREP && to != dicemasters.engine.card.Place.USED) {
            throw e.error("to", "a KO sends dice to \"prep\" (the rule) or \"used\"");
        }
        return new Effect.KnockOut(dice, to);
    }

    private static Effect onlyIf(JsonReader e) {
        if (!e.has("if")) {
            throw e.error("if", "is required: the condition the rest of the ability needs");
        }
        return new Effect.OnlyIf(condition(e.child("if")));
    }

    private static Effect chosen(JsonReader e) {
        DieSelector dice = dice(e);
        if (!dice.isTargeted()) {
            throw e.error("dice", "\"choose\" picks dice for later effects: use \"select\": \"target\"");
        }
        return new Effect.Choose(dice);
    }

    /** A die that may block several attackers: at least 2 of them, or any number when no count is given. */
    private static Effect blockSeveral(JsonReader e) {
        Integer count = e.has("count") ? e.integer("count", 2, 2, 20) : null;
        DieFilter attackers = e.has("attackers") ? filter(e.child("attackers").object(FILTER_FIELDS)) : DieFilter.ANY;
        return new Effect.BlockSeveral(dice(e), count, attackers);
    }

    private static Effect enlist(JsonReader e) {
        DieSelector dice = dice(e);
        if (!dice.isTargeted() || !dice.upTo() || dice.count() != 1) {
            throw e.error("dice", "Enlistment lets the opponent choose up to one die: use \"select\": \"target\","
                    + " \"upTo\": true");
        }
        return new Effect.Enlist(dice);
    }

    /** Fields that belong to another kind of effect are mistakes, not decoration. */
    private static void checkOnlyFieldsOf(JsonReader e, String kind) {
        Set<String> allowed = switch (kind) {
            case "stats" -> Set.of("do", "dice", "attack", "defense");
            case "damage" -> Set.of("do", "dice", "amount");
            case "damage player", "gain life", "lose life" -> Set.of("do", "player", "amount");
            case "knock out" -> Set.of("do", "dice", "to");
            case "draw and roll", "prep from bag" -> Set.of("do", "player", "count");
            case "grant keyword" -> Set.of("do", "dice", "keyword");
            case "spin" -> Set.of("do", "dice", "levels");
            case "spin to level" -> Set.of("do", "dice", "level");
            case "move" -> Set.of("do", "dice", "to", "level");
            case "restrict" -> Set.of("do", "dice", "restriction");
            case "field" -> Set.of("do", "dice", "level");
            case "enlist", "call out", "protect from targeting", "choose", "roll", "swap attack",
                    "switch attack and defense", "capture", "take control" ->
                    Set.of("do", "dice");
            case "damage die or opponent" -> Set.of("do", "dice", "amount", "opponentAmount");
            case "pay" -> Set.of("do", "energy");
            case "prevent damage" -> Set.of("do", "damage", "amount", "firstEachTurn");
            case "redirect damage" -> Set.of("do", "damage", "dice", "amount");
            case "cap damage" -> Set.of("do", "damage", "max");
            case "self damage in combat" -> Set.of("do", "dice");
            case "double damage" -> Set.of("do", "dice", "damage");
            case "secret draw" -> Set.of("do", "max");
            case "turn to face" -> Set.of("do", "dice");
            case "name a character" -> Set.of("do", "cards");
            case "forbid the named character" -> Set.of("do");
            case "mark for the turn" -> Set.of("do", "dice", "prepInsteadOfUsed");
            case "can't be blocked by" -> Set.of("do", "dice", "blockers");
            case "extra reroll" -> Set.of("do", "count");
            case "first purchase to prep" -> Set.of("do");
            case "global life cost" -> Set.of("do", "amount");
            case "stop globals", "declare opposing blockers", "remove tokens" -> Set.of("do");
            case "place tokens" -> Set.of("do", "count");
            case "reroll" -> Set.of("do", "dice", "keepLevel");
            case "gain energy" -> Set.of("do", "player", "energy", "count");
            case "fight" -> Set.of("do", "dice", "strength");
            case "knock out costs life" -> Set.of("do", "dice", "amount");
            case "block several" -> Set.of("do", "dice", "count", "attackers");
            case "only if" -> Set.of("do", "if");
            case "copy abilities" -> Set.of("do", "dice", "targetLosesThem");
            case "become a copy" -> Set.of("do", "dice");
            case "create character tokens" -> Set.of("do", "count", "name", "attack", "defense");
            default -> Set.of("do", "cards", "amount");
        };
        e.object(allowed);
        if (kind.equals("stats") && !e.has("attack") && !e.has("defense")) {
            throw e.error("a \"stats\" effect changes attack, defense or both");
        }
    }

    /** Which damage: who would take it, and where it would come from. */
    private static dicemasters.engine.card.DamageFilter damageFilter(JsonReader d) {
        d.object(DAMAGE_FIELDS);
        var to = d.named("to", Vocabulary.RECIPIENTS::value, Vocabulary.RECIPIENTS.names());
        if (d.has("dice") && to == dicemasters.engine.card.DamageFilter.Recipient.YOU) {
            throw d.error("dice", "damage to you is not damage to dice: use \"to\": \"you or your dice\"");
        }
        DieFilter dice = d.has("dice") ? filter(d.child("dice").object(FILTER_FIELDS)) : null;
        var origin = d.has("from") ? d.named("from", Vocabulary.ORIGINS::value, Vocabulary.ORIGINS.names())
                : dicemasters.engine.card.DamageFilter.Origin.ANY;
        var trigger = d.has("sourceTrigger") ? d.named("sourceTrigger", Vocabulary.TRIGGERS::value,
                Vocabulary.TRIGGERS.names()) : null;
        if (trigger != null && origin == dicemasters.engine.card.DamageFilter.Origin.COMBAT) {
            throw d.error("sourceTrigger", "combat damage comes from no ability");
        }
        if (trigger != null) {
            origin = dicemasters.engine.card.DamageFilter.Origin.ABILITY;
        }
        var side = d.has("sourceSide") ? d.named("sourceSide", Vocabulary.SIDES::value, Vocabulary.SIDES.names())
                : dicemasters.engine.card.Side.ANY;
        DieFilter sourceDice = d.has("sourceDice") ? filter(d.child("sourceDice").object(FILTER_FIELDS)) : null;
        return new dicemasters.engine.card.DamageFilter(to, dice, origin, trigger, side, sourceDice);
    }

    private static DieSelector dice(JsonReader e) {
        return selector(e.child("dice"));
    }

    private static dicemasters.engine.card.PlayerSelector player(JsonReader e) {
        return e.named("player", Vocabulary.PLAYERS::value, Vocabulary.PLAYERS.names());
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new LinkedHashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }

    // ---- writing ----

    public static JsonNode write(CardDefinition card) {
        return CardJsonWriter.card(MAPPER, card);
    }

    static ObjectMapper mapper() {
        return MAPPER;
    }

    static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
