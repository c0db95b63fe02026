package dicemasters.ai;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The computer builds its own team for a format from a card pool: around a key card the seed draws,
 * with cards that share its keyword or affiliation, then cheap ones for the first turns and others,
 * all from the better half of the characters by attack and defense for what they cost to buy and
 * field; and the format's number of Basic Action Cards. The seed varies every draw, so no card is in
 * most of its teams. The result always passes {@link TeamRules}.
 */
public final class TeamChooser {
    /** A chosen team: the cards with their dice, and the Basic Action Cards brought. */
    public record Choice(List<GameSetup.TeamCard> cards, List<CardDefinition> basicActions) {
        public Choice {
            cards = List.copyOf(cards);
            basicActions = List.copyOf(basicActions);
        }
    }

    /** The cheapest cost counted as a card for the first turns, and their share of the cards. */
    private static final int CHEAP = 3;
    private static final double CHEAP_SHARE = 0.35;
    /** Below this many characters the whole pool is a candidate, not only the better half. */
    private static final int FEW = 24;
    /** Dice the themed cards get before the others get a second one. */
    private static final int THEMED_DICE = 3;

    private TeamChooser() {
    }

    public static Choice choose(List<CardDefinition> pool, Format format, long seed) {
        return choose(pool, format, seed, Set.of(), Set.of());
    }

    /**
     * A team beside a Doubles teammate's: none of the teammate's character names ({@code namesTaken})
     * nor their Basic Action Cards ({@code basicsTaken}, by id), as the Doubles team rules ask.
     */
    public static Choice choose(List<CardDefinition> pool, Format format, long seed, Set<String> namesTaken,
                                Set<String> basicsTaken) {
        return choose(pool, format, seed, namesTaken, basicsTaken, null);
    }

