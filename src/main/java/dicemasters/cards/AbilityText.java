package dicemasters.cards;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;

import static dicemasters.cards.CardText.capitalize;
import static dicemasters.cards.CardText.keyword;
import static dicemasters.cards.SelectorText.article;

/**
 * The sentence of one ability: when it happens (its trigger, or "Global:" and its cost), what it
 * needs, its effects in order, and how often it may be used.
 */
final class AbilityText {
    private final CardDefinition card;
    private final Ability ability;
    private final SelectorText selectors;
    private final ConditionText conditions;
    private final DamageText damage;
    private final EffectText effects;

    AbilityText(CardDefinition card, Ability ability) {
        this.card = card;
        this.ability = ability;
        this.selectors = new SelectorText(card, ability);
        AmountText amounts = new AmountText(selectors);
        this.conditions = new ConditionText(card, selectors);
        this.damage = new DamageText(card, ability, selectors, amounts);
        this.effects = new EffectText(card, selectors, amounts, conditions, damage);
    }

    /** The whole sentence, ending with a full stop (and "Use only once per turn." when it says so). */
    String sentence() {
        Ability a = ability;
        StringBuilder b = new StringBuilder();
        String condition = conditions.condition(a.condition());
        List<String> sentences = new ArrayList<>();
        for (int i = a.costEffects(); i < a.effects().size(); i++) {
            if (a.effects().get(i) instanceof dicemasters.engine.card.Effect.Choose c
                    && c.dice().selection() == dicemasters.engine.card.DieSelector.Selection.TRIGGERING_DIE) {
                continue; // choosing the die that triggered it goes without saying: later effects say "that die"
            }
            sentences.add(effects.effect(a.effects().get(i), a.trigger() == Trigger.WHILE_ACTIVE
                    || a.trigger() == Trigger.ALWAYS));
        }
        boolean rules = a.trigger() == Trigger.WHILE_ACTIVE || a.trigger() == Trigger.ALWAYS;
        String body = rules ? String.join("; ", sentences) : joinSentences(sentences);
        if (a.effects().equals(Keyword.boomerang().effects())) {
            body = "this die has " + keyword(Keyword.BOOMERANG).replaceAll("\\.$", "");
        }
        String instead = a.trigger() == Trigger.INSTEAD_OF_KNOCK_OUT ? "instead " : "";
        if (a.costEffects() > 0 && !paysInPrefix(a)) {
            body = "you may " + instead + cost(a) + " to " + (body.startsWith("you ") ? body.substring(4) : body);
        } else if (!instead.isEmpty() && !paidWhenTriggered(a)) {
            body = "you may instead " + body;
        } else if (a.optional() && !paidWhenTriggered(a)) {
            body = "you may " + (body.startsWith("you ") ? body.substring("you ".length()) : body);
        }
        if (a.atEndOfTurn()) {
            body = "at the end of the turn, " + body;
        }
        b.append(prefix(a, condition, body));
        if (!condition.isEmpty() && !paidWhenTriggered(a)) {
            body = condition + ", " + body;
        }
        b.append(b.length() == 0 || b.toString().endsWith(". ") ? capitalize(body) : body);
        b.append('.');
        if (a.usesPerTurn() > 0 && !(a.trigger() == Trigger.DAMAGE_REPLACEMENT && a.usesPerTurn() == 1)) {
            b.append(a.usesPerTurn() == 1 ? " Use only once per turn." : " Use up to " + a.usesPerTurn()
                    + " times per turn.");
        }
        return b.toString();
    }

    /** Globals and reactions say their cost before the body; other abilities say "you may ... to". */
    private static boolean paysInPrefix(Ability a) {
        return a.trigger() == Trigger.GLOBAL || a.trigger() == Trigger.REACTIVE_GLOBAL
                || a.trigger() == Trigger.DAMAGE_REACTION;
    }

