package dicemasters.cards;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;

import java.util.ArrayList;
import java.util.List;

/** The JSON form of a card definition, the inverse of {@link CardJson#read}. */
final class CardJsonWriter {
    private CardJsonWriter() {
    }

    static ObjectNode card(ObjectMapper m, CardDefinition card) {
        ObjectNode n = m.createObjectNode();
        n.put("id", card.id());
        n.put("name", card.name());
        if (card.subtitle() != null && !card.subtitle().isEmpty()) {
            n.put("subtitle", card.subtitle());
        }
        n.put("type", Vocabulary.TYPES.name(card.type()));
        n.put("cost", card.cost());
        ArrayNode energy = n.putArray("energy");
        card.energyTypes().forEach(e -> energy.add(Vocabulary.ENERGY_TYPES.name(e)));
        ArrayNode affiliations = n.putArray("affiliations");
        card.affiliations().forEach(affiliations::add);
        n.put("dieLimit", card.dieLimit());
        List<Face> levels = new ArrayList<>();
        for (int level = 1; level <= card.maxLevel(); level++) {
            levels.add(card.levelFace(level));
        }
        if (card.type() == CardType.CHARACTER) {
            ArrayNode ls = n.putArray("levels");
            for (Face f : levels) {
                ObjectNode l = ls.addObject();
                l.put("fieldCost", f.fieldCost());
                l.put("attack", f.attack());
                l.put("defense", f.defense());
                if (f.bursts() > 0) {
                    l.put("bursts", f.bursts());
                }
            }
        }
        if (!card.faces().equals(conventional(card, levels))) {
            ArrayNode faces = n.putArray("faces");
            card.faces().forEach(f -> faces.add(face(f)));
        }
        ArrayNode keywords = n.putArray("keywords");
        card.keywords().stream().sorted().forEach(k -> keywords.add(k.label()));
        ArrayNode abilities = n.putArray("abilities");
        card.abilities().forEach(a -> abilities.add(ability(a)));
        return n;
    }

    private static List<Face> conventional(CardDefinition card, List<Face> levels) {
        return switch (card.type()) {
            case CHARACTER -> StandardDice.characterFaces(card.energyTypes(), levels);
            case ACTION -> StandardDice.actionFaces(card.energyTypes());
            case BASIC_ACTION -> StandardDice.basicActionFaces();
            case SIDEKICK -> card.faces();
        };
    }

    private static ObjectNode face(Face f) {
        ObjectNode n = CardJson.object();
        switch (f.kind()) {
            case ENERGY -> {
                ArrayNode symbols = n.putArray("energy");
                f.energy().forEach(e -> symbols.add(Vocabulary.SYMBOLS.name(e)));
            }
            case CHARACTER -> n.put("level", f.level());
            case ACTION -> n.put("action", f.bursts());
        }
        return n;
    }

