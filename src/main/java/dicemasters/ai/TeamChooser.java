package dicemasters.ai;

import dicemasters.engine.GameSetup;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Face;
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
 * The computer builds its own team for a format from a card pool: characters that give the most
 * attack and defense for what they cost to buy and field, with cheap ones for the first turns
 * and the format's number of Basic Action Cards. The seed varies the choice among close cards.
 * The result always passes {@link TeamRules}.
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
        List<CardDefinition> allowed = pool.stream().filter(c -> !namesTaken.contains(c.name())
                && !basicsTaken.contains(c.id())).toList();
        SplittableRandom random = new SplittableRandom(seed);
        Map<CardDefinition, Double> rating = new LinkedHashMap<>();
        for (CardDefinition c : allowed) {
            if (c.type() == CardType.CHARACTER && c.maxLevel() > 0) {
                rating.put(c, rate(c) * (0.9 + 0.2 * random.nextDouble()));
            }
        }
        List<CardDefinition> ranked = new ArrayList<>(rating.keySet());
        ranked.sort(Comparator.comparingDouble((CardDefinition c) -> -rating.get(c)).thenComparing(CardDefinition::id));
        List<CardDefinition> cards = pickCards(ranked, format);
        List<GameSetup.TeamCard> team = diceFor(cards, format);
        List<CardDefinition> basics = basicActions(allowed, format, random);
        List<String> problems = TeamRules.problems(format, team, basics);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("the card pool has no legal " + format.label() + " team: "
                    + String.join(" ", problems));
        }
        return new Choice(team, basics);
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

    private static List<CardDefinition> pickCards(List<CardDefinition> ranked, Format format) {
        int slots = Math.min(format.maxCards(), format.maxDice());
        int cheapSlots = (int) Math.ceil(slots * CHEAP_SHARE);
        List<CardDefinition> chosen = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (CardDefinition c : ranked) {
            if (chosen.size() < cheapSlots && c.cost() <= CHEAP && names.add(c.name())) {
                chosen.add(c);
            }
        }
        for (CardDefinition c : ranked) {
            if (chosen.size() < slots && !chosen.contains(c) && names.add(c.name())) {
                chosen.add(c);
            }
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("the card pool has no character card to build a team from");
        }
        return chosen;
    }

    /** One die each, then more for the best-rated cards up to their die limits and the format's total. */
    private static List<GameSetup.TeamCard> diceFor(List<CardDefinition> cards, Format format) {
        int[] dice = new int[cards.size()];
        int total = 0;
        for (int i = 0; i < dice.length; i++) {
            dice[i] = 1;
            total++;
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
        basics.forEach(b -> order.put(b, Math.abs(b.cost() - 3) + 1.5 * random.nextDouble()));
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