    /** When it happens; a paid trigger's condition comes before the choice to pay ("if ..., you may pay"). */
    private String prefix(Ability a, String condition, String body) {
        String name = card.name();
        String burst = burstPrefix(a);
        String watched = a.watch() == null ? null : article(selectors.singular(a.watch()));
        String trigger = switch (a.trigger()) {
            case ACTION_USED -> "";
            case GLOBAL -> "Global: " + cost(a) + ". ";  // the body is capitalised below
            case REACTIVE_GLOBAL -> "Global: " + cost(a) + " when " + damage.damageWhen(a) + ". ";
            case DAMAGE_REACTION -> "While " + name + " is active, when " + damage.damageWhen(a) + ", you may "
                    + (a.costEffects() > 0 ? cost(a) + " to " : "");
            case DAMAGE_REPLACEMENT -> "While " + name + " is active, " + (a.usesPerTurn() == 1
                    ? "the first time each turn " : "whenever ") + damage.damageWhen(a) + ", ";
            case WHEN_FIELDED -> watched != null ? whenever(watched, "is fielded") : "When fielded, ";
            case WHEN_STAYS_BACK -> "When you declare attackers and " + name + " is not one of them, ";
            case WHEN_ATTACKS -> watched != null ? whenever(watched, "attacks") : "When " + name + " attacks, ";
            case WHEN_BLOCKS -> watched != null ? whenever(watched, "blocks") : "When " + name + " blocks, ";
            case WHEN_BLOCKED -> watched != null ? whenever(watched, "is blocked")
                    : "When " + name + " is blocked, ";
            case WHEN_ENGAGED -> "When " + name + " blocks or is blocked, ";
            case WHEN_UNBLOCKED -> "When " + name + " attacks and is not blocked, ";
            case WHEN_DAMAGED -> watched != null ? whenever(watched, "is damaged")
                    : "When " + name + " is damaged, ";
            case WHEN_DEALT_COMBAT_DAMAGE -> watched != null ? whenever(watched, "is dealt combat damage")
                    : "When " + name + " is dealt combat damage, ";
            case WHEN_KNOCKED_OUT -> watched != null ? whenever(watched, "is KO'd") : "When " + name + " is KO'd, ";
            case WHEN_KNOCKED_OUT_BY_COMBAT -> watched != null ? whenever(watched, "is KO'd by combat damage")
                    : "When " + name + " is KO'd by combat damage, ";
            case WHEN_KNOCKED_OUT_ATTACKING -> "When " + name + " is KO'd while attacking, ";
            case WHEN_PURCHASED -> watched != null ? whenever(watched, "is purchased")
                    : "When you purchase " + article(name) + " die, ";
            case WHEN_DRAWN -> watched != null ? whenever(watched, "is drawn in your Clear and Draw Step")
                    : "When you draw a " + name + " die in your Clear and Draw Step, ";
            case START_OF_YOUR_TURN -> "While " + name + " is active, at the start of your turn, ";
            case END_OF_YOUR_TURN -> "While " + name + " is active, at the end of your turn, ";
            case END_OF_TURN -> card.type().isAction() ? "At the end of the turn you used it, "
                    : "While " + name + " is active, at the end of each turn, ";
            case WHILE_ACTIVE -> "While " + name + " is active, ";
            case WHEN_YOU_ATTACK -> "While " + name + " is active, when you declare attackers, ";
            case WHEN_MARKED_DIE_DAMAGES_OPPONENT -> "If that die damages your opponent this turn, ";
            case END_OF_ROLL_STEP -> "While " + name + " is active, at the end of your Roll and Reroll Step, ";
            case AFTER_BLOCKS -> card.type().isAction()
                    ? "For the rest of the turn you used it, after blockers are declared, you may "
                    : "After blockers are declared, ";
            case WHEN_KOS_A_DIE -> "When " + name + " KOs a character die, ";
            case WHEN_OPPONENT_USES_GLOBAL -> "When your opponent uses a Global Ability, ";
            case ALWAYS -> "";
            case START_OF_MAIN_STEP -> "While " + name + " is active, at the start of your Main Step, ";
            case START_OF_YOUR_CLEAR_AND_DRAW -> "While " + name + " is in your Field Zone, at the start of your"
                    + " Clear and Draw Step, ";
            case WHEN_ANOTHER_DIE_OF_THIS_CARD_USED -> "While " + name + " is in the Field Zone, when another "
                    + name + " die is used (by either player), ";
            case WHEN_SPUN_UP -> watched != null ? whenever(watched, "spins up") : "When " + name
                    + " spins up one or more levels, ";
            case WHEN_ROLLED_OUTSIDE_ROLL_STEP -> watched != null ? whenever(watched, "is rolled or rerolled other than"
                    + " in the Roll and Reroll Step") : "When " + name + " is rolled other than in the Roll and Reroll"
                    + " Step, ";
            case WHEN_LEFT_UNFIELDED -> watched != null ? whenever(watched, "is left unfielded in the Reserve Pool"
                    + " at the end of the Main Step (it goes to the Used Pile)") : "When " + name + " is left unfielded"
                    + " at the end of the Main Step, ";
            case WHEN_OPPONENT_USES_AN_ACTION_DIE -> "While " + name + " is active, when your opponent uses an"
                    + " action die, ";
            case WHEN_RAISED_BY_GLOBAL_OR_ACTION -> watched != null ? whenever(watched, "gets more A or D from a Global"
                    + " Ability or an action die") : "When a Global Ability or an action die raises " + name + "'s A or D, ";
            case WHENEVER_YOU_COULD_USE_A_GLOBAL -> "While " + name + " is in your Field Zone, whenever you could"
                    + " use a Global Ability, ";
            case WHEN_DAMAGES_OPPONENT -> watched != null ? whenever(watched, "damages your opponent")
                    : "When " + name + " damages your opponent, ";
            case WHEN_COMBAT_DAMAGE_HITS_DIE_AND_OPPONENT -> "The first time in a turn that " + name + "'s combat"
                    + " damage has been dealt both to an opposing character die and to your opponent, ";
            case WHEN_YOU_USE_AN_ACTION_DIE -> "While " + name + " is active, when you use an action die, ";
            case WHEN_KOS_IN_COMBAT -> "When " + name + "'s combat damage KOs a character die, ";
            case START_OF_OPPONENTS_TURN -> "While " + name + " is active, at the start of your opponent's turn, ";
            case WHEN_YOU_DRAW_AND_ROLL -> "While " + name + " is active, whenever you draw and roll any number of"
                    + " dice outside your Clear and Draw Step (not with the ability of a " + name + " card), ";
            case WHEN_OPPONENT_PREPS -> "While " + name + " is active, whenever your opponent Preps one or more"
                    + " dice outside their Clear and Draw Step, ";
            case WHEN_OPPONENT_DECLARES_ATTACKERS -> "When your opponent declares attackers, " + each(a);
            case WHEN_A_PLAYER_USES_GLOBAL -> "When a player uses a Global Ability, " + each(a);
            case WHEN_YOU_ARE_DAMAGED -> "When you are damaged, " + each(a);
            case WHEN_OPPONENT_IS_DAMAGED -> "When your opponent is damaged, " + each(a);
            case END_OF_ROLL_STEP_FROM_CARD -> "At the end of your Roll and Reroll Step (" + name
                    + " need not be active), " + each(a);
            case WHEN_OPPONENT_KOS_OWN_DIE -> "When your opponent KOs one of their own character dice, " + each(a);
            case INSTEAD_OF_KNOCK_OUT -> watched != null ? "While " + name + " is in your Field Zone, when " + watched
                    + " would be KO'd (not as a cost), " : "When " + article(name) + " die would be KO'd (not as a"
                    + " cost), ";
        };
        if (paidWhenTriggered(a)) {
            return burst + payingPrefix(a, trigger, condition, body);
        }
        return burst + trigger;
    }

