package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;

import static dicemasters.cards.SelectorJson.writeDamageFilter;
import static dicemasters.cards.SelectorJson.writeFilter;
import static dicemasters.cards.SelectorJson.writeSelector;

/** Writing one effect as card JSON, the inverse of {@link EffectJson#read}. */
final class EffectJsonWriter {
    private EffectJsonWriter() {
    }

    static ObjectNode write(Effect effect) {
        ObjectNode n = CardJson.object();
        if (effect instanceof Effect.ModifyStats e) {
            doWithDice(n, "stats", e.dice());
            AmountJson.write(n, "attack", e.attack());
            AmountJson.write(n, "defense", e.defense());
        } else if (effect instanceof Effect.DamageDice e) {
            doWithDice(n, "damage", e.dice());
            AmountJson.write(n, "amount", e.amount());
            if (e.combat()) {
                n.put("combat", true);
            }
        } else if (effect instanceof Effect.DivideDamage e) {
            doWithDice(n, "divide damage", e.dice());
            AmountJson.write(n, "amount", e.amount());
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
            AmountJson.write(n, "count", e.count());
        } else if (effect instanceof Effect.PrepFromBag e) {
            n.put("do", "prep from bag");
            n.put("player", Vocabulary.PLAYERS.name(e.player()));
            AmountJson.write(n, "count", e.count());
        } else {
            diceEffect(n, effect);
        }
        return n;
    }

