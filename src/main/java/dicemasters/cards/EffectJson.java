package dicemasters.cards;

import dicemasters.engine.card.Amount;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;

import java.util.List;
import java.util.Set;

import static dicemasters.cards.SelectorJson.FILTER_FIELDS;
import static dicemasters.cards.SelectorJson.readDamageFilter;
import static dicemasters.cards.SelectorJson.readFilter;
import static dicemasters.cards.SelectorJson.readSelector;

/**
 * Reading one effect of card JSON strictly: its kind ("do"), the fields that kind takes (and no
 * others), and the checks a kind needs ("choose" picks targets, a KO goes to the Prep Area or
 * the Used Pile). {@link EffectJsonWriter} writes effects back.
 */
final class EffectJson {
    private static final Set<String> EFFECT_FIELDS = Set.of("do", "dice", "player", "amount", "attack", "defense",
            "count", "keyword", "levels", "level", "to", "restriction", "cards", "opponentAmount", "energy", "damage",
            "firstEachTurn", "max", "blockers", "strength", "prepInsteadOfUsed", "keepLevel", "includingShownFace",
            "attackers", "if", "targetLosesThem", "name", "side", "free", "combat",
            "byKeyword", "face", "symbol", "names", "rule",
            "trigger", "discount", "from", "life", "price", "what", "change", "asFielded");
    /** In a fixed order, so that an error listing the allowed values reads the same in every run. */
    static final java.util.Map<String, Effect.Fight.Strength> FIGHT_STRENGTHS = fightStrengths();

    private static java.util.Map<String, Effect.Fight.Strength> fightStrengths() {
        java.util.Map<String, Effect.Fight.Strength> strengths = new java.util.LinkedHashMap<>();
        strengths.put("attack", Effect.Fight.Strength.ATTACK);
        strengths.put("cost", Effect.Fight.Strength.COST);
        return java.util.Collections.unmodifiableMap(strengths);
    }

    private EffectJson() {
    }

