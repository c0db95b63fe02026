package dicemasters.engine.card;

import java.util.List;

/**
 * Keywords printed on cards. Their rules live in the engine, not on the card: some are rules
 * of combat or cost the engine checks directly, others behave as built-in abilities
 * ({@link #abilities()}). {@code supported} is false for a keyword the engine cannot play yet;
 * a card that prints one is listed as not implemented and not offered for play.
 */
public enum Keyword {
    ALLY("Ally", true, "counts as a Sidekick while in the Field Zone"),
    ATTUNE("Attune", true, "while it is active, when you use an action die, it deals 1 damage to target opponent"
            + " or character die (once, however many of its dice are active)"),
    BOOMERANG("Boomerang", true, "after use, this action die may return to your Prep Area"),
    CALL_OUT("Call Out", true, "when it attacks, target opposing die becomes the only die that may block it,"
            + " and it may block only this die"),
    CLEAVE("Cleave", true, "when it attacks and its combat damage KOs a blocking die, it deals half its A"
            + " (rounded down) to another target opposing character die as combat damage, once per turn"),
    CONTINUOUS("Continuous", true, "used, the action die goes to the Field Zone instead of Out of Play and stays"
            + " there from turn to turn until its text sends it away"),
    CROSSOVER("Crossover", true, "the card has two or more energy types"),
    DEADLY("Deadly", true, "dice engaged with it are KO'd at the end of the turn"),
    ENLISTMENT("Enlistment", true, "the opponent may stop the ability by KOing one of their own character dice"),
    FAST("Fast", true, "deals combat damage before dice without Fast"),
    IMMORTAL("Immortal", true, "when it would go to the Used Pile (except when purchased, swapped or spent as"
            + " energy), it goes to its owner's bag instead"),
    IMPULSE("Impulse", true, "the ability happens when you purchase the die"),
    INFILTRATE("Infiltrate", true, "when unblocked, you may take it out of combat: it stays in your Field Zone"
            + " and deals 1 damage to your opponent"),
    INTIMIDATE("Intimidate", true, "when fielded, target opposing die leaves the Field Zone until end of turn,"
            + " then returns at the same level"),
    IRON_WILL("Iron Will", true, "it cannot be KO'd unless it was already damaged this turn: the first time it"
            + " is damaged in a turn, that damage alone does not KO it"),
    OVERCRUSH("Overcrush", true, "when attacking, damage left over after KOing all its blockers goes to the"
            + " opponent"),
    REGENERATE("Regenerate", true, "when it would be KO'd, roll it: on a character face it returns to the Field"
            + " Zone on that face (not the Attack Zone) instead; otherwise it is KO'd to the Prep Area"),
    RESISTANCE("Resistance", true, "its Resistance ability works only if a character die you control was KO'd"
            + " this turn"),
    STRIKE("Strike", true, "+2A, +2D and Overcrush while it is the only character die you fielded this turn"),
    SUIT_UP("Suit Up", true, "when you purchase this die, you may KO a character die you control with one of the"
            + " names it lists; if you do, the purchased die moves to the Field Zone at level 2"),
    SWARM("Swarm", true, "while active, drawing another copy of it draws and rolls an extra die"),
    TAG_OUT("Tag Out", true, "after blockers are declared, you may Prep this die from the Field Zone to give"
            + " target character die +2A and +2D until end of turn"),
    TURTLE_POWER("Turtle Power", true, "while active, your other Teenage Mutant Ninja Turtle character dice cost"
            + " 1 less to purchase (never below 1)"),
    UNDERDOG("Underdog", true, "when fielded, if your opponent has more character dice in their Field Zone"
            + " than you, you may spin all your character dice to level 3");

    /** The affiliation Turtle Power makes cheaper. */
    public static final String TURTLES = "Teenage Mutant Ninja Turtle";

    private final String label;
    private final boolean supported;
    private final String meaning;

    Keyword(String label, boolean supported, String meaning) {
        this.label = label;
        this.supported = supported;
        this.meaning = meaning;
    }

    public String label() {
        return label;
    }

    public boolean supported() {
        return supported;
    }

    /** What the keyword does, in our own words, for the card text a player reads. */
    public String meaning() {
        return meaning;
    }

    public static Keyword fromLabel(String label) {
        for (Keyword k : values()) {
            if (k.label.equalsIgnoreCase(label)) {
                return k;
            }
        }
        return null;
    }

