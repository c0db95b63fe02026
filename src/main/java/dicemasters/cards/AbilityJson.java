package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An ability in card JSON, read strictly and written back: its trigger, burst, cost, condition
 * and effects, with the checks that an ability makes sense as a whole (a reaction answers some
 * damage, "those" follows a target, a rule that holds "while active" is not a one-off).
 */
final class AbilityJson {
    private static final Set<String> ABILITY_FIELDS = Set.of("trigger", "burst", "replacesBase", "cost",
            "usesPerTurn", "if", "whenever", "costEffects", "effects", "optional", "atEndOfTurn");
    private static final Set<String> COST_FIELDS = Set.of("energy", "life", "sendThisDie");

    private AbilityJson() {
    }

    static Ability read(JsonReader a, CardType cardType) {
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
        Cost cost = a.has("cost") ? readCost(a.child("cost")) : Cost.FREE;
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
        Condition condition = a.has("if") ? ConditionJson.read(a.child("if")) : Condition.ALWAYS;
        if (asksAboutThose(condition)) {
            throw a.error("if", thoseName(condition) + " is about an earlier effect's targets: use it in an"
                    + " \"only if\" effect after that effect");
        }
        DieSelector watch = a.has("whenever") ? SelectorJson.readSelector(a.child("whenever")) : null;
        checkKnockOutOfThisDie(a, trigger, cardType, watch);
        checkKnockOutReplacement(a, trigger, cardType, watch, uses);
        List<Effect> effects = a.list("effects", EffectJson::read);
        if (effects.isEmpty()) {
            throw a.error("effects", "an ability needs at least one effect");
        }
        int costEffects = a.integer("costEffects", 0, 0, effects.size());
        if (effects.get(effects.size() - 1) instanceof Effect.EachTimeThisTurn) {
            throw a.error("effects[" + (effects.size() - 1) + "]", "\"each time this turn\" is followed by the"
                    + " effects that happen each time");
        }
        checkThose(a, effects);
        checkDamageDealt(a, trigger);
        if (trigger != dicemasters.engine.card.Trigger.WHEN_PURCHASED
                && effects.stream().anyMatch(e -> e instanceof Effect.SuitUp)) {
            throw a.error("trigger", "Suit Up happens when the die is purchased: use \"when purchased\"");
        }
        boolean optional = a.bool("optional", false);
        boolean atEndOfTurn = a.bool("atEndOfTurn", false);
        if (optional && !trigger.mayBeDeclined()) {
            throw a.error("optional", "only a triggered ability or a part of an action die's text (not a Global,"
                    + " a reaction or a \"while active\" rule) is a \"you may\"");
        }
        if (atEndOfTurn && !trigger.isTriggered()) {
            throw a.error("atEndOfTurn", "only a triggered ability (not a Global, an action die's text, a reaction"
                    + " or a \"while active\" rule) is put off until the end of the turn");
        }
        checkThatDiesController(a, trigger, watch, effects);
        Ability ability = new Ability(trigger, burst, replaces, cost, uses, effects, condition, watch, costEffects,
                optional, atEndOfTurn);
        checkReaction(a, ability);
        checkStaticOnly(a, trigger, effects);
        checkDamageDealtTogether(a, ability);
        checkUnlessPaid(a, ability);
        return ability;
    }

    /** "Equal to the damage dealt to it" is known only to an ability that damage set off. */
    private static void checkDamageDealt(JsonReader a, dicemasters.engine.card.Trigger trigger) {
        boolean damaged = trigger == dicemasters.engine.card.Trigger.WHEN_DAMAGED
                || trigger == dicemasters.engine.card.Trigger.WHEN_DEALT_COMBAT_DAMAGE;
        if (!damaged && a.node().get("effects").findValue("damageDealt") != null) {
            throw a.error("effects", "an amount of the damage dealt (\"damageDealt\") needs a \"when damaged\" or"
                    + " \"when dealt combat damage\" trigger");
        }
    }

    /**
     * Being KO'd while attacking is told of a character die itself, never watched.
     */
    private static void checkKnockOutOfThisDie(JsonReader a, dicemasters.engine.card.Trigger trigger, CardType cardType,
                                               DieSelector watch) {
        boolean how = trigger == dicemasters.engine.card.Trigger.WHEN_KNOCKED_OUT_ATTACKING;
        if (how && (cardType != CardType.CHARACTER || watch != null)) {
            throw a.error("trigger", "\"" + trigger.jsonName() + "\" is about the character's own die: a character"
                    + " card without \"whenever\"");
        }
    }

    /**
     * "Instead of being KO'd" replaces the KO of a character's own die, or, with "whenever", of the dice
     * it watches (a Continuous action die in the Field Zone watching blocking dice, say).
     */
    private static void checkKnockOutReplacement(JsonReader a, dicemasters.engine.card.Trigger trigger,
                                                 CardType cardType, DieSelector watch, int uses) {
        if (trigger != dicemasters.engine.card.Trigger.INSTEAD_OF_KNOCK_OUT) {
            return;
        }
        if (watch == null && cardType != CardType.CHARACTER) {
            throw a.error("trigger", "\"" + trigger.jsonName() + "\" without \"whenever\" replaces the KO of the"
                    + " character's own dice: an action card says which dice it watches with \"whenever\"");
        }
        if (uses > 0) {
            // The engine offers a replacement each time a die would be KO'd; no card of the four sets limits it.
            throw a.error("usesPerTurn", "a KO replacement (\"" + trigger.jsonName() + "\") is offered each time a"
                    + " die would be KO'd: it takes no \"usesPerTurn\"");
        }
    }

