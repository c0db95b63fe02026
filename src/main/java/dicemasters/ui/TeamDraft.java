package dicemasters.ui;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;

import java.util.ArrayList;
import java.util.List;

/**
 * A team being built from the card pool: cards with a number of dice each, and Basic Action
 * Cards. It only records choices; whether the team is legal is {@link TeamRules}' answer.
 */
final class TeamDraft {
    private final List<GameSetup.TeamCard> cards = new ArrayList<>();
    private final List<CardDefinition> basics = new ArrayList<>();

    /** Add a card with one die (choosing it again adds nothing: change its dice instead). */
    void add(CardDefinition card) {
        if (cards.stream().noneMatch(tc -> tc.card().id().equals(card.id()))) {
            cards.add(new GameSetup.TeamCard(card, 1));
        }
    }

    /**
     * Why the card cannot be added now (every rule of the format that adding it with one die would
     * break, in TeamRules' words, one sentence each), or null when it can.
     */
    String whyNotAdd(CardDefinition card, Format format) {
        if (cards.stream().anyMatch(tc -> tc.card().id().equals(card.id()))) {
            return "Already on the team: change its dice on the right.";
        }
        List<GameSetup.TeamCard> more = new ArrayList<>(cards);
        more.add(new GameSetup.TeamCard(card, 1));
        List<String> before = TeamRules.problems(format, cards, basics);
        List<String> added = TeamRules.problems(format, more, basics).stream().filter(p -> !before.contains(p))
                .toList();
        return added.isEmpty() ? null : String.join(" ", added);
    }

    /**
     * Why this Basic Action Card cannot be ticked now (ticking it would add to what TeamRules finds
     * wrong, such as one more than the format takes), or null when it can; unticking always can.
     */
    String whyNotTick(CardDefinition basic, Format format) {
        if (hasBasic(basic)) {
            return null;
        }
        List<CardDefinition> more = new ArrayList<>(basics);
        more.add(basic);
        List<String> before = TeamRules.problems(format, cards, basics);
        List<String> after = TeamRules.problems(format, cards, more);
        return after.size() <= before.size() ? null
                : after.stream().filter(p -> !before.contains(p)).findFirst().orElse(null);
    }

    /** Start again from a whole team (a team code pasted, a preset to change). */
    void setTo(List<GameSetup.TeamCard> team, List<CardDefinition> basicActions) {
        cards.clear();
        cards.addAll(team);
        basics.clear();
        basics.addAll(basicActions);
    }

    boolean hasBasic(CardDefinition basic) {
        return basics.stream().anyMatch(b -> b.id().equals(basic.id()));
    }

    /** The team as a code to share ({@link TeamCode}). */
    String code(Format format) {
        return TeamCode.encode(format, cards, basics);
    }

    void remove(CardDefinition card) {
        cards.removeIf(tc -> tc.card().id().equals(card.id()));
    }

    void setDice(CardDefinition card, int dice) {
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i).card().id().equals(card.id())) {
                cards.set(i, new GameSetup.TeamCard(card, dice));
            }
        }
    }

    void toggleBasic(CardDefinition basic) {
        if (!basics.removeIf(b -> b.id().equals(basic.id()))) {
            basics.add(basic);
        }
    }

    List<GameSetup.TeamCard> cards() {
        return List.copyOf(cards);
    }

    List<CardDefinition> basics() {
        return List.copyOf(basics);
    }

    int totalDice() {
        return cards.stream().mapToInt(GameSetup.TeamCard::dice).sum();
    }

    List<String> problems(Format format) {
        return TeamRules.problems(format, cards, basics);
    }

    TeamChoice toChoice(String owner, int diceEachBasicAction) {
        String names = String.join(" & ", cards.stream().map(c -> c.card().name()).toList());
        return new TeamChoice(owner + "'s team: " + names, cards, basics, diceEachBasicAction);
    }
}
