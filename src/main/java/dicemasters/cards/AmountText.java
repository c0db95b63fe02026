package dicemasters.cards;

import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Effect;

import java.util.ArrayList;
import java.util.List;

/** The words for numbers on a card: fixed or counted amounts ("2 damage for each ..."), stat changes. */
final class AmountText {
    private final SelectorText selectors;

    AmountText(SelectorText selectors) {
        this.selectors = selectors;
    }

    /** "the number of active Turtle characters you control", "2 for each ...". */
    String numberOf(Amount a) {
        if (a.measure() == Amount.Measure.TOKENS) {
            return scaled(measureText(a, a.times()), a) + (a.base() != 0 ? " plus " + a.base() : "");
        }
        String what = selectors.singular(a.dice()).replace(" die", "");
        boolean plain = a.times() == 1 && a.base() == 0;
        if (plain && a.measure() == Amount.Measure.CARDS) {
            return "the number of active " + what.replaceFirst("character\\b", "characters");
        }
        if (plain && a.measure() == Amount.Measure.COUNT) {
            return "the number of " + selectors.plural(a.dice());
        }
        Quantity q = quantity(a, "");
        return q.head().trim() + q.tail();
    }

    /** "+2A and +1D", "+1A for each other Villain character die you control". */
    String stats(Effect.ModifyStats e) {
        List<String> parts = new ArrayList<>();
        String tail = "";
        for (String stat : List.of("A", "D")) {
            Amount a = stat.equals("A") ? e.attack() : e.defense();
            if (a.isFixed() && a.base() == 0) {
                continue;
            }
            if (a.isFixed()) {
                parts.add(signed(a.base()) + stat);
            } else if (a.measure() == Amount.Measure.COUNT && !a.isScaled()) {
                parts.add(signed(a.times()) + stat);
                tail = " for each " + selectors.singular(a.dice());
            } else {
                parts.add((a.times() < 0 ? "-" : "+") + stat + " equal to "
                        + scaled(measureText(a, Math.abs(a.times())), a));
            }
        }
        return String.join(" and ", parts) + tail;
    }

    /**
     * An amount in words: the number and its unit ("2 damage"), what follows the object
     * (" for each Turtle die"), and the number said (fixed, or per thing counted; -1 when measured).
     */
    record Quantity(String head, String tail, int number) {
    }

    Quantity quantity(Amount a, String unit) {
        if (a.isFixed()) {
            return new Quantity(a.base() + " " + unit, "", a.base());
        }
        if (a.measure() == Amount.Measure.COUNT && !a.isScaled()) {
            String base = a.base() != 0 ? " plus " + a.base() : "";
            return new Quantity(a.times() + " " + unit, " for each " + selectors.singular(a.dice()) + base, a.times());
        }
        if (a.measure() == Amount.Measure.TOKENS && !a.isScaled()) {
            String base = a.base() != 0 ? " plus " + a.base() : "";
            return new Quantity(a.times() + " " + unit, " for each token on this card" + base, a.times());
        }
        if (a.measure() == Amount.Measure.CARDS && !a.isScaled()) {
            String base = a.base() != 0 ? " plus " + a.base() : "";
            String what = selectors.singular(a.dice()).replace(" die", "");
            return new Quantity(a.times() + " " + unit, " for each active " + what + base
                    + " (cards, not dice)", a.times());
        }
        return new Quantity(unit + " equal to " + scaled(measureText(a, a.times()), a), "", -1);
    }

    /** "half of X, rounded down (at least 1)". */
    private static String scaled(String text, Amount a) {
        String result = text;
        if (a.divideBy() != 1) {
            result = (a.divideBy() == 2 ? "half of " : "one " + ordinal(a.divideBy()) + " of ") + result
                    + ", rounded down";
        }
        if (a.minimum() != null) {
            result += " (at least " + a.minimum() + ")";
        }
        return result;
    }

    private static String ordinal(int n) {
        return switch (n) {
            case 3 -> "third";
            case 4 -> "quarter";
            default -> n + "th";
        };
    }

    static String dieCount(Quantity q) {
        return q.number() == 1 ? "1 die" : q.number() < 0 ? q.head().replace("die", "dice")
                : q.number() + " dice";
    }

    private String measureText(Amount a, int times) {
        if (a.measure() == Amount.Measure.TOKENS) {
            return (times != 1 ? times + " times " : "") + "the number of tokens on this card";
        }
        if (a.measure() == Amount.Measure.DAMAGE_DEALT) {
            return (times != 1 ? times + " times " : "") + "the damage dealt to it";
        }
        if (a.measure() == Amount.Measure.ENERGY_OF_THAT_TYPE) {
            String text = "the number of energy symbols of that die's energy type (Wild does not count) shown by "
                    + selectors.plural(a.dice());
            return times != 1 ? times + " times " + text : text;
        }
        if (a.measure() == Amount.Measure.HIGHEST_LEVEL || a.measure() == Amount.Measure.ENERGY
                || a.measure() == Amount.Measure.COUNT || a.measure() == Amount.Measure.CARDS) {
            String text = switch (a.measure()) {
                case HIGHEST_LEVEL -> "the highest level among " + selectors.plural(a.dice());
                case ENERGY -> "the number of energy symbols shown by " + selectors.plural(a.dice());
                case CARDS -> "the number of different cards among " + selectors.plural(a.dice());
                default -> "the number of " + selectors.plural(a.dice());
            };
            if (times != 1) {
                text = times + " times " + text;
            }
            return a.base() != 0 ? a.base() + " plus " + text : text;
        }
        String whose = a.dice().selection() == dicemasters.engine.card.DieSelector.Selection.THOSE ? "that die's"
                : possessive(selectors.dice(a.dice(), false));
        String stat = switch (a.measure()) {
            case ATTACK -> "A";
            case DEFENSE -> "D";
            case LEVEL -> "level";
            case TOP_LEVEL -> "highest level";
            default -> "";
        };
        String text = whose + " " + stat;
        if (times != 1) {
            text = times + " times " + text;
        }
        return a.base() != 0 ? text + " plus " + a.base() : text;
    }

    private static String possessive(String noun) {
        return noun.endsWith("s") ? noun + "'" : noun + "'s";
    }

    private static String signed(int n) {
        return n >= 0 ? "+" + n : String.valueOf(n);
    }
}