    /** "That die's controller" needs a die that set the ability off: a watched die, or the other die of a fight. */
    private static void checkThatDiesController(JsonReader a, dicemasters.engine.card.Trigger trigger,
                                                DieSelector watch, List<Effect> effects) {
        var withThatDie = java.util.EnumSet.of(dicemasters.engine.card.Trigger.WHEN_BLOCKS,
                dicemasters.engine.card.Trigger.WHEN_BLOCKED, dicemasters.engine.card.Trigger.WHEN_ENGAGED,
                dicemasters.engine.card.Trigger.WHEN_KOS_A_DIE, dicemasters.engine.card.Trigger.WHEN_KOS_IN_COMBAT);
        if (watch != null || withThatDie.contains(trigger)) {
            return;
        }
        for (int i = 0; i < effects.size(); i++) {
            if (playerOf(effects.get(i)) == dicemasters.engine.card.PlayerSelector.CONTROLLER_OF_THAT_DIE) {
                throw a.error("effects[" + i + "].player", "\"that die's controller\" needs a die that set the ability"
                        + " off: use \"whenever\" or a trigger about another die (when blocks, when it KOs a die...)");
            }
        }
    }

    private static dicemasters.engine.card.PlayerSelector playerOf(Effect e) {
        if (e instanceof Effect.DamagePlayer d) {
            return d.player();
        } else if (e instanceof Effect.GainLife g) {
            return g.player();
        } else if (e instanceof Effect.LoseLife l) {
            return l.player();
        } else if (e instanceof Effect.DrawAndRoll d) {
            return d.player();
        } else if (e instanceof Effect.PrepFromBag p) {
            return p.player();
        } else if (e instanceof Effect.GainEnergy g) {
            return g.player();
        } else if (e instanceof Effect.TurnRule x) {
            return x.player();
        } else if (e instanceof Effect.OneAttackerPerAffiliation x) {
            return x.player();
        } else if (e instanceof Effect.DrawDice x) {
            return x.player();
        }
        return null;
    }

