package dicemasters.testing;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;

import java.util.List;

import static dicemasters.engine.card.DieSelector.target;
import static dicemasters.engine.card.Keyword.FAST;
import static dicemasters.engine.card.Keyword.OVERCRUSH;
import static dicemasters.engine.card.Side.ANY;
import static dicemasters.engine.card.Side.OPPOSING;
import static dicemasters.testing.Rulebook.BOLT;
import static dicemasters.testing.Rulebook.FIST;
import static dicemasters.testing.Rulebook.MASK;
import static dicemasters.testing.Rulebook.SHIELD;

/**
 * Small test cards for rule tests, so that a rule test does not depend on the card files (and
 * examples of {@link CardBuilder}). Levels are {field cost, A, D}.
 */
public final class TestCards {
    private TestCards() {
    }

    /** Wonder Woman (3, Shield): {0, 2A, 3D}, {1, 3A, 3D}, {1, 4A, 4D}. */
    public static final CardDefinition WONDER_WOMAN = CardBuilder.character("Wonder Woman").cost(3).energy(SHIELD)
            .level(0, 2, 3).level(1, 3, 3).level(1, 4, 4).build();
    /** Black Manta (3, Fist): {1, 1A, 3D}, {1, 2A, 4D}, {1, 3A, 5D}. */
    public static final CardDefinition BLACK_MANTA = CardBuilder.character("Black Manta").cost(3).energy(FIST)
            .level(1, 1, 3).level(1, 2, 4).level(1, 3, 5).build();
    /** Speedster (2, Bolt), Fast. */
    public static final CardDefinition SPEEDSTER = CardBuilder.character("Speedster").cost(2).energy(BOLT)
            .keywords(FAST).level(0, 2, 1).level(1, 3, 2).level(1, 4, 3).build();
    /** Bruiser (4, Fist), Overcrush. */
    public static final CardDefinition BRUISER = CardBuilder.character("Bruiser").cost(4).energy(FIST)
            .keywords(OVERCRUSH).level(1, 5, 3).level(2, 6, 4).level(2, 7, 5).build();
    /** Sniper (2, Mask): When fielded, deal 1 damage to target opposing character die. */
    public static final CardDefinition SNIPER = CardBuilder.character("Sniper").cost(2).energy(MASK)
            .level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.DamageDice(target(OPPOSING), 1)).build();
    /** Medic (2, Shield): When fielded, gain 1 life. */
    public static final CardDefinition MEDIC = CardBuilder.character("Medic").cost(2).energy(SHIELD)
            .level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.GainLife(PlayerSelector.YOU, 1)).build();
    /** Bomber (2, Fist): When fielded, deal 1 damage to each player. */
    public static final CardDefinition BOMBER = CardBuilder.character("Bomber").cost(2).energy(FIST)
            .level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.DamagePlayer(PlayerSelector.EACH, 1)).build();
    /** Miser (3, Mask): While active, your "when fielded" abilities cannot be used unless you pay 2 life. */
    public static final CardDefinition MISER = CardBuilder.character("Miser").cost(3).energy(MASK)
            .level(0, 1, 1).level(1, 2, 2).level(1, 2, 3)
            .whileActive(new Effect.TriggeredAbilitiesCostLife(Trigger.WHEN_FIELDED, Side.OWN, 2)).build();
    /** Bully (3, Fist): While active, your character dice gain Intimidate (a keyword's "when fielded" ability). */
    public static final CardDefinition BULLY = CardBuilder.character("Bully").cost(3).energy(FIST)
            .level(0, 1, 1).level(1, 2, 2).level(1, 2, 3)
            .whileActive(new Effect.GrantKeyword(DieSelector.all(Side.OWN, DieFilter.ANY), Keyword.INTIMIDATE))
            .build();

    /** Excessive Force (2): Deal 6 damage to target character die. Global: pay Bolt: target character die gets +1A. */
    public static final CardDefinition EXCESSIVE_FORCE = CardBuilder.basicAction("Excessive Force").id("T-EF").cost(2)
            .whenUsed(new Effect.DamageDice(target(ANY), 6))
            .global(Cost.of(BOLT), new Effect.ModifyStats(target(ANY), 1, 0)).build();
    /** Shrink Ray (2): Global: pay 1: target character die gets -3A and -3D. */
    public static final CardDefinition SHRINK = CardBuilder.basicAction("Shrink Ray").id("T-SH").cost(2)
            .global(new Cost(1, List.of()), new Effect.ModifyStats(target(ANY), -3, -3)).build();
    /** Investigation (3): Draw and roll 2 dice. */
    public static final CardDefinition INVESTIGATION = CardBuilder.basicAction("Investigation").id("T-INV").cost(3)
            .whenUsed(new Effect.DrawAndRoll(PlayerSelector.YOU, 2)).build();

    /**
     * Battle Banner (3), Continuous: leaves at the start of its owner's Clear and Draw Step or when
     * another of its dice is used; "send this die to the Used Pile: target character die gets +2A";
     * "pay 1: reroll this die".
     */
    public static final CardDefinition BANNER = CardBuilder.basicAction("Battle Banner").id("T-BAN").cost(3)
            .keywords(Keyword.CONTINUOUS)
            .when(Trigger.START_OF_YOUR_CLEAR_AND_DRAW, new Effect.MoveDice(DieSelector.thisDie(), Place.USED, 0))
            .when(Trigger.WHEN_ANOTHER_DIE_OF_THIS_CARD_USED,
                    new Effect.MoveDice(DieSelector.thisDie(), Place.USED, 0))
            .ability(new Ability(Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL, Burst.ALWAYS, false,
                    Cost.sendThisDie(Place.USED), 0,
                    List.of(new Effect.ModifyStats(DieSelector.target(Side.ANY), 2, 0))))
            .ability(new Ability(Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL, Burst.ALWAYS, false,
                    new Cost(1, List.of()), 0, List.of(new Effect.Reroll(DieSelector.thisDie(), false))))
            .build();
}
