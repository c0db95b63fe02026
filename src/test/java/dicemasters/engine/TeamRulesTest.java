package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TeamRulesTest {
    private static final CardDefinition BATMAN_REGRET = Cards.vanilla("Batman", 4, Energy.MASK, new int[]{1, 2, 2});
    private static final CardDefinition BATMAN_SMART = new CardDefinition("T-B2", "Batman", "The Smart One",
            BATMAN_REGRET.type(), 5, BATMAN_REGRET.energyTypes(), List.of(), 4, BATMAN_REGRET.faces(),
            java.util.Set.of(), List.of());

    private static GameSetup.TeamCard card(CardDefinition c, int dice) {
        return new GameSetup.TeamCard(c, dice);
    }

    @Test
    void aTournamentTeamHasUpToEightCardsTwentyDiceAndTwoDifferentBasicActions() {
        List<GameSetup.TeamCard> team = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            team.add(card(Cards.vanilla("Hero" + i, 3, Energy.FIST, new int[]{1, 2, 2}), 4));
        }
        assertThat(TeamRules.problems(Format.TOURNAMENT, team, List.of(Cards.EXCESSIVE_FORCE, Cards.INVESTIGATION)))
                .isEmpty();
    }

    @Test
    void twoCardsWithTheSameNameCannotBeOnOneTeamEvenWithDifferentSubtitles() {
        List<String> problems = TeamRules.problems(Format.TOURNAMENT,
                List.of(card(BATMAN_REGRET, 1), card(BATMAN_SMART, 1)),
                List.of(Cards.EXCESSIVE_FORCE, Cards.INVESTIGATION));

        assertThat(problems).containsExactly(
                "Two cards with the same name cannot be on one team: Batman: Test and Batman: The Smart One.");
    }

    @Test
    void eachCardHasAtLeastOneDieAndNoMoreThanItsLimit() {
        List<String> problems = TeamRules.problems(Format.TOURNAMENT,
                List.of(card(Cards.WONDER_WOMAN, 0), card(Cards.BLACK_MANTA, 5)),
                List.of(Cards.EXCESSIVE_FORCE, Cards.INVESTIGATION));

        assertThat(problems).containsExactly("Wonder Woman: Test needs at least 1 die.",
                "Black Manta: Test allows at most 4 dice; 5 chosen.");
    }

    @Test
    void theFormatLimitsTheTotalOfDiceAndTheBasicActionCards() {
        List<GameSetup.TeamCard> team = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            team.add(card(Cards.vanilla("Hero" + i, 3, Energy.FIST, new int[]{1, 2, 2}), 4));
        }
        List<String> problems = TeamRules.problems(Format.CASUAL, team,
                List.of(Cards.EXCESSIVE_FORCE, Cards.EXCESSIVE_FORCE));

        assertThat(problems).containsExactly("Casual allows at most 15 dice; this team has 16.",
                "The Basic Action Cards must be different.");
    }
}