    private static boolean paidWhenTriggered(Ability a) {
        return !a.cost().isFree() && a.trigger() != Trigger.GLOBAL && a.trigger() != Trigger.REACTIVE_GLOBAL
                && a.trigger() != Trigger.ACTION_USED;
    }

    /**
     * A triggered ability with a cost: a Basic Action's reads as the reactive Global it is
     * ("Global: Pay Shield when a character die you control is KO'd."), a character's as a choice.
     */
    private String payingPrefix(Ability a, String trigger, String condition, String body) {
        if (card.type() == CardType.BASIC_ACTION && a.watch() != null) {
            String when = trigger.replaceFirst("^(While .* is active|For the rest of the turn you used it),"
                    + " whenever ", "").replaceFirst(", $", "");
            return "Global: " + cost(a) + " when " + when + ". ";
        }
        return trigger + (condition.isEmpty() ? "" : condition + ", ") + "you may "
                + (a.trigger() == Trigger.INSTEAD_OF_KNOCK_OUT ? "instead " : "") + cost(a).replaceFirst("^Pay", "pay").replaceFirst("^Send", "send")
                + (startsWithAVerb(body) ? " to " : "; if you do, ");
    }

    /** Verbs an effect's words begin with: "pay X to deal ..." reads, "pay X to Loki gets ..." does not. */
    private static final List<String> VERBS = List.of("deal", "KO", "spin", "move", "capture", "gain", "draw",
            "roll", "reroll", "field", "prep", "switch", "swap", "return", "send", "prevent", "redirect", "choose",
            "create", "place", "remove", "name", "copy", "take", "give", "lose", "you");