    static Effect read(JsonReader e) {
        e.object(EFFECT_FIELDS);
        String kind = e.string("do");
        Effect effect = switch (kind) {
            case "stats" -> new Effect.ModifyStats(dice(e),
                    e.has("attack") ? AmountJson.read(e, "attack") : Amount.of(0),
                    e.has("defense") ? AmountJson.read(e, "defense") : Amount.of(0));
            case "damage" -> new Effect.DamageDice(dice(e), AmountJson.read(e, "amount"), e.bool("combat", false));
            case "damage player" -> new Effect.DamagePlayer(player(e), AmountJson.read(e, "amount"));
            case "knock out" -> knockOut(e);
            case "gain life" -> new Effect.GainLife(player(e), AmountJson.read(e, "amount"));
            case "lose life" -> new Effect.LoseLife(player(e), AmountJson.read(e, "amount"));
            case "draw and roll" -> new Effect.DrawAndRoll(player(e), AmountJson.read(e, "count"));
            case "prep from bag" -> new Effect.PrepFromBag(player(e), AmountJson.read(e, "count"));
            case "grant keyword" -> grantKeyword(e);
            case "spin" -> new Effect.SpinLevels(dice(e), e.integer("levels", 0, -5, 5));
            case "spin to level" -> new Effect.SpinToLevel(dice(e), level(e));
            case "clear damage" -> new Effect.ClearDamage(dice(e));
            case "move" -> moveDice(e);
            case "restrict" -> new Effect.Restrict(dice(e), e.named("restriction", Vocabulary.RESTRICTIONS::value,
                    Vocabulary.RESTRICTIONS.names()));
            case "enlist" -> enlist(e);
            case "divide damage" -> divideDamage(e);
            case "call out" -> new Effect.CallOut(dice(e));
            case "damage die or opponent" -> dieOrOpponent(e);
            case "pay" -> new Effect.PayEnergy(e.named("energy", Vocabulary.ENERGY_TYPES::value,
                    Vocabulary.ENERGY_TYPES.names()));
            case "reduce purchase cost" -> new Effect.ReducePurchaseCost(readFilter(e.child("cards")
                    .object(FILTER_FIELDS)), e.has("amount") ? AmountJson.read(e, "amount") : Amount.of(1),
                    e.has("side") ? e.named("side", Vocabulary.SIDES::value, Vocabulary.SIDES.names())
                            : dicemasters.engine.card.Side.OWN);
            case "prevent damage" -> new Effect.PreventDamage(readDamageFilter(e.child("damage")),
                    e.has("amount") ? AmountJson.read(e, "amount") : null, e.bool("firstEachTurn", false));
            case "redirect damage" -> new Effect.RedirectDamage(readDamageFilter(e.child("damage")), dice(e),
                    e.has("amount") ? AmountJson.read(e, "amount") : null);
            case "change damage" -> changeDamage(e);
            case "self damage in combat" -> new Effect.SelfCombatDamage(dice(e));
            case "full damage to each blocker" -> new Effect.FullDamageToEachBlocker(dice(e));
            case "one blocker deals damage" -> new Effect.OneBlockerDealsDamage(ruleDice(e));
            case "lose keyword" -> new Effect.LoseKeyword(dice(e),
                    e.named("keyword", Vocabulary.KEYWORDS::value, Vocabulary.KEYWORDS.names()));
            case "gain keywords of" -> new Effect.GainKeywordsOf(dice(e), SelectorJson.readSelector(e.child("from")));
            case "secret draw" -> new Effect.SecretDraw(e.integer("max", 3, 1, 10));
            case "turn to face" -> turnToFace(e);
            case "draw" -> new Effect.DrawDice(player(e), AmountJson.read(e, "count"));
            case "suit up" -> suitUp(e);
            case "name a character" -> new Effect.NameCharacter(readFilter(e.child("cards").object(FILTER_FIELDS)),
                    e.has("side") ? e.named("side", Vocabulary.SIDES::value, Vocabulary.SIDES.names())
                            : dicemasters.engine.card.Side.ANY);
            case "use abilities of" -> new Effect.UseAbilitiesOf(dice(e), e.named("trigger", Vocabulary.TRIGGERS::value,
                    Vocabulary.TRIGGERS.names()));
            case "purchase" -> purchase(e);
            case "forbid the named character" -> new Effect.ForbidNamed(e.has("player")
                    ? e.named("player", name -> List.of("you", "opponent", "each").contains(name)
                    ? Vocabulary.PLAYERS.value(name) : null, List.of("you", "opponent", "each"))
                    : dicemasters.engine.card.PlayerSelector.EACH);
            case "mark for the turn" -> new Effect.MarkForTurn(dice(e), e.bool("prepInsteadOfUsed", false));
            case "can't be blocked by" -> new Effect.CantBeBlockedBy(dice(e), readFilter(e.child("blockers")
                    .object(FILTER_FIELDS)));
            case "can be blocked only by" -> new Effect.BlockableOnlyBy(dice(e), readFilter(e.child("blockers")
                    .object(FILTER_FIELDS)));
            case "reduce field cost" -> fieldCost(e);
            case "one attacker per affiliation" -> new Effect.OneAttackerPerAffiliation(player(e));
            case "protect from targeting" -> new Effect.ProtectFromTargeting(dice(e), e.has("byKeyword")
                    ? targetingKeyword(e) : null);
            case "choose" -> chosen(e);
            case "roll" -> new Effect.RollDice(dice(e));
            case "field" -> new Effect.FieldDice(dice(e), e.has("level") ? e.integer("level", 1, 1, 5) : 0);
            case "swap attack" -> new Effect.SwapAttack(dice(e));
            case "switch attack and defense" -> new Effect.SwitchAttackAndDefense(dice(e));
            case "capture" -> new Effect.Capture(dice(e));
            case "take control" -> new Effect.TakeControl(dice(e));
            case "reroll" -> reroll(e);
            case "gain energy" -> new Effect.GainEnergy(player(e), e.named("energy", Vocabulary.SYMBOLS::value,
                    Vocabulary.SYMBOLS.names()), e.has("count") ? AmountJson.read(e, "count") : Amount.of(1));
            case "change tokens" -> new Effect.ChangeTokens(AmountJson.read(e, "count"));
            case "stop globals" -> new Effect.StopGlobals();
            case "declare opposing blockers" -> new Effect.DeclareOpposingBlockers();
            case "fight" -> new Effect.Fight(dice(e), e.named("strength", FIGHT_STRENGTHS::get,
                    List.copyOf(FIGHT_STRENGTHS.keySet())));
            case "knock out costs life" -> new Effect.KnockOutCostsLife(dice(e), AmountJson.read(e, "amount"));
            case "first purchase to prep" -> new Effect.FirstPurchaseToPrep();
            case "block several" -> blockSeveral(e);
            case "only if" -> onlyIf(e);
            case "unless the opponent pays" -> unlessPaid(e);
            case "copy" -> copy(e);
            case "create character tokens" -> characterTokens(e);
            case "roll an unpurchased basic action" -> new Effect.RollUnpurchasedBasicAction();
            case "turn rule" -> TurnRuleJson.read(e);
            case "each time this turn" -> WatchAndTaxJson.eachTimeThisTurn(e);
            case "triggered abilities cost life" -> WatchAndTaxJson.triggeredAbilitiesCostLife(e);
            default -> throw e.error("do", "unknown effect \"" + kind + "\" (expected one of: "
                    + String.join(", ", Vocabulary.EFFECTS) + ")");
        };
        EffectFields.checkOnlyFieldsOf(e, kind);
        return effect;
    }