    private static void diceEffect(ObjectNode n, Effect effect) {
        if (effect instanceof Effect.GrantKeyword e) {
            doWithDice(n, "grant keyword", e.dice());
            n.put("keyword", e.keyword().label());
            if (e.asFielded()) {
                n.put("asFielded", true);
            }
        } else if (effect instanceof Effect.SpinLevels e) {
            doWithDice(n, "spin", e.dice());
            n.put("levels", e.levels());
        } else if (effect instanceof Effect.SpinToLevel e) {
            doWithDice(n, "spin to level", e.dice());
            AmountJson.write(n, "level", e.level());
        } else if (effect instanceof Effect.ClearDamage e) {
            doWithDice(n, "clear damage", e.dice());
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
            AmountJson.write(n, "amount", e.toDie());
            if (!e.toOpponent().equals(e.toDie())) {
                AmountJson.write(n, "opponentAmount", e.toOpponent());
            }
        } else if (effect instanceof Effect.PayEnergy e) {
            n.put("do", "pay");
            n.put("energy", Vocabulary.ENERGY_TYPES.name(e.type()));
        } else if (effect instanceof Effect.CallOut e) {
            doWithDice(n, "call out", e.dice());
        } else if (effect instanceof Effect.Enlist e) {
            doWithDice(n, "enlist", e.dice());
            if (e.price() != Effect.Enlist.Price.KNOCK_OUT) {
                n.put("price", Vocabulary.PRICES.name(e.price()));
            }
        } else if (effect instanceof Effect.PreventDamage e) {
            n.put("do", "prevent damage");
            n.set("damage", writeDamageFilter(e.damage()));
            if (e.amount() != null) {
                AmountJson.write(n, "amount", e.amount());
            }
            if (e.firstEachTurn()) {
                n.put("firstEachTurn", true);
            }
        } else if (effect instanceof Effect.RedirectDamage e) {
            n.put("do", "redirect damage");
            n.set("damage", writeDamageFilter(e.damage()));
            n.set("dice", writeSelector(e.dice()));
            if (e.amount() != null) {
                AmountJson.write(n, "amount", e.amount());
            }
        } else if (effect instanceof Effect.NameCharacter e) {
            n.put("do", "name a character");
            writeFilter(n.putObject("cards"), e.cards());
            if (e.side() != dicemasters.engine.card.Side.ANY) {
                n.put("side", Vocabulary.SIDES.name(e.side()));
            }
        } else if (effect instanceof Effect.MarkForTurn e) {
            doWithDice(n, "mark for the turn", e.dice());
            if (e.prepInsteadOfUsed()) {
                n.put("prepInsteadOfUsed", true);
            }
        } else if (effect instanceof Effect.ForbidNamed e) {
            n.put("do", "forbid the named character");
            if (e.player() != dicemasters.engine.card.PlayerSelector.EACH) {
                n.put("player", Vocabulary.PLAYERS.name(e.player()));
            }
        } else if (effect instanceof Effect.TurnToFace e) {
            doWithDice(n, "turn to face", e.dice());
            if (e.kind() != null) {
                n.put("face", Vocabulary.FACE_KINDS.name(e.kind()));
            }
            if (e.symbol() != null) {
                n.put("symbol", Vocabulary.SYMBOLS.name(e.symbol()));
            }
            if (e.includingShownFace()) {
                n.put("includingShownFace", true);
            }
        } else if (effect instanceof Effect.UseAbilitiesOf e) {
            doWithDice(n, "use abilities of", e.dice());
            n.put("trigger", e.trigger().jsonName());
        } else if (effect instanceof Effect.PurchaseDie e) {
            doWithDice(n, "purchase", e.dice());
            n.put("discount", e.discount());
            n.put("to", Vocabulary.PLACES.name(e.to()));
        } else if (effect instanceof Effect.SuitUp e) {
            n.put("do", "suit up");
            e.names().forEach(n.putArray("names")::add);
        } else if (effect instanceof Effect.DrawDice e) {
            n.put("do", "draw");
            n.put("player", Vocabulary.PLAYERS.name(e.player()));
            AmountJson.write(n, "count", e.count());
        } else if (effect instanceof Effect.SecretDraw e) {
            n.put("do", "secret draw");
            n.put("max", e.max());
        } else if (effect instanceof Effect.ChangeDamage e) {
            n.put("do", "change damage");
            if (e.dice() != null) {
                n.set("dice", writeSelector(e.dice()));
            }
            n.set("damage", writeDamageFilter(e.damage()));
            n.put("change", Vocabulary.DAMAGE_CHANGES.name(e.change()));
            if (e.limits()) {
                n.put("max", e.max());
            }
        } else if (effect instanceof Effect.SelfCombatDamage e) {
            doWithDice(n, "self damage in combat", e.dice());
        } else if (effect instanceof Effect.FullDamageToEachBlocker e) {
            doWithDice(n, "full damage to each blocker", e.dice());
        } else if (effect instanceof Effect.OneBlockerDealsDamage e) {
            doWithDice(n, "one blocker deals damage", e.dice());
        } else if (effect instanceof Effect.LoseKeyword e) {
            doWithDice(n, "lose keyword", e.dice());
            n.put("keyword", Vocabulary.KEYWORDS.name(e.keyword()));
        } else if (effect instanceof Effect.GainKeywordsOf e) {
            doWithDice(n, "gain keywords of", e.dice());
            n.set("from", SelectorJson.writeSelector(e.from()));
        } else if (effect instanceof Effect.ReducePurchaseCost e) {
            n.put("do", "reduce purchase cost");
            ObjectNode cards = n.putObject("cards");
            writeFilter(cards, e.cards());
            AmountJson.write(n, "amount", e.amount());
            if (e.side() != dicemasters.engine.card.Side.OWN) {
                n.put("side", Vocabulary.SIDES.name(e.side()));
            }
        } else if (effect instanceof Effect.BlockSeveral e) {
            blockSeveral(n, e);
        } else if (effect instanceof Effect.CantBeBlockedBy e) {
            doWithDice(n, "can't be blocked by", e.dice());
            writeFilter(n.putObject("blockers"), e.blockers());
        } else if (effect instanceof Effect.BlockableOnlyBy e) {
            doWithDice(n, "can be blocked only by", e.dice());
            writeFilter(n.putObject("blockers"), e.blockers());
        } else if (effect instanceof Effect.ReduceFieldCost e) {
            n.put("do", "reduce field cost");
            writeFilter(n.putObject("cards"), e.cards());
            if (e.free()) {
                n.put("free", true);
            } else {
                n.put("amount", e.amount());
            }
            if (e.side() != dicemasters.engine.card.Side.OWN) {
                n.put("side", Vocabulary.SIDES.name(e.side()));
            }
        } else if (effect instanceof Effect.OneAttackerPerAffiliation e) {
            n.put("do", "one attacker per affiliation");
            n.put("player", Vocabulary.PLAYERS.name(e.player()));
        } else if (effect instanceof Effect.TurnRule e) {
            TurnRuleJson.write(n, e);
        } else if (effect instanceof Effect.FirstPurchaseToPrep) {
            n.put("do", "first purchase to prep");
        } else if (effect instanceof Effect.RollDice e) {
            doWithDice(n, "roll", e.dice());
        } else if (effect instanceof Effect.ProtectFromTargeting e) {
            doWithDice(n, "protect from targeting", e.dice());
            if (e.byKeyword() != null) {
                n.put("byKeyword", e.byKeyword().label());
            }
        } else if (WatchAndTaxJson.write(n, effect)) {
            return;
        } else if (effect instanceof Effect.Choose e) {
            doWithDice(n, "choose", e.dice());
        } else if (effect instanceof Effect.StopGlobals) {
            n.put("do", "stop globals");
        } else if (effect instanceof Effect.Fight e) {
            doWithDice(n, "fight", e.dice());
            n.put("strength", e.strength() == Effect.Fight.Strength.ATTACK ? "attack" : "cost");
        } else if (effect instanceof Effect.KnockOutCostsLife e) {
            doWithDice(n, "knock out costs life", e.dice());
            AmountJson.write(n, "amount", e.amount());
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
        } else if (effect instanceof Effect.ChangeTokens e) {
            n.put("do", "change tokens");
            AmountJson.write(n, "count", e.count());
        } else if (effect instanceof Effect.TakeControl e) {
            doWithDice(n, "take control", e.dice());
        } else if (effect instanceof Effect.Copy e) {
            doWithDice(n, "copy", e.dice());
            n.put("what", Vocabulary.COPIED.name(e.what()));
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
            AmountJson.write(n, "count", e.count());
        } else if (effect instanceof Effect.CreateCharacterTokens e) {
            n.put("do", "create character tokens");
            n.put("count", e.count());
            n.put("name", e.name());
            n.put("attack", e.attack());
            n.put("defense", e.defense());
        } else if (effect instanceof Effect.RollUnpurchasedBasicAction) {
            n.put("do", "roll an unpurchased basic action");
        } else if (effect instanceof Effect.OnlyIf e) {
            n.put("do", "only if");
            n.set("if", ConditionJson.write(e.condition()));
        } else if (effect instanceof Effect.UnlessOpponentPays e) {
            n.put("do", "unless the opponent pays");
            n.put("life", e.life());
        }
    }

    private static void blockSeveral(ObjectNode n, Effect.BlockSeveral e) {
        doWithDice(n, "block several", e.dice());
        if (e.count() != null) {
            n.put("count", e.count());
        }
        if (!e.attackers().isAny()) {
            writeFilter(n.putObject("attackers"), e.attackers());
        }
    }

    /** The common shape of an effect: its kind and the dice it acts on. */
    private static void doWithDice(ObjectNode n, String kind, DieSelector dice) {
        n.put("do", kind);
        n.set("dice", writeSelector(dice));
    }

    private static void playerEffect(ObjectNode n, String kind, dicemasters.engine.card.PlayerSelector player,
                                     Amount amount) {
        n.put("do", kind);
        n.put("player", Vocabulary.PLAYERS.name(player));
        AmountJson.write(n, "amount", amount);
    }
}
