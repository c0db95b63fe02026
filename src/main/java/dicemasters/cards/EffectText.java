package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.DamageFilter;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;

import static dicemasters.cards.AmountText.dieCount;
import static dicemasters.cards.CardText.capitalize;
import static dicemasters.cards.SelectorText.article;
import static dicemasters.cards.SelectorText.playerObject;
import static dicemasters.cards.SelectorText.playerSubject;
import static dicemasters.cards.SelectorText.verb;

/** The words for what one effect does ("deal 2 damage to target opposing character die"). */
final class EffectText {
    private final CardDefinition card;
    private final SelectorText selectors;
    private final AmountText amounts;
    private final ConditionText conditions;
    private final DamageText damage;
    private final OtherEffectText others;

    EffectText(CardDefinition card, SelectorText selectors, AmountText amounts, ConditionText conditions,
               DamageText damage) {
        this.card = card;
        this.selectors = selectors;
        this.amounts = amounts;
        this.conditions = conditions;
        this.damage = damage;
        this.others = new OtherEffectText(card, selectors, amounts, conditions);
    }

    /**
     * "Your Goliath dice cost 1 less to purchase for each token on this card (never below 1)", "your
     * opponent's dice of the named card cost 3 more to purchase".
     */
    private String purchaseCost(Effect.ReducePurchaseCost e) {
        String which = e.cards().wants(DieCondition.Named.class, true) ? "dice of the named card"
                : (e.cards().cardName() != null ? selectors.adjectives(e.cards()) + e.cards().cardName() + " dice"
                : (selectors.adjectives(e.cards()) + "character dice").trim()) + selectors.qualifiers(e.cards());
        if (e.amount().isFixed() && e.amount().base() < 0) {
            return whose(e.side()) + which + " cost " + -e.amount().base() + " more to purchase";
        }
        AmountText.Quantity q = amounts.quantity(e.amount(), "");
        return whose(e.side()) + which + " cost " + q.head().trim() + " less to purchase" + q.tail()
                + " (never below 1)";
    }

    /** What may be named: "Teenage Mutant Ninja Turtle character", "card of your opponent's with Fast". */
    private String namable(Effect.NameCharacter e) {
        DieFilter f = e.cards();
        String noun = (selectors.adjectives(f) + (f.cardName() != null ? f.cardName() + " " : "")
                + (e.side() == Side.ANY ? "character" : "card")).trim();
        String whose = switch (e.side()) {
            case ANY -> "";
            case OWN -> " of your team";
            case OPPOSING -> " of your opponent's";
        };
        return noun + whose + selectors.qualifiers(f);
    }

    /** The die an Enlistment price asks of the opponent: "one of their character dice", or either player's. */
    private String enlisted(Effect.Enlist e) {
        String dice = selectors.noun(e.dice(), false).replace(" die", " dice");
        return switch (e.dice().side()) {
            case OPPOSING -> "one of their " + dice;
            case OWN -> "one of your " + dice;
            case ANY -> "one of the " + dice + " of either player";
        };
    }

    /** "each turn", "on your turns", "on your opponent's turns". */
    static String turnsOf(dicemasters.engine.card.PlayerSelector player) {
        return switch (player) {
            case YOU -> "on your turns";
            case OPPONENT -> "on your opponent's turns";
            case EACH -> "each turn";
            case CONTROLLER_OF_THAT_DIE -> "on the turns of that die's controller";
        };
    }

