package dicemasters.cards;

import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.FaceKind;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The words card files use for each value of the card vocabulary, in both directions. One table
 * per kind keeps the reader, the writer and the schema test in agreement.
 */
final class Vocabulary {
    private Vocabulary() {
    }

    static final class Names<T> {
        private final Map<String, T> byName = new LinkedHashMap<>();
        private final Map<T, String> byValue = new LinkedHashMap<>();

        Names<T> add(String name, T value) {
            byName.put(name, value);
            byValue.put(value, name);
            return this;
        }

        T value(String name) {
            return byName.get(name);
        }

        String name(T value) {
            String name = byValue.get(value);
            if (name == null) {
                throw new IllegalArgumentException("no file name for " + value);
            }
            return name;
        }

        List<String> names() {
            return new ArrayList<>(byName.keySet());
        }
    }

    static final Names<CardType> TYPES = new Names<CardType>()
            .add("character", CardType.CHARACTER).add("action", CardType.ACTION)
            .add("basic action", CardType.BASIC_ACTION);

    /** Energy types a card can have. */
    static final Names<Energy> ENERGY_TYPES = new Names<Energy>()
            .add("Fist", Energy.FIST).add("Bolt", Energy.BOLT).add("Mask", Energy.MASK).add("Shield", Energy.SHIELD);

    /** Symbols on energy faces and in costs. */
    static final Names<Energy> SYMBOLS = new Names<Energy>()
            .add("Fist", Energy.FIST).add("Bolt", Energy.BOLT).add("Mask", Energy.MASK).add("Shield", Energy.SHIELD)
            .add("Wild", Energy.WILD).add("generic", Energy.GENERIC);

    static final Names<Burst> BURSTS = new Names<Burst>()
            .add("one", Burst.ONE).add("two", Burst.TWO).add("one or two", Burst.ONE_OR_TWO);

    static final Names<Side> SIDES = new Names<Side>()
            .add("own", Side.OWN).add("opposing", Side.OPPOSING).add("any", Side.ANY);

    static final Names<Place> PLACES = new Names<Place>()
            .add("field", Place.FIELD).add("reserve", Place.RESERVE).add("prep", Place.PREP)
            .add("used", Place.USED).add("bag", Place.BAG).add("aside", Place.ASIDE)
            .add("out of play", Place.OUT_OF_PLAY).add("unpurchased", Place.UNPURCHASED)
            .add("attack zone", Place.ATTACK_ZONE).add("captured", Place.CAPTURED)
            .add("on a card", Place.ON_A_CARD).add("removed", Place.REMOVED)
            .add("prep or used", Place.PREP_OR_USED);

    static final Names<PlayerSelector> PLAYERS = new Names<PlayerSelector>()
            .add("you", PlayerSelector.YOU).add("opponent", PlayerSelector.OPPONENT).add("each", PlayerSelector.EACH)
            .add("that die's controller", PlayerSelector.CONTROLLER_OF_THAT_DIE);

    static final Names<DieSelector.Selection> SELECTIONS = new Names<DieSelector.Selection>()
            .add("this", DieSelector.Selection.THIS_DIE).add("triggering", DieSelector.Selection.TRIGGERING_DIE)
            .add("target", DieSelector.Selection.TARGET).add("all", DieSelector.Selection.ALL)
            .add("those", DieSelector.Selection.THOSE).add("same name", DieSelector.Selection.SAME_NAME)
            .add("another target", DieSelector.Selection.ANOTHER_TARGET)
            .add("knocked out by", DieSelector.Selection.KNOCKED_OUT_BY)
            .add("chosen by owner", DieSelector.Selection.CHOSEN_BY_OWNER);

    static final Names<Restriction> RESTRICTIONS = new Names<Restriction>()
            .add("can't block", Restriction.CANT_BLOCK).add("must block", Restriction.MUST_BLOCK)
            .add("can't be blocked", Restriction.UNBLOCKABLE).add("can't attack", Restriction.CANT_ATTACK)
            .add("must attack", Restriction.MUST_ATTACK)
            .add("must attack next", Restriction.MUST_ATTACK_NEXT)
            .add("block costs life", Restriction.BLOCK_COSTS_LIFE)
            .add("only attacker", Restriction.ONLY_ATTACKER)
            .add("two or more blockers", Restriction.TWO_OR_MORE_BLOCKERS)
            .add("must be blocked", Restriction.MUST_BE_BLOCKED).add("may attack", Restriction.MAY_ATTACK)
            .add("can't be targeted", Restriction.UNTARGETABLE)
            .add("can't be targeted by action dice", Restriction.UNTARGETABLE_BY_ACTION_DICE)
            .add("can't be KO'd", Restriction.CANT_BE_KNOCKED_OUT);

