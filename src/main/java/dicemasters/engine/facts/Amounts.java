package dicemasters.engine.facts;

import dicemasters.engine.card.Amount;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.List;

/** What an amount on a card ("1 for each ...", "equal to its A") counts now. */
public final class Amounts {
    private Amounts() {
    }

    /** The value of an amount now, for an ability of {@code controller} coming from {@code sourceDie}. */
    public static int of(GameState s, Amount amount, int cardIndex, int controller, int sourceDie, int triggeringDie) {
        return of(s, amount, cardIndex, controller, sourceDie, triggeringDie, List.of());
    }

    /** {@code those}: the dice the ability's previous targeted effect chose, for amounts measuring "that die". */
    public static int of(GameState s, Amount amount, int cardIndex, int controller, int sourceDie, int triggeringDie,
                         List<Integer> those) {
        if (amount.isFixed()) {
            return amount.finish(0);
        }
        if (amount.measure() == Amount.Measure.TOKENS) {
            return amount.finish(s.tokensOn(cardIndex));
        }
        if (amount.measure() == Amount.Measure.DAMAGE_DEALT) {
            return amount.finish(0);  // only a "when damaged" ability knows it (Resolving); the loader sees to that
        }
        List<Die> dice = amount.dice().selection() == DieSelector.Selection.THOSE
                ? ChosenDice.stillThere(s, those, amount.dice())
                : Targets.candidates(s, amount.dice(), controller, sourceDie, triggeringDie);
        int measured = switch (amount.measure()) {
            case COUNT -> dice.size();
            case CARDS -> (int) dice.stream().mapToInt(Die::cardIndex).distinct().count();
            case ATTACK -> dice.isEmpty() ? 0 : Stats.attack(s, dice.get(0));
            case DEFENSE -> dice.isEmpty() ? 0 : Stats.defense(s, dice.get(0));
            case LEVEL -> dice.isEmpty() ? 0 : s.face(dice.get(0)).level();
            case HIGHEST_LEVEL -> dice.stream().mapToInt(d -> s.face(d).level()).max().orElse(0);
            case TOP_LEVEL -> dice.isEmpty() ? 0 : s.definition(dice.get(0)).maxLevel();
            case ENERGY -> dice.stream().mapToInt(d -> energySymbols(s, d)).sum();
            case ENERGY_OF_THAT_TYPE -> triggeringDie < 0 ? 0 : dice.stream()
                    .mapToInt(d -> symbolsOfType(s, d, s.definition(s.die(triggeringDie)).energyTypes())).sum();
            case NONE, TOKENS, DAMAGE_DEALT -> 0;
        };
        return amount.finish(measured);
    }

    /** Symbols of these energy types a rolled die shows (Wild does not count as one). */
    private static int symbolsOfType(GameState s, Die d, List<Energy> types) {
        return d.zone().isRolled() && s.face(d).isEnergy()
                ? (int) s.face(d).energy().stream().filter(types::contains).count() : 0;
    }

    /** Energy symbols a rolled die shows (a double energy face shows two). */
    private static int energySymbols(GameState s, Die d) {
        return d.zone().isRolled() && s.face(d).isEnergy() ? s.face(d).energy().size() : 0;
    }
}