    String effect(Effect effect, boolean isStatic) {
        String duration = isStatic ? "" : " until end of turn";
        if (effect instanceof Effect.ModifyStats e) {
            return selectors.dice(e.dice(), true) + " " + verb(e.dice(), "get", "gets") + " " + amounts.stats(e)
                    + duration;
        } else if (effect instanceof Effect.DamageDice e) {
            AmountText.Quantity q = amounts.quantity(e.amount(), e.combat() ? "combat damage" : "damage");
            return "deal " + q.head() + " to " + selectors.dice(e.dice(), false) + q.tail();
        } else if (effect instanceof Effect.DivideDamage e) {
            AmountText.Quantity q = amounts.quantity(e.amount(), "damage");
            return "deal " + q.head() + q.tail() + ", divided as you choose among " + selectors.dice(e.dice(), false);
        } else if (effect instanceof Effect.DamagePlayer e) {
            AmountText.Quantity q = amounts.quantity(e.amount(), "damage");
            return "deal " + q.head() + " to " + playerObject(e.player()) + q.tail();
        } else if (effect instanceof Effect.KnockOut e) {
            return "KO " + selectors.dice(e.dice(), false) + (e.to() == Place.USED
                    ? " (it goes to the Used Pile instead of the Prep Area)" : "");
        } else if (effect instanceof Effect.GainLife e) {
            AmountText.Quantity q = amounts.quantity(e.amount(), "life");
            return playerSubject(e.player(), "gain", "gains") + " " + q.head() + q.tail();
        } else if (effect instanceof Effect.LoseLife e) {
            AmountText.Quantity q = amounts.quantity(e.amount(), "life");
            return playerSubject(e.player(), "lose", "loses") + " " + q.head() + q.tail();
        } else if (effect instanceof Effect.DrawAndRoll e) {
            AmountText.Quantity q = amounts.quantity(e.count(), "die");
            return playerSubject(e.player(), "draw and roll", "draws and rolls") + " " + dieCount(q)
                    + " (rolled into the Reserve Pool)" + q.tail();
        } else if (effect instanceof Effect.PrepFromBag e) {
            AmountText.Quantity q = amounts.quantity(e.count(), "die");
            return playerSubject(e.player(), "draw", "draws") + " " + dieCount(q)
                    + " from the bag into the Prep Area" + q.tail();
        }
        return diceEffect(effect, duration);
    }