    static final Names<DieFilter.Relation> RELATIONS = new Names<DieFilter.Relation>()
            .add("owner", DieFilter.Relation.OWNER).add("affiliation", DieFilter.Relation.AFFILIATION);

    static final Names<FaceKind> FACE_KINDS = new Names<FaceKind>()
            .add("energy", FaceKind.ENERGY).add("character", FaceKind.CHARACTER).add("action", FaceKind.ACTION);

    static final Names<Condition.Kind> CONDITIONS = new Names<Condition.Kind>()
            .add("knocked out this turn", Condition.Kind.KNOCKED_OUT_THIS_TURN)
            .add("dice at least", Condition.Kind.DICE_AT_LEAST)
            .add("dice at most", Condition.Kind.DICE_AT_MOST)
            .add("only die fielded this turn", Condition.Kind.ONLY_DIE_FIELDED_THIS_TURN)
            .add("card active", Condition.Kind.CARD_ACTIVE)
            .add("your turn", Condition.Kind.YOUR_TURN)
            .add("those not knocked out", Condition.Kind.THOSE_NOT_KNOCKED_OUT)
            .add("characters at least", Condition.Kind.CHARACTERS_AT_LEAST)
            .add("more than the opponent", Condition.Kind.MORE_THAN_OPPONENT)
            .add("energy types at least", Condition.Kind.ENERGY_TYPES_AT_LEAST)
            .add("none knocked out this turn", Condition.Kind.NONE_KNOCKED_OUT_THIS_TURN)
            .add("less life than opponent", Condition.Kind.LESS_LIFE_THAN_OPPONENT)
            .add("opponent has more dice in the field", Condition.Kind.OPPONENT_HAS_MORE_IN_FIELD)
            .add("no purchase yet", Condition.Kind.NO_PURCHASE_YET)
            .add("would be knocked out", Condition.Kind.WOULD_BE_KNOCKED_OUT)
            .add("damage dealt this turn at least", Condition.Kind.DAMAGE_DEALT_THIS_TURN_AT_LEAST)
            .add("less life as the turn began", Condition.Kind.LESS_LIFE_AS_TURN_BEGAN);

    /** What the opponent does with one of their dice to stop an ability ("enlist"). */
    static final Names<dicemasters.engine.card.Effect.Enlist.Price> PRICES =
            new Names<dicemasters.engine.card.Effect.Enlist.Price>()
                    .add("knock out", dicemasters.engine.card.Effect.Enlist.Price.KNOCK_OUT)
                    .add("spin down", dicemasters.engine.card.Effect.Enlist.Price.SPIN_DOWN);

    /** How damage is changed as it is dealt ("change damage"). */
    static final Names<dicemasters.engine.card.Effect.ChangeDamage.Change> DAMAGE_CHANGES =
            new Names<dicemasters.engine.card.Effect.ChangeDamage.Change>()
                    .add("double", dicemasters.engine.card.Effect.ChangeDamage.Change.DOUBLE)
                    .add("at most", dicemasters.engine.card.Effect.ChangeDamage.Change.AT_MOST);

    /** What of a die is copied ("copy"). */
    static final Names<dicemasters.engine.card.Effect.Copy.What> COPIED =
            new Names<dicemasters.engine.card.Effect.Copy.What>()
                    .add("stats", dicemasters.engine.card.Effect.Copy.What.STATS)
                    .add("abilities", dicemasters.engine.card.Effect.Copy.What.ABILITIES)
                    .add("card", dicemasters.engine.card.Effect.Copy.What.CARD);