    private static boolean startsWithAVerb(String body) {
        String first = body.split(" ", 2)[0];
        return VERBS.contains(first);
    }

    /** "for each Iron Fist die you control, ": an ability of the card that works once per watched die. */
    private String each(Ability a) {
        return a.watch() == null ? "" : "for each " + selectors.singular(a.watch()) + ", ";
    }

    private String whenever(String watched, String verb) {
        if (card.has(dicemasters.engine.card.Keyword.CONTINUOUS)) {
            return "While " + card.name() + " is in your Field Zone, whenever " + watched + " " + verb + ", ";
        }
        if (card.type().isAction()) {
            return "For the rest of the turn you used it, whenever " + watched + " " + verb + ", ";
        }
        return "While " + card.name() + " is active, whenever " + watched + " " + verb + ", ";
    }

    private String burstPrefix(Ability a) {
        if (a.burst() == Burst.ALWAYS) {
            return "";
        }
        String stars = switch (a.burst()) {
            case ONE -> "*";
            case TWO -> "**";
            default -> "*/**";
        };
        String when = card.type().isAction() ? "" : " while it shows this burst";
        return stars + " (" + (a.replacesBase() ? "instead of the above" : "in addition") + when + "): ";
    }

    private String cost(Ability a) {
        Cost c = a.cost();
        List<String> parts = new ArrayList<>();
        if (c.energy() > 0) {
            List<String> symbols = new ArrayList<>();
            c.types().forEach(t -> symbols.add(t.label()));
            int generic = c.energy() - c.types().size();
            if (generic > 0) {
                symbols.add(generic + " energy of any type");
            }
            parts.add("Pay " + String.join(" and ", symbols));
        }
        if (c.life() > 0) {
            parts.add((parts.isEmpty() ? "Pay " : "pay ") + c.life() + " life");
        }
        if (c.sendThisDieTo() != null) {
            parts.add((parts.isEmpty() ? "Send " : "send ") + "this die to the " + c.sendThisDieTo().label());
        }
        for (int i = 0; i < a.costEffects(); i++) {
            parts.add(effects.effect(a.effects().get(i), false));
        }
        return String.join(" and ", parts);
    }

    /** What players do, for "each time ... this turn" (the triggers {@link Trigger#isWatchableForTheTurn}). */
    static String event(Trigger trigger) {
        return switch (trigger) {
            case WHEN_OPPONENT_DECLARES_ATTACKERS -> "your opponent declares attackers";
            case WHEN_A_PLAYER_USES_GLOBAL -> "a player uses a Global Ability";
            case WHEN_YOU_ARE_DAMAGED -> "you are damaged";
            case WHEN_OPPONENT_IS_DAMAGED -> "your opponent is damaged";
            case WHEN_OPPONENT_KOS_OWN_DIE -> "your opponent KOs one of their own character dice";
            default -> "\"" + trigger.jsonName() + "\" happens";
        };
    }

    private static String joinSentences(List<String> parts) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) {
                String previous = parts.get(i - 1);
                b.append(previous.endsWith(" to") || previous.endsWith(",") ? " " : ", then ");
            }
            b.append(parts.get(i));
        }
        return b.toString();
    }
}
