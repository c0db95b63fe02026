package dicemasters.engine.card;

import java.util.List;

/**
 * One thing a die must be to pass a {@link DieFilter}: each condition has one purpose, and a filter
 * is all of its conditions. A yes/no condition with {@code false} asks for the opposite ("undamaged",
 * "not fielded this turn"). "This die" is the ability's own die; "those" are the dice the ability's
 * previous targeted effect chose.
 *
 * <p>What a condition means for a die is judged in one place by the rules ({@code facts.DieTests},
 * a {@link Visitor}, so a condition without a rule does not compile); its JSON word is in
 * {@code cards.FilterJson} and its words in {@code cards.FilterWords}.
 */
public sealed interface DieCondition {

    <R> R accept(Visitor<R> visitor);

    /** A condition that is a yes or a no about a die ({@link Other}'s no is narrower: the ability's own die). */
    sealed interface YesNo extends DieCondition {
        boolean is();
    }

    /** Sidekick dice (and Ally dice in the field); {@code false}: "non-Sidekick". */
    record Sidekick(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    record Attacking(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    record Blocking(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    record Blocked(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    record Damaged(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** An affiliation printed on the die's card. */
    record Affiliation(String name) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** No such affiliation printed on the die's card ("non-Villain"). */
    record NotAffiliation(String name) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** The card's energy type. */
    record EnergyType(Energy type) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** The level showing, from {@code min} to {@code max} (either null: no bound); an unrolled die is level 0. */
    record Level(Integer min, Integer max) implements DieCondition {
        public Level {
            if (min == null && max == null) {
                throw new IllegalArgumentException("a range has at least one bound");
            }
        }

        public static Level atLeast(int min) {
            return new Level(min, null);
        }

        public static Level atMost(int max) {
            return new Level(null, max);
        }

        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** The card's purchase cost, from {@code min} to {@code max} (either may be null: no bound). */
    record Cost(Integer min, Integer max) implements DieCondition {
        public Cost {
            if (min == null && max == null) {
                throw new IllegalArgumentException("a range has at least one bound");
            }
        }

        public static Cost atLeast(int min) {
            return new Cost(min, null);
        }

        public static Cost atMost(int max) {
            return new Cost(null, max);
        }

        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Dice of cards with this name ("Foot Ninja dice"). */
    record CardName(String name) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Dice of cards without this name ("non-Metalhead"). */
    record NotCardName(String name) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /**
     * {@code true}: dice of other cards than the ability's ("other Turtle dice"); {@code false}: the
     * ability's own die only (a choice to use it or not); a second die of the same card is neither.
     */
    record Other(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** What the die shows (for dice outside the field: "energy dice in the Reserve Pool"). */
    record Showing(FaceKind kind) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Blocking or blocked by the ability's own die. */
    record EngagedWithThis(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** An energy face showing this symbol (Wild counts as any type). */
    record FaceSymbol(Energy symbol) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Blocking or blocked by a die that passes this filter ("while blocked by a Villain die"). */
    record EngagedWith(DieFilter filter) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Showing the highest level of its card, so it cannot spin up ({@code false}: it can). */
    record TopLevel(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Its card shares an affiliation with another character die in the Field Zone. */
    record SharesAffiliation(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /**
     * For targets, related to one of those dice (the same owner: "in that player's Used Pile"; a
     * shared affiliation); judged against those dice by the effect, not by a die alone.
     */
    record LikeThose(DieFilter.Relation relation) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /**
     * A character die: a die of a character card wherever it is, and a Sidekick die only while rolled
     * to its character face (in the Reserve Pool or the Field Zone); an unrolled Sidekick die (bag,
     * Prep Area, Used Pile) is not a character die.
     */
    record Character(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /**
     * For targets, a purchase cost at most {@code max} above that of one of those dice ("costs up to
     * 2 more"); judged against those dice by the effect.
     */
    record CostAboveThose(int max) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /**
     * Its D is no more than the D of the ability's own die ("with D less than or equal to Nitro's D");
     * a die that has left the Field Zone counts with the D its face showed.
     */
    record DefenseAtMostThis(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** One of these keywords, printed or gained ("character dice with Resistance and/or Enlistment"). */
    record WithKeyword(List<Keyword> keywords) implements DieCondition {
        public WithKeyword {
            if (keywords.isEmpty()) {
                throw new IllegalArgumentException("a keyword condition names at least one keyword");
            }
            keywords = List.copyOf(keywords);
        }

        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** The face it shows has a printed fielding cost of at most {@code max}. */
    record FieldCost(int max) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Its card's energy type is not this ("non-Shield character die"; Sidekicks have none). */
    record NotEnergyType(Energy type) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Any die but the ability's own ("other attacking character dice"); {@code false}: the ability's own. */
    record NotThis(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Its controller fielded it this turn. */
    record FieldedThisTurn(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** The character face it shows has a burst symbol. */
    record ShowsBurst(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Its card has an ability with this trigger ("a 'when fielded' ability"; keywords that work as such count). */
    record WithAbility(Trigger trigger) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** It attacked or blocked this turn ({@code false}: "that did not attack or block this turn"). */
    record InCombatThisTurn(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** None of those dice ("all your dice except the one you chose"); judged against those dice by the effect. */
    record NotThose() implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** A die of the character the ability's card named ({@code false}: of another). */
    record Named(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** A die of a card of this type ("a Basic Action die"); ACTION means action dice, Basic or not. */
    record OfType(CardType type) implements DieCondition {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** Its card shares an energy type with another character die its controller has in the Field Zone. */
    record SharesEnergyType(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** No other die of its card is still on the card, unpurchased ("the last die on a card"). */
    record LastOfItsCard(boolean is) implements YesNo {
        public <R> R accept(Visitor<R> v) {
            return v.visit(this);
        }
    }

    /** What is done with each kind of condition; a new condition is a new method, so every visitor must answer it. */
    interface Visitor<R> {
        R visit(Sidekick c);
        R visit(Attacking c);
        R visit(Blocking c);
        R visit(Blocked c);
        R visit(Damaged c);
        R visit(Affiliation c);
        R visit(NotAffiliation c);
        R visit(EnergyType c);
        R visit(Level c);
        R visit(Cost c);
        R visit(CardName c);
        R visit(NotCardName c);
        R visit(Other c);
        R visit(Showing c);
        R visit(EngagedWithThis c);
        R visit(FaceSymbol c);
        R visit(EngagedWith c);
        R visit(TopLevel c);
        R visit(SharesAffiliation c);
        R visit(LikeThose c);
        R visit(Character c);
        R visit(CostAboveThose c);
        R visit(DefenseAtMostThis c);
        R visit(WithKeyword c);
        R visit(FieldCost c);
        R visit(NotEnergyType c);
        R visit(NotThis c);
        R visit(FieldedThisTurn c);
        R visit(ShowsBurst c);
        R visit(WithAbility c);
        R visit(InCombatThisTurn c);
        R visit(NotThose c);
        R visit(Named c);
        R visit(OfType c);
        R visit(SharesEnergyType c);
        R visit(LastOfItsCard c);
    }
}