    /** What a rule of the turn counts ("turn rule"). */
    static final Names<dicemasters.engine.card.Effect.TurnRule.Quantity> TURN_RULES =
            new Names<dicemasters.engine.card.Effect.TurnRule.Quantity>()
                    .add("extra draws", dicemasters.engine.card.Effect.TurnRule.Quantity.EXTRA_DRAWS)
                    .add("extra rerolls", dicemasters.engine.card.Effect.TurnRule.Quantity.EXTRA_REROLLS)
                    .add("extra attack steps", dicemasters.engine.card.Effect.TurnRule.Quantity.EXTRA_ATTACK_STEPS)
                    .add("most character dice purchased",
                            dicemasters.engine.card.Effect.TurnRule.Quantity.MOST_CHARACTER_PURCHASES)
                    .add("most action dice purchased", dicemasters.engine.card.Effect.TurnRule.Quantity.MOST_ACTION_PURCHASES)
                    .add("fewest attackers", dicemasters.engine.card.Effect.TurnRule.Quantity.FEWEST_ATTACKERS)
                    .add("most blockers", dicemasters.engine.card.Effect.TurnRule.Quantity.MOST_BLOCKERS)
                    .add("most character dice fielded",
                            dicemasters.engine.card.Effect.TurnRule.Quantity.MOST_CHARACTER_DICE_FIELDED)
                    .add("life to use a global", dicemasters.engine.card.Effect.TurnRule.Quantity.LIFE_TO_USE_A_GLOBAL)
                    .add("life for each blocker", dicemasters.engine.card.Effect.TurnRule.Quantity.LIFE_FOR_EACH_BLOCKER);

    static final Names<Trigger> TRIGGERS = triggers();

    static final Names<Keyword> KEYWORDS = keywords();

    /** The effect names of "do". */
    static final List<String> EFFECTS = List.of("stats", "damage", "damage player", "knock out", "gain life",
            "lose life", "draw and roll", "prep from bag", "grant keyword", "spin", "spin to level", "move",
            "restrict", "call out", "enlist", "damage die or opponent", "pay", "reduce purchase cost",
            "prevent damage", "redirect damage", "change damage", "self damage in combat", "can't be blocked by",
            "reduce field cost", "protect from targeting", "choose", "roll", "field", "swap attack", "stop globals",
            "declare opposing blockers", "fight", "knock out costs life", "first purchase to prep",
            "secret draw", "turn to face", "name a character", "forbid the named character", "mark for the turn",
            "switch attack and defense", "capture", "change tokens", "take control", "copy", "reroll",
            "gain energy", "block several", "only if", "create character tokens",
            "one attacker per affiliation", "can be blocked only by", "draw", "suit up",
            "clear damage",
            "roll an unpurchased basic action", "use abilities of", "purchase",
            "full damage to each blocker", "lose keyword", "gain keywords of", "divide damage",
            "one blocker deals damage", "turn rule", "each time this turn", "triggered abilities cost life",
            "unless the opponent pays");

    static final Names<dicemasters.engine.card.DamageFilter.Recipient> RECIPIENTS =
            new Names<dicemasters.engine.card.DamageFilter.Recipient>()
                    .add("you", dicemasters.engine.card.DamageFilter.Recipient.YOU)
                    .add("your dice", dicemasters.engine.card.DamageFilter.Recipient.YOUR_DICE)
                    .add("you or your dice", dicemasters.engine.card.DamageFilter.Recipient.YOU_OR_YOUR_DICE)
                    .add("any die", dicemasters.engine.card.DamageFilter.Recipient.ANY_DIE)
                    .add("anyone", dicemasters.engine.card.DamageFilter.Recipient.ANYONE);

    static final Names<dicemasters.engine.card.DamageFilter.Origin> ORIGINS =
            new Names<dicemasters.engine.card.DamageFilter.Origin>()
                    .add("any", dicemasters.engine.card.DamageFilter.Origin.ANY)
                    .add("combat", dicemasters.engine.card.DamageFilter.Origin.COMBAT)
                    .add("ability", dicemasters.engine.card.DamageFilter.Origin.ABILITY);

    private static Names<Trigger> triggers() {
        Names<Trigger> names = new Names<>();
        for (Trigger t : Trigger.values()) {
            names.add(t.jsonName(), t);
        }
        return names;
    }

    private static Names<Keyword> keywords() {
        Names<Keyword> names = new Names<>();
        for (Keyword k : Keyword.values()) {
            names.add(k.label(), k);
        }
        return names;
    }
}