    /**
     * A reaction needs a prevention or redirection to say which damage it answers; a redirection
     * only makes sense in a reaction (outside one there is no damage to move).
     */
    private static void checkReaction(JsonReader a, Ability ability) {
        if (ability.isDamageReaction() && ability.reactionFilter() == null) {
            throw a.error("effects", "a reaction to damage needs a \"prevent damage\" or \"redirect damage\" effect");
        }
        if (ability.trigger() == dicemasters.engine.card.Trigger.DAMAGE_REPLACEMENT
                && (!ability.cost().isFree() || ability.costEffects() > 0)) {
            throw a.error("trigger", "a damage replacement happens without asking, so it has no cost: use"
                    + " \"damage reaction\" for a \"you may pay\"");
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

    /**
     * "If it would be KO'd" looks at all the damage about to be dealt together: only a standing
     * prevention is looked at then, once for that damage (so not "the first X each turn").
     */
    private static void checkDamageDealtTogether(JsonReader a, Ability ability) {
        if (!ability.condition().kind().looksAtDamageDealtTogether()) {
            return;
        }
        boolean preventions = ability.effects().stream().allMatch(e -> e instanceof Effect.PreventDamage p
                && !p.firstEachTurn());
        if (ability.trigger() != dicemasters.engine.card.Trigger.WHILE_ACTIVE || !preventions) {
            throw a.error("if", "\"" + Vocabulary.CONDITIONS.name(ability.condition().kind()) + "\" is known only"
                    + " as damage is dealt: use it on a \"while active\" ability whose effects are \"prevent damage\""
                    + " (not \"the first each turn\")");
        }
    }

    /** The opponent is asked to pay as the ability resolves: never in a standing rule, nor as part of a cost. */
    private static void checkUnlessPaid(JsonReader a, Ability ability) {
        for (int i = 0; i < ability.effects().size(); i++) {
            if (!(ability.effects().get(i) instanceof Effect.UnlessOpponentPays)) {
                continue;
            }
            if (ability.trigger() == dicemasters.engine.card.Trigger.WHILE_ACTIVE
                    || ability.trigger() == dicemasters.engine.card.Trigger.ALWAYS || i < ability.costEffects()) {
                throw a.error("effects[" + i + "]", "the opponent pays as the ability resolves: not in a \"while"
                        + " active\" or \"always\" rule, nor as part of the cost");
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
            boolean staticOnly = effect instanceof Effect.CantBeBlockedBy || effect instanceof Effect.BlockableOnlyBy
                    || effect instanceof Effect.TurnRule rule && rule.quantity().whileActive()
                    || effect instanceof Effect.ProtectFromTargeting || effect instanceof Effect.OneAttackerPerAffiliation
                    || effect instanceof Effect.BlockSeveral
                    || effect instanceof Effect.FullDamageToEachBlocker || effect instanceof Effect.LoseKeyword
                    || effect instanceof Effect.GainKeywordsOf || effect instanceof Effect.OneBlockerDealsDamage
                    || effect instanceof Effect.TriggeredAbilitiesCostLife;
            if (effect instanceof Effect.ReducePurchaseCost cost && cost.side() != dicemasters.engine.card.Side.OWN
                    && trigger != dicemasters.engine.card.Trigger.WHILE_ACTIVE
                    && trigger != dicemasters.engine.card.Trigger.ALWAYS) {
                throw a.error("effects[" + i + "].side", "from a triggered ability a purchase cost changes for the"
                        + " next purchase of the ability's controller: no \"side\"");
            }
            if (staticOnly && trigger != dicemasters.engine.card.Trigger.WHILE_ACTIVE) {
                throw a.error("effects[" + i + "]", "this effect is a rule that holds \"while active\"; use that"
                        + " trigger");
            }
            if (effect instanceof Effect.TurnRule rule && !rule.quantity().whileActive()
                    && trigger == dicemasters.engine.card.Trigger.WHILE_ACTIVE) {
                throw a.error("effects[" + i + "]", "this rule lasts the rest of the turn of the ability that makes"
                        + " it: use it in a triggered ability, not \"while active\"");
            }
        }
    }

    private static String thoseName(Condition c) {
        return c.kind() == Condition.Kind.THOSE_NOT_KNOCKED_OUT ? "\"those not knocked out\"" : "\"those\"";
    }

    private static boolean asksAboutThose(Condition c) {
        return c.kind() == Condition.Kind.THOSE_NOT_KNOCKED_OUT
                || c.dice() != null && c.dice().selection() == DieSelector.Selection.THOSE;
    }

    /**
     * "those" refers to the dice an earlier effect of the same ability chose (a target, or "choose"
     * even without targeting: "that die"), so one must come first.
     */
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
            if (effects.get(i) instanceof Effect.OnlyIf o && asksAboutThose(o.condition()) && !targeted) {
                throw a.error("effects[" + i + "].if", thoseName(o.condition()) + " asks about the dice an earlier"
                        + " effect of this ability targeted, and no earlier effect targets");
            }
            targeted |= s != null && s.isChosen() || effects.get(i) instanceof Effect.Choose
                    || effects.get(i) instanceof Effect.DrawDice;
        }
    }

    private static Cost readCost(JsonReader c) {
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
        boolean fieldAbility = trigger == dicemasters.engine.card.Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL
                || trigger == dicemasters.engine.card.Trigger.INSTEAD_OF_KNOCK_OUT && a.has("whenever");
        if (cost.sendThisDieTo() != null && !fieldAbility) {
            throw a.error("cost.sendThisDie", "only an ability used \"whenever you could use a global\" or \"instead"
                    + " of being knocked out\" with \"whenever\" by a die in the Field Zone can send that die away as"
                    + " its cost");
        }
    }

    static ObjectNode write(Ability a) {
        ObjectNode n = CardJson.object();
        n.put("trigger", Vocabulary.TRIGGERS.name(a.trigger()));
        if (a.burst() != Burst.ALWAYS) {
            n.put("burst", Vocabulary.BURSTS.name(a.burst()));
        }
        if (a.replacesBase()) {
            n.put("replacesBase", true);
        }
        if (!a.cost().isFree()) {
            ObjectNode cost = n.putObject("cost");
            if (a.cost().energy() > 0) {
                ArrayNode symbols = cost.putArray("energy");
                a.cost().types().forEach(t -> symbols.add(Vocabulary.SYMBOLS.name(t)));
                for (int i = a.cost().types().size(); i < a.cost().energy(); i++) {
                    symbols.add(Vocabulary.SYMBOLS.name(Energy.GENERIC));
                }
            }
            if (a.cost().life() > 0) {
                cost.put("life", a.cost().life());
            }
            if (a.cost().sendThisDieTo() != null) {
                cost.put("sendThisDie", Vocabulary.PLACES.name(a.cost().sendThisDieTo()));
            }
        }
        if (a.usesPerTurn() > 0) {
            n.put("usesPerTurn", a.usesPerTurn());
        }
        if (a.condition().kind() != Condition.Kind.ALWAYS) {
            n.set("if", ConditionJson.write(a.condition()));
        }
        if (a.watch() != null) {
            n.set("whenever", SelectorJson.writeSelector(a.watch()));
        }
        if (a.costEffects() > 0) {
            n.put("costEffects", a.costEffects());
        }
        if (a.optional()) {
            n.put("optional", true);
        }
        if (a.atEndOfTurn()) {
            n.put("atEndOfTurn", true);
        }
        ArrayNode effects = n.putArray("effects");
        a.effects().forEach(e -> effects.add(EffectJsonWriter.write(e)));
        return n;
    }
}
