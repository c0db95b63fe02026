package dicemasters.engine.facts;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * What each {@link DieCondition} means for a die, each in one method: whether die {@code d} meets it
 * for an ability whose own die is {@code sourceDie} (-1: none). The conditions about "those" dice
 * (the dice an earlier effect chose) hold here and are judged by the effect against those dice
 * ({@code effects.EffectDice}).
 */
record DieTests(GameState s, Die d, int sourceDie) implements DieCondition.Visitor<Boolean> {

    /** Whether the die meets every condition of the filter. */
    static boolean passes(GameState s, Die d, DieFilter f, int sourceDie) {
        if (f.isAny()) {
            return true;
        }
        DieTests tests = new DieTests(s, d, sourceDie);
        for (DieCondition c : f.conditions()) {
            if (!c.accept(tests)) {
                return false;
            }
        }
        return true;
    }

    private CardDefinition card() {
        return s.definition(d);
    }

    public Boolean visit(DieCondition.Sidekick c) {
        return c.is() == Targets.isSidekick(s, d);
    }

    public Boolean visit(DieCondition.Attacking c) {
        return c.is() == Targets.isAttacking(d);
    }

    public Boolean visit(DieCondition.Blocking c) {
        return c.is() == d.isBlocking();
    }

    public Boolean visit(DieCondition.Blocked c) {
        return c.is() == d.isBlocked();
    }

    public Boolean visit(DieCondition.Damaged c) {
        return c.is() == d.damage() > 0;
    }

    public Boolean visit(DieCondition.Affiliation c) {
        return card().affiliations().contains(c.name());
    }

    public Boolean visit(DieCondition.NotAffiliation c) {
        return !card().affiliations().contains(c.name());
    }

    public Boolean visit(DieCondition.EnergyType c) {
        return card().energyTypes().contains(c.type());
    }

    public Boolean visit(DieCondition.Level c) {
        int level = d.zone().isRolled() ? s.face(d).level() : 0;
        return (c.min() == null || level >= c.min()) && (c.max() == null || level <= c.max());
    }

    public Boolean visit(DieCondition.Cost c) {
        int cost = card().cost();
        return (c.min() == null || cost >= c.min()) && (c.max() == null || cost <= c.max());
    }

    public Boolean visit(DieCondition.CardName c) {
        return c.name().equalsIgnoreCase(card().name());
    }

    public Boolean visit(DieCondition.NotCardName c) {
        return !c.name().equalsIgnoreCase(card().name());
    }

    /** Other cards: a die of another card than the source's; otherwise the source die itself. */
    public Boolean visit(DieCondition.Other c) {
        if (!c.is()) {
            return d.id() == sourceDie;
        }
        return sourceDie < 0 || d.cardIndex() != s.die(sourceDie).cardIndex();
    }

    public Boolean visit(DieCondition.Showing c) {
        return d.zone().isRolled() && s.face(d).kind() == c.kind();
    }

    public Boolean visit(DieCondition.EngagedWithThis c) {
        return c.is() == Targets.engaged(s, d, sourceDie);
    }

    public Boolean visit(DieCondition.FaceSymbol c) {
        Energy symbol = c.symbol();
        return d.zone().isRolled() && s.face(d).isEnergy()
                && s.face(d).energy().stream().anyMatch(e -> e.satisfies(symbol));
    }

    /** Blocking or blocked by a die that passes the filter. */
    public Boolean visit(DieCondition.EngagedWith c) {
        for (Die x : s.dice()) {
            boolean engaged = d.isBlocking(x.id()) || x.isBlocking(d.id());
            if (engaged && s.isCharacterInField(x) && passes(s, x, c.filter(), -1)) {
                return true;
            }
        }
        return false;
    }

    /** A character die showing its card's highest level cannot spin up. */
    public Boolean visit(DieCondition.TopLevel c) {
        boolean top = d.zone().isRolled() && s.face(d).isCharacter() && s.face(d).level() >= card().maxLevel();
        return c.is() == top;
    }