    private String diceEffect(Effect effect, String duration) {
        if (effect instanceof Effect.GrantKeyword e && e.asFielded()) {
            return "for the rest of the turn, each " + selectors.singular(e.dice()).replace(" you control", "")
                    + (e.dice().side() == Side.OWN ? " you field" : " fielded") + " gains " + e.keyword().label();
        } else if (effect instanceof Effect.GrantKeyword e) {
            return selectors.dice(e.dice(), true) + " " + verb(e.dice(), "get", "gets") + " " + e.keyword().label()
                    + duration;
        } else if (effect instanceof Effect.SpinLevels e) {
            int n = Math.abs(e.levels());
            return "spin " + selectors.dice(e.dice(), false) + (e.levels() >= 0 ? " up " : " down ") + n
                    + (n == 1 ? " level" : " levels");
        } else if (effect instanceof Effect.SpinToLevel e) {
            if (e.level().isFixed()) {
                return "spin " + selectors.dice(e.dice(), false) + " to level " + e.level().base();
            }
            if (e.level().measure() == dicemasters.engine.card.Amount.Measure.TOP_LEVEL
                    && e.level().dice().equals(e.dice()) && !e.level().isScaled() && e.level().base() == 0
                    && e.level().times() == 1) {
                return "spin " + selectors.dice(e.dice(), false) + " up to its highest level";
            }
            AmountText.Quantity q = amounts.quantity(e.level(), "");
            return "spin " + selectors.dice(e.dice(), false) + " to "
                    + (q.head().trim() + q.tail()).replaceFirst("^equal to ", "");
        } else if (effect instanceof Effect.Copy e && e.what() == Effect.Copy.What.STATS) {
            return "the A and D of " + card.name() + " become those of " + selectors.dice(e.dice(), false)
                    + duration;
        } else if (effect instanceof Effect.ClearDamage e) {
            return "clear all damage from " + selectors.dice(e.dice(), false);
        } else if (effect instanceof Effect.MoveDice e) {
            String where = switch (e.to()) {
                case FIELD -> "the Field Zone" + (e.level() > 0 ? " at level " + e.level() : "")
                        + " (this is not fielding)";
                case RESERVE -> "the Reserve Pool";
                case PREP -> "the Prep Area";
                case USED -> "the Used Pile";
                case BAG -> "the bag";
                case ASIDE -> "one side, out of the Field Zone until end of turn (then it returns at the same level)";
                case OUT_OF_PLAY -> "the Out of Play zone";
                case UNPURCHASED -> "its card (unpurchased again)";
                case REMOVED -> "out of the game (removed for good)";
                case ATTACK_ZONE -> "the Attack Zone";
                case CAPTURED -> "the captured dice";
                case ON_A_CARD -> "the cards";
                case PREP_OR_USED -> "the Prep Area or the Used Pile";
            };
            if (e.to() == dicemasters.engine.card.Place.REMOVED) {
                return "remove " + selectors.dice(e.dice(), false) + " from the game (for good)";
            }
            if (e.dice().place() == dicemasters.engine.card.Place.ON_A_CARD) {
                return "move " + selectors.dice(e.dice(), false) + " to " + where.replaceFirst("^the ", "your ")
                        + " (the die is yours now)";
            }
            return "move " + selectors.dice(e.dice(), false) + " to " + where;
        } else if (effect instanceof Effect.Restrict e) {
            String text = e.restriction().text();
            if (e.restriction() == dicemasters.engine.card.Restriction.MUST_ATTACK_NEXT
                    || e.restriction() == dicemasters.engine.card.Restriction.MAY_ATTACK) {
                return selectors.dice(e.dice(), true) + " " + text;
            }
            String ifAble = text.endsWith(" if able") ? " if able" : "";
            text = text.substring(0, text.length() - ifAble.length());
            int unless = text.indexOf(" unless ");
            if (unless >= 0) {
                ifAble = text.substring(unless);
                text = text.substring(0, unless);
            }
            return selectors.dice(e.dice(), true) + " " + text + (duration.isEmpty() ? "" : " this turn") + ifAble;
        } else if (effect instanceof Effect.DamageDieOrOpponent e) {
            AmountText.Quantity die = amounts.quantity(e.toDie(), "damage");
            AmountText.Quantity opponent = amounts.quantity(e.toOpponent(), "damage");
            String target = selectors.dice(e.dice(), false).replace("up to one ", "");
            return opponent.equals(die) ? "deal " + die.head() + " to " + target + " or target opponent" + die.tail()
                    : "deal " + die.head() + " to " + target + die.tail() + ", or " + opponent.head()
                    + " to target opponent" + opponent.tail();
        } else if (effect instanceof Effect.PayEnergy e) {
            return "you may pay " + e.type().label() + " (spending one die showing it from your Reserve Pool) to";
        } else if (effect instanceof Effect.CallOut e) {
            return selectors.dice(e.dice(), true) + " may block only " + card.name()
                    + " this turn, and only it may block " + card.name();
        } else if (effect instanceof Effect.Enlist e && e.price() == Effect.Enlist.Price.SPIN_DOWN) {
            return "your opponent may spin " + enlisted(e) + " down 1 level to stop the rest of this ability";
        } else if (effect instanceof Effect.Enlist e) {
            // Only a card with the keyword calls the price Enlistment (other dice ask "dice with Enlistment").
            String label = card.has(dicemasters.engine.card.Keyword.ENLISTMENT) ? "Enlistment: " : "";
            return label + "your opponent may KO " + enlisted(e) + " to stop the rest of this ability";
        } else if (effect instanceof Effect.PreventDamage e) {
            return damage.preventText(e, duration);
        } else if (effect instanceof Effect.RedirectDamage e) {
            String part = e.amount() == null ? "that damage" : "up to " + amounts.quantity(e.amount(), "").head().trim()
                    + " of that damage";
            return "redirect " + part + " to " + selectors.dice(e.dice(), false);
        } else if (effect instanceof Effect.NameCharacter e) {
            return "name a " + namable(e) + " (the name replaces any name " + card.name() + " gave before)";
        } else if (effect instanceof Effect.MarkForTurn e) {
            return "choose " + selectors.dice(e.dice(), false) + (e.prepInsteadOfUsed()
                    ? "; if it is unblocked, at the end of the turn it goes to your Prep Area instead of your"
                    + " Used Pile" : "");
        } else if (effect instanceof Effect.ForbidNamed e) {
            return switch (e.player()) {
                case EACH -> "the named character cannot be purchased or fielded";
                case OPPONENT -> "your opponent cannot purchase or field the named character";
                case YOU -> "you cannot purchase or field the named character";
                case CONTROLLER_OF_THAT_DIE -> "that die's controller cannot purchase or field the named character";
            };
        } else if (effect instanceof Effect.TurnToFace e) {
            return "spin " + selectors.dice(e.dice(), false) + " to " + (e.symbol() != null
                    ? "a face showing " + e.symbol().label() : e.kind() != null
                    ? (e.includingShownFace() ? "any " : "another ") + e.kind().name().toLowerCase()
                    + " face of your choice" : "any face you choose") + (e.includingShownFace()
                    ? " (the one it shows included)" : "");
        } else if (effect instanceof Effect.DrawDice e) {
            AmountText.Quantity q = amounts.quantity(e.count(), "die");
            return playerSubject(e.player(), "draw", "draws") + " " + dieCount(q) + " from the bag" + q.tail()
                    + " (drawn dice not placed go back to the bag)";
        } else if (effect instanceof Effect.SecretDraw e) {
            return "secretly choose to draw 1 to " + e.max() + " dice from your bag; your opponent guesses how"
                    + " many: if right, they go to your Used Pile, otherwise to your Prep Area";
        } else if (effect instanceof Effect.ChangeDamage e && e.doubles()) {
            return selectors.dice(e.dice(), true) + " " + verb(e.dice(), "deal", "deals") + " double "
                    + damage.damageText(e.damage()).replace(" to players and character dice", "") + duration;
        } else if (effect instanceof Effect.SelfCombatDamage e) {
            return selectors.dice(e.dice(), true) + " also deal their combat damage to themselves";
        } else if (effect instanceof Effect.LoseKeyword e) {
            return selectors.dice(e.dice(), true) + " " + verb(e.dice(), "lose and cannot gain", "loses and cannot gain")
                    + " " + e.keyword().label();
        } else if (effect instanceof Effect.GainKeywordsOf e) {
            return selectors.dice(e.dice(), true) + " " + verb(e.dice(), "have", "has") + " every keyword of "
                    + selectors.plural(e.from());
        } else if (effect instanceof Effect.FullDamageToEachBlocker e) {
            return "when blocked by several character dice, " + selectors.dice(e.dice(), false) + " "
                    + verb(e.dice(), "deal their", "deals its") + " full A as combat damage to each of them";
        } else if (effect instanceof Effect.OneBlockerDealsDamage e) {
            return "when " + selectors.dice(e.dice(), false) + " " + verb(e.dice(), "are", "is") + " blocked by several"
                    + " character dice, only one of them deals it combat damage: the defending player chooses which";
        } else if (effect instanceof Effect.TurnRule e) {
            return TurnRuleText.text(e, card.name());
        } else if (effect instanceof Effect.ChangeDamage e && e.damage().origin() == DamageFilter.Origin.COMBAT) {
            return "Each character die deals at most " + e.max() + " combat damage in all, and no hit of "
                    + damage.damageText(e.damage()) + " is more than " + e.max() + duration;
        } else if (effect instanceof Effect.ChangeDamage e) {
            return capitalize(damage.damageText(e.damage())) + " is at most " + e.max() + " per hit" + duration;
        } else if (effect instanceof Effect.ReducePurchaseCost e && duration.isEmpty()) {
            return purchaseCost(e);
        } else if (effect instanceof Effect.ReducePurchaseCost e) {
            AmountText.Quantity q = amounts.quantity(e.amount(), "");
            return "the next " + selectors.noun(DieSelector.all(Side.OWN, e.cards()), false)
                    .replaceFirst(" die$", "") + " die you purchase this turn costs " + q.head().trim() + " less"
                    + q.tail() + " (never below 1)";
        } else if (effect instanceof Effect.BlockSeveral e) {
            return blockSeveral(e);
        } else if (effect instanceof Effect.CantBeBlockedBy e) {
            DieSelector blockers = DieSelector.all(Side.ANY, e.blockers());
            return selectors.dice(e.dice(), true) + " can't be blocked by " + selectors.noun(blockers, true);
        } else if (effect instanceof Effect.BlockableOnlyBy e) {
            DieSelector blockers = DieSelector.all(Side.ANY, e.blockers());
            return selectors.dice(e.dice(), true) + " can be blocked only by " + selectors.noun(blockers, true);
        } else if (effect instanceof Effect.ReduceFieldCost e) {
            String dice = whose(e.side()) + (e.cards().wants(DieCondition.Other.class, true) ? "other " : "")
                    + selectors.adjectives(e.cards()).replace("other ", "")
                    + (e.cards().cardName() != null ? e.cards().cardName() + " " : "")
                    + (e.cards().wants(DieCondition.Sidekick.class, true) ? "Sidekick dice" : "character dice")
                    + selectors.qualifiers(e.cards()) + " ";
            String when = duration.isEmpty() ? "" : " this turn";
            return e.free() ? dice + "are free to field" + when
                    : e.amount() > 0 ? dice + "cost " + e.amount() + " less to field" + when + " (never below 0)"
                    : dice + "cost " + -e.amount() + " more to field" + when;
        } else if (effect instanceof Effect.UseAbilitiesOf e && e.usesShownFace()) {
            return "use the effect of the action face shown by " + selectors.dice(e.dice(), false);
        } else if (effect instanceof Effect.UseAbilitiesOf e) {
            return "use the \"" + e.trigger().jsonName() + "\" abilities printed on the card of "
                    + selectors.dice(e.dice(), false) + " as " + card.name() + "'s own";
        } else if (effect instanceof Effect.PurchaseDie e) {
            return "purchase " + selectors.dice(e.dice(), false) + (e.discount() > 0 ? " for " + e.discount()
                    + " less" : "") + " (paid as suggested) and put it in your " + e.to().label();
        } else if (effect instanceof Effect.SuitUp e) {
            return "Suit Up: you may KO a character die you control named " + String.join(" or ", e.names())
                    + "; if you do, move the purchased die to the Field Zone at level 2 (it is not fielded)";
        } else if (effect instanceof Effect.OneAttackerPerAffiliation e) {
            return "only one character die of each affiliation may attack " + turnsOf(e.player());
        } else if (effect instanceof Effect.FirstPurchaseToPrep) {
            return "the first die you purchase this turn goes to your Prep Area instead of your Used Pile";
        } else if (effect instanceof Effect.ProtectFromTargeting e) {
            return selectors.dice(e.dice(), true) + " can't be targeted by your opponent's " + (e.byKeyword() == null
                    ? "action dice or Global Abilities" : e.byKeyword().label());
        } else if (effect instanceof Effect.EachTimeThisTurn e) {
            return "each time " + AbilityText.event(e.trigger()) + " this turn,";
        } else if (effect instanceof Effect.TriggeredAbilitiesCostLife e) {
            return (e.side() == Side.OPPOSING ? "opposing " : e.side() == Side.OWN ? "your " : "") + "\""
                    + e.trigger().jsonName() + "\" abilities cannot be used unless " + (e.side() == Side.OPPOSING
                    ? "your opponent pays " : e.side() == Side.OWN ? "you pay " : "their controller pays ")
                    + e.life() + " life (as each resolves)";
        }
        return others.effect(effect);
    }

    /** Whose dice a cost rule changes, seen from the card's owner. */
    private static String whose(Side side) {
        return switch (side) {
            case OWN -> "your ";
            case OPPOSING -> "your opponent's ";
            case ANY -> "all ";
        };
    }

    /** "each Casey Jones die may block more than one attacker: as many as 3, as long as each is ...". */
    private String blockSeveral(Effect.BlockSeveral e) {
        String howMany = e.count() == null ? "any number" : "as many as " + e.count();
        String which = e.attackers().isAny() ? ""
                : ", as long as each is " + article(selectors.noun(DieSelector.all(Side.ANY, e.attackers()), false));
        String who = e.dice().selection() == DieSelector.Selection.THIS_DIE ? "each " + card.name() + " die"
                : selectors.dice(e.dice(), true);
        return who + " may block more than one attacker: " + howMany + which
                + "; its damage is then split among them";
    }
}
