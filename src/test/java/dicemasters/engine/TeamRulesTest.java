package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import dicemasters.testing.CardBuilder;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.INVESTIGATION;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

class TeamRulesTest {
    private static final CardDefinition BATMAN_REGRET = CardBuilder.character("Batman").cost(4).energy(Energy.MASK)
            .level(1, 2, 2).build();
    private static final CardDefinition BATMAN_SMART = CardBuilder.character("Batman").id("T-B2")
            .subtitle("The Smart One").cost(5).energy(Energy.MASK).level(1, 2, 2).build();

    private static CardDefinition hero(int number) {
        return CardBuilder.character("Hero" + number).cost(3).energy(Energy.FIST).level(1, 2, 2).build();
    }

    private static GameSetup.TeamCard card(CardDefinition c, int dice) {
        return new GameSetup.TeamCard(c, dice);
    }

    @Test
    void a_tournament_team_has_up_to_eight_cards_twenty_dice_and_two_different_basic_actions() {
        List<GameSetup.TeamCard> team = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            team.add(card(hero(i), 4));
        }
        assertThat(TeamRules.problems(Format.TOURNAMENT, team, List.of(EXCESSIVE_FORCE, INVESTIGATION)))
                .isEmpty();
    }

    @Test
    void a_demo_game_puts_one_to_three_basic_action_cards_in_the_middle_as_the_rulebooks_demo_games_do() {
        List<GameSetup.TeamCard> team = List.of(card(WONDER_WOMAN, 2), card(BLACK_MANTA, 2));

        assertThat(TeamRules.problems(Format.DEMO, team, List.of(EXCESSIVE_FORCE))).isEmpty();
        assertThat(TeamRules.problems(Format.DEMO, team, List.of(EXCESSIVE_FORCE, INVESTIGATION,
                dicemasters.testing.TestCards.SHRINK))).isEmpty();
        assertThat(TeamRules.problems(Format.DEMO, team, List.of(EXCESSIVE_FORCE, INVESTIGATION,
                dicemasters.testing.TestCards.SHRINK, dicemasters.testing.TestCards.BANNER)))
                .containsExactly("Demo needs 1 to 3 Basic Action Cards; 4 chosen.");
        assertThat(TeamRules.problems(Format.CASUAL, team, List.of(EXCESSIVE_FORCE, INVESTIGATION,
                dicemasters.testing.TestCards.SHRINK)))
                .containsExactly("Casual needs 2 different Basic Action Cards; 3 chosen.");
    }

    @Test
    void two_cards_with_the_same_name_cannot_be_on_one_team_even_with_different_subtitles() {
        List<String> problems = TeamRules.problems(Format.TOURNAMENT,
                List.of(card(BATMAN_REGRET, 1), card(BATMAN_SMART, 1)),
                List.of(EXCESSIVE_FORCE, INVESTIGATION));

        assertThat(problems).containsExactly(
                "Two cards with the same name cannot be on one team: Batman: Test and Batman: The Smart One.");
    }

    @Test
    void each_card_has_at_least_one_die_and_no_more_than_its_limit() {
        List<String> problems = TeamRules.problems(Format.TOURNAMENT,
                List.of(card(WONDER_WOMAN, 0), card(BLACK_MANTA, 5)),
                List.of(EXCESSIVE_FORCE, INVESTIGATION));

        assertThat(problems).containsExactly("Wonder Woman: Test needs at least 1 die.",
                "Black Manta: Test allows at most 4 dice; 5 chosen.");
    }

    @Test
    void the_format_limits_the_total_of_dice_and_the_basic_action_cards() {
        List<GameSetup.TeamCard> team = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            team.add(card(hero(i), 4));
        }
        List<String> problems = TeamRules.problems(Format.CASUAL, team,
                List.of(EXCESSIVE_FORCE, EXCESSIVE_FORCE));

        assertThat(problems).containsExactly("Casual allows at most 15 dice; this team has 16.",
                "The Basic Action Cards must be different.");
    }
}
