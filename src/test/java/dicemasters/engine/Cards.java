package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Small test cards, written directly so that rule tests do not depend on the card files. */
final class Cards {
    private Cards() {
    }

    /** A character with the given energy type and levels {fieldCost, A, D}. */
    static CardDefinition character(String name, int cost, Energy type, Set<Keyword> keywords,
                                    List<Ability> abilities, int[]... levels) {
        List<Face> faces = new ArrayList<>();
        for (int i = 0; i < levels.length; i++) {
            faces.add(Face.character(i + 1, levels[i][0], levels[i][1], levels[i][2], 0));
        }
        return new CardDefinition("T-" + name, name, "Test", CardType.CHARACTER, cost, List.of(type), List.of(), 4,
                StandardDice.characterFaces(List.of(type), faces), keywords, abilities);
    }

    static CardDefinition vanilla(String name, int cost, Energy type, int[]... levels) {
        return character(name, cost, type, Set.of(), List.of(), levels);
    }

    static final CardDefinition WONDER_WOMAN = vanilla("Wonder Woman", 3, Energy.SHIELD,
            new int[]{0, 2, 3}, new int[]{1, 3, 3}, new int[]{1, 4, 4});
    static final CardDefinition BLACK_MANTA = vanilla("Black Manta", 3, Energy.FIST,
            new int[]{1, 1, 3}, new int[]{1, 2, 4}, new int[]{1, 3, 5});
    static final CardDefinition SPEEDSTER = character("Speedster", 2, Energy.BOLT, Set.of(Keyword.FAST), List.of(),
            new int[]{0, 2, 1}, new int[]{1, 3, 2}, new int[]{1, 4, 3});
    static final CardDefinition BRUISER = character("Bruiser", 4, Energy.FIST, Set.of(Keyword.OVERCRUSH), List.of(),
            new int[]{1, 5, 3}, new int[]{2, 6, 4}, new int[]{2, 7, 5});
    /** When fielded, deal 1 damage to target opposing character die. */
    static final CardDefinition SNIPER = character("Sniper", 2, Energy.MASK, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.DamageDice(DieSelector.target(Side.OPPOSING), 1))),
            new int[]{0, 1, 2}, new int[]{1, 2, 2}, new int[]{1, 2, 3});
    /** When fielded, gain 1 life. */
    static final CardDefinition MEDIC = character("Medic", 2, Energy.SHIELD, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.GainLife(PlayerSelector.YOU, 1))),
            new int[]{0, 1, 2}, new int[]{1, 2, 2}, new int[]{1, 2, 3});
    /** When fielded, deal 1 damage to each player. */
    static final CardDefinition BOMBER = character("Bomber", 2, Energy.FIST, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.DamagePlayer(PlayerSelector.EACH, 1))),
            new int[]{0, 1, 2}, new int[]{1, 2, 2}, new int[]{1, 2, 3});

    static final CardDefinition EXCESSIVE_FORCE = new CardDefinition("T-EF", "Excessive Force", "",
            CardType.BASIC_ACTION, 2, List.of(), List.of(), 3, StandardDice.basicActionFaces(), Set.of(),
            List.of(Ability.of(Trigger.ACTION_USED, new Effect.DamageDice(DieSelector.target(Side.ANY), 6)),
                    Ability.global(Cost.of(Energy.BOLT), new Effect.ModifyStats(DieSelector.target(Side.ANY), 1, 0))));
    /** A global that weakens: -3A -3D to target die. */
    static final CardDefinition SHRINK = new CardDefinition("T-SH", "Shrink Ray", "",
            CardType.BASIC_ACTION, 2, List.of(), List.of(), 3, StandardDice.basicActionFaces(), Set.of(),
            List.of(Ability.global(new Cost(1, List.of()),
                    new Effect.ModifyStats(DieSelector.target(Side.ANY), -3, -3))));
    static final CardDefinition INVESTIGATION = new CardDefinition("T-INV", "Investigation", "",
            CardType.BASIC_ACTION, 3, List.of(), List.of(), 3, StandardDice.basicActionFaces(), Set.of(),
            List.of(Ability.of(Trigger.ACTION_USED, new Effect.DrawAndRoll(PlayerSelector.YOU, 2))));
}