    private static ObjectNode ability(Ability a) {
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
            n.set("if", condition(a.condition()));
        }
        if (a.watch() != null) {
            n.set("whenever", selector(a.watch()));
        }
        if (a.costEffects() > 0) {
            n.put("costEffects", a.costEffects());
        }
        ArrayNode effects = n.putArray("effects");
        a.effects().forEach(e -> effects.add(effect(e)));
        return n;
    }

    private static ObjectNode condition(Condition c) {
        ObjectNode n = CardJson.object();
        n.put("kind", Vocabulary.CONDITIONS.name(c.kind()));
        if (c.dice() != null) {
            n.set("dice", selector(c.dice()));
            n.put("count", c.count());
        }
        return n;
    }

    static ObjectNode selector(DieSelector s) {
        ObjectNode n = CardJson.object();
        n.put("select", Vocabulary.SELECTIONS.name(s.selection()));
        if (s.side() != Side.ANY) {
            n.put("side", Vocabulary.SIDES.name(s.side()));
        }
        if (s.isTargeted()) {
            if (s.count() != 1) {
                n.put("count", s.count());
            }
            if (s.upTo()) {
                n.put("upTo", true);
            }
        }
        if (s.chooser() != dicemasters.engine.card.PlayerSelector.YOU) {
            n.put("chooser", Vocabulary.PLAYERS.name(s.chooser()));
        }
        if (s.place() != Place.FIELD) {
            n.put("place", Vocabulary.PLACES.name(s.place()));
        }
        filter(n, s.filter());
        return n;
    }

    private static void filter(ObjectNode n, DieFilter f) {
        putBool(n, "sidekick", f.sidekick());
        putBool(n, "attacking", f.attacking());
        putBool(n, "blocking", f.blocking());
        putBool(n, "blocked", f.blocked());
        putBool(n, "damaged", f.damaged());
        putText(n, "affiliation", f.affiliation());
        putText(n, "notAffiliation", f.notAffiliation());
        putText(n, "energy", f.energy() == null ? null : Vocabulary.ENERGY_TYPES.name(f.energy()));
        putInt(n, "minLevel", f.minLevel());
        putInt(n, "maxLevel", f.maxLevel());
        putInt(n, "minCost", f.minCost());
        putInt(n, "maxCost", f.maxCost());
        putText(n, "cardName", f.cardName());
        putText(n, "notCardName", f.notCardName());
        putBool(n, "other", f.other());
        putText(n, "face", f.faceKind() == null ? null : Vocabulary.FACE_KINDS.name(f.faceKind()));
        putBool(n, "engagedWithThis", f.engagedWithThis());
        putText(n, "faceSymbol", f.faceSymbol() == null ? null : Vocabulary.SYMBOLS.name(f.faceSymbol()));
        if (f.engagedWith() != null) {
            filter(n.putObject("engagedWith"), f.engagedWith());
        }
        putBool(n, "topLevel", f.topLevel());
        putBool(n, "sharesAffiliation", f.sharesAffiliation());
        putText(n, "likeThose", f.likeThose() == null ? null : Vocabulary.RELATIONS.name(f.likeThose()));
        putBool(n, "character", f.character());
        putInt(n, "maxCostAboveThose", f.maxCostAboveThose());
        putBool(n, "defenseAtMostThis", f.defenseAtMostThis());
    }

    private static void putBool(ObjectNode n, String field, Boolean v) {
        if (v != null) {
            n.put(field, v);
        }
    }

    private static void putInt(ObjectNode n, String field, Integer v) {
        if (v != null) {
            n.put(field, v);
        }
    }

    private static void putText(ObjectNode n, String field, String v) {
        if (v != null) {
            n.put(field, v);
        }
    }

    private static void amount(ObjectNode parent, String field, Amount a) {
        if (a.isFixed()) {
            parent.put(field, a.base());
            return;
        }
        ObjectNode n = parent.putObject(field);
        if (a.base() != 0) {
            n.put("base", a.base());
        }
        if (a.times() != 1) {
            n.put("times", a.times());
        }
        if (a.measure() == Amount.Measure.TOKENS) {
            n.put("forEachToken", true);
            return;
        }
        String measure = switch (a.measure()) {
            case COUNT -> "forEach";
            case ATTACK -> "attackOf";
            case DEFENSE -> "defenseOf";
            case LEVEL -> "levelOf";
            case HIGHEST_LEVEL -> "highestLevelOf";
            case CARDS -> "forEachCard";
            case ENERGY -> "energyOf";
            case NONE, TOKENS -> throw new IllegalStateException("fixed amounts are numbers");
        };
        n.set(measure, selector(a.dice()));
        if (a.divideBy() != 1) {
            n.put("divideBy", a.divideBy());
        }
        if (a.minimum() != null) {
            n.put("minimum", a.minimum());
        }
    }

    private static ObjectNode effect(Effect effect) {
        ObjectNode n = CardJson.object();
        if (effect instanceof Effect.ModifyStats e) {
            doWithDice(n, "stats", e.dice());
            amount(n, "attack", e.attack());
            amount(n, "defense", e.defense());
        } else if (effect instanceof Effect.DamageDice e) {
            doWithDice(n, "damage", e.dice());
            amount(n, "amount", e.amount());
        } else if (effect instanceof Effect.DamagePlayer e) {
            playerEffect(n, "damage player", e.player(), e.amount());
        } else if (effect instanceof Effect.KnockOut e) {
            doWithDice(n, "knock out", e.dice());
            if (e.to() != Place.PREP) {
                n.put("to", Vocabulary.PLACES.name(e.to()));
            }
        } else if (effect instanceof Effect.GainLife e) {
            playerEffect(n, "gain life", e.player(), e.amount());
        } else if (effect instanceof Effect.LoseLife e) {
            playerEffect(n, "lose life", e.player(), e.amount());
        } else if (effect instanceof Effect.DrawAndRoll e) {
            n.put("do", "draw and roll");
            n.put("player", Vocabulary.PLAYERS.name(e.player()));
            amount(n, "count", e.count());
        } else if (effect instanceof Effect.PrepFromBag e) {
            n.put("do", "prep from bag");
            n.put("player", Vocabulary.PLAYERS.name(e.player()));
            amount(n, "count", e.count());
        } else {
            diceEffect(n, effect);
        }
        return n;
    }

    private static void diceEffect(ObjectNode n, Effect effect) {
        if (effect instanceof Effect.GrantKeyword e) {
            doWithDice(n, "grant keyword", e.dice());
            n.put("keyword", e.keyword().label());
        } else if (effect instanceof Effect.SpinLevels e) {
            doWithDice(n, "spin", e.dice());
            n.put("levels", e.levels());
        } else if (effect instanceof Effect.SpinToLevel e) {
            doWithDice(n, "spin to level", e.dice());
            n.put("level", e.level());
        } else if (effect instanceof Effect.MoveDice e) {
            doWithDice(n, "move", e.dice());
            n.put("to", Vocabulary.PLACES.name(e.to()));
            if (e.level() > 0) {
                n.put("level", e.level());
            }
        } else if (effect instanceof Effect.Restrict e) {
            doWithDice(n, "restrict", e.dice());
            n.put("restriction", Vocabulary.RESTRICTIONS.name(e.restriction()));
        } else if (effect instanceof Effect.DamageDieOrOpponent e) {
            doWithDice(n, "damage die or opponent", e.dice());
            amount(n, "amount", e.toDie());
            if (!e.toOpponent().equals(e.toDie())) {
                amount(n, "opponentAmount", e.toOpponent());
            }
        } else if (effect instanceof Effect.PayEnergy e) {
            n.put("do", "pay");
            n.put("energy", Vocabulary.ENERGY_TYPES.name(e.type()));
        } else if (effect instanceof Effect.CallOut e) {
            doWithDice(n, "call out", e.dice());
        } else if (effect instanceof Effect.Enlist e) {
            doWithDice(n, "enlist", e.dice());
        } else if (effect instanceof Effect.PreventDamage e) {
            n.put("do", "prevent damage");
            n.set("damage", damageFilter(e.damage()));
            if (e.amount() != null) {
                amount(n, "amount", e.amount());
            }
            if (e.firstEachTurn()) {
                n.put("firstEachTurn", true);
            }
        } else if (effect instanceof Effect.RedirectDamage e) {
            n.put("do", "redirect damage");
            n.set("damage", damageFilter(e.damage()));
            n.set("dice", selector(e.dice()));
            if (e.amount() != null) {
                amount(n, "amount", e.amount());
            }
        } else if (effect instanceof Effect.NameCharacter e) {
            n.put("do", "name a character");
            filter(n.putObject("cards"), e.cards());
        } else if (effect instanceof Effect.MarkForTurn e) {
            doWithDice(n, "mark for the turn", e.dice());
            if (e.prepInsteadOfUsed()) {
                n.put("prepInsteadOfUsed", true);
            }
        } else if (effect instanceof Effect.ForbidNamed) {
            n.put("do", "forbid the named character");
        } else if (effect instanceof Effect.TurnToFace e) {
            doWithDice(n, "turn to face", e.dice());
        } else if (effect instanceof Effect.SecretDraw e) {
            n.put("do", "secret draw");
            n.put("max", e.max());
        } else if (effect instanceof Effect.DoubleDamage e) {
            doWithDice(n, "double damage", e.dice());
            n.set("damage", damageFilter(e.damage()));
        } else if (effect instanceof Effect.SelfCombatDamage e) {
            doWithDice(n, "self damage in combat", e.dice());
        } else if (effect instanceof Effect.CapDamage e) {
            n.put("do", "cap damage");
            n.set("damage", damageFilter(e.damage()));
            n.put("max", e.max());
        } else if (effect instanceof Effect.ReducePurchaseCost e) {
            n.put("do", "reduce purchase cost");
            ObjectNode cards = n.putObject("cards");
            filter(cards, e.cards());
            amount(n, "amount", e.amount());
        } else if (effect instanceof Effect.BlockSeveral e) {
            blockSeveral(n, e);
        } else if (effect instanceof Effect.CantBeBlockedBy e) {
            doWithDice(n, "can't be blocked by", e.dice());
            filter(n.putObject("blockers"), e.blockers());
        } else if (effect instanceof Effect.ReduceFieldCost e) {
            n.put("do", "reduce field cost");
            filter(n.putObject("cards"), e.cards());
            n.put("amount", e.amount());
        } else if (effect instanceof Effect.ExtraReroll e) {
            n.put("do", "extra reroll");
            n.put("count", e.dice());
        } else if (effect instanceof Effect.FirstPurchaseToPrep) {
            n.put("do", "first purchase to prep");
        } else if (effect instanceof Effect.RollDice e) {
            doWithDice(n, "roll", e.dice());
        } else if (effect instanceof Effect.ProtectFromTargeting e) {
            doWithDice(n, "protect from targeting", e.dice());
        } else if (effect instanceof Effect.GlobalLifeCost e) {
            n.put("do", "global life cost");
            n.put("amount", e.life());
        } else if (effect instanceof Effect.Choose e) {
            doWithDice(n, "choose", e.dice());
        } else if (effect instanceof Effect.StopGlobals) {
            n.put("do", "stop globals");
        } else if (effect instanceof Effect.Fight e) {
            doWithDice(n, "fight", e.dice());
            n.put("strength", e.strength() == Effect.Fight.Strength.ATTACK ? "attack" : "cost");
        } else if (effect instanceof Effect.KnockOutCostsLife e) {
            doWithDice(n, "knock out costs life", e.dice());
            amount(n, "amount", e.amount());
        } else if (effect instanceof Effect.DeclareOpposingBlockers) {
            n.put("do", "declare opposing blockers");
        } else if (effect instanceof Effect.FieldDice e) {
            doWithDice(n, "field", e.dice());
            if (e.level() > 0) {
                n.put("level", e.level());
            }
        } else if (effect instanceof Effect.SwapAttack e) {
            doWithDice(n, "swap attack", e.dice());
        } else if (effect instanceof Effect.SwitchAttackAndDefense e) {
            doWithDice(n, "switch attack and defense", e.dice());
        } else if (effect instanceof Effect.Capture e) {
            doWithDice(n, "capture", e.dice());
        } else if (effect instanceof Effect.PlaceTokens e) {
            n.put("do", "place tokens");
            amount(n, "count", e.count());
        } else if (effect instanceof Effect.RemoveTokens) {
            n.put("do", "remove tokens");
        } else if (effect instanceof Effect.TakeControl e) {
            doWithDice(n, "take control", e.dice());
        } else if (effect instanceof Effect.BecomeCopy e) {
            doWithDice(n, "become a copy", e.dice());
        } else if (effect instanceof Effect.CopyAbilities e) {
            doWithDice(n, "copy abilities", e.dice());
            if (e.targetLosesThem()) {
                n.put("targetLosesThem", true);
            }
        } else if (effect instanceof Effect.Reroll e) {
            doWithDice(n, "reroll", e.dice());
            if (e.keepLevel()) {
                n.put("keepLevel", true);
            }
        } else if (effect instanceof Effect.GainEnergy e) {
            n.put("do", "gain energy");
            n.put("player", Vocabulary.PLAYERS.name(e.player()));
            n.put("energy", Vocabulary.SYMBOLS.name(e.type()));
            amount(n, "count", e.count());
        } else if (effect instanceof Effect.CreateCharacterTokens e) {
            n.put("do", "create character tokens");
            n.put("count", e.count());
            n.put("name", e.name());
            n.put("attack", e.attack());
            n.put("defense", e.defense());
        } else if (effect instanceof Effect.OnlyIf e) {
            n.put("do", "only if");
            n.set("if", condition(e.condition()));
        }
    }

    /** The common shape of an effect: its kind and the dice it acts on. */
    private static void blockSeveral(ObjectNode n, Effect.BlockSeveral e) {
        doWithDice(n, "block several", e.dice());
        if (e.count() != null) {
            n.put("count", e.count());
        }
        if (!e.attackers().isAny()) {
            filter(n.putObject("attackers"), e.attackers());
        }
    }

    private static void doWithDice(ObjectNode n, String kind, DieSelector dice) {
        n.put("do", kind);
        n.set("dice", selector(dice));
    }

    private static ObjectNode damageFilter(dicemasters.engine.card.DamageFilter f) {
        ObjectNode n = CardJson.object();
        n.put("to", Vocabulary.RECIPIENTS.name(f.to()));
        if (!f.dice().isAny()) {
            filter(n.putObject("dice"), f.dice());
        }
        if (f.origin() != dicemasters.engine.card.DamageFilter.Origin.ANY && f.sourceTrigger() == null) {
            n.put("from", Vocabulary.ORIGINS.name(f.origin()));
        }
        if (f.sourceTrigger() != null) {
            n.put("sourceTrigger", f.sourceTrigger().jsonName());
        }
        if (f.sourceSide() != Side.ANY) {
            n.put("sourceSide", Vocabulary.SIDES.name(f.sourceSide()));
        }
        if (!f.sourceDice().isAny()) {
            filter(n.putObject("sourceDice"), f.sourceDice());
        }
        return n;
    }

    private static void playerEffect(ObjectNode n, String kind, dicemasters.engine.card.PlayerSelector player,
                                     Amount amount) {
        n.put("do", kind);
        n.put("player", Vocabulary.PLAYERS.name(player));
        amount(n, "amount", amount);
    }
}
