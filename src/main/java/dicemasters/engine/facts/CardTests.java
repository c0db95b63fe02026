package dicemasters.engine.facts;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.GameState;

/**
 * What each {@link DieCondition} means for a card rather than a die ("Turtle characters cost 1
 * less", "name a Villain"): the card's printed affiliation, energy, name, type and keywords. A
 * condition about what a die does or shows (level, combat, damage, place) says nothing of a card
 * and holds. {@code source} is the card whose ability it is ("other" than it, the character it named).
 */
public record CardTests(GameState s, CardInPlay source, CardDefinition card) implements DieCondition.Visitor<Boolean> {

    /** Whether {@code card} meets every condition of the filter that is about a card. */
    public static boolean matches(GameState s, DieFilter f, CardInPlay source, CardDefinition card) {
        CardTests tests = new CardTests(s, source, card);
        for (DieCondition c : f.conditions()) {
            if (!c.accept(tests)) {
                return false;
            }
        }
        return true;
    }

    /** Printed Sidekick cards (an Ally is one only in the field). */
    public Boolean visit(DieCondition.Sidekick c) {
        return c.is() == (card.type() == CardType.SIDEKICK);
    }

    public Boolean visit(DieCondition.Affiliation c) {
        return card.affiliations().contains(c.name());
    }

    public Boolean visit(DieCondition.NotAffiliation c) {
        return !card.affiliations().contains(c.name());
    }

    public Boolean visit(DieCondition.EnergyType c) {
        return card.energyTypes().contains(c.type());
    }

    public Boolean visit(DieCondition.CardName c) {
        return c.name().equalsIgnoreCase(card.name());
    }

    public Boolean visit(DieCondition.NotCardName c) {
        return !c.name().equalsIgnoreCase(card.name());
    }

    /** Other cards: not a card of the source's name. */
    public Boolean visit(DieCondition.Other c) {
        return !(c.is() && card.name().equals(source.definition().name()));
    }

    /** Printed keywords. */
    public Boolean visit(DieCondition.WithKeyword c) {
        return c.keywords().stream().anyMatch(card::has);
    }

    public Boolean visit(DieCondition.NotEnergyType c) {
        return !card.energyTypes().contains(c.type());
    }

    /** The character the source card named (or, false, another). */
    public Boolean visit(DieCondition.Named c) {
        return c.is() == s.namedCharacters().stream()
                .anyMatch(n -> n.namingCard() == source.index() && n.name().equals(card.name()));
    }

    public Boolean visit(DieCondition.OfType c) {
        return card.type() == c.type() || c.type() == CardType.ACTION && card.type().isAction();
    }

    public Boolean visit(DieCondition.Attacking c) {
        return true;
    }

    public Boolean visit(DieCondition.Blocking c) {
        return true;
    }

    public Boolean visit(DieCondition.Blocked c) {
        return true;
    }

    public Boolean visit(DieCondition.Damaged c) {
        return true;
    }

    public Boolean visit(DieCondition.Level c) {
        return true;
    }

    public Boolean visit(DieCondition.Cost c) {
        return true;
    }

    public Boolean visit(DieCondition.Showing c) {
        return true;
    }

    public Boolean visit(DieCondition.EngagedWithThis c) {
        return true;
    }

    public Boolean visit(DieCondition.FaceSymbol c) {
        return true;
    }

    public Boolean visit(DieCondition.EngagedWith c) {
        return true;
    }

    public Boolean visit(DieCondition.TopLevel c) {
        return true;
    }

    public Boolean visit(DieCondition.SharesAffiliation c) {
        return true;
    }

    public Boolean visit(DieCondition.LikeThose c) {
        return true;
    }

    public Boolean visit(DieCondition.Character c) {
        return true;
    }

    public Boolean visit(DieCondition.CostAboveThose c) {
        return true;
    }

    public Boolean visit(DieCondition.DefenseAtMostThis c) {
        return true;
    }

    public Boolean visit(DieCondition.FieldCost c) {
        return true;
    }

    public Boolean visit(DieCondition.NotThis c) {
        return true;
    }

    public Boolean visit(DieCondition.FieldedThisTurn c) {
        return true;
    }

    public Boolean visit(DieCondition.ShowsBurst c) {
        return true;
    }

    public Boolean visit(DieCondition.WithAbility c) {
        return true;
    }

    public Boolean visit(DieCondition.InCombatThisTurn c) {
        return true;
    }

    public Boolean visit(DieCondition.NotThose c) {
        return true;
    }

    public Boolean visit(DieCondition.SharesEnergyType c) {
        return true;
    }

    public Boolean visit(DieCondition.LastOfItsCard c) {
        return true;
    }
}