    /** A copy of stats, abilities or card; only a die whose abilities are copied can lose them. */
    private static Effect copy(JsonReader e) {
        DieSelector dice = dice(e);
        Effect.Copy.What what = e.named("what", Vocabulary.COPIED::value, Vocabulary.COPIED.names());
        if (e.has("targetLosesThem") && what != Effect.Copy.What.ABILITIES) {
            throw e.error("targetLosesThem", "only a die whose \"abilities\" are copied can lose them");
        }
        return new Effect.Copy(dice, what, e.bool("targetLosesThem", false));
    }

    /** Damage doubled when chosen dice deal it, or limited per hit whoever deals it. */
    private static Effect changeDamage(JsonReader e) {
        Effect.ChangeDamage.Change change = e.named("change", Vocabulary.DAMAGE_CHANGES::value,
                Vocabulary.DAMAGE_CHANGES.names());
        if (change == Effect.ChangeDamage.Change.DOUBLE) {
            if (e.has("max")) {
                throw e.error("max", "doubled damage has no most: use \"change\": \"at most\"");
            }
            return new Effect.ChangeDamage(dice(e), readDamageFilter(e.child("damage")), change, 0);
        }
        if (e.has("dice")) {
            throw e.error("dice", "a limit on damage holds whoever deals it: no \"dice\"");
        }
        int max = e.integer("max");
        if (max < 0 || max > 20) {
            throw e.error("max", "must be between 0 and 20, not " + max);
        }
        return new Effect.ChangeDamage(null, readDamageFilter(e.child("damage")), change, max);
    }