    /** Whether another character die in the Field Zone has an affiliation of the die's card. */
    public Boolean visit(DieCondition.SharesAffiliation c) {
        boolean shares = false;
        for (Die other : s.dice()) {
            if (other != d && s.isCharacterInField(other)
                    && Targets.related(s, d, other, DieFilter.Relation.AFFILIATION)) {
                shares = true;
                break;
            }
        }
        return c.is() == shares;
    }

    public Boolean visit(DieCondition.LikeThose c) {
        return true;
    }

    public Boolean visit(DieCondition.Character c) {
        return c.is() == Targets.isCharacterDie(s, d);
    }

    public Boolean visit(DieCondition.CostAboveThose c) {
        return true;
    }

    /**
     * Its D is at most that of the source die; a source die that has left the Field Zone (KO'd,
     * "when Nitro is KO'd") counts with the D its face showed.
     */
    public Boolean visit(DieCondition.DefenseAtMostThis c) {
        boolean atMost = false;
        if (sourceDie >= 0) {
            Die source = s.die(sourceDie);
            int defense = s.isCharacterInField(source) ? Stats.defense(s, source)
                    : s.face(source).isCharacter() ? s.face(source).defense() : -1;
            atMost = Stats.defense(s, d) <= defense;
        }
        return c.is() == atMost;
    }

    public Boolean visit(DieCondition.WithKeyword c) {
        return c.keywords().stream().anyMatch(k -> Stats.hasKeyword(s, d, k));
    }

    public Boolean visit(DieCondition.FieldCost c) {
        return d.zone().isRolled() && s.face(d).isCharacter() && s.face(d).fieldCost() <= c.max();
    }

    public Boolean visit(DieCondition.NotEnergyType c) {
        return !card().energyTypes().contains(c.type());
    }

    public Boolean visit(DieCondition.NotThis c) {
        return c.is() == (d.id() != sourceDie);
    }

    public Boolean visit(DieCondition.FieldedThisTurn c) {
        return c.is() == s.player(d.owner()).fieldedThisTurn().contains(d.id());
    }

    public Boolean visit(DieCondition.ShowsBurst c) {
        return c.is() == (d.zone().isRolled() && s.face(d).bursts() > 0);
    }

    public Boolean visit(DieCondition.WithAbility c) {
        return s.abilities(d.cardIndex()).stream().anyMatch(a -> a.trigger() == c.trigger());
    }

    public Boolean visit(DieCondition.InCombatThisTurn c) {
        return c.is() == d.inCombatThisTurn();
    }

    public Boolean visit(DieCondition.NotThose c) {
        return true;
    }

    public Boolean visit(DieCondition.Named c) {
        return c.is() == Conditions.isNamedBy(s, card().name(), sourceDie);
    }

    public Boolean visit(DieCondition.OfType c) {
        CardType type = card().type();
        return type == c.type() || c.type() == CardType.ACTION && type.isAction();
    }

    /** Another character die its controller has in the Field Zone is of a card sharing an energy type. */
    public Boolean visit(DieCondition.SharesEnergyType c) {
        List<Energy> types = card().energyTypes();
        boolean shares = false;
        for (Die other : s.dice()) {
            if (other != d && other.owner() == d.owner() && s.isCharacterInField(other)
                    && s.definition(other).energyTypes().stream().anyMatch(types::contains)) {
                shares = true;
                break;
            }
        }
        return c.is() == shares;
    }

    /** No other die of its card is still on the card, unpurchased. */
    public Boolean visit(DieCondition.LastOfItsCard c) {
        boolean last = true;
        for (Die other : s.diceOfCard(d.cardIndex())) {
            if (other != d && other.zone() == Zone.ON_CARD) {
                last = false;
                break;
            }
        }
        return c.is() == last;
    }
}