    /** Built-in abilities of keywords that work like triggered or static abilities. */
    public List<Ability> abilities() {
        return switch (this) {
            case STRIKE -> List.of(
                    new Ability(Trigger.WHILE_ACTIVE, Burst.ALWAYS, false, Cost.FREE, 0,
                            List.of(new Effect.ModifyStats(DieSelector.thisDie(), 2, 2),
                                    new Effect.GrantKeyword(DieSelector.thisDie(), OVERCRUSH)),
                            new Condition(Condition.Kind.ONLY_DIE_FIELDED_THIS_TURN, null, 0), null, 0));
            case INFILTRATE -> List.of(infiltrate());
            case TAG_OUT -> List.of(tagOut());
            case BOOMERANG -> List.of(boomerang());
            case INTIMIDATE -> List.of(Ability.of(Trigger.WHEN_FIELDED,
                    new Effect.MoveDice(DieSelector.target(Side.OPPOSING), Place.ASIDE, 0)));
            case CALL_OUT -> List.of(Ability.of(Trigger.WHEN_ATTACKS,
                    new Effect.CallOut(DieSelector.target(Side.OPPOSING))));
            case SWARM -> List.of(Ability.of(Trigger.WHEN_DRAWN, new Effect.DrawAndRoll(PlayerSelector.YOU, 1))
                    .withCondition(new Condition(Condition.Kind.CARD_ACTIVE, null, 0)));
            case TURTLE_POWER -> List.of(Ability.of(Trigger.WHILE_ACTIVE, new Effect.ReducePurchaseCost(
                    DieFilter.of(new DieCondition.Affiliation(TURTLES), new DieCondition.Other(true)), 1)));
            case ATTUNE -> List.of(Ability.of(Trigger.WHEN_YOU_USE_AN_ACTION_DIE, new Effect.DamageDieOrOpponent(
                    new DieSelector(DieSelector.Selection.TARGET, Side.ANY, DieFilter.ANY, 1, true), Amount.of(1),
                    Amount.of(1))));
            case UNDERDOG -> List.of(Ability.of(Trigger.WHEN_FIELDED,
                            new Effect.SpinToLevel(DieSelector.all(Side.OWN, DieFilter.ANY), 3))
                    .withCondition(new Condition(Condition.Kind.OPPONENT_HAS_MORE_IN_FIELD, null, 0)).asOptional());
            case CLEAVE -> List.of(cleave());
            default -> List.of();
        };
    }

    /**
     * Cleave: when its combat damage KOs a die while it attacks (so, one of its blockers), it deals
     * half its A, rounded down, to another opposing die as combat damage; once per turn.
     */
    private static Ability cleave() {
        DieSelector attackingThis = new DieSelector(DieSelector.Selection.THIS_DIE, Side.OWN,
                DieFilter.of(new DieCondition.Attacking(true)), 1, false);
        Amount halfItsAttack = new Amount(0, Amount.Measure.ATTACK, DieSelector.thisDie(), 1, 2, null);
        return Ability.of(Trigger.WHEN_KOS_IN_COMBAT,
                        new Effect.DamageDice(DieSelector.target(Side.OPPOSING), halfItsAttack, true))
                .withCondition(Condition.diceAtLeast(attackingThis, 1)).withUsesPerTurn(1);
    }

    /** Tag Out: the player may Prep the die (or not); if they do, a target die gets +2A and +2D. */
    private static Ability tagOut() {
        DieFilter onlyThis = DieFilter.of(new DieCondition.Other(false));
        DieSelector maybeThis = new DieSelector(DieSelector.Selection.TARGET, Side.OWN, onlyThis, 1, true);
        return Ability.of(Trigger.AFTER_BLOCKS, new Effect.MoveDice(maybeThis, Place.PREP, 0),
                new Effect.ModifyStats(DieSelector.target(Side.ANY), 2, 2));
    }

    /**
     * Boomerang: once the action die's text is done, its owner may send the die (Out of Play since
     * it was used) to their Prep Area instead of letting it go to the Used Pile at the end of the turn.
     */
    public static Ability boomerang() {
        DieFilter onlyThis = DieFilter.of(new DieCondition.Other(false));
        DieSelector maybeThis = new DieSelector(DieSelector.Selection.TARGET, Side.OWN, onlyThis, 1, true,
                Place.OUT_OF_PLAY);
        return Ability.of(Trigger.ACTION_USED, new Effect.MoveDice(maybeThis, Place.PREP, 0));
    }

    /**
     * Infiltrate: the player may choose the unblocked die (or not); a chosen die returns to the
     * Field Zone out of combat, and then deals 1 damage for each of this die no longer attacking.
     */
    private static Ability infiltrate() {
        DieFilter onlyThis = DieFilter.of(new DieCondition.Other(false));
        DieSelector maybeThis = new DieSelector(DieSelector.Selection.TARGET, Side.OWN, onlyThis, 1, true);
        DieSelector returned = new DieSelector(DieSelector.Selection.THIS_DIE, Side.OWN,
                DieFilter.of(new DieCondition.Attacking(false)), 1, false);
        return new Ability(Trigger.WHEN_UNBLOCKED, Burst.ALWAYS, false, Cost.FREE, 0,
                List.of(new Effect.MoveDice(maybeThis, Place.FIELD, 0),
                        new Effect.DamagePlayer(PlayerSelector.OPPONENT, Amount.forEach(returned, 1))),
                Condition.ALWAYS, null, 0);
    }
}