    /** A keyword for dice now, or, "asFielded", for each die an "all" finds as it is fielded this turn. */
    private static Effect grantKeyword(JsonReader e) {
        DieSelector dice = dice(e);
        var keyword = e.named("keyword", Vocabulary.KEYWORDS::value, Vocabulary.KEYWORDS.names());
        boolean asFielded = e.bool("asFielded", false);
        if (asFielded && dice.selection() != DieSelector.Selection.ALL) {
            throw e.error("dice", "dice fielded later are found by a rule, not chosen: use \"select\": \"all\"");
        }
        return new Effect.GrantKeyword(dice, keyword, asFielded);
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

    /** "Any face" already includes the one the die shows: only a face of a kind or symbol may add it. */
    private static Effect turnToFace(JsonReader e) {
        boolean includingShown = e.bool("includingShownFace", false);
        if (includingShown && !e.has("face") && !e.has("symbol")) {
            throw e.error("includingShownFace", "with neither \"face\" nor \"symbol\" the die may turn to any"
                    + " face, the one it shows included; say which kind of face");
        }
        return new Effect.TurnToFace(dice(e),
                e.has("face") ? e.named("face", Vocabulary.FACE_KINDS::value, Vocabulary.FACE_KINDS.names()) : null,
                e.has("symbol") ? e.named("symbol", Vocabulary.SYMBOLS::value, Vocabulary.SYMBOLS.names()) : null,
                includingShown);
    }

    private static Effect dieOrOpponent(JsonReader e) {
        DieSelector dice = dice(e);
        if (!dice.isChosen() || !dice.upTo() || dice.count() != 1) {
            throw e.error("dice", "the player chooses up to one die (none means the opponent): use \"select\":"
                    + " \"target\", \"upTo\": true");
        }
        Amount toDie = AmountJson.read(e, "amount");
        return new Effect.DamageDieOrOpponent(dice, toDie,
                e.has("opponentAmount") ? AmountJson.read(e, "opponentAmount") : toDie);
    }

    /** Dice move to a place; the Attack Zone is only where dice are looked for (attackers and blockers). */
    private static Effect moveDice(JsonReader e) {
        DieSelector dice = dice(e);
        var to = e.named("to", Vocabulary.PLACES::value, Vocabulary.PLACES.names());
        if (to == dicemasters.engine.card.Place.ATTACK_ZONE) {
            throw e.error("to", "dice enter the Attack Zone only by attacking or blocking; \"attack zone\" is a"
                    + " place to look for dice");
        }
        if (to == dicemasters.engine.card.Place.ON_A_CARD) {
            throw e.error("to", "\"on a card\" is a place to look for dice; a die goes back on its card with"
                    + " \"unpurchased\"");
        }
        if (to == dicemasters.engine.card.Place.CAPTURED) {
            throw e.error("to", "dice are captured only by \"capture\"; \"captured\" is a place to look for dice");
        }
        if (to == dicemasters.engine.card.Place.PREP_OR_USED) {
            throw e.error("to", "a die moves to one place: \"prep or used\" is a place to look for dice");
        }
        return new Effect.MoveDice(dice, to, e.integer("level", 0, 0, 5));
    }

    /** Dice are rerolled where they were rolled: in the Field Zone (a level kept) or in the Reserve Pool. */
    private static Effect reroll(JsonReader e) {
        DieSelector dice = dice(e);
        boolean reserve = dice.place() == Place.RESERVE;
        if (!reserve && dice.place() != Place.FIELD && dice.place() != Place.ATTACK_ZONE) {
            throw e.error("dice", "dice are rerolled in the Field Zone or in the Reserve Pool");
        }
        if (reserve && e.has("keepLevel")) {
            throw e.error("keepLevel", "only a character die in the Field Zone keeps its level");
        }
        return new Effect.Reroll(dice, e.bool("keepLevel", false));
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

    private static Effect unlessPaid(JsonReader e) {
        if (!e.has("life")) {
            throw e.error("life", "is required: the life the opponent pays to stop the rest of the ability");
        }
        return new Effect.UnlessOpponentPays(e.integer("life", 1, 1, 20));
    }

    private static Effect onlyIf(JsonReader e) {
        if (!e.has("if")) {
            throw e.error("if", "is required: the condition the rest of the ability needs");
        }
        dicemasters.engine.card.Condition condition = ConditionJson.read(e.child("if"));
        if (condition.kind().looksAtDamageDealtTogether()) {
            throw e.error("if", "is known only as damage is dealt: use it as the \"if\" of a \"while active\""
                    + " prevention");
        }
        return new Effect.OnlyIf(condition);
    }

    /** "Choose" picks dice for later effects: targets, or the die that triggered the ability ("that die"). */
    private static Effect chosen(JsonReader e) {
        DieSelector dice = dice(e);
        if (!dice.isChosen() && dice.selection() != DieSelector.Selection.TRIGGERING_DIE) {
            throw e.error("dice", "\"choose\" picks dice for later effects: use \"select\": \"target\" or"
                    + " \"triggering\"");
        }
        return new Effect.Choose(dice);
    }

    /** A die bought by an effect: one still on a card, to the Used Pile (as bought) or the Prep Area. */
    private static Effect purchase(JsonReader e) {
        DieSelector dice = dice(e);
        if (dice.place() != dicemasters.engine.card.Place.ON_A_CARD || !dice.isChosen()) {
            throw e.error("dice", "the die to purchase is chosen on a card: use \"select\": \"target\" and"
                    + " \"place\": \"on a card\"");
        }
        var to = e.has("to") ? e.named("to", Vocabulary.PLACES::value, List.of("used", "prep"))
                : dicemasters.engine.card.Place.USED;
        if (to != dicemasters.engine.card.Place.USED && to != dicemasters.engine.card.Place.PREP) {
            throw e.error("to", "a die purchased goes to \"used\" (the rule) or \"prep\"");
        }
        return new Effect.PurchaseDie(dice, e.integer("discount", 0, 0, 10), to);
    }

    /** Suit Up names one or more characters (card names). */
    private static Effect suitUp(JsonReader e) {
        List<String> names = e.list("names", JsonReader::text);
        if (names.isEmpty() || names.stream().anyMatch(String::isBlank)) {
            throw e.error("names", "Suit Up names at least one character, none blank");
        }
        return new Effect.SuitUp(names.stream().map(String::strip).toList());
    }

    /** Less (or, negative, more) to field, or free; for your dice unless "side" says whose. */
    private static Effect fieldCost(JsonReader e) {
        var cards = readFilter(e.child("cards").object(FILTER_FIELDS));
        var side = e.has("side") ? e.named("side", Vocabulary.SIDES::value, Vocabulary.SIDES.names())
                : dicemasters.engine.card.Side.OWN;
        boolean free = e.bool("free", false);
        if (free && e.has("amount")) {
            throw e.error("amount", "a die that is free to field has no amount to reduce its cost by");
        }
        int amount = free ? 0 : e.integer("amount", 1, -10, 10);
        if (!free && amount == 0) {
            throw e.error("amount", "must change the cost: not 0");
        }
        return new Effect.ReduceFieldCost(cards, amount, side, free);
    }

    /** A level 1 to 5, or an amount measured when the effect resolves ("the level of the fielded die"). */
    private static Amount level(JsonReader e) {
        if (!e.has("level")) {
            throw e.error("level", "is required");
        }
        if (e.node().get("level").isIntegralNumber()) {
            return Amount.of(e.integer("level", 1, 1, 5));
        }
        return AmountJson.read(e, "level"); // an object always measures something
    }

    /** A die that may block several attackers: at least 2 of them, or any number when no count is given. */
    private static Effect blockSeveral(JsonReader e) {
        Integer count = e.has("count") ? e.integer("count", 2, 2, 20) : null;
        DieFilter attackers = e.has("attackers") ? readFilter(e.child("attackers").object(FILTER_FIELDS))
                : DieFilter.ANY;
        return new Effect.BlockSeveral(dice(e), count, attackers);
    }

    /**
     * The opponent may pay a price with one of their dice to stop the rest of the ability: KO it
     * (Enlistment), or spin it down a level, which needs a die at level 2 or more.
     */
    private static Effect enlist(JsonReader e) {
        DieSelector dice = dice(e);
        if (!dice.isChosen() || !dice.upTo() || dice.count() != 1) {
            throw e.error("dice", "the opponent chooses up to one die to pay with: use \"select\": \"target\","
                    + " \"upTo\": true");
        }
        Effect.Enlist.Price price = e.has("price") ? e.named("price", Vocabulary.PRICES::value,
                Vocabulary.PRICES.names()) : Effect.Enlist.Price.KNOCK_OUT;
        DieCondition.Level level = dice.filter().find(DieCondition.Level.class);
        if (price == Effect.Enlist.Price.SPIN_DOWN && (level == null || level.min() == null || level.min() < 2)) {
            throw e.error("dice", "a die spun down a level is at level 2 or more: add \"minLevel\": 2");
        }
        return new Effect.Enlist(dice, price);
    }

    /** Damage divided among chosen dice: the dice are targets, as many as the text allows. */
    private static Effect divideDamage(JsonReader e) {
        DieSelector dice = dice(e);
        if (!dice.isChosen()) {
            throw e.error("dice", "damage is divided among chosen dice: use \"select\": \"target\"");
        }
        return new Effect.DivideDamage(dice, AmountJson.read(e, "amount"));
    }

    /** "Cannot be targeted by Intimidate": a keyword whose ability chooses targets. */
    private static dicemasters.engine.card.Keyword targetingKeyword(JsonReader e) {
        var keyword = e.named("byKeyword", Vocabulary.KEYWORDS::value, Vocabulary.KEYWORDS.names());
        boolean targets = keyword.abilities().stream().flatMap(a -> a.effects().stream())
                .map(Effect::selectorOf).anyMatch(sel -> sel != null && sel.isChosen());
        if (!targets) {
            throw e.error("byKeyword", keyword.label() + " has no ability that targets dice");
        }
        return keyword;
    }

    private static DieSelector dice(JsonReader e) {
        return readSelector(e.child("dice"));
    }

    /** A rule that holds while active reaches dice of a kind; it chooses none. */
    private static DieSelector ruleDice(JsonReader e) {
        DieSelector dice = dice(e);
        if (dice.selection() != DieSelector.Selection.THIS_DIE && dice.selection() != DieSelector.Selection.ALL) {
            throw e.error("dice", "this rule reaches dice without choosing them: use \"select\": \"this\" or"
                    + " \"all\"");
        }
        return dice;
    }

    private static dicemasters.engine.card.PlayerSelector player(JsonReader e) {
        return e.named("player", Vocabulary.PLAYERS::value, Vocabulary.PLAYERS.names());
    }
}
