package dicemasters.sim;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random legal teams drawn from a pool of cards, by a format's team rules (Customizing Your Team):
 * as many team cards as the format allows, each with a name no other card of the team has, one
 * die each and the rest of the format's dice shared out at random under each card's die limit,
 * and the format's number of different Basic Action Cards. Each player chooses their own Basic
 * Action Cards; the middle of the table holds the cards either player brought. The same pool,
 * format and seed always give the same game. Every team is checked by {@link TeamRules}.
 */
public final class RandomTeams {
    private RandomTeams() {
    }

    /**
     * A game of random teams from the pool, the first player left to the game: "Ann" and "Ben", or
     * in Doubles four players (Ann and Cid against Ben and Dee), each with their own Basic Actions.
     */
    public static GameSetup setup(List<CardDefinition> pool, Format format, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameSetup.Team> teams = new ArrayList<>();
        List<CardDefinition> middle = new ArrayList<>();
        for (String player : format == Format.DOUBLES ? List.of("Ann", "Ben", "Cid", "Dee") : List.of("Ann", "Ben")) {
            GameSetup.Team team = team(player, pool, format, random);
            List<CardDefinition> basics = basicActions(pool, format, random);
            List<String> problems = TeamRules.problems(format, team.cards(), basics);
            if (!problems.isEmpty()) {
                throw new IllegalStateException("random team of " + player + " (seed " + seed + ") breaks the "
                        + format.label() + " rules: " + problems);
            }
            teams.add(team);
            basics.stream().filter(b -> !middle.contains(b)).forEach(middle::add);
        }
        return new GameSetup(format.label(), format.startingLife(), teams, middle, 3, GameSetup.RANDOM_FIRST);
    }

    /** Up to the format's number of team cards with different names, dice shared out under each limit. */
    public static GameSetup.Team team(String player, List<CardDefinition> pool, Format format,
                                      SplittableRandom random) {
        List<CardDefinition> chosen = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (CardDefinition card : shuffled(teamCards(pool), random)) {
            if (chosen.size() == format.maxCards() || chosen.size() == format.maxDice()) {
                break;
            }
            if (names.add(card.name())) {
                chosen.add(card);
            }
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("the pool has no character or action card");
        }
        int[] dice = shareOutDice(chosen, format.maxDice(), random);
        List<GameSetup.TeamCard> cards = new ArrayList<>();
        for (int i = 0; i < chosen.size(); i++) {
            cards.add(new GameSetup.TeamCard(chosen.get(i), dice[i]));
        }
        return new GameSetup.Team(player, cards);
    }

    /** The format's number of different Basic Action Cards, at random. */
    public static List<CardDefinition> basicActions(List<CardDefinition> pool, Format format,
                                                    SplittableRandom random) {
        List<CardDefinition> basics = shuffled(pool.stream()
                .filter(c -> c.type() == CardType.BASIC_ACTION).toList(), random);
        if (basics.size() < format.basicActions()) {
            throw new IllegalArgumentException("the pool has " + basics.size() + " Basic Action Cards; "
                    + format.label() + " needs " + format.basicActions());
        }
        return List.copyOf(basics.subList(0, format.basicActions()));
    }

    /** One die each, then one more at a time to a random card still under its die limit. */
    private static int[] shareOutDice(List<CardDefinition> cards, int maxDice, SplittableRandom random) {
        int[] dice = new int[cards.size()];
        Arrays.fill(dice, 1);
        int left = maxDice - cards.size();
        while (left > 0) {
            List<Integer> open = new ArrayList<>();
            for (int i = 0; i < dice.length; i++) {
                if (dice[i] < cards.get(i).dieLimit()) {
                    open.add(i);
                }
            }
            if (open.isEmpty()) {
                break;
            }
            dice[open.get(random.nextInt(open.size()))]++;
            left--;
        }
        return dice;
    }

    private static List<CardDefinition> teamCards(List<CardDefinition> pool) {
        return pool.stream().filter(c -> c.type() == CardType.CHARACTER || c.type() == CardType.ACTION).toList();
    }

    /** A Fisher-Yates shuffle driven by the given generator (the pool's own order is kept as the start). */
    private static List<CardDefinition> shuffled(List<CardDefinition> cards, SplittableRandom random) {
        List<CardDefinition> result = new ArrayList<>(cards);
        for (int i = result.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            CardDefinition swap = result.get(i);
            result.set(i, result.get(j));
            result.set(j, swap);
        }
        return result;
    }
}
