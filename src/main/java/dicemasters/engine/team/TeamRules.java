package dicemasters.engine.team;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.setup.GameSetup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Team building, as the Customizing Your Team rules say: cards with different names, each with at
 * least one die and no more than its die limit, the format's total of dice, and the format's
 * number of different Basic Action Cards. In Doubles each player brings exactly 4 cards, each with
 * its maximum dice, and 1 Basic Action Card; {@link #teamOfTwoProblems} checks two teammates
 * together. Problems come back as sentences a player can act on.
 */
public final class TeamRules {
    private TeamRules() {
    }

    public static List<String> problems(Format format, List<GameSetup.TeamCard> team, List<CardDefinition> basics) {
        List<String> problems = new ArrayList<>();
        checkCards(format, team, problems);
        checkNames(team, problems);
        checkDice(format, team, problems);
        checkBasicActions(format, basics, problems);
        return problems;
    }

    private static void checkCards(Format format, List<GameSetup.TeamCard> team, List<String> problems) {
        if (team.isEmpty()) {
            problems.add("Choose at least one character or action card.");
        }
        if (format.teamsOfTwo() && team.size() != format.maxCards()) {
            problems.add(format.label() + ": each player brings exactly " + format.maxCards()
                    + " character or action cards; this player has " + team.size() + ".");
        } else if (team.size() > format.maxCards()) {
            problems.add(format.label() + " allows at most " + format.maxCards() + " cards; this team has "
                    + team.size() + ".");
        }
        for (GameSetup.TeamCard tc : team) {
            CardType type = tc.card().type();
            if (type == CardType.BASIC_ACTION || type == CardType.SIDEKICK) {
                problems.add(tc.card().fullName() + " is not a team card: Basic Action Cards are chosen apart.");
            }
        }
    }

    private static void checkNames(List<GameSetup.TeamCard> team, List<String> problems) {
        Map<String, List<String>> byName = new LinkedHashMap<>();
        for (GameSetup.TeamCard tc : team) {
            byName.computeIfAbsent(tc.card().name(), n -> new ArrayList<>()).add(tc.card().fullName());
        }
        byName.forEach((name, cards) -> {
            if (cards.size() > 1) {
                problems.add("Two cards with the same name cannot be on one team: " + String.join(" and ", cards)
                        + ".");
            }
        });
    }

    private static void checkDice(Format format, List<GameSetup.TeamCard> team, List<String> problems) {
        int total = 0;
        for (GameSetup.TeamCard tc : team) {
            CardDefinition card = tc.card();
            if (tc.dice() < 1) {
                problems.add(card.fullName() + " needs at least 1 die.");
            } else if (tc.dice() > card.dieLimit()) {
                problems.add(card.fullName() + " allows at most " + card.dieLimit() + " dice; "
                        + tc.dice() + " chosen.");
            } else if (format.teamsOfTwo() && tc.dice() != card.dieLimit()) {
                problems.add(format.label() + ": " + card.fullName() + " brings its maximum of " + card.dieLimit()
                        + " dice; " + tc.dice() + " chosen.");
            }
            total += Math.max(0, tc.dice());
        }
        if (total > format.maxDice()) {
            problems.add(format.label() + " allows at most " + format.maxDice() + " dice; this team has " + total
                    + ".");
        }
    }

    private static void checkBasicActions(Format format, List<CardDefinition> basics, List<String> problems) {
        for (CardDefinition b : basics) {
            if (b.type() != CardType.BASIC_ACTION) {
                problems.add(b.fullName() + " is not a Basic Action Card.");
            }
        }
        long different = basics.stream().map(CardDefinition::id).distinct().count();
        if (different != basics.size()) {
            problems.add("The Basic Action Cards must be different.");
        }
        if (basics.size() < format.basicActions() || basics.size() > format.maxBasicActions()) {
            String needed = format.maxBasicActions() > format.basicActions()
                    ? format.basicActions() + " to " + format.maxBasicActions() + " Basic Action Cards"
                    : format.basicActions() + (format.basicActions() == 1 ? " Basic Action Card"
                    : " different Basic Action Cards");
            problems.add(format.label() + " needs " + needed + "; " + basics.size() + " chosen.");
        }
    }

    /**
     * Doubles: two teammates' choices together. Teammates cannot use the same character (two cards
     * with the same name, whoever brings them), and a team's Basic Action Cards cannot match.
     */
    public static List<String> teamOfTwoProblems(List<GameSetup.TeamCard> first, List<CardDefinition> firstBasics,
                                                 List<GameSetup.TeamCard> second, List<CardDefinition> secondBasics) {
        List<String> problems = new ArrayList<>();
        for (GameSetup.TeamCard mine : first) {
            for (GameSetup.TeamCard theirs : second) {
                if (mine.card().name().equals(theirs.card().name())) {
                    problems.add("Teammates cannot use the same character: " + mine.card().fullName() + " and "
                            + theirs.card().fullName() + ".");
                }
            }
        }
        for (CardDefinition mine : firstBasics) {
            if (secondBasics.stream().anyMatch(theirs -> theirs.id().equals(mine.id()))) {
                problems.add("A team's Basic Action Cards cannot match: both teammates bring " + mine.fullName() + ".");
            }
        }
        return problems;
    }

    /** The number of dice on each Basic Action Card: in Doubles 3, or 6 as the advanced option. */
    public static String basicActionDiceProblem(Format format, int dice) {
        if (format.teamsOfTwo() && !Format.DOUBLES_BASIC_ACTION_DICE.contains(dice)) {
            return format.label() + " puts 3 dice on each Basic Action Card (6 once you have mastered the rules); "
                    + dice + " chosen.";
        }
        return null;
    }
}