    /**
     * A team built around a keyword ({@code theme}, or null for the keyword or affiliation of a key
     * card the seed draws among the better half): the key card first, then cards that share its
     * theme, then the rest, each drawn at random with its rating as weight, so that no card is in
     * most teams; the key and the themed cards get the most dice.
     */
    static Choice choose(List<CardDefinition> pool, Format format, long seed, Set<String> namesTaken,
                         Set<String> basicsTaken, Keyword theme) {
        List<CardDefinition> allowed = pool.stream().filter(c -> !namesTaken.contains(c.name())
                && !basicsTaken.contains(c.id())).toList();
        SplittableRandom random = new SplittableRandom(seed);
        List<CardDefinition> candidates = betterHalf(allowed);
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("the card pool has no character card to build a team from");
        }
        List<CardDefinition> themed = themed(candidates, theme, random);
        List<CardDefinition> cards = pickCards(themed, candidates, format, random);
        List<GameSetup.TeamCard> team = diceFor(cards, format, themed.isEmpty() ? 1 : themedCount(cards, themed));
        List<CardDefinition> basics = basicActions(allowed, format, random);
        List<String> problems = TeamRules.problems(format, team, basics);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("the card pool has no legal " + format.label() + " team: "
                    + String.join(" ", problems));
        }
        return new Choice(team, basics);
    }

    /** The characters rated in the better half (all of them when there are few), best first. */
    private static List<CardDefinition> betterHalf(List<CardDefinition> allowed) {
        List<CardDefinition> ranked = new ArrayList<>();
        for (CardDefinition c : allowed) {
            if (c.type() == CardType.CHARACTER && c.maxLevel() > 0) {
                ranked.add(c);
            }
        }
        ranked.sort(Comparator.comparingDouble((CardDefinition c) -> -rate(c)).thenComparing(CardDefinition::id));
        int keep = ranked.size() < FEW ? ranked.size() : (ranked.size() + 1) / 2;
        return ranked.subList(0, keep);
    }

    /**
     * The cards of the theme, the key card first: those with the theme's keyword, or, with no theme
     * given, those sharing a keyword or else an affiliation with a key card drawn by rating.
     */
    private static List<CardDefinition> themed(List<CardDefinition> candidates, Keyword theme, SplittableRandom random) {
        if (theme != null) {
            return drawn(candidates.stream().filter(c -> c.has(theme)).toList(), random);
        }
        CardDefinition key = drawn(candidates, random).get(0);
        List<CardDefinition> same = candidates.stream().filter(c -> c != key && (key.keywords().isEmpty()
                ? c.affiliations().stream().anyMatch(key.affiliations()::contains)
                : c.keywords().stream().anyMatch(key.keywords()::contains))).toList();
        List<CardDefinition> result = new ArrayList<>(List.of(key));
        result.addAll(drawn(same, random));
        return result;
    }

    /** The cards in a random order in which better-rated cards tend to come first (weighted sampling). */
    private static List<CardDefinition> drawn(List<CardDefinition> cards, SplittableRandom random) {
        Map<CardDefinition, Double> key = new LinkedHashMap<>();
        for (CardDefinition c : cards) {
            // Efraimidis-Spirakis: u^(1/w) orders a sample without replacement weighted by w.
            key.put(c, Math.pow(random.nextDouble(), 1 / Math.max(0.05, rate(c))));
        }
        List<CardDefinition> order = new ArrayList<>(cards);
        order.sort(Comparator.comparingDouble((CardDefinition c) -> -key.get(c)).thenComparing(CardDefinition::id));
        return order;
    }

    /** Attack and defense per energy spent buying and fielding, averaged over the levels, plus its abilities. */
    static double rate(CardDefinition c) {
        double value = 0;
        int levels = 0;
        for (Face f : c.faces()) {
            if (f.isCharacter()) {
                value += (f.attack() + f.defense()) / (1.0 + f.fieldCost() + c.cost() / 2.0);
                levels++;
            }
        }
        return value / levels + 0.3 * c.allAbilities().size();
    }

    /**
     * Up to half the slots from the theme (the key card first), a third cheap cards for the first
     * turns, the rest drawn from the candidates; never two cards of one name.
     */
    private static List<CardDefinition> pickCards(List<CardDefinition> themed, List<CardDefinition> candidates,
                                                  Format format, SplittableRandom random) {
        int slots = Math.min(format.maxCards(), format.maxDice());
        int themeSlots = Math.max(1, slots / 2);
        int cheapSlots = (int) Math.ceil(slots * CHEAP_SHARE);
        int mostDice = candidates.stream().mapToInt(CardDefinition::dieLimit).max().orElse(1);
        // Doubles has no total of dice: each card brings its limit.
        int diceNeeded = format.maxDice() == Integer.MAX_VALUE ? 0 : Math.min(format.maxDice(), slots * mostDice);
        Picked picked = new Picked(slots, diceNeeded, mostDice);
        picked.addUpTo(themed, themeSlots, c -> true);
        List<CardDefinition> rest = drawn(candidates, random);
        long cheap = picked.chosen.stream().filter(c -> c.cost() <= CHEAP).count();
        picked.addUpTo(rest, Math.min(slots, picked.chosen.size() + Math.max(0, cheapSlots - (int) cheap)),
                c -> c.cost() <= CHEAP);
        picked.addUpTo(rest, slots, c -> true);
        return picked.chosen;
    }

    /** The cards picked so far: never two of one name, and always room left for the format's dice. */
    private static final class Picked {
        final List<CardDefinition> chosen = new ArrayList<>();
        private final Set<String> names = new HashSet<>();
        private final int slots;
        private final int diceNeeded;
        private final int mostDice;
        private int limits;

        Picked(int slots, int diceNeeded, int mostDice) {
            this.slots = slots;
            this.diceNeeded = diceNeeded;
            this.mostDice = mostDice;
        }

        void addUpTo(List<CardDefinition> from, int size, java.util.function.Predicate<CardDefinition> wanted) {
            for (CardDefinition c : from) {
                if (chosen.size() >= size) {
                    return;
                }
                int roomAfter = limits + c.dieLimit() + (slots - chosen.size() - 1) * mostDice;
                if (wanted.test(c) && !names.contains(c.name()) && roomAfter >= diceNeeded) {
                    names.add(c.name());
                    chosen.add(c);
                    limits += c.dieLimit();
                }
            }
        }
    }

    private static int themedCount(List<CardDefinition> cards, List<CardDefinition> themed) {
        return (int) cards.stream().filter(themed::contains).count();
    }

    /**
     * One die each, then the themed cards (the first {@code themed}) up to {@value #THEMED_DICE}
     * under their limits, then one more at a time for all in order, up to the format's total.
     */
    private static List<GameSetup.TeamCard> diceFor(List<CardDefinition> cards, Format format, int themed) {
        int[] dice = new int[cards.size()];
        int total = 0;
        for (int i = 0; i < dice.length; i++) {
            dice[i] = 1;
            total++;
        }
        for (int i = 0; i < Math.min(themed, dice.length); i++) {
            while (dice[i] < Math.min(THEMED_DICE, cards.get(i).dieLimit()) && total < format.maxDice()) {
                dice[i]++;
                total++;
            }
        }
        boolean added = true;
        while (total < format.maxDice() && added) {
            added = false;
            for (int i = 0; i < dice.length && total < format.maxDice(); i++) {
                if (dice[i] < cards.get(i).dieLimit()) {
                    dice[i]++;
                    total++;
                    added = true;
                }
            }
        }
        List<GameSetup.TeamCard> team = new ArrayList<>();
        for (int i = 0; i < dice.length; i++) {
            team.add(new GameSetup.TeamCard(cards.get(i), dice[i]));
        }
        return team;
    }

    /** Basic Action Cards one can afford early, varied by the seed. */
    private static List<CardDefinition> basicActions(List<CardDefinition> pool, Format format, SplittableRandom random) {
        List<CardDefinition> basics = new ArrayList<>();
        for (CardDefinition c : pool) {
            if (c.type() == CardType.BASIC_ACTION) {
                basics.add(c);
            }
        }
        Map<CardDefinition, Double> order = new LinkedHashMap<>();
        basics.forEach(b -> order.put(b, Math.abs(b.cost() - 3) + 5 * random.nextDouble()));
        basics.sort(Comparator.comparingDouble((CardDefinition b) -> order.get(b)).thenComparing(CardDefinition::id));
        List<CardDefinition> chosen = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (CardDefinition b : basics) {
            if (chosen.size() < format.basicActions() && ids.add(b.id())) {
                chosen.add(b);
            }
        }
        return chosen;
    }
}
